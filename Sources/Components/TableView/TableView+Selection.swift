import Foundation
import LayoutEngine

/// Selecting rows in code: UIKit's selection model. The table keeps the selected index paths
/// and sets its cells' ``TableViewCell/isSelected`` to match, when a row is selected or
/// deselected and whenever it asks the data source for a cell; the selection survives layout
/// passes and scrolling, and ``reloadData()`` clears it. Headless code has no taps: the
/// delegate's `willSelectRowAt`/`didSelectRowAt` are called only by
/// ``simulateTapOnRow(at:)``, a Trellis addition, never by
/// ``selectRow(at:animated:scrollPosition:)`` (as in UIKit).
extension TableView: ListSelecting {
  /// The selected row with the lowest index path, or nil when no row is selected.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// The selected rows, ascending; nil (not an empty array) when no row is selected, as in
  /// UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
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
    let selected = selectInCode(
      indexPath, animated: animated, load: { if needsReload { loadRows() } },
      reportMissing: {
        recordRowDiagnostic(
          .invalidDataSource, at: $0,
          "selectRow(at:animated:scrollPosition:) for a row that does not exist; nothing was "
            + "selected.")
      })
    guard let indexPath = selected else { return }
    guard scrollPosition != .none else { return }
    layoutRowsIfNeeded()
    scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects the row at `indexPath` without telling the delegate (its `willDeselectRowAt` and
  /// `didDeselectRowAt` are not called); the cell's ``TableViewCell/setSelected(_:animated:)``
  /// is called with `false`. A row that is not selected is left alone.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath, animated: animated)
  }

  func hasSelectableItem(at indexPath: IndexPath) -> Bool { hasRow(at: indexPath) }

  func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
    if let cell = loadedCell(at: indexPath), cell.isSelected != selected {
      cell.setSelected(selected, animated: animated)
    }
  }

  func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    loadedCell(at: indexPath)?.setHighlighted(highlighted, animated: false)
  }

  /// Sets a freshly configured cell's selected state to its row's, after
  /// `tableView(_:cellForRowAt:)` and before `tableView(_:willDisplay:forRowAt:)`: a cell of a
  /// selected row gets `setSelected(true, animated: false)`, a cell left selected elsewhere
  /// `setSelected(false, animated: false)`. Then the cell's configuration update runs if due
  /// (``TableViewCell/updateConfigurationIfNeeded()``), with that state, so that the row is
  /// measured with the content its handler gives it.
  func applySelection(to cell: TableViewCell, at indexPath: IndexPath) {
    let selected = selectedIndexPaths.contains(indexPath)
    if selected != cell.isSelected { cell.setSelected(selected, animated: false) }
    cell.updateSelectionBackground()
    cell.updateConfigurationIfNeeded()
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
    tap(
      at: indexPath,
      ListTapDelegate(
        shouldHighlight: { delegate?.tableView(self, shouldHighlightRowAt: $0) ?? true },
        didHighlight: { delegate?.tableView(self, didHighlightRowAt: $0) },
        didUnhighlight: { delegate?.tableView(self, didUnhighlightRowAt: $0) },
        // The delegate's nil means "select nothing"; no delegate means the tapped row.
        willSelect: { delegate == nil ? $0 : delegate?.tableView(self, willSelectRowAt: $0) },
        didSelect: { delegate?.tableView(self, didSelectRowAt: $0) },
        willDeselect: { delegate == nil ? $0 : delegate?.tableView(self, willDeselectRowAt: $0) },
        didDeselect: { delegate?.tableView(self, didDeselectRowAt: $0) },
        unhighlightsFirst: false))
  }
}
