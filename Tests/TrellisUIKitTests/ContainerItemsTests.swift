import LayoutTesting
import Testing
import TrellisUIKit

/// UIKit's items for the bars of containers (issue 28): `navigationItem`'s title, buttons and
/// `largeTitleDisplayMode`, `toolbarItems` and `tabBarItem` reach the bars of a
/// `UINavigationController` and a `UITabBarController`.
@Suite struct ContainerItemsTests {
  @Test func navigationItemTitleAndButtonsShowInTheBar() {
    let screen = UIViewController()
    screen.title = "Inbox"
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: nil, action: nil)
    screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    let navigation = UINavigationController(rootViewController: screen)
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(navigation.navigationBar.shownTitle == "Inbox")
    #expect(navigation.navigationBar.shownLeadingItems == ["Edit"])
    #expect(navigation.navigationBar.shownTrailingItems == ["Compose"])
    screen.navigationItem.title = "Mail"
    host.layoutIfNeeded()
    #expect(navigation.navigationBar.shownTitle == "Mail")
  }

  /// `largeTitleDisplayMode = .never` on a pushed screen: the small bar, 44 + 44 = 88 on an
  /// iPhone X; the root, automatic, keeps the large title (44 + 96 = 140; UIKitBehavior.md §3.6).
  @Test func largeTitleDisplayModeNeverGivesThePushedScreenTheSmallBar() {
    let root = UIViewController()
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 140)
    navigation.pushViewController(detail, animated: true)
    host.layoutIfNeeded()
    #expect(detail.view.safeAreaInsets.top == 88)
    #expect(!navigation.navigationBar.showsLargeTitle)
  }

  @Test func toolbarItemsShowInTheToolbarWithoutTheSpaces() {
    let screen = UIViewController()
    screen.setToolbarItems(
      [
        UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil),
        .flexibleSpace(),
        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
      ], animated: false)
    let navigation = UINavigationController(rootViewController: screen)
    navigation.setToolbarHidden(false, animated: false)
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneSE3(.portrait))
    host.layoutIfNeeded()
    #expect(navigation.toolbar.shownItems == ["Archive", "Trash"])
    #expect(screen.view.safeAreaInsets.bottom == 44)
  }

  @Test func tabBarItemsTitleTheTabs() {
    let feed = UIViewController()
    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
    let more = UIViewController()
    more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [feed, more, settings]
    let host = ViewHost(rootViewController: tabs, configuration: .iPad(.landscape))
    host.layoutIfNeeded()
    #expect(tabs.tabBar.shownItems == ["Feed", "More", "Settings"])
    #expect(settings.tabBarItem.title == "Settings")
    // iPad: the tab bar is 50 points (hacknicity; UIKitBehavior.md §3.6).
    #expect(feed.view.safeAreaInsets.bottom == 50)
  }
}
