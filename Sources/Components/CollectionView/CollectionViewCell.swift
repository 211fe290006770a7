import Foundation
import LayoutEngine

/// An item of a collection view: UIKit's `UICollectionViewCell`. Put content in ``contentView``,
/// which fills the cell. With the flow layout's ``CollectionViewFlowLayout/estimatedItemSize`` set
/// (for example to ``CollectionViewFlowLayout/automaticSize``) the item takes the size its content
/// view's constraints give it.
@preconcurrency @MainActor
open class CollectionViewCell: View {
  /// The identifier the cell was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The view that holds the item's content; it fills the cell.
  public let contentView = View()

  /// Makes a cell: UIKit's designated initializer, the one subclasses override
  /// (``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` reaches it for registered
  /// classes, with a zero frame).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updatesInPropertiesPhase = true
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updatesInPropertiesPhase = true
    addSubview(contentView)
  }

  /// How a collection view makes a cell of a registered class from its metatype (a Trellis name;
  /// UIKit does this through the Objective-C runtime): `init(frame: .zero)`, which reaches a
  /// subclass's override, then the identifier. A `required convenience` initializer, so
  /// subclasses that override `init(frame:)` and `init?(coder:)` inherit it and need not mark
  /// theirs `required`.
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called before the cell is handed out again by the reuse queue; does nothing by default (the
  /// collection view then sets ``isSelected`` to the item's state).
  open func prepareForReuse() {}

  // MARK: Selection and highlighting

  /// Whether the cell is selected (default false): UIKit's plain property, which subclasses
  /// override with `didSet` to restyle (UIKit has no `setSelected(_:animated:)` on collection
  /// cells). The collection view sets it for the items it has selected
  /// (``CollectionView/selectItem(at:animated:scrollPosition:)``); setting it on the cell alone
  /// does not select the item. While selected the cell shows ``selectedBackgroundView`` and its
  /// accessibility traits include `AccessibilityTraits.selected`.
  open var isSelected = false {
    didSet {
      if isSelected != oldValue {
        updateSelectionBackground()
        setNeedsUpdateConfiguration()
      }
    }
  }

  /// Whether the cell is highlighted, as under a finger before a tap selects it (default
  /// false). A highlighted cell shows ``selectedBackgroundView`` too.
  open var isHighlighted = false {
    didSet {
      if isHighlighted != oldValue {
        updateSelectionBackground()
        setNeedsUpdateConfiguration()
      }
    }
  }

  // MARK: Configuration state (CollectionViewCell+Configuration.swift)

  /// The type of ``configurationUpdateHandler``: UIKit's
  /// `UICollectionViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) ->
    Void

  /// Whether a configuration update is due (true for a new cell, which UIKit configures before
  /// it first shows).
  var needsUpdateConfiguration = true
  /// The configuration updates' tracked reads: a change reaches the cell only from the last.
  let configurationRuns = LatestObservedRun()

  /// A closure that updates the cell's configuration for its state, called after
  /// ``updateConfiguration(using:)`` (iOS 15): an alternative to overriding that method. Setting
  /// it asks for an update (``setNeedsUpdateConfiguration()``). `@Observable` properties it reads
  /// are tracked: a change to one asks this cell alone for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the cell's content configuration follows its state (default true). Trellis's
  /// collection view cells have no content configurations: stored only.
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the cell's background configuration follows its state (default true). Trellis has
  /// no background configurations: stored only.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's current state: its traits, ``isSelected``, ``isHighlighted``, and disabled while
  /// `isUserInteractionEnabled` is false. Override it (calling `super`) to add custom states, and
  /// call ``setNeedsUpdateConfiguration()`` when they change.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Updates the cell's configuration for `state`: override it to restyle the cell (UIKit's
  /// `updateConfiguration(using:)`). Do not call it: ask with ``setNeedsUpdateConfiguration()``.
  /// `@Observable` properties read here are tracked: a change to one asks this cell alone for an
  /// update, which runs before the next layout. The base implementation does nothing.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// New traits are a new configuration state: the cell asks for a configuration update.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  /// A view behind every other view of the cell, filling it (default nil).
  open var backgroundView: View? {
    didSet { if backgroundView !== oldValue { backgroundViewsDidChange(removing: oldValue) } }
  }

  /// The view shown while the cell is selected or highlighted, filling the cell above
  /// ``backgroundView`` and behind the content view (default nil). The cell adds it as a
  /// subview only while it shows.
  open var selectedBackgroundView: View? {
    didSet {
      if selectedBackgroundView !== oldValue { backgroundViewsDidChange(removing: oldValue) }
    }
  }

  /// Unless set: `AccessibilityTraits.selected` while the cell ``isSelected``. A set value
  /// replaces it (as for table cells and controls, Documentation/Accessibility.md).
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilityTraitsIfSet ?? (isSelected ? .selected : .none) }
    set { super.accessibilityTraits = newValue }
  }

  private func backgroundViewsDidChange(removing old: View?) {
    removeReplacedBackgroundView(old, current: [backgroundView, selectedBackgroundView])
    updateSelectionBackground()
  }

  /// Puts the background views in the cell (or takes the selected one out) and sizes them.
  func updateSelectionBackground() {
    placeBackgroundViews(
      background: backgroundView,
      shown: isSelected || isHighlighted ? selectedBackgroundView : nil,
      selectionViews: [selectedBackgroundView])
  }

  /// Sizes the background views to fill the cell.
  func layoutBackgroundViews() {
    fillWithBackgroundViews([backgroundView, selectedBackgroundView])
  }

  /// A self-sizing item's size can depend on the cell's safe area (constraints on the content
  /// view's safe area guide), which the layout pass gives the cell only after the collection view
  /// placed it: when it changes, the collection view lays its items out again (issue 22).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    var view = superview
    while let current = view {
      if let collection = current as? CollectionView {
        collection.setNeedsItemLayout()
        return
      }
      view = current.superview
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    layoutBackgroundViews()
  }
}
