import Foundation
import LayoutEngine
import Testing

/// iOS 17's trait system on views: `traitOverrides` on any view, the `UITrait…` types and
/// `registerForTraitChanges(_:handler:)` (issue 33; issue 29, item 2). UIKit's documentation:
/// overrides apply to the view and its subtree; a handler is called with the object and the
/// previous traits when a trait it names changes; a new view's first traits are predicted and not
/// announced (iOS 13, Documentation/UIKitBehavior.md §16.4).
@Suite struct TraitOverridesAndRegistrationTests {
  final class Recorder: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection)
    }
  }

  private static let host = TraitCollection(
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)

  private func hostedRoot() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.hostTraitCollection = Self.host
    return root
  }

  @Test func aViewsOverridesReachItsSubtreeOnly() {
    let root = hostedRoot()
    let panel = View()
    let inside = Recorder()
    let beside = Recorder()
    root.addSubview(panel)
    root.addSubview(beside)
    panel.addSubview(inside)
    panel.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    panel.traitOverrides.userInterfaceStyle = .dark
    #expect(inside.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(inside.traitCollection.userInterfaceStyle == .dark)
    #expect(inside.traitCollection.horizontalSizeClass == .compact, "not overridden: the host's")
    #expect(beside.traitCollection == Self.host)
    #expect(root.traitCollection == Self.host)
  }

  @Test func theFirstTraitsAreAnnouncedOnlyWhereAnOverrideMakesThemDifferFromTheHosts() {
    let root = hostedRoot()
    let panel = View()
    let inside = Recorder()
    let beside = Recorder()
    root.addSubview(panel)
    root.addSubview(beside)
    panel.addSubview(inside)
    panel.traitOverrides.verticalSizeClass = .compact
    root.layoutIfNeeded()
    #expect(beside.previous.isEmpty, "predicted traits: nothing to announce")
    #expect(inside.previous == [Self.host], "the override changed them from the host's")
    root.layoutIfNeeded()
    #expect(inside.previous.count == 1, "no change, no call")
  }

  @Test func changingAnOverrideLaterAnnouncesItBeforeTheNextLayout() {
    let root = hostedRoot()
    let inside = Recorder()
    root.addSubview(inside)
    root.layoutIfNeeded()
    #expect(inside.previous.isEmpty)
    inside.traitOverrides.horizontalSizeClass = .regular
    #expect(inside.previous.isEmpty, "delivered at the next layout, not when set")
    root.layoutIfNeeded()
    #expect(inside.previous == [Self.host])
    inside.traitOverrides.remove(TraitHorizontalSizeClass.self)
    #expect(!inside.traitOverrides.contains(TraitHorizontalSizeClass.self))
    root.layoutIfNeeded()
    #expect(inside.previous.count == 2)
    #expect(inside.traitCollection == Self.host)
  }

  @Test func aHandlerHearsOnlyTheTraitsItNamesWithTheObjectAndThePreviousTraits() {
    let root = hostedRoot()
    let view = View()
    root.addSubview(view)
    // The handler records the object it gets by identity: keeping it would make a cycle
    // (view → handler → record → view), as it would in UIKit.
    var heard: [(ObjectIdentifier, UserInterfaceSizeClass)] = []
    view.registerForTraitChanges([TraitVerticalSizeClass.self]) { (view: View, previous) in
      heard.append((ObjectIdentifier(view), previous.verticalSizeClass))
    }
    root.layoutIfNeeded()
    #expect(heard.isEmpty, "not for the first traits")
    view.traitOverrides.preferredContentSizeCategory = .small
    root.layoutIfNeeded()
    #expect(heard.isEmpty, "a trait it does not name")
    var rotated = Self.host
    rotated.verticalSizeClass = .compact
    root.hostTraitCollection = rotated
    root.layoutIfNeeded()
    #expect(heard.count == 1)
    #expect(heard.first?.0 == ObjectIdentifier(view))
    #expect(heard.first?.1 == .regular)
  }

  @Test func aViewWhoseHandlerUsesTheObjectItGetsIsFreed() {
    weak var freed: View?
    do {
      let root = hostedRoot()
      let view = Recorder()
      root.addSubview(view)
      view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (view: Recorder, _) in
        view.previous.append(nil)
      }
      view.traitOverrides[TraitUserInterfaceStyle.self] = .dark
      root.layoutIfNeeded()
      #expect(view.previous.count == 2, "traitCollectionDidChange, then the handler")
      freed = view
    }
    #expect(freed == nil)
  }

  @Test func anUnregisteredHandlerIsNotCalled() {
    let root = hostedRoot()
    let view = View()
    root.addSubview(view)
    var calls = 0
    let registration = view.registerForTraitChanges(
      [TraitUserInterfaceStyle.self, TraitDisplayScale.self]
    ) { (_: View, _) in calls += 1 }
    root.layoutIfNeeded()
    view.traitOverrides.userInterfaceStyle = .dark
    root.layoutIfNeeded()
    #expect(calls == 1)
    view.unregisterForTraitChanges(registration)
    view.traitOverrides.userInterfaceStyle = .light
    root.layoutIfNeeded()
    #expect(calls == 1)
  }

  @Test func aHandlerForAnotherTypeOfObjectIsNotCalled() {
    let root = hostedRoot()
    let view = View()
    root.addSubview(view)
    var calls = 0
    view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: Recorder, _) in
      calls += 1
    }
    root.layoutIfNeeded()
    view.traitOverrides.userInterfaceStyle = .dark
    root.layoutIfNeeded()
    #expect(calls == 0)
  }

  @Test func aViewJoiningALaidOutTreeUnderAnOverrideHearsOfItAtOnce() {
    let root = hostedRoot()
    let panel = View()
    root.addSubview(panel)
    panel.traitOverrides.preferredContentSizeCategory = .extraSmall
    root.layoutIfNeeded()
    let newcomer = Recorder()
    panel.addSubview(newcomer)
    #expect(newcomer.previous == [Self.host], "as UIKit does on moving to a window")
  }

  @Test func anOverriddenLayoutDirectionFlipsTheSubtreesLeadingAndTrailing() {
    let root = hostedRoot()
    let panel = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let box = View()
    root.addSubview(panel)
    panel.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: panel.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    panel.traitOverrides.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(box.frame == CGRect(x: 260, y: 0, width: 50, height: 20))
    #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func traitTypesNameTheirValuesInCollectionsAndOverrides() {
    var traits = TraitCollection(mutations: { $0.userInterfaceStyle = .dark })
    #expect(traits[TraitUserInterfaceStyle.self] == .dark)
    #expect(traits[TraitHorizontalSizeClass.self] == .unspecified)
    traits = traits.modifyingTraits { $0.horizontalSizeClass = .regular }
    #expect(traits[TraitHorizontalSizeClass.self] == .regular)
    #expect(traits[TraitUserInterfaceStyle.self] == .dark)
    var overrides = TraitOverrides()
    overrides[TraitDisplayScale.self] = 2
    #expect(overrides.contains(TraitDisplayScale.self))
    #expect(overrides.displayScale == 2)
    #expect(!overrides.contains(TraitUserInterfaceIdiom.self))
    let combined = TraitCollection(traitsFrom: [
      Self.host, TraitCollection(userInterfaceStyle: .light),
      TraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.userInterfaceStyle == .light)
    #expect(combined.displayScale == 3)
  }

  enum Theme: Equatable { case standard, night }
  struct ThemeTrait: TraitDefinition {
    static let defaultValue = Theme.standard
  }
  final class Palette {}
  struct PaletteTrait: TraitDefinition {
    static let defaultValue: Palette? = nil
  }

  @Test func anAppsOwnTraitIsInheritedOverriddenAndHeardOf() {
    let root = hostedRoot()
    let panel = View()
    let inside = Recorder()
    root.addSubview(panel)
    panel.addSubview(inside)
    var heard: [Theme] = []
    inside.registerForTraitChanges([ThemeTrait.self]) { (_: Recorder, previous) in
      heard.append(previous[ThemeTrait.self])
    }
    root.layoutIfNeeded()
    #expect(inside.traitCollection[ThemeTrait.self] == .standard, "the default value")
    #expect(ThemeTrait.name == "ThemeTrait")

    panel.traitOverrides[ThemeTrait.self] = .night
    #expect(panel.traitOverrides.contains(ThemeTrait.self))
    #expect(inside.traitCollection[ThemeTrait.self] == .night)
    #expect(root.traitCollection[ThemeTrait.self] == .standard)
    root.layoutIfNeeded()
    #expect(heard == [.standard])
    #expect(inside.previous.count == 1)

    panel.traitOverrides[ThemeTrait.self] = .night
    root.layoutIfNeeded()
    #expect(heard.count == 1, "the same value again is no change")

    panel.traitOverrides.remove(ThemeTrait.self)
    #expect(panel.traitOverrides.isEmpty)
    root.layoutIfNeeded()
    #expect(heard == [.standard, .night])
    #expect(inside.traitCollection[ThemeTrait.self] == .standard)
  }

  @Test func aTraitHoldingAnObjectChangesWhenTheObjectDoes() {
    let first = Palette()
    var traits = TraitCollection(mutations: { $0[PaletteTrait.self] = first })
    var same = TraitCollection()
    same[PaletteTrait.self] = first
    #expect(traits == same)
    traits[PaletteTrait.self] = Palette()
    #expect(traits != same)
    #expect(traits[PaletteTrait.self] !== first)
  }
}
