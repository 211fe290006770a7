import Foundation
import LayoutEngine

/// A cell's state, as its configuration sees it: UIKit's `UICellConfigurationState` (iOS 14) —
/// the trait collection and the view states (selected, highlighted, disabled, focused), the cell
/// states (editing, expanded, swiped, reordering) and custom states by key.
///
/// A cell makes one for each configuration update (``TableViewCell/configurationState``,
/// ``CollectionViewCell/configurationState``) and passes it to
/// ``TableViewCell/updateConfiguration(using:)`` and the cell's `configurationUpdateHandler`:
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///   cell.contentView.backgroundColor = state.isSelected ? .systemBlue : .clear
/// }
/// ```
///
/// Trellis has no focus engine, swipe actions, expandable outlines or drag and drop: a cell's
/// state has ``isFocused``, ``isSwiped``, ``isExpanded`` and ``isReordering`` false unless the
/// app sets them (a cell subclass overriding `configurationState`, as Apple's documentation
/// suggests for custom states).
nonisolated public struct CellConfigurationState: ConfigurationState, Hashable {
  /// The traits of the cell.
  public var traitCollection: TraitCollection
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (under a finger, before a tap selects it).
  public var isHighlighted = false
  /// Whether the cell is disabled: in Trellis, while its `isUserInteractionEnabled` is false.
  public var isDisabled = false
  /// Whether the cell has the focus (always false in Trellis unless set: no focus engine).
  public var isFocused = false
  /// Whether the cell is editing (a table view cell's ``TableViewCell/isEditing``).
  public var isEditing = false
  /// Whether the cell is expanded in an outline (false unless set).
  public var isExpanded = false
  /// Whether the cell shows its swipe actions (false unless set).
  public var isSwiped = false
  /// Whether the cell is being reordered (false unless set).
  public var isReordering = false
  private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with the given traits and every other state off.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }

  /// A custom state the app added (nil: not set; setting nil removes it).
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
