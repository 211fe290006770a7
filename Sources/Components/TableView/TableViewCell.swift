import Foundation
import LayoutEngine

/// A row of a table view: UIKit's `UITableViewCell`.
///
/// Put content in ``contentView`` and constrain it there; with the table's ``TableView/rowHeight``
/// at ``TableView/automaticDimension`` (the default) the table sizes the row from those
/// constraints, as UIKit does: the content view is measured with `systemLayoutSizeFitting` at its
/// width, its height free, and the row is that height: the separator is drawn over the content
/// view's last pixel (UIKit since iOS 15). Or use a built-in style's ``textLabel`` and
/// ``detailTextLabel``, or ``defaultContentConfiguration()``.
///
/// The table sets the cell's frame (the cell translates its autoresizing mask, as in UIKit) and
/// the cell places its content view: inside the safe area on the sides when the table's
/// ``TableView/insetsContentViewsToSafeArea``, less the width its accessory takes
/// (``accessoryReservedWidth``), over the row's whole height. The content view's layout
/// margins are 11 points at the top and bottom and the table's row margins on the sides (16 or 20
/// points by width) — Documentation/ScrollViewsAndLists.md has the chain and its sources.
///
/// ```swift
/// final class MessageCell: TableViewCell {
///   let body = Label()
///   override init(style: CellStyle, reuseIdentifier: String?) {
///     super.init(style: style, reuseIdentifier: reuseIdentifier)
///     body.numberOfLines = 0
///     body.translatesAutoresizingMaskIntoConstraints = false
///     contentView.addSubview(body)
///     let margins = contentView.layoutMarginsGuide
///     LayoutConstraint.activate([
///       body.topAnchor.constraint(equalTo: margins.topAnchor),
///       body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
///       body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
///       body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
///     ])
///   }
///
///   required init?(coder: NSCoder) {
///     fatalError("init(coder:) has not been implemented")
///   }
/// }
/// ```
///
/// As in UIKit, the designated initializers are ``init(style:reuseIdentifier:)`` and
/// ``init(coder:)``: a subclass that overrides both (as every UIKit cell does) inherits
/// ``init(dequeuedWithReuseIdentifier:)``, through which the table makes registered classes.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The built-in layout of ``textLabel`` and ``detailTextLabel``.
  public let cellStyle: CellStyle
  /// The view that holds the row's content; its frame is set by the cell.
  public let contentView = View()

  /// Makes a cell of a built-in style: UIKit's designated initializer, the one subclasses override
  /// (``TableView/dequeueReusableCell(withIdentifier:for:)`` reaches it for registered classes,
  /// with the default style).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    self.builtInLayout = style
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableView.standardRowHeight))
    setUpContentView()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(style: .default, reuseIdentifier: nil)` (Documentation/Decisions.md,
  /// "init(coder:)").
  public required init?(coder: NSCoder) {
    self.cellStyle = .default
    self.reuseIdentifier = nil
    self.builtInLayout = .default
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableView.standardRowHeight))
    setUpContentView()
  }

  /// How a table makes a cell of a registered class from its metatype (a Trellis name; UIKit does
  /// this through the Objective-C runtime): `init(style: .default, reuseIdentifier:)`, which
  /// reaches a subclass's override. A `required convenience` initializer, so subclasses that
  /// override the designated initializers inherit it and need not mark theirs `required`.
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  private func setUpContentView() {
    updatesInPropertiesPhase = true
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: TableView.contentViewVerticalMargin, leading: 16,
      bottom: TableView.contentViewVerticalMargin, trailing: 16)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// A cell of the default style with no reuse identifier.
  public convenience override init(frame: CGRect = .zero) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  // MARK: Built-in content (TableViewCell+BuiltInContent.swift)

  var storedTextLabel: Label?
  var storedDetailTextLabel: Label?
  var storedImageView: ImageView?
  var builtInConstraints: [LayoutConstraint] = []
  var builtInGuide: LayoutGuide?
  /// The content view's least height while built-in content shows (the standard row height less
  /// the separator); kept by the table.
  var minimumContentHeightConstraint: LayoutConstraint?
  var storedContentConfiguration: ListContentConfiguration?
  /// Which built-in layout the labels follow: the cell style, or the one a content
  /// configuration asks for.
  var builtInLayout: CellStyle

  /// The label of the built-in styles, made on first use and put in the content view.
  open var textLabel: Label? { builtInTextLabel() }

  /// The second label of the `value1`, `value2` and `subtitle` styles (nil for `default`).
  open var detailTextLabel: Label? { builtInDetailTextLabel() }

  /// The image at the leading edge of the built-in styles, made on first use.
  open var imageView: ImageView? { builtInImageView() }

  /// The content shown through a configuration (UIKit's `contentConfiguration`, for
  /// ``ListContentConfiguration`` values): setting one lays out its text, secondary text and
  /// image with the built-in labels.
  open var contentConfiguration: ListContentConfiguration? {
    get { storedContentConfiguration }
    set {
      applyContentConfiguration(newValue)
      contentConfigurationChanges &+= 1
    }
  }
  /// Counts the content configurations set: a configuration update that sets one asks the table
  /// to measure its rows again (TableViewCell+Configuration.swift).
  var contentConfigurationChanges = 0

  // MARK: Accessory and separator

  /// The standard accessory at the trailing edge (default none). It takes
  /// ``accessoryReservedWidth`` from the content view.
  open var accessoryType: AccessoryType = .none {
    didSet { if accessoryType != oldValue { accessoryDidChange() } }
  }

  /// A custom accessory view, shown instead of ``accessoryType``'s glyph at its frame's size.
  open var accessoryView: View? {
    didSet { if accessoryView !== oldValue { accessoryDidChange(removing: oldValue) } }
  }

  var indicatorView: AccessoryIndicatorView?

  /// The separator's insets from the cell's edges (only left and right count, swapped in
  /// right-to-left layouts); negative values count as 0. Unset, it reads the table's resolved
  /// inset for this cell.
  open var separatorInset: EdgeInsets {
    get { storedSeparatorInset ?? resolvedTableSeparatorInset() }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  var storedSeparatorInset: EdgeInsets?

  /// Where the separator line is, in the cell's coordinates (nil: none — the table has no
  /// separators, the cell is not in a table, or it is the last row of a grouped section). A
  /// Trellis addition: UIKit draws it in a private view.
  public internal(set) var separatorFrame: CGRect?

  // MARK: What the table gives the cell

  /// The row metrics the table gives this cell (nil outside a table).
  var rowMetrics: RowMetrics?
  /// The margins last given to the content view and the cell, so an unchanged layout does not
  /// ask the engine for a sync.
  var appliedMargins: (cell: DirectionalEdgeInsets, content: DirectionalEdgeInsets)?

  /// The table view the cell is in, if any.
  public var tableView: TableView? {
    var view = superview
    while let current = view {
      if let table = current as? TableView { return table }
      view = current.superview
    }
    return nil
  }

  // MARK: Configuration state (TableViewCell+Configuration.swift)

  /// The type of ``configurationUpdateHandler``: UIKit's
  /// `UITableViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void

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

  /// Whether the cell's content configuration follows its state (default true): UIKit applies
  /// `contentConfiguration.updated(for: state)` at each update. Trellis's list content has no
  /// look that depends on the state, so the update leaves it as it is.
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the cell's background configuration follows its state (default true). Trellis has
  /// no background configurations: stored only.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's current state: its traits, ``isSelected``, ``isHighlighted``, ``isEditing``, and
  /// disabled while `isUserInteractionEnabled` is false. Override it (calling `super`) to add
  /// custom states, and call ``setNeedsUpdateConfiguration()`` when they change.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Updates the cell's configuration for `state`: override it to restyle the cell (UIKit's
  /// `updateConfiguration(using:)`). Do not call it: ask with ``setNeedsUpdateConfiguration()``.
  /// `@Observable` properties read here are tracked: a change to one asks this cell alone for an
  /// update, which runs before the next layout. The base implementation does nothing (Trellis's
  /// content configurations have no look that depends on the state).
  open func updateConfiguration(using state: CellConfigurationState) {}

  var storedIsEditing = false

  /// Whether the cell is in editing mode (default false). Setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Sets the editing state: UIKit's `setEditing(_:animated:)`. Trellis shows no editing
  /// controls; the state reaches the cell's configuration (``CellConfigurationState/isEditing``).
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedIsEditing else { return }
    storedIsEditing = editing
    setNeedsUpdateConfiguration()
  }

  // MARK: Selection and highlighting (TableViewCell+Selection.swift)

  var storedIsSelected = false
  var storedIsHighlighted = false

  /// Whether the cell shows as selected (default false). Setting it calls
  /// ``setSelected(_:animated:)`` without animation, so an override of that method sees every
  /// change. The table sets it for the rows it has selected
  /// (``TableView/selectRow(at:animated:scrollPosition:)``); setting it on the cell alone does
  /// not select the row in the table.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Sets the selected state: UIKit's `setSelected(_:animated:)`, which Xcode's cell template
  /// overrides. Shows ``selectedBackgroundView`` (or ``multipleSelectionBackgroundView``) behind
  /// the content view while selected, unless ``selectionStyle`` is
  /// ``SelectionStyle/none``, and adds `AccessibilityTraits.selected` to the cell's traits.
  /// Trellis does not animate; `animated` is passed on to overrides.
  open func setSelected(_ selected: Bool, animated: Bool) {
    if selected != storedIsSelected { setNeedsUpdateConfiguration() }
    storedIsSelected = selected
    updateSelectionBackground()
  }

  /// Whether the cell shows as highlighted, as under a finger before a tap selects it (default
  /// false). Setting it calls ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the highlighted state: UIKit's `setHighlighted(_:animated:)`. A highlighted cell shows
  /// its selected background, as a selected one does.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if highlighted != storedIsHighlighted { setNeedsUpdateConfiguration() }
    storedIsHighlighted = highlighted
    updateSelectionBackground()
  }

  /// How a selected cell looks (default ``SelectionStyle/default``); with
  /// ``SelectionStyle/none`` the selected background never shows, though the row can still be
  /// selected.
  open var selectionStyle: SelectionStyle = .default {
    didSet { if selectionStyle != oldValue { updateSelectionBackground() } }
  }

  /// A view behind every other view of the cell, filling it (default nil).
  open var backgroundView: View? {
    didSet { if backgroundView !== oldValue { backgroundViewsDidChange(removing: oldValue) } }
  }

  /// The view shown as the background while the cell is selected or highlighted, filling the
  /// cell above ``backgroundView`` and behind the content view (default nil). The cell adds it
  /// as a subview only while it shows.
  open var selectedBackgroundView: View? {
    didSet {
      if selectedBackgroundView !== oldValue { backgroundViewsDidChange(removing: oldValue) }
    }
  }

  /// The background of a selected cell in a table that allows multiple selection, instead of
  /// ``selectedBackgroundView`` (default nil: ``selectedBackgroundView`` is used).
  open var multipleSelectionBackgroundView: View? {
    didSet {
      if multipleSelectionBackgroundView !== oldValue {
        backgroundViewsDidChange(removing: oldValue)
      }
    }
  }

  /// Unless set: `AccessibilityTraits.selected` while the cell ``isSelected``. A set value
  /// replaces it (as for controls, Documentation/Accessibility.md).
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      if let traits = accessibilityTraitsIfSet { return traits }
      return isSelected ? .selected : .none
    }
    set { super.accessibilityTraits = newValue }
  }

  /// Called before ``TableView/dequeueReusableCell(withIdentifier:for:)`` hands the cell out
  /// again. The base implementation clears the selected and highlighted states (through
  /// ``setSelected(_:animated:)`` and ``setHighlighted(_:animated:)``, only when set), which
  /// Apple's documentation lists among what to reset here; the table then selects the cell
  /// again if its row is selected.
  open func prepareForReuse() {
    if storedIsHighlighted { setHighlighted(false, animated: false) }
    if storedIsSelected { setSelected(false, animated: false) }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCellContent()
  }

  /// New traits are a new configuration state: the cell asks for a configuration update.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  /// A row's height depends on the cell's safe area (the content view is inset by it), which the
  /// layout pass gives the cell only after the table placed it: when it changes, the table
  /// measures its rows again (issue 22: after a rotation, rows measured with the old safe area
  /// kept the old height).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
    if rowMetrics != nil { tableView?.setNeedsRowLayout() }
  }

  /// `<TableViewCell 'reuse' frame=(0, 0, 375, 44)>`-like, with the text label's text when set.
  open override var description: String {
    let base = super.description
    guard let text = storedTextLabel?.text else { return base }
    return String(base.dropLast()) + " text='\(text)'>"
  }
}
