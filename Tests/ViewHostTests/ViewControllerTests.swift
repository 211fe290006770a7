import Foundation
import Testing
import ViewHost

/// `ViewController`: loading the view, the callbacks in UIKit's order, the system minimum margins
/// (spec §2.3) and the traits.
@Suite struct ViewControllerTests {
  @Test func viewIsLoadedOnFirstAccessOnce() {
    let controller = RecordingViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    let view: View = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.view === view)
    #expect(controller.events == ["loadView", "viewDidLoad"])
  }

  /// The callbacks of a first layout, in UIKit's order: the view loads, the controller hears it
  /// will appear, the safe area and then the margins change, the root view lays out between
  /// viewWillLayoutSubviews and viewDidLayoutSubviews, and it has appeared.
  @Test func callbacksOfTheFirstLayoutArriveInUIKitsOrder() {
    let controller = RecordingViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    #expect(controller.events.isEmpty)
    host.layoutIfNeeded()
    #expect(
      controller.events == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange",
        "viewLayoutMarginsDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewDidAppear",
      ])
  }

  /// Nothing changed, nothing is called: the second layout is free.
  @Test func layingOutAgainWithoutChangesCallsNothing() {
    let controller = RecordingViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    controller.events = []
    host.layoutIfNeeded()
    host.configuration = .iPhoneX(.portrait)
    host.layoutIfNeeded()
    #expect(controller.events.isEmpty)
  }

  /// Rotation: the traits change first, then the safe area and margins, then layout.
  @Test func rotationCallsTraitsSafeAreaMarginsAndLayout() {
    let controller = RecordingViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    controller.events = []
    host.configuration = .iPhoneX(.landscape)
    host.layoutIfNeeded()
    #expect(
      controller.events == [
        "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
  }

  /// A subclass that builds its view in `loadView()`: the view it assigns is the root view, and
  /// still gets the root's default raw margins (0, 8, 0, 8).
  @Test func customLoadViewAssignsTheRootView() {
    final class Custom: ViewController {
      let custom = View()
      override func loadView() { view = custom }
    }
    let controller = Custom()
    #expect(controller.view === controller.custom)
    #expect(controller.view.rawLayoutMargins == insets(0, 8, 0, 8))
  }

  /// Margins set in `loadView()` are kept.
  @Test func marginsSetInLoadViewAreKept() {
    final class Custom: ViewController {
      override func loadView() {
        let root = View()
        root.directionalLayoutMargins = DirectionalEdgeInsets(
          top: 4, leading: 30, bottom: 4, trailing: 30)
        view = root
      }
    }
    let custom = Custom()
    let host = ViewHost(rootViewController: custom, configuration: .iPhone8(.portrait))
    host.layoutIfNeeded()
    #expect(custom.view.layoutMargins == insets(24, 30, 4, 30))
  }

  /// §13 q1 is configurable: a subclass chooses the root's default raw margins.
  @Test func subclassChoosesTheDefaultRootMargins() {
    final class Flush: ViewController {
      override class var defaultRootLayoutMargins: DirectionalEdgeInsets { .zero }
    }
    let controller = Flush()
    controller.viewRespectsSystemMinimumLayoutMargins = false
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.landscape))
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(0, 44, 21, 44))
  }

  /// A `loadView()` that assigns nothing gets the default view, as in UIKit.
  @Test func loadViewThatAssignsNothingGetsADefaultView() {
    final class Lazy: ViewController {
      override func loadView() {}
    }
    let controller = Lazy()
    #expect(controller.view.rawLayoutMargins == insets(0, 8, 0, 8))
  }

  /// Replacing the root view moves the host's state to the new view and takes it off the old one.
  @Test func replacingTheViewMovesTheHostState() {
    let (host, controller) = hostedController(.iPhoneX(.portrait))
    let old: View = controller.view
    #expect(old.safeAreaInsets == insets(44, 0, 34, 0))
    let replacement = View()
    controller.view = replacement
    host.layoutIfNeeded()
    #expect(replacement.frame == rect(0, 0, 375, 812))
    #expect(replacement.safeAreaInsets == insets(44, 0, 34, 0))
    #expect(replacement.layoutMargins == insets(44, 16, 34, 16))
    #expect(old.safeAreaInsets == .zero)
  }

  /// G17 (HUAHUA printout, iPhone X portrait): `systemMinimumLayoutMargins` is
  /// (top: 0, leading: 16, bottom: 0, trailing: 16).
  @Test func g17SystemMinimumOnIPhoneXPortrait() {
    let (_, controller) = hostedController(.iPhoneX(.portrait))
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  /// §2.3: 16 up to 375 points wide, 20 beyond: 375-point phones in portrait get 16; Plus phones,
  /// every phone in landscape, 390-point and wider phones and iPads get 20.
  @Test(arguments: HostConfiguration.allPresets)
  func systemMinimumFollowsTheViewWidth(configuration: HostConfiguration) {
    let (_, controller) = hostedController(configuration)
    let expected: CGFloat = configuration.size.width <= 375 ? 16 : 20
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: expected, bottom: 0, trailing: expected))
    #expect(controller.view.layoutMargins.left == expected + configuration.safeAreaInsets.left)
    #expect(controller.view.layoutMargins.right == expected + configuration.safeAreaInsets.right)
    #expect(controller.view.layoutMargins.top == configuration.safeAreaInsets.top)
    #expect(controller.view.layoutMargins.bottom == configuration.safeAreaInsets.bottom)
  }

  @Test(arguments: [
    (CGFloat(320), CGFloat(16)), (375, 16), (375.5, 20), (390, 20), (414, 20), (667, 20),
  ])
  func systemMinimumThreshold(width: CGFloat, expected: CGFloat) {
    let configuration = HostConfiguration(
      size: CGSize(width: width, height: 800), displayScale: 2)
    let (_, controller) = hostedController(configuration)
    #expect(controller.systemMinimumLayoutMargins.leading == expected)
    #expect(controller.systemMinimumLayoutMargins.trailing == expected)
  }

  /// A controller no host holds still applies the minimum for its view's current width, even when
  /// the view is resized by hand.
  @Test func minimumFollowsAViewResizedByHand() {
    let controller = ViewController()
    controller.view.frame = rect(0, 0, 375, 600)
    controller.view.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(0, 16, 0, 16))
    controller.view.frame = rect(0, 0, 414, 600)
    controller.view.layoutIfNeeded()
    #expect(controller.systemMinimumLayoutMargins.leading == 20)
    #expect(controller.view.layoutMargins == insets(0, 20, 0, 20))
  }

  /// The traits come from the host; without one they are unspecified.
  @Test func traitCollectionComesFromTheHost() {
    let controller = ViewController()
    #expect(controller.traitCollection == TraitCollection())
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8Plus(.landscape))
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.traitCollection.verticalSizeClass == .compact)
    #expect(controller.traitCollection.displayScale == 3)
    #expect(controller.traitCollection.layoutDirection == .leftToRight)
    host.layoutIfNeeded()
    #expect(controller.view.traitCollection == controller.traitCollection)
    host.configuration = .iPhone8Plus(.portrait).withLayoutDirection(.rightToLeft)
    host.layoutIfNeeded()
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.traitCollection.verticalSizeClass == .regular)
    #expect(controller.view.traitCollection.layoutDirection == .rightToLeft)
  }

  /// Traits are known in `viewDidLoad()` (the host is attached before the view loads), and the
  /// view already has the host's size there.
  @Test func hostStateIsVisibleInViewDidLoad() {
    final class Probe: ViewController {
      var seen: (TraitCollection, CGRect)?
      override func viewDidLoad() { seen = (traitCollection, view.frame) }
    }
    let controller = Probe()
    let host = ViewHost(rootViewController: controller, configuration: .iPadPro11(.landscape))
    host.layoutIfNeeded()
    #expect(controller.seen?.0.horizontalSizeClass == .regular)
    #expect(controller.seen?.1 == rect(0, 0, 1194, 834))
  }
}
