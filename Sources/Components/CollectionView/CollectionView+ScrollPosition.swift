import Foundation
import LayoutEngine

extension CollectionView {
  /// Where ``scrollToItem(at:at:animated:)`` and ``selectItem(at:animated:scrollPosition:)`` put
  /// an item: UIKit's `UICollectionView.ScrollPosition`, an option set of at most one vertical
  /// and one horizontal position (raw values as UIKit's). The empty set scrolls nothing when
  /// selecting.
  nonisolated public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top at the top of the area inside the adjusted content inset.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in that area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at its bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the area's left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the area's right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls so that the item at `indexPath` shows at `position`, inside the adjusted content
  /// inset: the vertical option sets the vertical offset, the horizontal one the horizontal
  /// offset; with neither, the least scroll that shows the item. An item that does not exist is
  /// a diagnostic (UIKit raises) and nothing scrolls.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutItemsIfNeeded()
    guard let frame = cellForItem(at: indexPath)?.frame else {
      recordItemDiagnostic(
        .invalidDataSource, at: indexPath,
        "attempt to scroll to invalid index path (UIKit raises); nothing scrolled.")
      return
    }
    let inset = adjustedContentInset
    let visible = CGSize(
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
    var offset = contentOffset
    if position.contains(.top) { offset.y = frame.minY - inset.top }
    if position.contains(.centeredVertically) {
      offset.y = frame.midY - inset.top - visible.height / 2
    }
    if position.contains(.bottom) { offset.y = frame.maxY - inset.top - visible.height }
    if position.contains(.left) { offset.x = frame.minX - inset.left }
    if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - inset.left - visible.width / 2
    }
    if position.contains(.right) { offset.x = frame.maxX - inset.left - visible.width }
    if position.isEmpty {
      scrollRectToVisible(frame, animated: animated)
    } else {
      setContentOffset(offset, animated: animated)
    }
  }
}
