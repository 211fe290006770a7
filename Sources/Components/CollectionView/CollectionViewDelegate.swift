import Foundation
import LayoutEngine

/// What a collection view tells its delegate about selection: UIKit's `UICollectionViewDelegate`,
/// the selection and highlighting methods, with UIKit's names. Every method has a default, so a
/// delegate implements only what it changes. Set it as the collection view's
/// ``ScrollView/delegate``; ``CollectionViewDelegateFlowLayout`` refines it, as in UIKit.
///
/// The methods are called for taps (``CollectionView/simulateTapOnItem(at:)`` headlessly), never
/// for ``CollectionView/selectItem(at:animated:scrollPosition:)`` or
/// ``CollectionView/deselectItem(at:animated:)``. Unlike a table's `willSelectRowAt`, the
/// collection view's `shouldSelectItemAt` answers yes or no: it cannot redirect a selection.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether a touch highlights the item (default true); false also keeps the tap from selecting
  /// it.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// Called after a touch highlighted the item.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// Called after the touch's highlight went off.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap selects the item (default true).
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Called after a tap selected the item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap deselects the item (default true).
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// Called after a tap deselected the item.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
