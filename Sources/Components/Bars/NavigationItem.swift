import Foundation
import LayoutEngine

/// What a navigation bar shows for a view controller: UIKit's `UINavigationItem`, stored. Trellis
/// draws no bars: the bar's height is the host configuration's (`HostConfiguration.adding(_:)`),
/// whatever the item holds.
@preconcurrency @MainActor
open class NavigationItem {
  /// When the bar shows a large title: UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  nonisolated public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    case automatic, always, never
  }

  /// The title (UIKit keeps it in step with the view controller's `title`).
  open var title: String?
  /// A line above the title.
  open var prompt: String?
  /// A view shown instead of the title.
  open var titleView: View?
  /// When a large title shows (default ``LargeTitleDisplayMode/automatic``). Stored: the host's
  /// configuration decides the bar's height.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The items at the leading end, first the outermost.
  open var leftBarButtonItems: [BarButtonItem]?
  /// The items at the trailing end, first the outermost.
  open var rightBarButtonItems: [BarButtonItem]?
  /// The item that goes back to this controller from the next one.
  open var backBarButtonItem: BarButtonItem?
  /// The back button's title for the next controller.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items show beside the back button.
  open var leftItemsSupplementBackButton = false

  /// An item titled `title`.
  public init(title: String) {
    self.title = title
  }

  /// An item with no title (what a view controller's item starts as).
  public init() {}

  /// The first of ``leftBarButtonItems``; setting it replaces them all.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``; setting it replaces them all.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets ``leftBarButtonItem`` (no animation headlessly).
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets ``rightBarButtonItem``.
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets ``leftBarButtonItems``.
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets ``rightBarButtonItems``.
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Sets ``hidesBackButton``.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}
