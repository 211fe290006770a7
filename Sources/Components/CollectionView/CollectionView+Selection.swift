import Foundation
import LayoutEngine

/// Selecting items in code: UIKit's selection model, shared with ``TableView``. The collection
/// view keeps the selected index paths and sets its cells' ``CollectionViewCell/isSelected`` to
/// match, when an item is selected or deselected and whenever it asks the data source for a
/// cell; the selection survives layout passes, scrolling and ``reloadData()``. Headless code has
/// no taps: the delegate's `shouldSelectItemAt`/`didSelectItemAt` are called only by
/// ``simulateTapOnItem(at:)``, a Trellis addition, never by
/// ``selectItem(at:animated:scrollPosition:)`` (as in UIKit).
extension CollectionView: ListSelecting {
  /// The selected items, ascending; nil (not an empty array) when no item is selected, as in
  /// UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects the item at `indexPath` without telling the delegate, as UIKit does: its
  /// `shouldSelectItemAt` and `didSelectItemAt` are not called. Without
  /// ``allowsMultipleSelection`` the new item replaces the selection. The cell's
  /// ``CollectionViewCell/isSelected`` becomes true.
  ///
  /// A nil index path deselects every item (Apple: "Specifying nil for this parameter clears
  /// the current selection"). Nothing happens while ``allowsSelection`` is off, and for an item
  /// that does not exist (a diagnostic). An empty `scrollPosition` does not scroll; the others
  /// scroll as ``scrollToItem(at:at:animated:)``.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    let selected = selectInCode(
      indexPath, animated: animated, load: { if needsReload { loadItems() } },
      reportMissing: {
        recordItemDiagnostic(
          .invalidDataSource, at: $0,
          "selectItem(at:animated:scrollPosition:) for an item that does not exist; nothing was "
            + "selected.")
      })
    guard let indexPath = selected else { return }
    guard !scrollPosition.isEmpty else { return }
    scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects the item at `indexPath` without telling the delegate (its `shouldDeselectItemAt`
  /// and `didDeselectItemAt` are not called); the cell's ``CollectionViewCell/isSelected``
  /// becomes false. An item that is not selected is left alone.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath, animated: animated)
  }

  func hasSelectableItem(at indexPath: IndexPath) -> Bool { hasItem(at: indexPath) }

  func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
    if let cell = cellForItem(at: indexPath), cell.isSelected != selected {
      cell.isSelected = selected
    }
  }

  func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    cellForItem(at: indexPath)?.isHighlighted = highlighted
  }

  /// Sets a freshly configured cell's selected state to its item's, after
  /// `collectionView(_:cellForItemAt:)`; a cell left selected elsewhere is deselected. Then the
  /// cell's configuration update runs if due (``CollectionViewCell/updateConfigurationIfNeeded()``),
  /// with that state, so that the item is measured with the content its handler gives it.
  func applySelection(to cell: CollectionViewCell, at indexPath: IndexPath) {
    let selected = selectedIndexPaths.contains(indexPath)
    if selected != cell.isSelected { cell.isSelected = selected }
    cell.updateConfigurationIfNeeded()
  }

  /// Taps the item at `indexPath` as a finger would: a Trellis addition (UIKit has no such
  /// method; headless code has no touches), for testing a delegate's selection code.
  ///
  /// The delegate's `shouldHighlightItemAt` (false: nothing more happens), the cell highlighted
  /// and `didHighlightItemAt`, the highlight off and `didUnhighlightItemAt`; then for an item
  /// that is selected in a collection view that allows multiple selection,
  /// `shouldDeselectItemAt` (false: it stays selected), the deselection and
  /// `didDeselectItemAt`; otherwise `shouldSelectItemAt` (false: nothing is selected), the other
  /// selected items deselected through `shouldDeselectItemAt`/`didDeselectItemAt` when only one
  /// item may be selected, the selection and `didSelectItemAt`. Nothing happens while
  /// ``allowsSelection`` is off or for an item that does not exist.
  public func simulateTapOnItem(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    layoutItemsIfNeeded()
    guard hasItem(at: indexPath) else { return }
    let delegate = collectionDelegate
    tap(
      at: indexPath,
      ListTapDelegate(
        shouldHighlight: { delegate?.collectionView(self, shouldHighlightItemAt: $0) ?? true },
        didHighlight: { delegate?.collectionView(self, didHighlightItemAt: $0) },
        didUnhighlight: { delegate?.collectionView(self, didUnhighlightItemAt: $0) },
        willSelect: {
          delegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil
        },
        didSelect: { delegate?.collectionView(self, didSelectItemAt: $0) },
        willDeselect: {
          delegate?.collectionView(self, shouldDeselectItemAt: $0) ?? true ? $0 : nil
        },
        didDeselect: { delegate?.collectionView(self, didDeselectItemAt: $0) },
        unhighlightsFirst: true))
  }
}
