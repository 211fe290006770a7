import Foundation
import LayoutEngine

/// The selection model a table view and a collection view share: UIKit's, kept as ascending
/// index paths. The list says which items exist and shows a state on a loaded cell; the rest —
/// replacing the selection unless several items may be selected, a tap's delegate calls — is
/// here once.
protocol ListSelecting: AnyObject {
  /// The selected items, ascending.
  var selectedIndexPaths: [IndexPath] { get set }
  var allowsSelection: Bool { get }
  var allowsMultipleSelection: Bool { get }
  /// Whether the item exists at the last load.
  func hasSelectableItem(at indexPath: IndexPath) -> Bool
  /// Shows the selected state on the item's cell, when loaded and different.
  func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
  /// Shows the highlighted state on the item's cell, when loaded.
  func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath)
}

/// What a simulated tap asks and tells a list's delegate, in the list's own words. A table's
/// `willSelectRowAt` may redirect or refuse a selection; a collection view's
/// `shouldSelectItemAt` answers yes (the item) or no (nil).
struct ListTapDelegate {
  var shouldHighlight: (IndexPath) -> Bool
  var didHighlight: (IndexPath) -> Void
  var didUnhighlight: (IndexPath) -> Void
  var willSelect: (IndexPath) -> IndexPath?
  var didSelect: (IndexPath) -> Void
  var willDeselect: (IndexPath) -> IndexPath?
  var didDeselect: (IndexPath) -> Void
  /// Whether the highlight goes off before the selection (collection views) or after it
  /// (tables).
  var unhighlightsFirst: Bool
}

extension ListSelecting {
  /// `selectRow`/`selectItem` without the scrolling: nil deselects every item; nothing happens
  /// while selection is off; `load` brings a pending reload in first, and an item that does not
  /// exist goes to `reportMissing`. Returns the selected index path.
  func selectInCode(
    _ indexPath: IndexPath?, animated: Bool, load: () -> Void,
    reportMissing: (IndexPath) -> Void
  ) -> IndexPath? {
    guard let indexPath else {
      deselectAll(animated: animated)
      return nil
    }
    guard allowsSelection else { return nil }
    load()
    guard hasSelectableItem(at: indexPath) else {
      reportMissing(indexPath)
      return nil
    }
    select(indexPath, animated: animated)
    return indexPath
  }

  /// Adds `indexPath` to the selection without telling the delegate; without multiple selection
  /// it replaces the others.
  func select(_ indexPath: IndexPath, animated: Bool) {
    if !allowsMultipleSelection {
      for other in selectedIndexPaths where other != indexPath {
        deselect(other, animated: animated)
      }
    }
    insertIntoSelection(indexPath, animated: animated)
  }

  private func insertIntoSelection(_ indexPath: IndexPath, animated: Bool) {
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
      selectedIndexPaths.sort()
    }
    showSelected(true, at: indexPath, animated: animated)
  }

  /// Takes `indexPath` out of the selection without telling the delegate.
  func deselect(_ indexPath: IndexPath, animated: Bool) {
    guard let position = selectedIndexPaths.firstIndex(of: indexPath) else { return }
    selectedIndexPaths.remove(at: position)
    showSelected(false, at: indexPath, animated: animated)
  }

  func deselectAll(animated: Bool) {
    for indexPath in selectedIndexPaths { deselect(indexPath, animated: animated) }
  }

  /// Keeps only the lowest selected item (multiple selection was turned off).
  func keepFirstSelected() {
    for indexPath in selectedIndexPaths.dropFirst() { deselect(indexPath, animated: false) }
  }

  /// A finger's tap on an item that exists, in UIKit's order: `shouldHighlight` (false: nothing
  /// more), the highlight and `didHighlight`; a selected item in a list that allows multiple
  /// selection is deselected through `willDeselect`/`didDeselect`; any other is selected
  /// through `willSelect` (nil: nothing), the other selected items deselected through the
  /// delegate when only one may be selected, and `didSelect`. The highlight goes off (and
  /// `didUnhighlight`) before the selection or after it, as `delegate` says.
  func tap(at indexPath: IndexPath, _ delegate: ListTapDelegate) {
    guard delegate.shouldHighlight(indexPath) else { return }
    showHighlighted(true, at: indexPath)
    delegate.didHighlight(indexPath)
    var highlighted = true
    func unhighlight() {
      guard highlighted else { return }
      highlighted = false
      showHighlighted(false, at: indexPath)
      delegate.didUnhighlight(indexPath)
    }
    defer { unhighlight() }
    if delegate.unhighlightsFirst { unhighlight() }
    if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
      userDeselect(indexPath, delegate)
      return
    }
    guard let target = delegate.willSelect(indexPath), hasSelectableItem(at: target) else {
      return
    }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths where other != target { userDeselect(other, delegate) }
    }
    insertIntoSelection(target, animated: true)
    delegate.didSelect(target)
  }

  private func userDeselect(_ indexPath: IndexPath, _ delegate: ListTapDelegate) {
    guard let target = delegate.willDeselect(indexPath), selectedIndexPaths.contains(target)
    else { return }
    deselect(target, animated: true)
    delegate.didDeselect(target)
  }
}
