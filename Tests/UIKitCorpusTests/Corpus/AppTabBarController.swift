#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// An app's main screen: a tab bar with a feed and the settings, each in its own navigation
/// controller with large titles.
final class AppTabBarController: UITabBarController {
  let feed = FeedViewController()
  let settings = SettingsViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    feed.title = "Feed"
    feed.tabBarItem = UITabBarItem(
      title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    settings.tabBarItem.badgeValue = "1"

    viewControllers = [feed, settings].map { root in
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    selectedIndex = 0
  }

  /// Shows the settings tab and returns its navigation controller.
  @discardableResult
  func showSettings() -> UINavigationController? {
    selectedIndex = 1
    return selectedViewController as? UINavigationController
  }
}
