import Foundation
import LayoutEngine

/// The bar a ``TabBarController`` shows at the bottom: UIKit's `UITabBar`. It shows one item per
/// child, the selected one marked.
@preconcurrency @MainActor
open class TabBar: View {
  /// Whether the bar is translucent (default true). Stored.
  open var isTranslucent = true

  /// The titles of the items shown and the selected one, set by the controller at each layout.
  package internal(set) var shownItems: [String] = []
  package internal(set) var shownSelectedIndex: Int?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
