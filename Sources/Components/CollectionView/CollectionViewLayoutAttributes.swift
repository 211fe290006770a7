import Foundation
import LayoutEngine

/// Where a layout puts an item: UIKit's `UICollectionViewLayoutAttributes`, the parts Trellis
/// uses.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
  /// The item's index path.
  public let indexPath: IndexPath
  /// The item's frame in the collection view's content coordinates.
  public var frame: CGRect
  /// The frame's size.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The frame's centre.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Attributes for the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    self.frame = .zero
  }

  public var description: String {
    "<CollectionViewLayoutAttributes [\(indexPath.section), \(indexPath.item)] frame=\(frame)>"
  }
}
