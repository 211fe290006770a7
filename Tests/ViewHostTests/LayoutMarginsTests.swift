import Foundation
import Testing
import ViewHost

/// The root view's margins (spec §2.2–§2.4), the safe-area addition (§4) and preservation (§5)
/// under a host, with UIKit's printed and measured numbers.
@Suite struct LayoutMarginsTests {
  /// G25 (SMARTNSOFT printout): iPhone 8 portrait, a content view pinned to the root's margins:
  /// x 16, width 343 (the 375-point minimum of 16 over the default raw margin).
  @Test func g25ContentPinnedToRootMarginsOnIPhone8() {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let content = pinnedSubview(of: controller.view, to: controller.view.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(content.frame.minX == 16)
    #expect(content.frame.width == 343)
    #expect(content.frame == rect(16, 20, 343, 647))
    #expect(controller.view.layoutMargins == insets(20, 16, 0, 16))
  }

  /// G18 (CSDN-MARGINS printout), iPhone with a 20-point status bar and no bars: blue covers the
  /// root, `blue.layoutMargins = {50, 50, 50, 50}` prints safe area {20, 0, 0, 0} and margins
  /// {70, 50, 50, 50}.
  static func csdn() -> (host: ViewHost, blue: View, orange: View, red: View) {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let root: View = controller.view
    let blue = pinnedSubview(of: root, to: nil, name: "blue")
    blue.layoutMargins = EdgeInsets(50)
    let orange = View()
    orange.accessibilityIdentifier = "orange"
    orange.translatesAutoresizingMaskIntoConstraints = false
    blue.addSubview(orange)
    LayoutConstraint.activate([
      orange.leftAnchor.constraint(equalTo: blue.leftAnchor),
      orange.rightAnchor.constraint(equalTo: blue.rightAnchor),
      orange.topAnchor.constraint(equalTo: blue.topAnchor),
      orange.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
    ])
    orange.layoutMargins = insets(0, 50, 0, 0)
    let red = pinnedSubview(of: orange, to: orange.layoutMarginsGuide, name: "red")
    host.layoutIfNeeded()
    return (host, blue, orange, red)
  }

  @Test func g18SafeAreaIsAddedToOwnMargins() {
    let (host, blue, _, _) = Self.csdn()
    #expect(blue.frame == rect(0, 0, 375, 667))
    #expect(blue.safeAreaInsets == insets(20, 0, 0, 0))
    #expect(blue.layoutMargins == insets(70, 50, 50, 50))
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// G19: orange (blue's left, right and top; half its height), margins {0, 50, 0, 0}, prints safe
  /// area {20, 0, 0, 0} and margins {20, 50, 0, 0}.
  @Test func g19HalfHeightChildAddsItsSafeArea() {
    let (host, _, orange, _) = Self.csdn()
    #expect(orange.frame == rect(0, 0, 375, 333.5))
    // Read while the host (and so the tree above orange) is alive.
    withExtendedLifetime(host) {
      #expect(orange.safeAreaInsets == insets(20, 0, 0, 0))
      #expect(orange.layoutMargins == insets(20, 50, 0, 0))
    }
  }

  /// G20: with `insetsLayoutMarginsFromSafeArea = NO` orange prints {0, 50, 0, 0}; its safe area is
  /// still 20.
  @Test func g20InsetsFromSafeAreaOffKeepsRawMargins() {
    let (host, _, orange, _) = Self.csdn()
    orange.insetsLayoutMarginsFromSafeArea = false
    host.layoutIfNeeded()
    #expect(orange.layoutMargins == insets(0, 50, 0, 0))
    #expect(orange.safeAreaInsets == insets(20, 0, 0, 0))
  }

  /// G21: red, pinned to orange's margins, is inside the safe area: insets 0 and its own 8-point
  /// margins.
  @Test func g21ViewInsideTheSafeAreaKeepsDefaultMargins() {
    let (_, _, _, red) = Self.csdn()
    #expect(red.frame == rect(50, 20, 325, 313.5))
    #expect(red.safeAreaInsets == .zero)
    #expect(red.layoutMargins == EdgeInsets(8))
  }

  /// IMANOU image9 (measured): iPhone X landscape in a navigation controller, default root margins:
  /// the margins guide is (32, 64, 21, 64) = safe area (32, 44, 21, 44) + minimum (0, 20, 0, 20).
  @Test func image9MinimumIsAppliedBeforeTheSafeAreaIsAdded() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let pinned = pinnedSubview(of: controller.view, to: controller.view.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(32, 64, 21, 64))
    #expect(pinned.frame == rect(64, 32, 684, 322))
  }

  /// IMANOU image6 (measured): root margins 5, `insetsLayoutMarginsFromSafeArea = false`, minimums
  /// respected: left and right max(5, 20) = 20, bottom max(5, 0) = 5, no safe area added.
  @Test func image6CustomMarginsSmallerThanTheMinimumAreRaised() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let root: View = controller.view
    root.layoutMargins = EdgeInsets(5)
    root.insetsLayoutMarginsFromSafeArea = false
    let pinned = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(5, 20, 5, 20))
    #expect(pinned.frame == rect(20, 5, 772, 365))
  }

  /// IMANOU image7 (measured): both flags false, margins 5: 5 on every edge.
  @Test func image7MinimumsOffUsesMarginsAsGiven() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let root: View = controller.view
    root.layoutMargins = EdgeInsets(5)
    root.insetsLayoutMarginsFromSafeArea = false
    controller.viewRespectsSystemMinimumLayoutMargins = false
    let pinned = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(5))
    #expect(pinned.frame == rect(5, 5, 802, 365))
  }

  /// IMANOU image8 (measured): root margins 140 with both root flags false; a full-size child
  /// preserving superview margins: its margins guide is 140 inside on every edge (its own 8 plus
  /// the safe area would give (40, 52, 29, 52)).
  @Test func image8PreservedRootMarginsWin() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let root: View = controller.view
    root.layoutMargins = EdgeInsets(140)
    root.insetsLayoutMarginsFromSafeArea = false
    controller.viewRespectsSystemMinimumLayoutMargins = false
    let orange = pinnedSubview(of: root, to: nil)
    let yellow = pinnedSubview(of: orange, to: orange.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(orange.layoutMargins == insets(40, 52, 29, 52))
    orange.preservesSuperviewLayoutMargins = true
    host.layoutIfNeeded()
    #expect(orange.layoutMargins == EdgeInsets(140))
    #expect(yellow.frame == rect(140, 140, 532, 95))
  }

  /// IMANOU image3 (measured): a view pinned to the safe-area guide with directional margins 70 puts
  /// its child 70 inside: x 114 = 44 + 70, y 102 = 32 + 70.
  @Test func image3MarginsOfAViewInsideTheSafeArea() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let red = pinnedSubview(of: controller.view, to: controller.view.safeAreaLayoutGuide)
    red.directionalLayoutMargins = DirectionalEdgeInsets(70)
    let child = pinnedSubview(of: red, to: red.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(frameInRoot(child) == rect(114, 102, 584, 182))
  }

  /// IMANOU image1 (measured): a view pinned to another's margins guide sits 8 inside it.
  @Test func image1DefaultSubviewMarginsAreEight() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let yellow = pinnedSubview(of: controller.view, to: controller.view.safeAreaLayoutGuide)
    let cyan = pinnedSubview(of: yellow, to: yellow.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(cyan.frame == rect(8, 8, 724 - 16, 322 - 16))
  }

  /// §2.2 with custom root margins on both sides of the minimum, iPhone 8 portrait (minimum 16,
  /// status bar 20): each edge is max(raw, minimum), then the safe area is added; with the minimums
  /// off, the raw margins plus the safe area.
  @Test(arguments: [true, false])
  func customRootMarginsAroundTheMinimum(respectsMinimum: Bool) {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let root: View = controller.view
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 10, leading: 30, bottom: 10, trailing: 4)
    controller.viewRespectsSystemMinimumLayoutMargins = respectsMinimum
    let pinned = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    if respectsMinimum {
      #expect(root.layoutMargins == insets(30, 30, 10, 16))
      #expect(pinned.frame == rect(30, 30, 329, 627))
    } else {
      #expect(root.layoutMargins == insets(30, 30, 10, 4))
      #expect(pinned.frame == rect(30, 30, 341, 627))
    }
  }

  /// §2.2 on a notched phone in landscape (minimum 20): margins larger than the minimum are kept,
  /// smaller ones raised, and the safe area (32, 44, 21, 44) is added on top either way.
  @Test(
    arguments: [
      (CGFloat(24), insets(56, 68, 45, 68)), (CGFloat(5), insets(37, 64, 26, 64)),
    ] as [(CGFloat, EdgeInsets)])
  func uniformRootMarginsOnIPhoneXLandscape(raw: CGFloat, expected: EdgeInsets) {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    controller.view.layoutMargins = EdgeInsets(raw)
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == expected)
  }

  /// HUAHUA: root margins set to zero still leave 16 on each side from the minimum;
  /// with `viewRespectsSystemMinimumLayoutMargins = false` the content reaches the edges.
  @Test(arguments: [true, false])
  func zeroRootMarginsAndTheMinimum(respectsMinimum: Bool) {
    let (host, controller) = hostedController(.iPhoneX(.portrait))
    controller.view.directionalLayoutMargins = .zero
    controller.viewRespectsSystemMinimumLayoutMargins = respectsMinimum
    let background = pinnedSubview(of: controller.view, to: controller.view.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(background.frame == (respectsMinimum ? rect(16, 44, 343, 734) : rect(0, 44, 375, 734)))
  }

  /// §2.3 / §13 q1: with the minimums off and nothing set, the root's raw margins are Trellis's
  /// choice (0, 8, 0, 8): top and bottom are UIKit's 0, the sides the UIView default.
  @Test func defaultRawRootMarginsWithoutTheMinimum() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    host.layoutIfNeeded()
    #expect(controller.view.rawLayoutMargins == insets(0, 8, 0, 8))
    #expect(controller.view.layoutMargins == insets(32, 52, 21, 52))
  }

  /// §2.2 [APPLE]: the minimums affect the root view only; a full-size subview keeps its own 8 plus
  /// the safe area.
  @Test func minimumsDoNotReachSubviews() {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let child = pinnedSubview(of: controller.view, to: nil)
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(20, 16, 0, 16))
    #expect(child.layoutMargins == insets(28, 8, 8, 8))
  }
}
