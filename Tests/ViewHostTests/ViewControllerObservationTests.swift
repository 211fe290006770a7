import Foundation
import Observation
import Testing
import ViewHost

/// A screen's model, as iOS 26 app code writes one.
@Observable private final class InboxModel {
  var unread = 3
  var showsBanner = true
}

/// Reads the model in `updateProperties()` (the banner's visibility) and in
/// `viewWillLayoutSubviews()` (the banner's height), as Apple's observation-tracking article does.
private final class InboxController: ViewController {
  let model: InboxModel
  let banner = View()
  var propertyUpdates = 0
  var willLayouts = 0
  var log: [String] = []

  init(model: InboxModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(banner)
  }
  override func updateProperties() {
    super.updateProperties()
    propertyUpdates += 1
    log.append("updateProperties")
    banner.isHidden = !model.showsBanner
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    willLayouts += 1
    log.append("viewWillLayoutSubviews")
    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: CGFloat(model.unread * 10))
  }
}

/// A view controller's `updateProperties()` and `viewWillLayoutSubviews()` under iOS 26's
/// automatic observation tracking (Apple, "Updating views automatically with observation tracking
/// in UIKit"; WWDC25 "What's new in UIKit": properties are updated before layout).
@MainActor
struct ViewControllerObservationTests {
  private func host(_ model: InboxModel) -> (ViewHost, InboxController) {
    let controller = InboxController(model: model)
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8(.portrait))
    host.layoutIfNeeded()
    return (host, controller)
  }

  @Test func updatePropertiesRunsBeforeViewWillLayoutSubviews() {
    let (_, controller) = host(InboxModel())
    #expect(Array(controller.log.prefix(2)) == ["updateProperties", "viewWillLayoutSubviews"])
    #expect(controller.propertyUpdates == 1)
  }

  @Test func aModelReadInViewWillLayoutSubviewsRelaysOutTheScreen() {
    let model = InboxModel()
    let (host, controller) = host(model)
    let layoutsBefore = controller.willLayouts
    #expect(controller.banner.frame.height == 30)
    model.unread = 5
    host.layoutIfNeeded()
    #expect(controller.willLayouts == layoutsBefore + 1)
    #expect(controller.banner.frame.height == 50)
    #expect(controller.propertyUpdates == 1)
  }

  @Test func aModelReadInUpdatePropertiesUpdatesOnlyProperties() {
    let model = InboxModel()
    let (host, controller) = host(model)
    let layoutsBefore = controller.willLayouts
    model.showsBanner = false
    host.layoutIfNeeded()
    #expect(controller.propertyUpdates == 2)
    #expect(controller.banner.isHidden)
    #expect(controller.willLayouts == layoutsBefore)
  }

  @Test func setNeedsUpdatePropertiesAsksForOneMoreUpdate() {
    let (host, controller) = host(InboxModel())
    controller.setNeedsUpdateProperties()
    controller.setNeedsUpdateProperties()
    host.layoutIfNeeded()
    #expect(controller.propertyUpdates == 2)
    controller.setNeedsUpdateProperties()
    controller.updatePropertiesIfNeeded()
    #expect(controller.propertyUpdates == 3)
  }

  @Test func aControllerThatReadAModelIsFreedWhileTheModelLives() {
    let model = InboxModel()
    weak var weakController: InboxController?
    do {
      let (host, controller) = host(model)
      weakController = controller
      _ = host
    }
    #expect(weakController == nil)
    model.unread = 0
    model.showsBanner = false
    // The recorded invalidations reach no controller.
    View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layoutIfNeeded()
  }
}
