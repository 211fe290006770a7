import Foundation
import LayoutEngine

/// The bar a ``NavigationController`` shows at the top: UIKit's `UINavigationBar`, the parts that
/// affect layout. Its frame is the controller's to set; it shows the top controller's title (large
/// when ``prefersLargeTitles`` and the top item's mode allow it), the back button and the items.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// Whether the bar shows large titles where the items' modes allow (default false).
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { superview?.setNeedsLayout() } }
  }
  /// Whether the bar is translucent (default true). Stored: a container's children always extend
  /// under its bars in Trellis (UIKit's default `edgesForExtendedLayout`).
  open var isTranslucent = true

  /// What the bar shows, set by its controller at each layout.
  package internal(set) var shownTitle: String?
  package internal(set) var showsLargeTitle = false
  package internal(set) var shownBackTitle: String?
  package internal(set) var shownLeadingItems: [String] = []
  package internal(set) var shownTrailingItems: [String] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
