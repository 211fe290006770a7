import Foundation
import LayoutEngine
import Observation
import Testing

/// A model as app code writes one: `@Observable`, read by views while they update.
@Observable private final class BadgeModel {
  var width: CGFloat = 40
  var title = "New"
  var unrelated = 0
}

/// The calls the views below make, in order.
private final class CallLog {
  var entries: [String] = []
}

/// Reads `model.width` in `layoutSubviews()` and sizes its badge from it, as iOS 26 code does
/// without calling `setNeedsLayout()` itself.
private final class LayoutReader: View {
  let model: BadgeModel
  let badge = View()
  var layouts = 0
  var log: CallLog?
  init(model: BadgeModel) {
    self.model = model
    super.init(frame: .zero)
    addSubview(badge)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    log?.entries.append("layout \(accessibilityIdentifier ?? "?")")
    badge.frame = CGRect(x: 0, y: 0, width: model.width, height: 20)
  }
}

/// Reads `model.title` in `updateProperties()` and sets a constraint's constant from it.
private final class PropertiesReader: View {
  let model: BadgeModel
  var updates = 0
  var layouts = 0
  var log: CallLog?
  var width: LayoutConstraint?
  init(model: BadgeModel) {
    self.model = model
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func updateProperties() {
    super.updateProperties()
    updates += 1
    log?.entries.append("properties \(accessibilityIdentifier ?? "?")")
    width?.constant = CGFloat(model.title.count * 10)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    log?.entries.append("layout \(accessibilityIdentifier ?? "?")")
  }
}

/// iOS 26's automatic observation tracking (Apple, "Updating views automatically with observation
/// tracking in UIKit"; order from WWDC25 "What's new in UIKit": traits, then `updateProperties()`,
/// then layout).
@MainActor
struct ObservationTrackingTests {
  private func root() -> View { View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

  @Test func aModelChangeRelaysOutOnlyTheViewThatReadIt() {
    let model = BadgeModel()
    let root = root()
    let reader = LayoutReader(model: model)
    let bystander = LayoutReader(model: BadgeModel())
    root.addSubview(reader)
    root.addSubview(bystander)
    root.layoutIfNeeded()
    #expect(reader.layouts == 1)
    #expect(bystander.layouts == 1)
    #expect(reader.badge.frame.width == 40)

    model.width = 64
    root.layoutIfNeeded()
    #expect(reader.layouts == 2)
    #expect(bystander.layouts == 1)
    #expect(reader.badge.frame.width == 64)
  }

  @Test func aChangeToAPropertyNobodyReadInvalidatesNothing() {
    let model = BadgeModel()
    let root = root()
    let reader = LayoutReader(model: model)
    root.addSubview(reader)
    root.layoutIfNeeded()
    model.unrelated += 1
    root.layoutIfNeeded()
    #expect(reader.layouts == 1)
  }

  @Test func severalChangesBeforeALayoutMakeOneCall() {
    let model = BadgeModel()
    let root = root()
    let reader = LayoutReader(model: model)
    root.addSubview(reader)
    root.layoutIfNeeded()
    model.width = 50
    model.width = 60
    root.layoutIfNeeded()
    #expect(reader.layouts == 2)
    #expect(reader.badge.frame.width == 60)
    // The second layout read the model again: the next change is tracked too.
    model.width = 70
    root.layoutIfNeeded()
    #expect(reader.layouts == 3)
    #expect(reader.badge.frame.width == 70)
  }

  @Test func updatePropertiesRunsForANewViewBeforeItsLayout() {
    let root = root()
    let log = CallLog()
    let reader = PropertiesReader(model: BadgeModel())
    reader.accessibilityIdentifier = "reader"
    reader.log = log
    root.addSubview(reader)
    root.layoutIfNeeded()
    #expect(log.entries == ["properties reader", "layout reader"])
  }

  @Test func aModelReadInUpdatePropertiesUpdatesPropertiesNotLayout() {
    let model = BadgeModel()
    let root = root()
    let reader = PropertiesReader(model: model)
    reader.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(reader)
    let width = reader.widthAnchor.constraint(equalToConstant: 0)
    reader.width = width
    LayoutConstraint.activate([
      width, reader.heightAnchor.constraint(equalToConstant: 20),
      reader.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      reader.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(reader.updates == 1)
    #expect(reader.frame.width == 30)  // "New": 3 characters × 10

    model.title = "Updated"
    root.layoutIfNeeded()
    #expect(reader.updates == 2)
    // The new constant moved the view, so it is laid out again, with its new width.
    #expect(reader.frame.width == 70)

    model.width = 10  // read by nobody here
    root.layoutIfNeeded()
    #expect(reader.updates == 2)
  }

  @Test func setNeedsUpdatePropertiesDoesNotInvalidateLayout() {
    let root = root()
    let reader = PropertiesReader(model: BadgeModel())
    root.addSubview(reader)
    root.layoutIfNeeded()
    #expect((reader.updates, reader.layouts) == (1, 1))
    reader.setNeedsUpdateProperties()
    reader.setNeedsUpdateProperties()
    root.layoutIfNeeded()
    #expect((reader.updates, reader.layouts) == (2, 1))
    root.setNeedsLayout()
    reader.setNeedsLayout()
    root.layoutIfNeeded()
    #expect((reader.updates, reader.layouts) == (2, 2))
  }

  @Test func updatePropertiesIfNeededRunsTheDueUpdatesNow() {
    let root = root()
    let reader = PropertiesReader(model: BadgeModel())
    root.addSubview(reader)
    root.layoutIfNeeded()
    reader.setNeedsUpdateProperties()
    root.updatePropertiesIfNeeded()
    #expect(reader.updates == 2)
    root.updatePropertiesIfNeeded()
    root.layoutIfNeeded()
    #expect(reader.updates == 2)
  }

  @Test func updatesRunTopDownAndBeforeEveryLayout() {
    let root = root()
    let log = CallLog()
    let parent = PropertiesReader(model: BadgeModel())
    parent.accessibilityIdentifier = "parent"
    let child = PropertiesReader(model: BadgeModel())
    child.accessibilityIdentifier = "child"
    parent.addSubview(child)
    root.addSubview(parent)
    parent.log = log
    child.log = log
    root.layoutIfNeeded()
    #expect(
      log.entries == [
        "properties parent", "properties child", "layout parent", "layout child",
      ])
  }

  @Test func aSubviewAddedLaterGetsItsFirstUpdateAtTheNextLayout() {
    let root = root()
    root.layoutIfNeeded()
    let reader = PropertiesReader(model: BadgeModel())
    root.addSubview(reader)
    #expect(reader.updates == 0)
    root.layoutIfNeeded()
    #expect(reader.updates == 1)
  }

  @Test func aViewThatReadAModelIsFreedWhileTheModelLives() {
    let model = BadgeModel()
    weak var weakReader: View?
    do {
      let root = root()
      let reader = LayoutReader(model: model)
      let properties = PropertiesReader(model: model)
      root.addSubview(reader)
      root.addSubview(properties)
      root.layoutIfNeeded()
      weakReader = reader
      #expect(weakReader != nil)
    }
    #expect(weakReader == nil)
    // The model still holds the tracking closures: a change reaches no view and does nothing.
    model.width = 1
    model.title = "After"
  }
}
