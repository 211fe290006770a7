import Foundation
import LayoutEngine

/// A data source made of closures, for tests and small screens: the row count of each section and
/// a closure that makes each cell. Set it with ``TableView/closureDataSource``, which keeps it
/// alive (a table's ``TableView/dataSource`` is weak, as in UIKit).
///
/// ```swift
/// let table = TableView(frame: .zero, style: .insetGrouped)
/// table.closureDataSource = TableViewClosureDataSource(rowCounts: [3, 2]) { table, indexPath in
///   let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
///   cell.textLabel?.text = "Row \(indexPath.row)"
///   return cell
/// }
/// ```
@preconcurrency @MainActor
public final class TableViewClosureDataSource: TableViewDataSource {
  /// The number of rows in each section (the section count is this array's count).
  public var rowCounts: [Int]
  /// Makes the cell of a row.
  public var cellForRowAt: (TableView, IndexPath) -> TableViewCell
  /// Each section's header title, if any.
  public var headerTitles: [String?]
  /// Each section's footer title, if any.
  public var footerTitles: [String?]

  public init(
    rowCounts: [Int], headerTitles: [String?] = [], footerTitles: [String?] = [],
    cellForRowAt: @escaping (TableView, IndexPath) -> TableViewCell
  ) {
    self.rowCounts = rowCounts
    self.headerTitles = headerTitles
    self.footerTitles = footerTitles
    self.cellForRowAt = cellForRowAt
  }

  public func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    cellForRowAt(tableView, indexPath)
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
}
