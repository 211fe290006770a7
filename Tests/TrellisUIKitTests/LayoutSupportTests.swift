import Testing
import TrellisUIKit

/// A pre-iOS 11 screen pinned to the top and bottom layout guides.
private final class LegacyViewController: UIViewController {
  let content = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    content.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 10).isActive = true
    bottomLayoutGuide.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 10).isActive =
      true
    content.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    content.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
  }
}

/// The deprecated `topLayoutGuide`/`bottomLayoutGuide` as pre-iOS 11 code uses them: the safe
/// area's edges, as Apple's deprecation notes say.
@Suite struct LayoutSupportTests {
  @Test func topAndBottomLayoutGuidesAreTheSafeAreasEdges() {
    // iPhone X portrait: safe area 44 top, 34 bottom (spec §3.2).
    let controller = LegacyViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(controller.content.frame == CGRect(x: 0, y: 54, width: 375, height: 812 - 54 - 44))
  }
}
