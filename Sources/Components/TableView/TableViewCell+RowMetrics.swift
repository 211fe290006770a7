import Foundation
import LayoutEngine

extension TableViewCell {
  /// What a table tells each of its cells about the row: the margins of its rows, the separator,
  /// and whether content views stay out of the safe area.
  nonisolated struct RowMetrics: Equatable {
    /// The row's side margins (leading, trailing), without the safe area.
    var leadingMargin: CGFloat
    var trailingMargin: CGFloat
    /// The separator's height (one pixel), or 0 when the table has no separators.
    var separatorHeight: CGFloat
    /// Whether this row draws its separator (not the last row of a grouped section).
    var showsSeparator: Bool
    var insetsContentViewsToSafeArea: Bool
    /// The table's ``TableView/separatorInset`` when set, and how it is measured.
    var tableSeparatorInset: EdgeInsets?
    var separatorInsetReference: TableView.SeparatorInsetReference
    /// Where the row sits in its section, and the table's style: what the row's background looks
    /// like (inset-grouped sections round their first and last rows).
    var isFirstInSection = false
    var isLastInSection = false
    var style: TableView.Style = .plain

    /// A cell outside a table: UIKit's side margin for its width, no separator.
    static func standalone(width: CGFloat) -> RowMetrics {
      let side = TableView.systemSideMargin(forWidth: width)
      return RowMetrics(
        leadingMargin: side, trailingMargin: side, separatorHeight: 0, showsSeparator: false,
        insetsContentViewsToSafeArea: true, tableSeparatorInset: nil,
        separatorInsetReference: .fromCellEdges)
    }
  }
}
