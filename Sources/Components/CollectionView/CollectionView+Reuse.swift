import Foundation
import LayoutEngine

/// Registering cell classes and dequeuing cells: UIKit's reuse queue.
extension CollectionView {
  /// Registers the class whose ``CollectionViewCell/init(frame:)`` makes the cells dequeued with
  /// `identifier` (nil removes it).
  public func register(
    _ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    registrations[identifier] = cellClass
  }

  /// A cell for the item at `indexPath`: from the reuse queue (after
  /// ``CollectionViewCell/prepareForReuse()``) or new, of the registered class. UIKit raises for
  /// an identifier never registered; Trellis records a diagnostic and returns a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if var queue = reusePool[identifier], let cell = queue.popLast() {
      reusePool[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else {
      recordItemDiagnostic(
        .invalidDataSource, at: indexPath,
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier (UIKit's "
          + "exception). Trellis made a plain cell.")
      let cell = CollectionViewCell(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }
    return cellClass.init(dequeuedWithReuseIdentifier: identifier)
  }

  func enqueueForReuse(_ cell: CollectionViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }
}
