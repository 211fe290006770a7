import Foundation
import Testing
import ViewHost

/// `ViewHost`: sizing the root view, handing it the host's state, rotating and resizing
/// (spec §3.1, §10a).
@Suite struct ViewHostTests {
  /// The memberwise configuration (Hosting.md, `HostConfiguration`) of an iPhone X in landscape
  /// with a navigation bar; the root gets the size, the safe area and the margins of IMANOU image9.
  @Test func contractExampleLaysOutTheRootView() {
    let controller = ViewController()
    let host = ViewHost(
      rootViewController: controller,
      configuration: HostConfiguration(
        size: CGSize(width: 812, height: 375),
        safeAreaInsets: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44),
        layoutDirection: .leftToRight,
        displayScale: 3))
    host.layoutIfNeeded()
    let root: View = controller.view
    #expect(host.rootView === root)
    #expect(root.frame == rect(0, 0, 812, 375))
    #expect(root.bounds == rect(0, 0, 812, 375))
    #expect(root.safeAreaInsets == insets(32, 44, 21, 44))
    #expect(root.layoutMargins == insets(32, 64, 21, 64))
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// Nothing moves until `layoutIfNeeded()`.
  @Test func configurationTakesEffectAtTheNextLayout() {
    let (host, controller) = hostedController(.iPhone8(.portrait))
    host.configuration = .iPhone8Plus(.portrait)
    #expect(controller.view.frame == rect(0, 0, 375, 667))
    host.layoutIfNeeded()
    #expect(controller.view.frame == rect(0, 0, 414, 736))
  }

