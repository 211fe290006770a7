import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's container screens (issue 28): a detail screen pushed on a navigation controller,
/// a tab bar app whose tabs are navigation controllers with large titles, and a screen that embeds
/// a child view controller and hides its navigation bar — on the three devices, with no layout
/// problem.
///
/// Bar heights: 44 (50 on iPad), a large title 52 more, the tab bar 49 (50 on iPad), the toolbar
/// 44 (50 on iPad) — UIKitBehavior.md, "Container bars".
@Suite struct CorpusContainerTests {
  static func navigationBarHeight(_ device: CorpusDevice) -> CGFloat {
    device == .iPadLandscape ? 50 : 44
  }

  static func bottomBarHeight(_ device: CorpusDevice) -> CGFloat {
    device == .iPadLandscape ? 50 : 49
  }

  @Test(arguments: CorpusDevice.allCases)
  func pushedDetailSitsBelowTheBarAndAboveTheToolbar(on device: CorpusDevice) throws {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    let detail = MessageDetailViewController(
      subject: "Quarterly report", sender: "Grace Hopper", body: SampleText.paragraph)
    navigation.pushViewController(detail, animated: false)
    let host = host(navigation, on: device)
    expectNoLayoutProblems(host.rootView)

    // largeTitleDisplayMode = .never: the small bar, whatever the navigation bar prefers.
    let top = device.safeAreaTop + Self.navigationBarHeight(device)
    let toolbar: CGFloat = device == .iPadLandscape ? 50 : 44
    #expect(detail.view.safeAreaInsets.top == top)
    #expect(detail.view.safeAreaInsets.bottom == device.safeAreaBottom + toolbar)
    #expect(!navigation.isToolbarHidden)
    let stack = try #require(detail.subjectLabel.superview)
    #expect(isClose(stack.frame.minY, top + 16))
    #expect(isClose(stack.frame.minX, device.readableMinX))
    #expect(detail.navigationController === navigation)
  }

  @Test(arguments: CorpusDevice.allCases)
  func tabBarAppGivesTheFeedLargeTitleAndTabBarInsets(on device: CorpusDevice) throws {
    let app = AppTabBarController()
    let host = host(app, on: device)
    expectNoLayoutProblems(host.rootView)

    #expect(app.feed.tabBarController === app)
    #expect(
      app.feed.view.safeAreaInsets.top == device.safeAreaTop + Self.navigationBarHeight(device) + 52
    )
    #expect(
      app.feed.view.safeAreaInsets.bottom == device.safeAreaBottom + Self.bottomBarHeight(device))
    #expect(app.tabBar.frame.maxY == host.rootView.bounds.height)

    let settings = try #require(app.showSettings())
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView)
    #expect(settings.topViewController === app.settings)
    #expect(app.settings.view.superview === settings.view)
    #expect(app.feed.navigationController?.view.superview == nil)
  }

  @Test(arguments: CorpusDevice.allCases)
  func embeddedPlayerSitsOnTheBottomEdgeWithTheHomeIndicatorInItsSafeArea(
    on device: CorpusDevice
  ) {
    let library = PlayerLibraryViewController()
    let navigation = UINavigationController(rootViewController: library)
    let host = host(navigation, on: device)
    expectNoLayoutProblems(host.rootView)

    // The bar is hidden in viewWillAppear: only the status bar remains on top.
    #expect(navigation.isNavigationBarHidden)
    #expect(library.view.safeAreaInsets.top == device.safeAreaTop)
    #expect(library.player.parent === library)
    // The child overlaps the home indicator only: its safe area is that overlap (seed 003).
    #expect(library.player.view.safeAreaInsets.bottom == device.safeAreaBottom)
    #expect(library.player.view.safeAreaInsets.top == 0)
    #expect(isClose(library.player.view.frame.maxY, host.rootView.bounds.height))
    #expect(isClose(library.player.view.frame.height, 64 + device.safeAreaBottom))
    // The system minimum margins apply to the child's root view too.
    #expect(isClose(library.player.artworkView.frame.minX, device.sideMargin))

    library.removePlayer()
    host.layoutIfNeeded()
    #expect(library.children.isEmpty)
    #expect(library.player.parent == nil)
  }
}
