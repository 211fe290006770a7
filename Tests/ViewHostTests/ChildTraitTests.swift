import Foundation
import Testing
import ViewHost

/// Traits through view controller containment (issue 28's gap, issue 29 item 3, issue 33): what a
/// parent overrides for a child (`setOverrideTraitCollection(_:forChild:)`) and a controller's own
/// `traitOverrides` reach the views of its tree, and the controllers and views whose first traits
/// differ from the host's — the traits UIKit predicts for them (iOS 13) — hear of it before the
/// first layout, as swift-snapshot-testing's recordings need (UIKitBehavior.md §16.4).
@MainActor
struct ChildTraitTests {
  final class RecordingView: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection)
    }
  }

  final class Screen: ViewController {
    let content = RecordingView()
    var previous: [TraitCollection?] = []
    /// What a screen that picks its fonts in `traitCollectionDidChange(_:)` saw.
    var categoryWhenAdapting: ContentSizeCategory?
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(content)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection)
      categoryWhenAdapting = traitCollection.preferredContentSizeCategory
    }
  }

  /// swift-snapshot-testing's harness: a plain parent, the screen as its child with overridden
  /// traits, then the window.
  private func hostedWithOverride(
    _ override: TraitCollection, on configuration: HostConfiguration = .iPhoneX(.portrait)
  ) -> (ViewHost, ViewController, Screen) {
    let parent = ViewController()
    let screen = Screen()
    parent.addChild(screen)
    parent.view.addSubview(screen.view)
    parent.setOverrideTraitCollection(override, forChild: screen)
    screen.didMove(toParent: parent)
    let host = ViewHost(rootViewController: parent, configuration: configuration)
    host.layoutIfNeeded()
    return (host, parent, screen)
  }

  @Test func aParentsOverrideForAChildReachesTheChildsViews() {
    let (host, parent, screen) = hostedWithOverride(
      TraitCollection(preferredContentSizeCategory: .medium))
    #expect(screen.content.traitCollection.preferredContentSizeCategory == .medium)
    #expect(screen.view.traitCollection == screen.traitCollection)
    #expect(parent.view.traitCollection == host.configuration.traitCollection)
    #expect(parent.traitCollection.preferredContentSizeCategory == .large)
  }

  @Test func aChildWhoseFirstTraitsAreOverriddenHearsOfThemBeforeTheFirstLayout() {
    let (host, parent, screen) = hostedWithOverride(
      TraitCollection(preferredContentSizeCategory: .medium))
    let hostTraits = host.configuration.traitCollection
    #expect(screen.previous == [hostTraits])
    #expect(screen.categoryWhenAdapting == .medium)
    #expect(screen.content.previous == [hostTraits])
    #expect(parent.view.traitCollection == hostTraits)
  }

  @Test func aControllerFirstHostedWithTheHostsTraitsHearsNothing() {
    let screen = Screen()
    let host = ViewHost(rootViewController: screen, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    #expect(screen.previous.isEmpty)
    #expect(screen.content.previous.isEmpty)
  }

  @Test func removingTheOverrideGivesTheChildsViewsTheParentsTraitsAgain() {
    let (host, parent, screen) = hostedWithOverride(
      TraitCollection(horizontalSizeClass: .regular))
    #expect(screen.content.traitCollection.horizontalSizeClass == .regular)
    parent.setOverrideTraitCollection(nil, forChild: screen)
    host.layoutIfNeeded()
    #expect(screen.content.traitCollection.horizontalSizeClass == .compact)
    #expect(screen.previous.count == 2)
    #expect(screen.content.previous.count == 2)
  }

  @Test func aControllersHandlerHearsTheTraitsItNames() {
    let screen = Screen()
    var heard: [UserInterfaceStyle] = []
    screen.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
      (screen: Screen, previous: TraitCollection) in
      heard.append(previous.userInterfaceStyle)
      #expect(screen.traitCollection.userInterfaceStyle != previous.userInterfaceStyle)
    }
    var configuration = HostConfiguration.iPhoneX(.portrait)
    let host = ViewHost(rootViewController: screen, configuration: configuration)
    host.layoutIfNeeded()
    configuration.preferredContentSizeCategory = .small
    host.configuration = configuration
    host.layoutIfNeeded()
    #expect(heard.isEmpty)
    configuration.userInterfaceStyle = .dark
    host.configuration = configuration
    host.layoutIfNeeded()
    #expect(heard == [.light])
    #expect(screen.content.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aControllersOwnOverridesReachItsViewsAndNotItsParents() {
    let (host, parent, screen) = hostedWithOverride(TraitCollection())
    screen.traitOverrides.userInterfaceStyle = .dark
    host.layoutIfNeeded()
    #expect(screen.content.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(parent.view.traitCollection.userInterfaceStyle == .light)
  }
}
