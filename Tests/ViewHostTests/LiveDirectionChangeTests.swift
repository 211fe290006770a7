import Foundation
import Testing
import ViewHost

/// Changing how leading and trailing map to left and right on a live tree lays out exactly as a
/// fresh build in the new direction would, with no diagnostic (spec §1.2; issue 18: a live host
/// switched to right-to-left broke `leading == root.leading + 20` and left the box ambiguous).
@Suite struct LiveDirectionChangeTests {
  /// The scene: a box 20 in from the leading edge and 40 from the trailing edge of an
  /// iPhone X in portrait (375 wide): (20, 50, 315, 40) left-to-right, (40, 50, 315, 40) mirrored.
  private func boxScene(_ direction: UserInterfaceLayoutDirection) -> (ViewHost, View) {
    let controller = ViewController()
    let host = ViewHost(
      rootViewController: controller,
      configuration: .iPhoneX(.portrait).withLayoutDirection(direction))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -40),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 50),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    host.layoutIfNeeded()
    return (host, box)
  }

  @Test func switchingALiveHostToRightToLeftMirrorsLeadingAndTrailing() {
    let (host, box) = boxScene(.leftToRight)
    #expect(box.frame == rect(20, 50, 315, 40))
    host.configuration.layoutDirection = .rightToLeft
    host.layoutIfNeeded()
    #expect(box.frame == rect(40, 50, 315, 40))
    #expect(box.frame == boxScene(.rightToLeft).1.frame)
    #expect(host.layoutDiagnostics.isEmpty)
    #expect(!box.hasAmbiguousLayout)
  }

  @Test func switchingBackAndForthKeepsMatchingAFreshBuild() {
    let (host, box) = boxScene(.leftToRight)
    for direction in [UserInterfaceLayoutDirection.rightToLeft, .leftToRight, .rightToLeft] {
      host.configuration.layoutDirection = direction
      host.layoutIfNeeded()
      #expect(
        box.frame == (direction == .leftToRight ? rect(20, 50, 315, 40) : rect(40, 50, 315, 40)))
    }
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// `semanticContentAttribute` on the root (an ancestor of the box, and the view the constraints
  /// belong to) flips the same constraints.
  @Test func forcingRightToLeftOnALiveAncestorMirrors() {
    let (host, box) = boxScene(.leftToRight)
    host.rootView.semanticContentAttribute = .forceRightToLeft
    host.layoutIfNeeded()
    #expect(box.frame == rect(40, 50, 315, 40))
    host.rootView.semanticContentAttribute = .unspecified
    host.layoutIfNeeded()
    #expect(box.frame == rect(20, 50, 315, 40))
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// A container between the root and the box, forced right-to-left while live: the box's
  /// constraints (installed on the container) mirror inside it; the container's own do not.
  @Test func forcingRightToLeftOnALiveContainerMirrorsOnlyItsConstraints() {
    let controller = ViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(container)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -50),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    host.layoutIfNeeded()
    #expect(container.frame == rect(10, 100, 200, 100))
    #expect(box.frame == rect(20, 0, 130, 40))
    container.semanticContentAttribute = .forceRightToLeft
    host.layoutIfNeeded()
    #expect(container.frame == rect(10, 100, 200, 100))
    #expect(box.frame == rect(50, 0, 130, 40))
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// Directional layout margins follow a live direction change too: a view on the root's
  /// margins guide, with leading margin 40 and trailing 16 (iPhone 8 portrait, 375 wide).
  @Test func marginConstraintsFollowALiveDirectionChange() {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    let root: View = controller.view
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 4)
    let content = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(content.frame.minX == 40)
    host.configuration.layoutDirection = .rightToLeft
    host.layoutIfNeeded()
    #expect(content.frame == rect(16, 20, 319, 647))
    #expect(host.layoutDiagnostics.isEmpty)
  }
}
