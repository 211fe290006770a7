import Foundation
import LayoutEngine

/// A button in a navigation bar or toolbar: UIKit's `UIBarButtonItem`, stored. Trellis draws no
/// bars (a host's bars are heights in its configuration), so items change no layout; tests read
/// them back and run their actions with ``primaryAction``'s ``Action/perform(sender:)``.
///
/// Target–action initializers (`init(title:style:target:action:)`, in `TrellisUIKit`) store the
/// target and the action's name, which nothing can call without the Objective-C runtime; use the
/// `primaryAction:` and `menu:` ones to run code, as UIKit has allowed since iOS 14.
@preconcurrency @MainActor
open class BarButtonItem {
  /// The item's look: UIKit's `UIBarButtonItem.Style`.
  nonisolated public enum Style: Int, Hashable, Sendable {
    case plain, bordered, done
  }

  /// The system's standard items: UIKit's `UIBarButtonItem.SystemItem`, with its raw values.
  nonisolated public enum SystemItem: Int, Hashable, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo, pageCurl, close
  }

  /// The title shown (nil for image and system items).
  open var title: String?
  /// The image shown.
  open var image: Image?
  /// The look (default ``Style/plain``).
  open var style: Style = .plain
  /// The standard item this is, if it is one.
  public let systemItem: SystemItem?
  /// A view shown instead of a title or image.
  open var customView: View?
  /// What a tap runs.
  open var primaryAction: Action?
  /// The menu a tap (with no primary action) or a long press shows.
  open var menu: Menu?
  /// Whether the item can be tapped (default true).
  open var isEnabled = true
  /// The width of a ``SystemItem/fixedSpace`` item (default 0).
  open var width: CGFloat = 0
  /// A number to find the item by (default 0).
  open var tag = 0
  /// The colour of the title or image (nil: the bar's).
  open var tintColor: Color?
  /// Whether the item is hidden (iOS 16).
  open var isHidden = false
  /// The identifier used in descriptions and UI tests.
  open var accessibilityIdentifier: String?
  /// The object a target–action item names (weak, as UIKit's `target`); never sent anything.
  open weak var target: AnyObject?
  /// The name of a target–action item's action (`TrellisUIKit`'s `action` is its `Selector`).
  package var actionName: String?

  /// An empty item.
  public init() {
    systemItem = nil
  }

  /// An item showing `title` or `image`, running `primaryAction` or showing `menu`: UIKit's
  /// `init(title:image:primaryAction:menu:)`. With a primary action and no title or image, the
  /// action's title and image are used.
  public init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    systemItem = nil
    self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A standard item: UIKit's `init(systemItem:primaryAction:menu:)`.
  public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    if systemItem == .done { style = .done }
  }

  /// An item with `primaryAction`'s title and image: UIKit's `init(primaryAction:)`.
  public convenience init(primaryAction: Action?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// An item showing `customView`: UIKit's `init(customView:)`.
  public init(customView: View) {
    systemItem = nil
    self.customView = customView
  }

  /// UIKit's `init(image:style:…)` without target and action; `style` is stored.
  public convenience init(image: Image?, style: Style) {
    self.init(title: nil, image: image)
    self.style = style
  }

  /// UIKit's `init(title:style:…)` without target and action; `style` is stored.
  public convenience init(title: String?, style: Style) {
    self.init(title: title, image: nil)
    self.style = style
  }

  /// A flexible space, as UIKit's `flexibleSpace()`.
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

  /// A fixed space of `width`, as UIKit's `fixedSpace(_:)`.
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }
}
