import Foundation
import Testing
import ViewHost

/// `NavigationController` (issue 28): the stack, the bars, and the pushed screen's safe area and
/// margins on the iPhone SE, an iPhone X-class phone in both orientations and an iPad.
///
/// Numbers (UIKitBehavior.md, "Container bars"): the bar is 44 points on a phone in regular
/// height, 32 in compact height, 50 on iPad since iOS 12; a large title adds 52 (96 = 44 + 52 on
/// an iPhone in portrait, 102 = 50 + 52 on iPad, 122 with the iPad's 20-point status bar —
/// hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"); the toolbar is 44,
/// 32, 50. The status bar and home indicator come from the presets (seeds; spec §3.1).
@Suite struct NavigationControllerTests {
  /// A screen pushed on top of a root, hosted and laid out.
  func pushed(
    _ configuration: HostConfiguration, largeTitles: Bool = false, barHidden: Bool = false,
    toolbar: Bool = false
  ) -> (ViewHost, NavigationController, ViewController) {
    let navigation = NavigationController(rootViewController: ViewController())
    let screen = ViewController()
    navigation.pushViewController(screen, animated: false)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    navigation.isNavigationBarHidden = barHidden
    navigation.isToolbarHidden = !toolbar
    let host = ViewHost(rootViewController: navigation, configuration: configuration)
    host.layoutIfNeeded()
    return (host, navigation, screen)
  }

  /// The pushed screen's safe area, read while the host (which holds the container) lives.
  func safeArea(
    _ configuration: HostConfiguration, largeTitles: Bool = false, barHidden: Bool = false,
    toolbar: Bool = false
  ) -> EdgeInsets {
    let (host, _, screen) = pushed(
      configuration, largeTitles: largeTitles, barHidden: barHidden, toolbar: toolbar)
    return withExtendedLifetime(host) { screen.view.safeAreaInsets }
  }

