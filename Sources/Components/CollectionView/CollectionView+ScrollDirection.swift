extension CollectionView {
  /// The axis a flow layout fills lines along and scrolls on: UIKit's
  /// `UICollectionView.ScrollDirection`.
  nonisolated public enum ScrollDirection: Int, Hashable, Sendable {
    /// Lines are rows, filled left to right (right to left in right-to-left layouts), stacked
    /// downward; the content scrolls vertically (the default).
    case vertical = 0
    /// Lines are columns, filled top to bottom, stacked sideways; the content scrolls
    /// horizontally.
    case horizontal = 1
  }
}
