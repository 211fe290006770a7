import Foundation
import LayoutEngine

/// How a list — a table view or a collection view — reads its data source: every section's count
/// and cells, in UIKit's order, with the answers UIKit raises on made safe and reported
/// (`.invalidDataSource`): a negative count shows nothing, and a cell already returned for another
/// index path is replaced by an empty one, so that a cell shows one index path.
struct ListDataSourceReader {
  /// The table or collection view; each cell becomes its subview.
  var list: View
  /// The data source method that counts a section's items, as messages name it, up to the
  /// section: `tableView(_:numberOfRowsInSection:`.
  var itemCountMethod: String
  /// What the list calls its items in messages: `rows`, `items`.
  var items: String
  /// The message's first sentence when the data source returns a cell already shown.
  var duplicateCellProblem: String

  /// Reads `sectionCount` sections: for each, `itemCount(section)` cells from `cell(indexPath)`,
  /// which become subviews of ``list``, then `loaded(section, cells)` before the next section's
  /// count is asked for (a table asks for the section's header and footer there, as UIKit does).
  /// Problems of the list as a whole go to `reportList`, problems of one cell to `reportItem`.
  func read<Cell: View>(
    sectionCount: Int,
    itemCount: (Int) -> Int,
    cell: (IndexPath) -> Cell,
    emptyCell: () -> Cell,
    reportList: (String) -> Void,
    reportItem: (IndexPath, String) -> Void,
    loaded: (Int, [(indexPath: IndexPath, cell: Cell)]) -> Void
  ) {
    var sectionCount = sectionCount
    if sectionCount < 0 {
      reportList(
        "numberOfSections(in:) returned \(sectionCount); UIKit raises on a negative count. "
          + "Trellis shows no sections.")
      sectionCount = 0
    }
    var seen = Set<ObjectIdentifier>()
    for section in 0..<sectionCount {
      var count = itemCount(section)
      if count < 0 {
        reportList(
          "\(itemCountMethod) \(section)) returned \(count); UIKit raises on a negative count. "
            + "Trellis shows no \(items) in that section.")
        count = 0
      }
      var cells: [(indexPath: IndexPath, cell: Cell)] = []
      cells.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        var itemCell = cell(indexPath)
        if !seen.insert(ObjectIdentifier(itemCell)).inserted {
          reportItem(indexPath, duplicateCellProblem + " Trellis shows an empty cell instead.")
          itemCell = emptyCell()
          seen.insert(ObjectIdentifier(itemCell))
        }
        if itemCell.superview !== list {
          itemCell.removeFromSuperview()
          list.addSubview(itemCell)
        }
        cells.append((indexPath, itemCell))
      }
      loaded(section, cells)
    }
  }
}
