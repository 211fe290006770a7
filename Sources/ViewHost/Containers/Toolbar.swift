import Foundation
import LayoutEngine

/// The bar a ``NavigationController`` shows at the bottom when its toolbar is not hidden: UIKit's
/// `UIToolbar`. It shows the top controller's toolbar items.
@preconcurrency @MainActor
open class Toolbar: View {
  /// Whether the bar is translucent (default true). Stored.
  open var isTranslucent = true

  /// The titles of the items shown, set by the controller at each layout.
  package internal(set) var shownItems: [String] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
