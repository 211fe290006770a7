import Foundation
import LayoutEngine

/// What a table view asks about sizes and tells about display: UIKit's `UITableViewDelegate`, the
/// parts layout uses, with UIKit's method names. Every method has a default that reads the table's
/// own properties, so a delegate implements only what it changes.
///
/// Set it as the table's ``ScrollView/delegate`` (a table view delegate is a scroll view
/// delegate, as in UIKit).
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`, or ``TableView/automaticDimension`` to size it with
  /// Auto Layout (default: the table's ``TableView/rowHeight``).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of the row's height (default: ``TableView/estimatedRowHeight``). Trellis
  /// measures every row, so estimates never show in a layout.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The header view of `section` (default nil: the title's view, if the data source gives a
  /// title).
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The footer view of `section` (default nil).
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// The header's height, or ``TableView/automaticDimension`` for the style's default or the
  /// header view's fitting height (default: ``TableView/sectionHeaderHeight``).
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The footer's height (default: ``TableView/sectionFooterHeight``).
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// Called for each row after the table placed its cell (every row, since Trellis lays out all
  /// of them).
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

  // Selection: called for taps (``TableView/simulateTapOnRow(at:)`` headlessly), never for
  // ``TableView/selectRow(at:animated:scrollPosition:)`` or ``TableView/deselectRow(at:animated:)``.

  /// Whether a touch highlights the row (default true); false also keeps the tap from selecting
  /// it.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Called after a touch highlighted the row.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// Called after the touch's highlight went off.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap selects: `indexPath` (the default), another one, or nil to select none.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called after a tap selected the row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row a tap deselects: `indexPath` (the default), another one, or nil to keep it.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called after a tap deselected the row.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
