import Foundation
import LayoutEngine

/// What places a collection view's items: UIKit's `UICollectionViewLayout`. Subclasses compute
/// attributes in ``prepare()``; ``CollectionViewFlowLayout`` is the one UIKit ships.
@preconcurrency @MainActor
open class CollectionViewLayout {
  /// The collection view using this layout.
  public internal(set) weak var collectionView: CollectionView?

  public init() {}

  /// UIKit's archive initializer (`UICollectionViewLayout` adopts `NSCoding`); Trellis reads
  /// nothing from `coder`: the same as `init()`.
  public required init?(coder: NSCoder) {}

  /// Computes the layout; called by the collection view in its layout pass when the layout was
  /// invalidated or the view's geometry changed.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the item at `indexPath` (nil if there is none).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of every item whose frame intersects `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    []
  }

  /// Asks for ``prepare()`` again at the next layout pass.
  open func invalidateLayout() {
    collectionView?.setNeedsItemLayout()
  }
}
