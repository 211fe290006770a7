import Foundation
import Testing
import ViewHost

/// The root view's safe area from the host plus `additionalSafeAreaInsets` (spec §3.1) and its
/// propagation to subviews (§3.3), with UIKit's printed and measured numbers.
@Suite struct SafeAreaTests {
  /// G13 (HUAHUA printout): iPhone X portrait in a tab bar controller, additionalSafeAreaInsets
  /// (20, 30, 0, 10): `view safeArea: UIEdgeInsets(top: 64.0, left: 30.0, bottom: 83.0, right: 10.0)`.
  static func huahua() -> (ViewHost, ViewController) {
    hostedController(
      .iPhoneX(.portrait).adding(.tabBar), additionalSafeAreaInsets: insets(20, 30, 0, 10))
  }

  @Test func g13RootSafeAreaIsHostPlusAdditionalInsets() {
    let (_, controller) = Self.huahua()
    #expect(controller.view.frame == rect(0, 0, 375, 812))
    #expect(controller.view.safeAreaInsets == insets(64, 30, 83, 10))
  }

  /// §6 [APPLE]: the safe-area guide is the bounds inset by the safe area. UIKit's guide exists from
  /// the start, so reading it after layout gives G13's safe area (64, 30, 83, 10) as a rectangle.
  @Test func safeAreaGuideFirstReadAfterLayoutHasItsFrame() {
    let (_, controller) = Self.huahua()
    #expect(controller.view.safeAreaLayoutGuide.layoutFrame == rect(30, 64, 335, 665))
    #expect(controller.view.layoutMarginsGuide.layoutFrame == rect(46, 64, 303, 665))
  }

  /// G14: `topView.frame = (20, 0, 200, 400)` printed `topview SafeArea: (64, 10, 0, 0)`.
  @Test func g14FramedSubviewOverlapsTheTopAndLeftUnsafeBands() {
    let (host, controller) = Self.huahua()
    let topView = View(frame: rect(20, 0, 200, 400))
    controller.view.addSubview(topView)
    host.layoutIfNeeded()
    #expect(topView.frame == rect(20, 0, 200, 400))
    #expect(topView.safeAreaInsets == insets(64, 10, 0, 0))
  }

  /// G15: `rightView.frame = (300, 400, 300, 30)` printed `(0, 0, 0, 10)`: capped at the parent's 10
  /// although it reaches 225 points past the edge.
  @Test func g15SubviewPastTheEdgeIsCappedAtTheParentsInset() {
    let (host, controller) = Self.huahua()
    let rightView = View(frame: rect(300, 400, 300, 30))
    controller.view.addSubview(rightView)
    host.layoutIfNeeded()
    #expect(rightView.safeAreaInsets == insets(0, 0, 0, 10))
  }

  /// G16: bgView pinned to the root's safe-area guide printed `(0, 0, 0, 0)`.
  @Test func g16ViewPinnedToTheSafeAreaGuideHasNoInsets() {
    let (host, controller) = Self.huahua()
    let background = pinnedSubview(of: controller.view, to: controller.view.safeAreaLayoutGuide)
    host.layoutIfNeeded()
    #expect(background.frame == rect(30, 64, 335, 665))
    #expect(background.safeAreaInsets == .zero)
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// §3.3 (CSL printout, iPhone 14 Pro): a subview with all edges equal to the root printed
  /// (59, 0, 34, 0); moved down 20 points it printed (39, 0, 34, 0).
  @Test func subviewMovedDownLosesThatMuchOfTheTopInset() {
    let (host, controller) = hostedController(.iPhone14Pro(.portrait))
    let root: View = controller.view
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([
      top,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    host.layoutIfNeeded()
    #expect(child.safeAreaInsets == insets(59, 0, 34, 0))
    top.constant = 20
    host.layoutIfNeeded()
    #expect(child.frame == rect(0, 20, 393, 832))
    #expect(child.safeAreaInsets == insets(39, 0, 34, 0))
  }

  /// IMANOU image5 (measured): iPhone X landscape in a navigation controller, additional insets 100
  /// on every edge: a view pinned to the safe-area guide measured x 144, y 132, w 524, h 122.
  @Test func additionalInsetsAddToTheBarsOnEveryEdge() {
    let (host, controller) = hostedController(
      .iPhoneX(.landscape).adding(.navigationBar), additionalSafeAreaInsets: EdgeInsets(100))
    let pinned = pinnedSubview(of: controller.view, to: controller.view.safeAreaLayoutGuide)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(132, 144, 121, 144))
    #expect(pinned.frame == rect(144, 132, 524, 122))
  }

  /// §3.1: changing `additionalSafeAreaInsets` after layout takes effect at the next layout, on top
  /// of the bars, and the controller hears about it.
  @Test func changingAdditionalInsetsRelaysOut() {
    let controller = RecordingViewController()
    var pinned: View?
    controller.build = { pinned = pinnedSubview(of: $0, to: $0.safeAreaLayoutGuide) }
    let host = ViewHost(
      rootViewController: controller, configuration: .iPhone8(.portrait).adding(.navigationBar))
    host.layoutIfNeeded()
    #expect(pinned?.frame == rect(0, 64, 375, 603))
    controller.events = []
    controller.additionalSafeAreaInsets = insets(10, 20, 30, 40)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(74, 20, 30, 40))
    #expect(pinned?.frame == rect(20, 74, 315, 563))
    #expect(controller.events.first == "viewSafeAreaInsetsDidChange")
    #expect(controller.events.contains("viewWillLayoutSubviews"))
  }

  /// §3.1 [APPLE]: a view that is not in a window has zero insets, whatever the controller adds.
  @Test func controllerWithoutAHostGivesNoSafeArea() {
    let controller = ViewController()
    controller.additionalSafeAreaInsets = EdgeInsets(30)
    controller.view.frame = rect(0, 0, 375, 667)
    let pinned = pinnedSubview(of: controller.view, to: controller.view.safeAreaLayoutGuide)
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == .zero)
    #expect(pinned.frame == rect(0, 0, 375, 667))
  }
}
