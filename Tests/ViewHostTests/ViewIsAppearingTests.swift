import Foundation
import Testing
import ViewHost

/// iOS 17's `viewIsAppearing(_:)` and `updateTraitsIfNeeded()` (issue 33). Apple's reference: the
/// system calls `viewIsAppearing(_:)` once each time the view appears, after `viewWillAppear(_:)`,
/// once the view is in the hierarchy and laid out by its superview, with the controller's and the
/// view's traits up to date; `updateTraitsIfNeeded()` sends trait change callbacks synchronously
/// (UIKitBehavior.md §16.4).
@MainActor
struct ViewIsAppearingTests {
  final class Screen: ViewController {
    var events: [String] = []
    var frameWhenAppearing: CGRect?
    var categoryWhenAppearing: ContentSizeCategory?
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewIsAppearing(_ animated: Bool) {
      events.append("isAppearing")
      frameWhenAppearing = view.frame
      categoryWhenAppearing = view.traitCollection.preferredContentSizeCategory
    }
    override func viewWillLayoutSubviews() { events.append("willLayout") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      events.append("traits")
    }
  }

  @Test func itComesAfterWillAppearWithTheViewPlacedAndBeforeItsLayout() {
    let screen = Screen()
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.preferredContentSizeCategory = .extraLarge
    let host = ViewHost(rootViewController: screen, configuration: configuration)
    host.layoutIfNeeded()
    #expect(Array(screen.events.prefix(3)) == ["willAppear", "isAppearing", "willLayout"])
    #expect(screen.events.last == "didAppear")
    #expect(screen.frameWhenAppearing == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(screen.categoryWhenAppearing == .extraLarge)
    host.layoutIfNeeded()
    #expect(screen.events.filter { $0 == "isAppearing" }.count == 1, "once per appearance")
  }

  @Test func aChildIsAppearingOnceItsParentPlacedItsView() {
    let parent = ViewController()
    let child = Screen()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 100, width: 200, height: 300)
    child.didMove(toParent: parent)
    let host = ViewHost(rootViewController: parent, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(child.events.filter { $0 == "isAppearing" }.count == 1)
    #expect(child.frameWhenAppearing == CGRect(x: 0, y: 100, width: 200, height: 300))
    let appearing = child.events.firstIndex(of: "isAppearing")
    #expect(appearing.map { $0 > child.events.firstIndex(of: "willAppear")! } == true)
    #expect(appearing.map { $0 < child.events.firstIndex(of: "didAppear")! } == true)
  }

  @Test func updateTraitsIfNeededDeliversAnOverrideAtOnce() {
    let screen = Screen()
    let host = ViewHost(rootViewController: screen, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    let content = View()
    screen.view.addSubview(content)
    screen.events = []
    screen.traitOverrides.userInterfaceStyle = .dark
    #expect(!screen.events.contains("traits"), "not until the next layout")
    screen.updateTraitsIfNeeded()
    #expect(screen.events == ["traits"])
    #expect(content.traitCollection.userInterfaceStyle == .dark)
    var heard = 0
    content.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _) in heard += 1 }
    content.traitOverrides.userInterfaceStyle = .light
    content.updateTraitsIfNeeded()
    #expect(heard == 1)
  }
}
