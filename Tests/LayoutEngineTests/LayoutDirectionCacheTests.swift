import Foundation
import Testing
import TrellisTestSupport

@testable import LayoutEngine

/// Issue 30: `View.traitLayoutDirection` (the direction that resolves leading and trailing for
/// every constraint lowered) and `View.traitCollection` (read for every label's font and every
/// pixel rounding) are remembered until something that can change them happens. This checks the
/// remembered values against the plain walks up the superview chain after each step of seeded
/// random edits: subviews added, moved and removed; layout direction, text size and size class
/// overrides set and removed; the hosts' direction, text size and scale changed; and views in a
/// tree without a host (whose traits are not remembered: their scale follows the screen a layout
/// pass binds). It fails with any one of the generation's three invalidations removed (a superview
/// set, an override changed, the host's traits changed).
@Suite struct LayoutDirectionCacheTests {
  @Test(arguments: 0..<20) func theRememberedTraitsAreTheWalkedOnes(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
    let roots = [View(), View(), View()]
    roots[0].hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    roots[1].hostTraitCollection = TraitCollection(displayScale: 2)
    // roots[2] has no host.
    var views = roots
    for _ in 0..<12 { views.append(View()) }
    var reads = 0
    var rightToLeft = 0
    var distinct: [TraitCollection] = []
    for step in 0..<200 {
      let view = views[random.int(in: 0...(views.count - 1))]
      switch random.int(in: 0...9) {
      case 0, 1:
        // Add (or move) a non-root view under another view that is not inside it.
        let parent = views[random.int(in: 0...(views.count - 1))]
        if !roots.contains(where: { $0 === view }) && !parent.isDescendant(of: view) {
          parent.addSubview(view)
        }
      case 2:
        view.removeFromSuperview()
      case 3:
        view.traitOverrides.layoutDirection =
          random.int(in: 0...1) == 0 ? .leftToRight : .rightToLeft
      case 4:
        view.traitOverrides.remove(TraitLayoutDirection.self)
      case 5:
        view.traitOverrides.preferredContentSizeCategory =
          random.int(in: 0...1) == 0 ? .extraLarge : .accessibilityMedium
      case 6:
        view.traitOverrides.remove(TraitPreferredContentSizeCategory.self)
      case 7:
        view.traitOverrides.horizontalSizeClass = .compact
      case 8:
        // The host's other traits, its direction kept.
        let root = roots[random.int(in: 0...1)]
        var traits = root.hostTraitCollection ?? TraitCollection()
        traits.preferredContentSizeCategory =
          random.int(in: 0...1) == 0 ? .small : .extraExtraLarge
        traits.displayScale = random.int(in: 0...1) == 0 ? 2 : 3
        root.hostTraitCollection = traits
      default:
        let root = roots[random.int(in: 0...1)]
        root.hostTraitCollection = TraitCollection(
          layoutDirection: random.int(in: 0...1) == 0 ? .leftToRight : .rightToLeft)
      }
      // Read a few views (filling the caches) and compare every view with the walks.
      for _ in 0..<3 {
        let read = views[random.int(in: 0...(views.count - 1))]
        _ = read.traitLayoutDirection
        _ = read.traitCollection
      }
      for view in views {
        let walkedDirection = view.walkedTraitLayoutDirection
        #expect(view.traitLayoutDirection == walkedDirection, "seed \(seed), step \(step)")
        let walkedTraits = view.walkedTraitCollection.traits
        #expect(view.traitCollection == walkedTraits, "seed \(seed), step \(step)")
        reads += 1
        if walkedDirection == .rightToLeft { rightToLeft += 1 }
        if !distinct.contains(walkedTraits) { distinct.append(walkedTraits) }
      }
    }
    // Both directions and many different traits were seen, so a stale answer could not pass
    // unnoticed.
    #expect(rightToLeft > 0 && rightToLeft < reads)
    #expect(distinct.count > 4)
  }
}
