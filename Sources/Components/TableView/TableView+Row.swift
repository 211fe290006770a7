import Foundation
import LayoutEngine

extension TableView {
  /// A laid-out row: where it is, how tall, and its cell (a Trellis addition; UIKit keeps only
  /// the visible rows' cells).
  public struct Row {
    /// The row's index path.
    public let indexPath: IndexPath
    /// The cell's frame in the table's content coordinates.
    public internal(set) var frame: CGRect
    /// The cell.
    public let cell: TableViewCell

    /// The row's height, separator included.
    public var height: CGFloat { frame.height }
  }
}
