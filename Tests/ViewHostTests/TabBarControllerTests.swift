import Foundation
import Testing
import ViewHost

/// `TabBarController` (issue 28): the tabs, the selection, and the selected child's safe area —
/// alone and with a navigation controller inside.
///
/// Numbers (UIKitBehavior.md, "Container bars"): the tab bar is 49 points on a phone in regular
/// height (83 = 49 + 34 on an iPhone X, spec §3.1), 32 in compact height, 50 on iPad since iOS 12
/// (hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"); the bar reaches down
/// over the home indicator.
@Suite struct TabBarControllerTests {
  func tabs(_ configuration: HostConfiguration, _ children: [ViewController]) -> (
    ViewHost, TabBarController
  ) {
    let tabs = TabBarController()
    tabs.viewControllers = children
    let host = ViewHost(rootViewController: tabs, configuration: configuration)
    host.layoutIfNeeded()
    return (host, tabs)
  }

  @Test func selectionShowsOneChildAndIgnoresIndicesWithNoTab() {
    let first = ViewController()
    let second = ViewController()
    let (host, tabs) = tabs(.iPhoneX(.portrait), [first, second])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
    #expect(first.tabBarController === tabs)
    #expect(first.view.superview === tabs.view)
    #expect(second.viewIfLoaded == nil)
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 0)
    tabs.selectedViewController = second
    host.layoutIfNeeded()
    #expect(tabs.selectedIndex == 1)
    #expect(second.view.superview === tabs.view)
    #expect(first.view.superview == nil)
    tabs.selectedViewController = ViewController()
    #expect(tabs.selectedIndex == 1)
  }

  @Test func replacingTheTabsRemovesTheOldChildren() {
    let first = ViewController()
    let (_, tabs) = tabs(.iPhoneX(.portrait), [first])
    let other = ViewController()
    tabs.viewControllers = [other]
    #expect(first.parent == nil)
    #expect(tabs.children.count == 1 && tabs.children[0] === other)
    tabs.viewControllers = nil
    #expect(tabs.viewControllers == nil)
  }

  /// 49 + 34 = 83 on an iPhone X in portrait; 32 + 21 = 53 in landscape; 49 on an iPhone SE;
  /// 50 on an iPad, 70 on an iPad Pro 11-inch (50 + 20).
  @Test func selectedChildsBottomSafeAreaIncludesTheTabBar() {
    func bottom(_ configuration: HostConfiguration) -> CGFloat {
      let child = ViewController()
      let (host, _) = tabs(configuration, [child])
      return withExtendedLifetime(host) { child.view.safeAreaInsets.bottom }
    }
    #expect(bottom(.iPhoneX(.portrait)) == 83)
    #expect(bottom(.iPhoneX(.landscape)) == 53)
    #expect(bottom(.iPhoneSE3(.portrait)) == 49)
    #expect(bottom(.iPhoneSE1(.landscape)) == 32)
    #expect(bottom(.iPad(.portrait)) == 50)
    #expect(bottom(.iPadPro11(.landscape)) == 70)
  }

  @Test func tabBarCoversTheBottomAndTheHomeIndicator() {
    let (_, tabs) = tabs(.iPhoneX(.portrait), [ViewController()])
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
  }

  /// A navigation controller inside a tab bar controller: the pushed screen gets the status bar
  /// and the navigation bar on top, the tab bar and the home indicator below — the same as the
  /// `adding(.navigationBar).adding(.tabBar)` shortcut, on every preset and orientation.
  @Test func screenPushedInATabMatchesTheHostShortcutOnEveryPreset() {
    for device in HostConfiguration.Device.allPresets {
      for orientation in HostConfiguration.Orientation.allCases {
        let configuration = HostConfiguration(device: device, orientation: orientation)
        let screen = ViewController()
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(screen, animated: false)
        let (host, _) = tabs(configuration, [navigation])
        let (bare, _) = hostedController(configuration.adding(.navigationBar).adding(.tabBar))
        #expect(screen.view.safeAreaInsets == bare.rootView.safeAreaInsets, "\(device)")
        #expect(screen.view.layoutMargins == bare.rootView.layoutMargins, "\(device)")
        withExtendedLifetime(host) {}
      }
    }
  }

  /// iPhone X portrait, large titles, in a tab: 44 + 96 on top, 83 below.
  @Test func largeTitleScreenInATabOnIPhoneX() {
    let screen = ViewController()
    let navigation = NavigationController(rootViewController: screen)
    navigation.navigationBar.prefersLargeTitles = true
    let (host, _) = tabs(.iPhoneX(.portrait), [navigation])
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 140, left: 0, bottom: 83, right: 0))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 140, left: 16, bottom: 83, right: 16))
    withExtendedLifetime(host) {}
  }

  /// `hidesBottomBarWhenPushed`: the tab bar hides while such a screen is on the stack.
  @Test func screenThatHidesTheBottomBarGetsOnlyTheHomeIndicator() {
    let navigation = NavigationController(rootViewController: ViewController())
    let (host, tabs) = tabs(.iPhoneX(.portrait), [navigation])
    let detail = ViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    host.layoutIfNeeded()
    #expect(detail.view.safeAreaInsets.bottom == 34)
    #expect(tabs.tabBar.isHidden)
    navigation.popViewController(animated: false)
    host.layoutIfNeeded()
    #expect(navigation.viewControllers[0].view.safeAreaInsets.bottom == 83)
  }

  @Test func tabBarShowsEachChildsTitleAndTheSelection() {
    let first = ViewController()
    first.title = "Feed"
    let second = ViewController()
    second.title = "Settings"
    let (host, tabs) = tabs(.iPhoneX(.portrait), [first, second])
    tabs.selectedIndex = 1
    host.layoutIfNeeded()
    #expect(tabs.tabBar.shownItems == ["Feed", "Settings"])
    #expect(tabs.tabBar.shownSelectedIndex == 1)
  }
}
