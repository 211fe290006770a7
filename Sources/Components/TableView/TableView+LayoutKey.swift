import Foundation
import LayoutEngine

extension TableView {
  /// What the rows' sizes depend on besides the data: a layout pass that finds another key
  /// measures every row again.
  nonisolated struct LayoutKey: Equatable {
    var width: CGFloat
    var safeArea: EdgeInsets
    var margins: EdgeInsets
    var scale: CGFloat
    var category: ContentSizeCategory
    var direction: UserInterfaceLayoutDirection
    var readableWidth: CGFloat
  }
}
