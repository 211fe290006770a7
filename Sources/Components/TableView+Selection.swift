import Foundation
import LayoutEngine

/// Selecting rows in code: UIKit's selection model. The table keeps the selected index paths
/// and sets its cells' ``TableViewCell/isSelected`` to match, when a row is selected or
/// deselected and whenever it asks the data source for a cell; the selection survives layout
/// passes and scrolling, and ``reloadData()`` clears it. Headless code has no taps: the
/// delegate's `willSelectRowAt`/`didSelectRowAt` are called only by
/// ``simulateTapOnRow(at:)``, a Trellis addition, never by
/// ``selectRow(at:animated:scrollPosition:)`` (as in UIKit).
extension TableView {
  /// The selected row with the lowest index path, or nil when no row is selected.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, ascending; nil (not an empty array) when no row is selected, as in
  /// UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects the row at `indexPath` without telling the delegate, as UIKit does: its
  /// `willSelectRowAt` and `didSelectRowAt` are not called. Without
  /// ``allowsMultipleSelection`` the new row replaces the selection. The cell's
  /// ``TableViewCell/setSelected(_:animated:)`` is called with `true`.
  ///
  /// A nil index path deselects every row. Nothing happens while ``allowsSelection`` is off, and
  /// for a row that does not exist (a diagnostic). `scrollPosition` ``ScrollPosition/none``
  /// does not scroll (Apple: "no scrolling, rather than the minimum scrolling described for
  /// that constant"); the others scroll as ``scrollToRow(at:at:animated:)``.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      deselectAllRows(animated: animated)
      return
    }
    guard allowsSelection else { return }
    if needsReload { loadRows() }
    guard hasRow(at: indexPath) else {
      recordRowDiagnostic(
        .invalidDataSource, at: indexPath,
        "selectRow(at:animated:scrollPosition:) for a row that does not exist; nothing was "
          + "selected.")
      return
    }
    if !allowsMultipleSelection {
      for other in selectedRows where other != indexPath {
        deselectRow(at: other, animated: animated)
      }
    }
    if !selectedRows.contains(indexPath) {
      selectedRows.append(indexPath)
      selectedRows.sort()
    }
    if let cell = loadedCell(at: indexPath), !cell.isSelected {
      cell.setSelected(true, animated: animated)
    }
    guard scrollPosition != .none else { return }
    layoutRowsIfNeeded()
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects the row at `indexPath` without telling the delegate (its `willDeselectRowAt` and
  /// `didDeselectRowAt` are not called); the cell's ``TableViewCell/setSelected(_:animated:)``
  /// is called with `false`. A row that is not selected is left alone.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard let position = selectedRows.firstIndex(of: indexPath) else { return }
    selectedRows.remove(at: position)
    if let cell = loadedCell(at: indexPath), cell.isSelected {
      cell.setSelected(false, animated: animated)
    }
  }

  func deselectAllRows(animated: Bool) {
    for indexPath in selectedRows { deselectRow(at: indexPath, animated: animated) }
  }

  /// Sets a freshly configured cell's selected state to its row's, after
  /// `tableView(_:cellForRowAt:)` and before `tableView(_:willDisplay:forRowAt:)`: a cell of a
  /// selected row gets `setSelected(true, animated: false)`, a cell left selected elsewhere
  /// `setSelected(false, animated: false)`.
  func applySelection(to cell: TableViewCell, at indexPath: IndexPath) {
    let selected = selectedRows.contains(indexPath)
    if selected != cell.isSelected { cell.setSelected(selected, animated: false) }
    cell.updateSelectionBackground()
  }

  /// Taps the row at `indexPath` as a finger would: a Trellis addition (UIKit has no such
  /// method; headless code has no touches), for testing a delegate's selection code.
  ///
  /// In UIKit's order: the delegate's `shouldHighlightRowAt` (false: nothing more happens), the
  /// cell highlighted and `didHighlightRowAt`; then for a row that is selected in a table that
  /// allows multiple selection, `willDeselectRowAt` (nil: it stays selected), the deselection
  /// and `didDeselectRowAt`; otherwise `willSelectRowAt` (nil: nothing is selected; another
  /// index path: that row is selected instead), the other selected rows deselected through
  /// `willDeselectRowAt`/`didDeselectRowAt` when only one row may be selected, the selection
  /// and `didSelectRowAt`; last the cell unhighlighted and `didUnhighlightRowAt`. Nothing
  /// happens while ``allowsSelection`` is off or for a row that does not exist.
  public func simulateTapOnRow(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    layoutRowsIfNeeded()
    guard hasRow(at: indexPath) else { return }
    let delegate = tableDelegate
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    let tapped = loadedCell(at: indexPath)
    tapped?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    defer {
      tapped?.setHighlighted(false, animated: false)
      delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
    if allowsMultipleSelection && selectedRows.contains(indexPath) {
      userDeselectRow(at: indexPath)
      return
    }
    // The delegate's nil means "select nothing"; no delegate means the tapped row.
    let proposed =
      if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
    guard let target = proposed, hasRow(at: target) else { return }
    if !allowsMultipleSelection {
      for other in selectedRows where other != target { userDeselectRow(at: other) }
    }
    if !selectedRows.contains(target) {
      selectedRows.append(target)
      selectedRows.sort()
    }
    if let cell = loadedCell(at: target), !cell.isSelected {
      cell.setSelected(true, animated: true)
    }
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// A deselection by the user: asks `willDeselectRowAt`, deselects, tells `didDeselectRowAt`.
  private func userDeselectRow(at indexPath: IndexPath) {
    let delegate = tableDelegate
    let proposed =
      if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
    guard let target = proposed, selectedRows.contains(target) else { return }
    deselectRow(at: target, animated: true)
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
