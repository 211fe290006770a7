import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's Swift 6-style screen (issue 27): `@MainActor` model and view, a main-actor task
/// that updates labels, and a target–action bar button.
@Suite struct CorpusSwift6ScreenTests {
  @Test(arguments: CorpusDevice.allCases)
  func inboxLaysOutAndItsTaskUpdatesTheLabels(on device: CorpusDevice) async throws {
    let controller = InboxViewController()
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    #expect(controller.summaryLabel.text == "2 unread")
    #expect(controller.badge.countLabel.text == "2")
    #expect(isClose(controller.badge.frame.height, UnreadBadge.height))
    #expect(isClose(controller.titleLabel.frame.minX, device.sideMargin))
    #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .compose)
    #expect(controller.navigationItem.rightBarButtonItem?.target === controller)
    #expect(controller.navigationItem.rightBarButtonItem?.action == nil)

    await controller.refresh?.value
    host.layoutIfNeeded()
    #expect(controller.summaryLabel.text == "All read")
    #expect(controller.badge.isHidden)
    expectNoLayoutProblems(host.rootView)
  }

  @Test func targetActionBarButtonItemsStoreTheirTargetAndAction() {
    final class Target {}
    let target = Target()
    let save = UIBarButtonItem(
      title: "Save", style: .done, target: target, action: Selector("save"))
    #expect(save.title == "Save" && save.style == .done)
    #expect(save.target === target)
    #expect(save.action == Selector("save"))
    let image = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
    #expect(image.target == nil && image.action == nil)
    weak var gone: Target?
    do {
      let temporary = Target()
      gone = temporary
      save.target = temporary
    }
    #expect(gone == nil && save.target == nil)  // weak, as UIKit's target
  }
}
