import Foundation
import LayoutEngine

/// Reading the laid-out rows: UIKit's queries, plus every row's frame, cell and height. Index
/// paths that do not exist give nil or `.zero`; the queries UIKit raises on also record a
/// ``LayoutDiagnostic/Kind/invalidDataSource`` diagnostic.
extension TableView {
  /// Every row laid out at the last layout pass, in order: index path, frame, cell and height.
  public var rows: [Row] { sectionRecords.flatMap(\.rows) }

  /// The number of sections at the last load.
  public var numberOfSections: Int { sectionRecords.count }

  /// The number of rows of `section` at the last load; a section that does not exist has none
  /// (UIKit raises; Trellis records a diagnostic).
  public func numberOfRows(inSection section: Int) -> Int {
    guard sectionRecords.indices.contains(section) else {
      recordTableDiagnostic(
        .invalidDataSource,
        "numberOfRows(inSection: \(section)) asked for a section that does not exist (there "
          + "are \(sectionRecords.count)).")
      return 0
    }
    return sectionRecords[section].rows.count
  }

  func hasRow(at indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sectionRecords.indices.contains(indexPath.section)
      && sectionRecords[indexPath.section].rows.indices.contains(indexPath.row)
  }

  func loadedCell(at indexPath: IndexPath) -> TableViewCell? {
    hasRow(at: indexPath) ? sectionRecords[indexPath.section].rows[indexPath.row].cell : nil
  }

  /// The cell of the row at `indexPath` (every row has one once laid out); nil if the row does
  /// not exist, as in UIKit.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { loadedCell(at: indexPath) }

  /// The row's rectangle in the table's content coordinates; `.zero` with a diagnostic when the
  /// row does not exist (UIKit raises "request for rect at invalid index path").
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard hasRow(at: indexPath) else {
      recordRowDiagnostic(
        .invalidDataSource, at: indexPath,
        "request for rect at invalid index path (UIKit raises); Trellis returns .zero.")
      return .zero
    }
    return sectionRecords[indexPath.section].rows[indexPath.row].frame
  }

  /// ``rectForRow(at:)`` for `row` in `section`.
  public func rect(forRow row: Int, inSection section: Int) -> CGRect {
    rectForRow(at: IndexPath(row: row, section: section))
  }

  /// The rectangle of a whole section, header and footer included (`.zero` if it does not exist).
  public func rect(forSection section: Int) -> CGRect {
    guard sectionRecords.indices.contains(section) else { return .zero }
    let record = sectionRecords[section]
    return record.headerFrame.union(record.footerFrame)
  }

  /// The rectangle of a section's header (`.zero` if the section does not exist).
  public func rectForHeader(inSection section: Int) -> CGRect {
    sectionRecords.indices.contains(section) ? sectionRecords[section].headerFrame : .zero
  }

  /// The rectangle of a section's footer (`.zero` if the section does not exist).
  public func rectForFooter(inSection section: Int) -> CGRect {
    sectionRecords.indices.contains(section) ? sectionRecords[section].footerFrame : .zero
  }

  /// The header view of a section: the delegate's, or the table's title view (nil if none).
  public func headerView(forSection section: Int) -> View? {
    sectionRecords.indices.contains(section) ? sectionRecords[section].header : nil
  }

  /// The footer view of a section (nil if none).
  public func footerView(forSection section: Int) -> View? {
    sectionRecords.indices.contains(section) ? sectionRecords[section].footer : nil
  }

  /// The index path of a cell shown by the table (nil otherwise).
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    rows.first { $0.cell === cell }?.indexPath
  }

  /// The index path of the row at `point` in the table's content coordinates (nil if none).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rows.first { $0.frame.contains(point) }?.indexPath
  }

  /// The rows whose frames intersect the visible rectangle (the bounds), in order.
  public var indexPathsForVisibleRows: [IndexPath] {
    rows.filter { showsOnScreen($0.frame) }.map(\.indexPath)
  }

  /// The cells of ``indexPathsForVisibleRows``.
  public var visibleCells: [TableViewCell] {
    rows.filter { showsOnScreen($0.frame) }.map(\.cell)
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  nonisolated public enum ScrollPosition: Int, Hashable, Sendable {
    /// The least scroll that shows the row.
    case none = 0
    /// The row's top at the top of the area inside the adjusted content inset.
    case top = 1
    /// The row centred in that area.
    case middle = 2
    /// The row's bottom at its bottom.
    case bottom = 3
  }

  /// Scrolls so that the row at `indexPath` shows at `position`, inside the adjusted content
  /// inset. A row that does not exist is a diagnostic (UIKit raises) and nothing scrolls.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    guard hasRow(at: indexPath) else {
      recordRowDiagnostic(
        .invalidDataSource, at: indexPath,
        "attempt to scroll to invalid index path (UIKit raises); nothing scrolled.")
      return
    }
    let frame = sectionRecords[indexPath.section].rows[indexPath.row].frame
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let y: CGFloat
    switch position {
    case .none:
      scrollRectToVisible(frame, animated: animated)
      return
    case .top: y = frame.minY - inset.top
    case .middle: y = frame.midY - inset.top - visibleHeight / 2
    case .bottom: y = frame.maxY - inset.top - visibleHeight
    }
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
