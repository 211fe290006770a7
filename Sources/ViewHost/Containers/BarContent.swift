import Foundation
import LayoutEngine

/// What a container's bars show for one view controller: its title, its navigation item's
/// large-title mode and buttons, its toolbar items and its tab item — as text, which is all a
/// headless bar needs (the pictures draw it). `TrellisUIKit` fills it in from UIKit's
/// `navigationItem`, `toolbarItems` and `tabBarItem`; without it a bar shows the title alone.
nonisolated package struct BarContent: Hashable, Sendable {
  /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  package enum LargeTitleDisplayMode: Hashable, Sendable {
    case automatic, always, never
  }

  package var title: String?
  package var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  package var leadingItemTitles: [String] = []
  package var trailingItemTitles: [String] = []
  package var hidesBackButton = false
  /// The back button's title this controller gives the next one (nil: its title).
  package var backButtonTitle: String?
  package var toolbarItemTitles: [String] = []
  /// The tab item's title (nil: the controller's title).
  package var tabTitle: String?
  package var tabBadge: String?

  package init(title: String?) {
    self.title = title
  }
}
