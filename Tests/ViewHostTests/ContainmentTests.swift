import Foundation
import Testing
import ViewHost

/// View controller containment (issue 28): `addChild(_:)`, `removeFromParent()`, the
/// `willMove`/`didMove` pair, a child's traits, appearance and layout callbacks in UIKit's order,
/// and a child's safe area and margins (seeds 000 and 003: the overlap with the parent's safe
/// area plus `additionalSafeAreaInsets`; the system minimum margins on every controller's root
/// view).
@Suite struct ContainmentTests {
  /// A controller that records the containment callbacks too.
  final class Child: ViewController {
    var events: [String] = []
    let name: String
    var log: ((String) -> Void)?
    init(_ name: String = "child") {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    func record(_ event: String) {
      events.append(event)
      log?("\(name).\(event)")
    }
    override func willMove(toParent parent: ViewController?) {
      record(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: ViewController?) {
      record(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      record("traitCollectionDidChange")
    }
  }

  /// UIKit's documented sequence: `addChild` calls `willMove(toParent:)`, the caller calls
  /// `didMove(toParent:)`; the caller calls `willMove(toParent: nil)`, `removeFromParent` calls
  /// `didMove(toParent: nil)` (UIViewController documentation, "Implementing a container view
  /// controller").
  @Test func addChildAndRemoveFromParentCallTheMovePairAsUIKitDoes() {
    let parent = ViewController()
    let child = Child()
    parent.addChild(child)
    #expect(child.events == ["willMove(parent)"])
    #expect(child.parent === parent)
    #expect(parent.children.count == 1 && parent.children[0] === child)
    child.didMove(toParent: parent)
    child.events = []
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.events == ["willMove(nil)", "didMove(nil)"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }

  /// UIKit raises for a cycle; Trellis leaves the tree as it was.
  @Test func addingAControllerToItselfOrToItsDescendantDoesNothing() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    parent.addChild(parent)
    child.addChild(parent)
    #expect(parent.parent == nil)
    #expect(parent.children.count == 1)
    #expect(child.children.isEmpty)
  }

  @Test func addingAChildToAnotherParentRemovesItFromTheFirst() {
    let first = ViewController()
    let second = ViewController()
    let child = Child()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children.first === child)
    #expect(child.events == ["willMove(parent)", "didMove(nil)", "willMove(parent)"])
  }

  /// A parent holding a child whose view fills the parent's lower half. Keep the host: the
  /// parent (and its view, the child view's superview) lives only as long as the host.
  func embedded(
    _ configuration: HostConfiguration, additional: EdgeInsets = .zero
  ) -> (ViewHost, ViewController, Child) {
    let parent = ViewController()
    let child = Child()
    child.additionalSafeAreaInsets = additional
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let host = ViewHost(rootViewController: parent, configuration: configuration)
    let size = configuration.size
    child.view.frame = CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
    host.layoutIfNeeded()
    return (host, parent, child)
  }

  /// Seed 003: a view's safe area is the part of its superview's that it overlaps. An iPhone X
  /// portrait child in the lower half overlaps only the home indicator (34).
  @Test func childSafeAreaIsTheOverlapWithTheParentsSafeArea() {
    let (host, _, child) = embedded(.iPhoneX(.portrait))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    withExtendedLifetime(host) {}
  }

  /// Seed 000 ("additionalSafeAreaInsets adjusts the safe area"): a child's own additional
  /// insets add to the overlap.
  @Test func childAdditionalSafeAreaInsetsAddToTheOverlap() {
    let (host, _, child) = embedded(
      .iPhoneX(.portrait), additional: EdgeInsets(top: 10, left: 5, bottom: 6, right: 0))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 10, left: 5, bottom: 40, right: 0))
    withExtendedLifetime(host) {}
  }

