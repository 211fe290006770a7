import Foundation
import LayoutEngine

/// What a tab bar shows for a view controller: UIKit's `UITabBarItem`, stored. A tab bar
/// controller's bar shows its title (`TrellisUIKit`'s `tabBarItem`); nothing here changes layout.
@preconcurrency @MainActor
open class TabBarItem {
  /// The system's standard tab items: UIKit's `UITabBarItem.SystemItem`, with its raw values.
  nonisolated public enum SystemItem: Int, Hashable, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed
  }

  /// The title shown under the image.
  open var title: String?
  /// The image shown.
  open var image: Image?
  /// The image shown while the tab is selected (nil: ``image``).
  open var selectedImage: Image?
  /// A number to find the item by (default 0).
  open var tag = 0
  /// The text of the badge at the image's corner (nil: no badge).
  open var badgeValue: String?
  /// Whether the tab can be selected (default true).
  open var isEnabled = true
  /// The standard item this is, if it is one.
  public let systemItem: SystemItem?
  /// The identifier used in descriptions and UI tests.
  open var accessibilityIdentifier: String?

  /// An empty item.
  public init() {
    systemItem = nil
  }

  /// UIKit's `init(title:image:tag:)`.
  public init(title: String?, image: Image?, tag: Int) {
    systemItem = nil
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// UIKit's `init(title:image:selectedImage:)`.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    systemItem = nil
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A standard item, titled as UIKit titles it in English: UIKit's `init(tabBarSystemItem:tag:)`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    self.title = Self.englishTitle(of: systemItem)
  }

  static func englishTitle(of item: SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}
