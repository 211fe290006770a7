import Foundation
import Testing
import ViewHost

/// Counts trait changes, as UIKit code that adapts does.
private final class AdaptingController: ViewController {
  var changes: [UserInterfaceSizeClass] = []
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(traitCollection.horizontalSizeClass)
  }
}

/// A view controller's `traitOverrides` (iOS 17) replace the host's traits for its view's tree.
@MainActor
struct TraitOverridesTests {
  @Test func anOverriddenSizeClassReachesTheViewTreeAtTheNextLayout() {
    let controller = AdaptingController()
    let host = ViewHost(rootViewController: controller, configuration: .iPadPro11(.landscape))
    let child = View()
    controller.view.addSubview(child)
    host.layoutIfNeeded()
    #expect(child.traitCollection.horizontalSizeClass == .regular)

    controller.traitOverrides.horizontalSizeClass = .compact
    host.layoutIfNeeded()
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.userInterfaceIdiom == .pad)  // not overridden: the host's
    #expect(controller.changes == [.compact])
  }

  @Test func overridesStartEmptyAndKeepTheHostsTraits() {
    var overrides = TraitOverrides()
    #expect(overrides.isEmpty)
    let traits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    #expect(overrides.applied(to: traits) == traits)
    overrides.preferredContentSizeCategory = .accessibilityLarge
    #expect(overrides.applied(to: traits).preferredContentSizeCategory == .accessibilityLarge)
    #expect(overrides.applied(to: traits).verticalSizeClass == .compact)
  }
}
