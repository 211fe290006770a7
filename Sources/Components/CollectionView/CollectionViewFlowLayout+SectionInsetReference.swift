extension CollectionViewFlowLayout {
  /// What a section's insets are measured from: UIKit's
  /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
  nonisolated public enum SectionInsetReference: Int, Hashable, Sendable {
    /// From the content's edges, inside the adjusted content inset (the default): in landscape on
    /// an iPhone X a vertically scrolling grid runs under the sensor housing.
    case fromContentInset = 0
    /// From the safe area.
    case fromSafeArea = 1
    /// From the collection view's layout margins.
    case fromLayoutMargins = 2
  }
}
