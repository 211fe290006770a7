import Components
import Foundation
import ViewHost

/// The items UIKit hangs on a view controller for the bars of its containers: its navigation item,
/// toolbar items and tab item, made on first use and kept by the controller.
final class ControllerBarItems {
  var navigationItem: NavigationItem?
  var toolbarItems: [BarButtonItem]?
  var tabBarItem: TabBarItem?
}

extension ViewController {
  /// The controller's bar items, made on first use; the controller's bars read them through its
  /// bar content.
  var barItems: ControllerBarItems {
    if let items = navigationItemStorage as? ControllerBarItems { return items }
    let items = ControllerBarItems()
    navigationItemStorage = items
    barContentProvider = { [weak self, weak items] in
      var content = BarContent(title: items?.navigationItem?.title ?? self?.title)
      guard let items else { return content }
      if let item = items.navigationItem {
        content.largeTitleDisplayMode =
          switch item.largeTitleDisplayMode {
          case .automatic: .automatic
          case .always: .always
          case .never: .never
          }
        content.leadingItemTitles = (item.leftBarButtonItems ?? []).map(\.shownTitle)
        content.trailingItemTitles = (item.rightBarButtonItems ?? []).map(\.shownTitle)
        content.hidesBackButton = item.hidesBackButton
        content.backButtonTitle = item.backButtonTitle ?? item.backBarButtonItem?.title
      }
      content.toolbarItemTitles = (items.toolbarItems ?? []).compactMap { item in
        item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace ? nil : item.shownTitle
      }
      content.tabTitle = items.tabBarItem?.title
      content.tabBadge = items.tabBarItem?.badgeValue
      return content
    }
    return items
  }

  /// The items this controller shows in its navigation controller's toolbar (UIKit's
  /// `toolbarItems`).
  public var toolbarItems: [BarButtonItem]? {
    get { barItems.toolbarItems }
    set {
      barItems.toolbarItems = newValue
      parent?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Sets `toolbarItems`, with no animation.
  public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// The item a tab bar controller's bar shows for this controller (UIKit's `tabBarItem`), made
  /// on first use with the controller's title.
  public var tabBarItem: TabBarItem! {
    get {
      if let item = barItems.tabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      barItems.tabBarItem = item
      return item
    }
    set {
      barItems.tabBarItem = newValue
      parent?.viewIfLoaded?.setNeedsLayout()
    }
  }
}

extension BarButtonItem {
  /// What a bar shows for the item: its title, else the standard item's name, else a placeholder
  /// for an image or a custom view.
  var shownTitle: String {
    if let title, !title.isEmpty { return title }
    if let systemItem { return "\(systemItem)".capitalized }
    return customView != nil ? "[view]" : "[image]"
  }
}
