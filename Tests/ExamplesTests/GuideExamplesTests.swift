import Foundation
import LayoutTesting
import Testing
import ViewHost

// The code of Documentation/Testing.md, Diagnostics.md and MarginsAndSafeArea.md, compiled and run.

final class BadgeController: ViewController {
  let badge = View()
  override func viewDidLoad() {
    badge.accessibilityIdentifier = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}

@Suite struct GuideExamplesTests {
  /// Documentation/Testing.md, "A first test".
  @Test func badgeSitsInTheTopTrailingCorner() {
    let controller = BadgeController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    expectFrame(controller.badge, CGRect(x: 319, y: 52, width: 40, height: 20))
    expectNoAmbiguity(host.rootView)
    expectNoConflicts(host.rootView)
  }

  /// Documentation/Testing.md, "Snapshots".
  @Test func badgeSnapshot() {
    let host = ViewHost(rootViewController: BadgeController(), configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    expectLayoutSnapshot(of: host.rootView)
    #expect(
      LayoutSnapshot.text(of: host.rootView)
        == "root (0, 0, 375, 812) safeArea=(44, 0, 34, 0) margins=(44, 16, 34, 16)\n"
        + "  badge (319, 52, 40, 20) margins=(8, 8, 8, 8)\n")
  }

  /// Documentation/Testing.md, "The configuration matrix".
  @Test func badgeEverywhere() {
    let matrix = LayoutMatrix(
      devices: [
        HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX, HostConfiguration.iPadPro11,
      ],
      layoutDirections: [.leftToRight, .rightToLeft])
    matrix.run(BadgeController.init) { configuration, host in
      expectNoAmbiguity(host.rootView)
    }
    matrix.expectSnapshots(of: { BadgeController() })
  }

  /// Documentation/Diagnostics.md: the thrown error.
  @Test func invalidPairingThrows() {
    let view = View()
    let other = View()
    #expect(throws: LayoutError.invalidPairing(.top, .height)) {
      _ = try LayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: other, attribute: .height,
        multiplier: 0.25, constant: 0)
    }
    #expect(
      LayoutError.invalidPairing(.top, .height).description
        == "Invalid pairing of layout attributes: top and height.")
  }

  /// Documentation/Diagnostics.md: the conflict report, printed exactly as the guide shows it.
  @Test func conflictReportReadsAsDocumented() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let tall = box.heightAnchor.constraint(equalToConstant: 100)
    tall.identifier = "box-tall"
    let short = box.heightAnchor.constraint(equalToConstant: 50)
    short.identifier = "box-short"
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      tall, short,
    ])
    root.layoutIfNeeded()
    let guide = try String(contentsOfFile: Self.documentation("Diagnostics.md"), encoding: .utf8)
    let report = root.layoutDiagnostics[0].description
    #expect(guide.contains("```\n" + report + "\n```"))
    #expect(box.frame.height == 100)
  }

  /// Documentation/MarginsAndSafeArea.md: G18's numbers.
  @Test func marginsAddTheSafeArea() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.hostSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let blue = View(frame: root.bounds)
    root.addSubview(blue)
    blue.layoutMargins = EdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
    root.layoutIfNeeded()
    #expect(blue.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(blue.layoutMargins == EdgeInsets(top: 70, left: 50, bottom: 50, right: 50))
  }

  static func documentation(_ name: String) -> String {
    let here = URL(fileURLWithPath: #filePath)
    return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation").appendingPathComponent(name).path
  }
}

/// Documentation/StackViewsAndVisualFormat.md, compiled and run.
@Suite struct StackAndFormatGuideTests {
  @Test func fillEquallyExample() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 724, height: 100))
    let left = View()
    let right = View()
    let stack = StackView(arrangedSubviews: [left, right])
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 362, height: 100))
    #expect(right.frame == CGRect(x: 362, y: 0, width: 362, height: 100))
  }

  @Test func visualFormatExample() throws {
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = View()
    let b = View()
    container.addSubview(a)
    container.addSubview(b)
    let views = ["a": a, "b": b]
    for format in ["H:|-20-[a(100)]", "H:|-20-[b]-30-|", "V:|[a(10)]", "V:|[b(10)]"] {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
    }
    container.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    #expect(b.frame == CGRect(x: 20, y: 0, width: 250, height: 10))
    let error = VisualFormatError(
      message: "Expected ':' after 'V' to specify vertical arrangement", format: "V|[a]|",
      position: 1)
    let guide = try String(
      contentsOfFile: GuideExamplesTests.documentation("StackViewsAndVisualFormat.md"),
      encoding: .utf8)
    #expect(guide.contains("```\n" + error.description + "\n```"))
  }
}