  @Test func pushAndPopChangeTheStackAndTheParent() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let detail = ViewController()
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    #expect(root.navigationController === navigation)
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.topViewController === detail)
    #expect(detail.parent === navigation)
    #expect(
      navigation.children.map(ObjectIdentifier.init) == [root, detail].map(ObjectIdentifier.init))
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(detail.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func popToRootReturnsThePoppedControllersBottomFirst() {
    let root = ViewController()
    let a = ViewController()
    let b = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.setViewControllers([root, a, b], animated: false)
    let popped = navigation.popToRootViewController(animated: false) ?? []
    #expect(popped.count == 2 && popped[0] === a && popped[1] === b)
    #expect(navigation.popToViewController(a, animated: false) == nil)
  }

  /// Pushing a controller already on the stack is ignored (UIKit raises).
  @Test func pushingAControllerTwiceIsIgnored() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(root, animated: false)
    navigation.pushViewController(navigation, animated: false)
    #expect(navigation.viewControllers.count == 1)
  }

  /// Only the top controller's view is in the container's view.
  @Test func onlyTheTopViewIsShown() {
    let (host, navigation, screen) = pushed(.iPhoneX(.portrait))
    let root = navigation.viewControllers[0]
    #expect(screen.view.superview === navigation.view)
    #expect(root.viewIfLoaded?.superview == nil)
    navigation.popViewController(animated: false)
    host.layoutIfNeeded()
    #expect(root.view.superview === navigation.view)
    #expect(screen.view.superview == nil)
  }

  // MARK: Safe area and margins

  /// iPhone SE (3rd generation, 375 × 667): status bar 20 + bar 44 = 64; minimum margins 16.
  @Test func pushedScreenOnIPhoneSEPortrait() {
    let (host, navigation, screen) = pushed(.iPhoneSE3(.portrait))
    #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 64, left: 16, bottom: 0, right: 16))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    withExtendedLifetime(host) {}
  }

  /// iPhone SE (1st generation, 320 × 568) in landscape: no status bar, compact bar 32;
  /// minimum margins 20 (568 > 375).
  @Test func pushedScreenOnIPhoneSELandscape() {
    let (host, _, screen) = pushed(.iPhoneSE1(.landscape))
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 0, right: 0))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 32, left: 20, bottom: 0, right: 20))
    withExtendedLifetime(host) {}
  }

  /// iPhone X portrait: 44 + 44 = 88 on top, the home indicator's 34 below.
  @Test func pushedScreenOnIPhoneXPortrait() {
    let (host, _, screen) = pushed(.iPhoneX(.portrait))
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 88, left: 16, bottom: 34, right: 16))
    withExtendedLifetime(host) {}
  }

  /// iPhone X landscape: compact bar 32, the sensor housing's 44 on both sides, the home
  /// indicator's 21; margins 44 + 20.
  @Test func pushedScreenOnIPhoneXLandscape() {
    let (host, navigation, screen) = pushed(.iPhoneX(.landscape))
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 32, left: 64, bottom: 21, right: 64))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 812, height: 32))
    withExtendedLifetime(host) {}
  }

  /// iPad: status bar 20 + bar 50 = 70 (hacknicity: "the navigation bar is now 70 points tall").
  @Test func pushedScreenOnIPad() {
    let (host, _, screen) = pushed(.iPad(.portrait))
    #expect(screen.view.safeAreaInsets == EdgeInsets(top: 70, left: 0, bottom: 0, right: 0))
    #expect(screen.view.layoutMargins == EdgeInsets(top: 70, left: 20, bottom: 0, right: 20))
    withExtendedLifetime(host) {}
  }

  /// Large titles: 44 + 52 = 96 under the status bar on a phone in portrait (140 on an
  /// iPhone X), 102 on iPad (122 with the status bar), none in compact height.
  @Test func largeTitlesAdd52PointsWhereTheyShow() {
    #expect(safeArea(.iPhoneX(.portrait), largeTitles: true).top == 140)
    #expect(safeArea(.iPhoneSE3(.portrait), largeTitles: true).top == 116)
    #expect(safeArea(.iPad(.landscape), largeTitles: true).top == 122)
    #expect(safeArea(.iPhoneX(.landscape), largeTitles: true).top == 32)
    let (host, navigation, _) = pushed(.iPhoneX(.portrait), largeTitles: true)
    #expect(navigation.navigationBar.frame.height == 96)
    withExtendedLifetime(host) {}
  }

  /// `largeTitleDisplayMode` (UIKit's `UINavigationItem`): automatic follows the items below,
  /// never gives the small bar; it matters only while the bar prefers large titles.
  @Test func largeTitleDisplayModeOfTheTopItemDecides() {
    let (host, navigation, screen) = pushed(.iPhoneX(.portrait), largeTitles: true)
    screen.barContentProvider = {
      var content = BarContent(title: "Detail")
      content.largeTitleDisplayMode = .never
      return content
    }
    screen.view.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.top == 88)
    navigation.navigationBar.prefersLargeTitles = false
    screen.barContentProvider = {
      var content = BarContent(title: "Detail")
      content.largeTitleDisplayMode = .always
      return content
    }
    host.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.top == 88)
  }

  /// A hidden bar leaves the status bar alone: 44 on an iPhone X, 20 on an SE, 0 in landscape.
  @Test func hiddenBarLeavesOnlyTheStatusBar() {
    #expect(safeArea(.iPhoneX(.portrait), barHidden: true).top == 44)
    #expect(safeArea(.iPhoneSE3(.portrait), barHidden: true).top == 20)
    #expect(safeArea(.iPhoneX(.landscape), barHidden: true).top == 0)
    let (host, navigation, screen) = pushed(.iPhoneX(.portrait))
    navigation.setNavigationBarHidden(true, animated: true)
    host.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.top == 44)
    #expect(navigation.navigationBar.isHidden)
  }

  /// The toolbar adds its height above the home indicator: 34 + 44 on an iPhone X, 50 on iPad.
  @Test func toolbarAddsToTheBottomSafeArea() {
    #expect(safeArea(.iPhoneX(.portrait), toolbar: true).bottom == 78)
    #expect(safeArea(.iPhoneX(.landscape), toolbar: true).bottom == 53)
    #expect(safeArea(.iPad(.portrait), toolbar: true).bottom == 50)
    let (host, navigation, _) = pushed(.iPhoneX(.portrait), toolbar: true)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
    withExtendedLifetime(host) {}
  }

  /// The container gives exactly what the `adding(.navigationBar)` shortcut gives a bare screen,
  /// on every preset and in both orientations, and follows rotation.
  @Test func pushedScreenMatchesTheHostShortcutOnEveryPreset() {
    for device in HostConfiguration.Device.allPresets {
      let (host, _, screen) = pushed(HostConfiguration(device: device, orientation: .portrait))
      for orientation in HostConfiguration.Orientation.allCases {
        let configuration = HostConfiguration(device: device, orientation: orientation)
        host.configuration = configuration
        host.layoutIfNeeded()
        let (bare, _) = hostedController(configuration.adding(.navigationBar))
        #expect(
          screen.view.safeAreaInsets == bare.rootView.safeAreaInsets,
          "\(device) \(orientation)")
        #expect(
          screen.view.layoutMargins == bare.rootView.layoutMargins, "\(device) \(orientation)")
      }
    }
  }

  /// `additionalSafeAreaInsets` of the pushed screen add to what the bars give it.
  @Test func pushedScreensAdditionalInsetsAddToTheBars() {
    let (host, _, screen) = pushed(.iPhoneX(.portrait))
    screen.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    host.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.top == 98)
  }

  // MARK: Appearance

  @Test func pushedScreenAppearsAndTheOneBelowDisappears() {
    final class Screen: ViewController {
      var events: [String] = []
      override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }
    let root = Screen()
    let detail = Screen()
    let navigation = NavigationController(rootViewController: root)
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(root.events == ["willAppear", "didAppear"])
    navigation.pushViewController(detail, animated: true)
    host.layoutIfNeeded()
    #expect(root.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(detail.events == ["willAppear", "didAppear"])
    navigation.popViewController(animated: true)
    host.layoutIfNeeded()
    #expect(detail.events.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(root.events.suffix(2) == ["willAppear", "didAppear"])
  }

  /// Hiding the bar changes the pushed screen's safe area: the screen hears
  /// `viewSafeAreaInsetsDidChange()` and `viewLayoutMarginsDidChange()` before it lays out again.
  @Test func hidingTheBarTellsTheScreenItsSafeAreaChanged() {
    let screen = RecordingViewController()
    let navigation = NavigationController(rootViewController: screen)
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    screen.events = []
    navigation.setNavigationBarHidden(true, animated: false)
    host.layoutIfNeeded()
    #expect(
      screen.events == [
        "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews",
      ])
    #expect(screen.view.safeAreaInsets.top == 44)
  }

  // MARK: What the bar shows

  @Test func barShowsTheTopTitleAndABackButtonTitledByThePreviousScreen() {
    let root = ViewController()
    root.title = "Inbox"
    let detail = ViewController()
    detail.title = "Message"
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(navigation.navigationBar.shownTitle == "Message")
    #expect(navigation.navigationBar.shownBackTitle == "Inbox")
    navigation.popViewController(animated: false)
    host.layoutIfNeeded()
    #expect(navigation.navigationBar.shownTitle == "Inbox")
    #expect(navigation.navigationBar.shownBackTitle == nil)
  }
}
