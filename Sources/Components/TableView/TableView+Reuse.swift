import Foundation
import LayoutEngine

/// Registering cell classes and dequeuing cells: UIKit's reuse queue. Trellis lays out every row,
/// so each row has its own cell; cells come back to the queue when the data is reloaded.
extension TableView {
  /// Registers the class whose ``TableViewCell/init(style:reuseIdentifier:)`` makes the cells
  /// dequeued with `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`; nil removes the
  /// registration).
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    registrations[identifier] = cellClass
  }

  /// Registers the header-footer view class dequeued with `identifier`.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistrations[identifier] = viewClass
  }

  /// A cell for the row at `indexPath`: one from the reuse queue (after
  /// ``TableViewCell/prepareForReuse()``) or a new one of the registered class. UIKit raises for
  /// an identifier that was never registered; Trellis records a diagnostic and returns a
  /// default-style cell.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    recordRowDiagnostic(
      .invalidDataSource, at: indexPath,
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier (UIKit's exception). Trellis made a default-style cell.")
    return TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell from the reuse queue or of the registered class; nil when neither exists (UIKit's
  /// `dequeueReusableCell(withIdentifier:)`).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if var queue = reusePool[identifier], let cell = queue.popLast() {
      reusePool[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else { return nil }
    return cellClass.init(dequeuedWithReuseIdentifier: identifier)
  }

  /// A header or footer view of the class registered for `identifier` (nil if none).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    headerFooterRegistrations[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
  }

  /// Takes a cell out of the table and puts it in its identifier's reuse queue.
  func enqueueForReuse(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    cell.rowMetrics = nil
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }
}