  /// Stack Overflow answer 52483010 (UIKitBehavior.md §3.3): a child view controller's view
  /// raised 30 points inside a container whose bottom inset is 80 ends with a bottom inset of 50.
  @Test func childRaisedAboveTheBottomInsetKeepsWhatItStillOverlaps() {
    let parent = ViewController()
    parent.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
    let child = ViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let host = ViewHost(rootViewController: parent, configuration: .iPhoneSE3(.portrait))
    child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667 - 30)
    host.layoutIfNeeded()
    #expect(parent.view.safeAreaInsets.bottom == 80)
    #expect(child.view.safeAreaInsets.bottom == 50)
    #expect(child.view.safeAreaInsets.top == 20)
  }

  /// Seeds 000 and 003: UIKit applies the system minimum margins to every view controller's
  /// root view — 16 on a 375-point-wide view, 20 wider (spec §2.3) — and a child whose
  /// `viewRespectsSystemMinimumLayoutMargins` is false keeps its own.
  @Test func systemMinimumMarginsApplyToAChildsRootView() {
    let (host, _, child) = embedded(.iPhoneX(.portrait))
    #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 34, right: 16))
    child.viewRespectsSystemMinimumLayoutMargins = false
    host.layoutIfNeeded()
    #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 8, bottom: 34, right: 8))
    host.configuration = .iPad(.landscape)
    child.viewRespectsSystemMinimumLayoutMargins = true
    child.view.frame = CGRect(x: 0, y: 0, width: 1080, height: 400)
    host.layoutIfNeeded()
    #expect(child.view.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
  }

  /// A view outside a window has no safe area (UIKit): a child of a parent no host holds gets
  /// neither the overlap nor its additional insets.
  @Test func childOfAnUnhostedParentHasNoSafeArea() {
    let parent = ViewController()
    let child = ViewController()
    child.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    parent.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    parent.view.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == .zero)
  }

  @Test func removedChildLosesItsSafeArea() {
    let (host, _, child) = embedded(
      .iPhoneX(.portrait), additional: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    host.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == .zero)
  }

  /// A child's traits are its parent's; an override replaces the traits it specifies, and the
  /// child hears `traitCollectionDidChange(_:)` at the next layout.
  @Test func childTraitsComeFromTheParentWithItsOverride() {
    let (host, parent, child) = embedded(.iPhoneX(.portrait))
    #expect(child.traitCollection == parent.traitCollection)
    child.events = []
    var override = TraitCollection()
    override.horizontalSizeClass = .regular
    parent.setOverrideTraitCollection(override, forChild: child)
    #expect(parent.overrideTraitCollection(forChild: child) == override)
    host.layoutIfNeeded()
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    #expect(child.events.first == "traitCollectionDidChange")
  }

  /// Rotation reaches the child: its traits change with the host's.
  @Test func rotationTellsTheChildItsTraitsChanged() {
    let (host, _, child) = embedded(.iPhoneX(.portrait))
    child.events = []
    host.configuration = .iPhoneX(.landscape)
    host.layoutIfNeeded()
    #expect(child.events.contains("traitCollectionDidChange"))
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  /// UIKit's order when a container with an embedded child appears: the parent's
  /// `viewWillAppear` then the child's; layout top-down (the parent's root view lays out before
  /// the child's); then `viewDidAppear`, parent first (Decisions.md, "Appearance order").
  @Test func appearanceAndLayoutCallbacksReachTheChildAfterTheParent() {
    var log: [String] = []
    final class Parent: ViewController {
      var log: ((String) -> Void)?
      override func viewWillAppear(_ animated: Bool) { log?("parent.viewWillAppear") }
      override func viewDidAppear(_ animated: Bool) { log?("parent.viewDidAppear") }
      override func viewWillLayoutSubviews() { log?("parent.viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { log?("parent.viewDidLayoutSubviews") }
    }
    let parent = Parent()
    parent.log = { log.append($0) }
    let child = Child()
    child.log = { log.append($0) }
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    log = []
    let host = ViewHost(rootViewController: parent, configuration: .iPhoneSE3(.portrait))
    host.layoutIfNeeded()
    #expect(
      log == [
        "parent.viewWillAppear", "child.viewWillAppear", "parent.viewWillLayoutSubviews",
        "parent.viewDidLayoutSubviews", "child.viewWillLayoutSubviews",
        "child.viewDidLayoutSubviews", "parent.viewDidAppear", "child.viewDidAppear",
      ])
  }

  /// A child whose view leaves the tree disappears at the next layout; one whose view joins it
  /// appears.
  @Test func childWhoseViewLeavesTheTreeDisappears() {
    let (host, parent, child) = embedded(.iPhoneX(.portrait))
    child.events = []
    child.view.removeFromSuperview()
    host.layoutIfNeeded()
    #expect(child.events == ["viewWillDisappear", "viewDidDisappear"])
    child.events = []
    parent.view.addSubview(child.view)
    host.layoutIfNeeded()
    #expect(child.events.first == "viewWillAppear")
    #expect(child.events.last == "viewDidAppear")
  }
}
