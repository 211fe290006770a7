import Foundation
import LayoutEngine

/// What a collection view asks for its content: UIKit's `UICollectionViewDataSource`, with UIKit's
/// method names; `numberOfSections(in:)` defaults to 1. Bad answers (negative counts, one cell
/// for two items) are diagnostics, as for tables.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// How many items `section` has.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of the item at `indexPath`, usually from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// How many sections there are (default 1).
  func numberOfSections(in collectionView: CollectionView) -> Int
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
