import Foundation
import LayoutEngine

/// What a flow layout asks its collection view's delegate: UIKit's
/// `UICollectionViewDelegateFlowLayout`, with UIKit's method names. Each method defaults to the
/// layout's own property. Set it as the collection view's ``ScrollView/delegate``.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath` (default: the layout's ``CollectionViewFlowLayout/itemSize``).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section` (default: ``CollectionViewFlowLayout/sectionInset``).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least space between lines of `section` (default: the layout's).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least space between items in a line of `section` (default: the layout's).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
}
