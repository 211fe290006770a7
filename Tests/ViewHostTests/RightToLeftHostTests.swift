import Foundation
import Testing
import ViewHost

/// Right-to-left hosts: directional margins and leading/trailing constraints flip; physical insets
/// (the safe area, `additionalSafeAreaInsets`, `layoutMargins` set as `EdgeInsets`) do not
/// (spec §1.2, §2.2).
@Suite struct RightToLeftHostTests {
  /// iPhone 8 portrait (minimum 16): directional root margins leading 40, trailing 4 → trailing
  /// raised to 16; under RTL leading is the right edge.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func directionalRootMarginsFlip(direction: UserInterfaceLayoutDirection) {
    let (host, controller) = hostedController(.iPhone8(.portrait).withLayoutDirection(direction))
    let root: View = controller.view
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 4)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 44),
    ])
    host.layoutIfNeeded()
    #expect(root.effectiveUserInterfaceLayoutDirection == direction)
    #expect(
      root.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 20, leading: 40, bottom: 0, trailing: 16))
    if direction == .leftToRight {
      #expect(root.layoutMargins == insets(20, 40, 0, 16))
      #expect(content.frame == rect(40, 20, 319, 44))
    } else {
      #expect(root.layoutMargins == insets(20, 16, 0, 40))
      #expect(content.frame == rect(16, 20, 319, 44))
    }
  }

  /// iPhone X landscape with a navigation bar and 30 extra points on the physical right: a 100-wide
  /// view on the leading margin sits at x 64 in LTR and against the right margin (94) in RTL.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leadingMarginFollowsTheDirectionWithAsymmetricSafeArea(
    direction: UserInterfaceLayoutDirection
  ) {
    let (host, controller) = hostedController(
      .iPhoneX(.landscape).adding(.navigationBar).withLayoutDirection(direction),
      additionalSafeAreaInsets: insets(0, 0, 0, 30))
    let root: View = controller.view
    let label = View()
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    host.layoutIfNeeded()
    #expect(root.safeAreaInsets == insets(32, 44, 21, 74))
    #expect(root.layoutMargins == insets(32, 64, 21, 94))
    #expect(label.frame == rect(direction == .leftToRight ? 64 : 618, 32, 100, 20))
  }

  /// The minimum is directional: under RTL a leading margin below it is raised on the right.
  @Test func minimumAppliesToTheDirectionalEdges() {
    let (host, controller) = hostedController(.iPhone8(.portrait).withLayoutDirection(.rightToLeft))
    controller.view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 30)
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(20, 30, 0, 16))
  }

  /// Margins set as `EdgeInsets` are physical and stay on their sides under RTL.
  @Test func physicalRootMarginsDoNotFlip() {
    let (host, controller) = hostedController(.iPhone8(.portrait).withLayoutDirection(.rightToLeft))
    controller.view.layoutMargins = insets(0, 40, 0, 4)
    host.layoutIfNeeded()
    #expect(controller.view.layoutMargins == insets(20, 40, 0, 16))
    #expect(
      controller.view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 40))
  }

  /// Changing the host's direction and laying out again flips leading/trailing layouts.
  @Test func switchingTheHostDirectionFlipsTheLayout() {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let root: View = controller.view
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      badge.widthAnchor.constraint(equalToConstant: 50),
      badge.heightAnchor.constraint(equalToConstant: 50),
    ])
    host.layoutIfNeeded()
    #expect(badge.frame == rect(16, 100, 50, 50))
    host.configuration = .iPhone8(.portrait).withLayoutDirection(.rightToLeft)
    host.layoutIfNeeded()
    #expect(badge.frame == rect(309, 100, 50, 50))
    host.configuration = .iPhone8(.portrait)
    host.layoutIfNeeded()
    #expect(badge.frame == rect(16, 100, 50, 50))
  }

  /// `semanticContentAttribute = .forceLeftToRight` on the root overrides an RTL host.
  @Test func forcedLeftToRightRootIgnoresTheHostDirection() {
    let (host, controller) = hostedController(.iPhone8(.portrait).withLayoutDirection(.rightToLeft))
    controller.view.semanticContentAttribute = .forceLeftToRight
    controller.view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 0)
    host.layoutIfNeeded()
    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    #expect(controller.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(controller.view.layoutMargins == insets(20, 40, 0, 16))
  }
}