  /// §3.1–§3.2, §2.3: iPhone X in a navigation controller, rotated to landscape and back: the root's
  /// frame, safe area and margins, and a view pinned to its margins, follow each way.
  @Test func rotatingIPhoneXBothWays() {
    let (host, controller) = hostedController(.iPhoneX(.portrait).adding(.navigationBar))
    let root: View = controller.view
    let content = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()

    func expectPortrait() {
      #expect(root.frame == rect(0, 0, 375, 812))
      #expect(root.safeAreaInsets == insets(88, 0, 34, 0))
      #expect(root.layoutMargins == insets(88, 16, 34, 16))
      #expect(content.frame == rect(16, 88, 343, 690))
      #expect(controller.traitCollection.verticalSizeClass == .regular)
    }
    expectPortrait()

    host.configuration = .iPhoneX(.landscape).adding(.navigationBar)
    host.layoutIfNeeded()
    #expect(root.frame == rect(0, 0, 812, 375))
    #expect(root.safeAreaInsets == insets(32, 44, 21, 44))
    #expect(root.layoutMargins == insets(32, 64, 21, 64))
    #expect(content.frame == rect(64, 32, 684, 322))
    #expect(controller.systemMinimumLayoutMargins.leading == 20)
    #expect(controller.traitCollection.verticalSizeClass == .compact)

    host.configuration = .iPhoneX(.portrait).adding(.navigationBar)
    host.layoutIfNeeded()
    expectPortrait()
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// iPhone 8 with a navigation bar: top 64 in portrait, 32 in landscape where the status bar hides;
  /// the minimum goes from 16 to 20 as the width goes from 375 to 667.
  @Test func rotatingIPhone8BothWays() {
    let (host, controller) = hostedController(.iPhone8(.portrait).adding(.navigationBar))
    let root: View = controller.view
    let content = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(64, 16, 0, 16))
    #expect(content.frame == rect(16, 64, 343, 603))
    host.configuration = .iPhone8(.landscape).adding(.navigationBar)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(32, 20, 0, 20))
    #expect(content.frame == rect(20, 32, 627, 343))
    host.configuration = .iPhone8(.portrait).adding(.navigationBar)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(64, 16, 0, 16))
    #expect(content.frame == rect(16, 64, 343, 603))
  }

  /// An iPad keeps its insets when rotated; only the size swaps.
  @Test func rotatingIPadProBothWays() {
    let (host, controller) = hostedController(.iPadPro11(.portrait).adding(.tabBar))
    let root: View = controller.view
    let content = pinnedSubview(of: root, to: root.layoutMarginsGuide)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(24, 20, 70, 20))
    #expect(content.frame == rect(20, 24, 794, 1100))
    host.configuration = .iPadPro11(.landscape).adding(.tabBar)
    host.layoutIfNeeded()
    #expect(root.layoutMargins == insets(24, 20, 70, 20))
    #expect(content.frame == rect(20, 24, 1154, 740))
    host.configuration = .iPadPro11(.portrait).adding(.tabBar)
    host.layoutIfNeeded()
    #expect(content.frame == rect(20, 24, 794, 1100))
  }

  /// §3.1: additional insets stay on top of whatever the bars give in the new orientation
  /// (G13's controller turned to landscape: (0, 44, 53, 44) + (20, 30, 0, 10)).
  @Test func additionalInsetsSurviveRotation() {
    let (host, controller) = SafeAreaTests.huahua()
    host.configuration = .iPhoneX(.landscape).adding(.tabBar)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(20, 74, 53, 54))
    host.configuration = .iPhoneX(.portrait).adding(.tabBar)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(64, 30, 83, 10))
  }

  /// Resizing (an iPad split view): proportional constraints follow the new width.
  @Test func resizingFollowsProportionalConstraints() {
    let (host, controller) = hostedController(.iPad(.landscape))
    let root: View = controller.view
    let half = View()
    half.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(half)
    LayoutConstraint.activate([
      half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      half.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      half.heightAnchor.constraint(equalToConstant: 100),
    ])
    host.layoutIfNeeded()
    #expect(half.frame == rect(0, 20, 540, 100))
    var split = HostConfiguration.iPad(.landscape)
    split.size.width = 320
    split.horizontalSizeClass = .compact
    host.configuration = split
    host.layoutIfNeeded()
    #expect(half.frame == rect(0, 20, 160, 100))
    #expect(controller.systemMinimumLayoutMargins.leading == 16)
  }

  /// Only what changed is laid out again: a subview whose frame does not depend on the safe area is
  /// not laid out again when only the safe area changes.
  @Test func onlyWhatChangedIsLaidOutAgain() {
    final class Counting: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let (host, controller) = hostedController(.iPhoneX(.portrait))
    let fixed = Counting()
    fixed.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(fixed)
    LayoutConstraint.activate([
      fixed.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
      fixed.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
      fixed.widthAnchor.constraint(equalToConstant: 50),
      fixed.heightAnchor.constraint(equalToConstant: 50),
    ])
    host.layoutIfNeeded()
    let before = fixed.layouts
    controller.additionalSafeAreaInsets = insets(10, 0, 0, 0)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(54, 0, 34, 0))
    #expect(fixed.frame == rect(10, 10, 50, 50))
    #expect(fixed.layouts == before)
  }

  /// A keyboard shown by the host moves the keyboard layout guide, not the safe area (spec §6).
  @Test func keyboardMovesTheKeyboardGuideOnly() {
    let (host, controller) = hostedController(.iPhoneX(.portrait))
    let root: View = controller.view
    let toolbar = View()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(toolbar)
    LayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 44),
    ])
    host.layoutIfNeeded()
    #expect(toolbar.frame == rect(0, 734, 375, 44))
    var typing = HostConfiguration.iPhoneX(.portrait)
    typing.keyboardHeight = 336
    host.configuration = typing
    host.layoutIfNeeded()
    #expect(toolbar.frame == rect(0, 432, 375, 44))
    #expect(root.safeAreaInsets == insets(44, 0, 34, 0))
    host.configuration = .iPhoneX(.portrait)
    host.layoutIfNeeded()
    #expect(toolbar.frame == rect(0, 734, 375, 44))
  }

  /// §7.6: a view placed by its frame with a flexible width follows the root view through a
  /// rotation, keeping its 20-point side insets (812 − 40 = 772 in landscape, 375 − 40 = 335 in
  /// portrait), as UIKit's autoresizing does.
  @Test func flexibleWidthFrameFollowsRotation() {
    let (host, controller) = hostedController(.iPhoneX(.landscape))
    let banner = View(frame: rect(20, 0, 772, 100))
    banner.autoresizingMask = [.flexibleWidth]
    controller.view.addSubview(banner)
    host.layoutIfNeeded()
    #expect(banner.frame == rect(20, 0, 772, 100))
    host.configuration = .iPhoneX(.portrait)
    host.layoutIfNeeded()
    #expect(banner.frame == rect(20, 0, 335, 100))
    host.configuration = .iPhoneX(.landscape)
    host.layoutIfNeeded()
    #expect(banner.frame == rect(20, 0, 772, 100))
  }

  /// §5 with a hosted root: a full-size child preserving superview margins takes the root's
  /// minimum-plus-safe-area sides (64) over its own 8 + 44 (the LayoutEngine guide's worked
  /// example), and its own top and bottom (8 + safe area) where those lie further in.
  @Test func preservedMarginsIncludeTheRootsMinimum() {
    let (host, controller) = hostedController(.iPhoneX(.landscape).adding(.navigationBar))
    let child = pinnedSubview(of: controller.view, to: nil)
    child.preservesSuperviewLayoutMargins = true
    host.layoutIfNeeded()
    #expect(child.layoutMargins == insets(40, 64, 29, 64))
  }

  /// The worked example of the DocC landing page and Documentation/Hosting.md.
  @Test func documentationWorkedExample() {
    final class CardViewController: ViewController {
      let card = View()

      override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        LayoutConstraint.activate([
          card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
          card.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
          card.heightAnchor.constraint(equalToConstant: 120),
        ])
      }
    }
    let controller = CardViewController()
    let host = ViewHost(
      rootViewController: controller, configuration: .iPhoneX(.portrait).adding(.navigationBar))
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(88, 0, 34, 0))
    #expect(controller.view.layoutMargins == insets(88, 16, 34, 16))
    #expect(controller.card.frame == rect(16, 88, 343, 120))
    host.configuration = .iPhoneX(.landscape).adding(.navigationBar)
    host.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == insets(32, 44, 21, 44))
    #expect(controller.view.layoutMargins == insets(32, 64, 21, 64))
    #expect(controller.card.frame == rect(64, 32, 684, 120))
  }
}
