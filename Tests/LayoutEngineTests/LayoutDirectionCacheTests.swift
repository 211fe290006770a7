import Foundation
import Testing
import TrellisTestSupport

@testable import LayoutEngine

/// Issue 30: `View.traitLayoutDirection` (the direction that resolves leading and trailing for
/// every constraint lowered) is remembered until something that can change it happens. This
/// checks the remembered value against the plain walk up the superview chain after each step of
/// seeded random edits: subviews added, moved and removed, layout direction overrides set and
/// removed, other overrides, and the host's direction changed.
@Suite struct LayoutDirectionCacheTests {

  @Test(arguments: 0..<20) func theRememberedDirectionIsTheWalkedOne(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
    let roots = [View(), View()]
    roots[0].hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    var views = roots
    for _ in 0..<12 { views.append(View()) }
    var reads = 0
    var rightToLeft = 0
    for step in 0..<200 {
      let view = views[random.int(in: 0...(views.count - 1))]
      switch random.int(in: 0...6) {
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
        view.traitOverrides.horizontalSizeClass = .compact
      default:
        let root = roots[random.int(in: 0...(roots.count - 1))]
        root.hostTraitCollection = TraitCollection(
          layoutDirection: random.int(in: 0...1) == 0 ? .leftToRight : .rightToLeft)
      }
      // Read a few views (filling the cache) and compare every view with the walk.
      for _ in 0..<3 { _ = views[random.int(in: 0...(views.count - 1))].traitLayoutDirection }
      for view in views {
        let walked = view.walkedTraitLayoutDirection
        #expect(view.traitLayoutDirection == walked, "seed \(seed), step \(step)")
        reads += 1
        if walked == .rightToLeft { rightToLeft += 1 }
      }
    }
    // Both directions were seen, so the comparison could fail either way.
    #expect(rightToLeft > 0 && rightToLeft < reads)
  }

  /// The same for `View.traitCollection`, remembered in a hosted tree until something that can
  /// change a view's traits happens: besides the edits above, the host's other traits (text
  /// size, size class, scale) change, and views outside any host (not remembered: their scale
  /// follows the screen a layout pass binds) are read too.
  @Test(arguments: 0..<20) func theRememberedTraitsAreTheWalkedOnes(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 11)
    let roots = [View(), View(), View()]
    roots[0].hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    roots[1].hostTraitCollection = TraitCollection(displayScale: 2)
    // roots[2] has no host.
    var views = roots
    for _ in 0..<12 { views.append(View()) }
    var distinct: [TraitCollection] = []
    for step in 0..<200 {
      let view = views[random.int(in: 0...(views.count - 1))]
      switch random.int(in: 0...7) {
      case 0, 1:
        let parent = views[random.int(in: 0...(views.count - 1))]
        if !roots.contains(where: { $0 === view }) && !parent.isDescendant(of: view) {
          parent.addSubview(view)
        }
      case 2:
        view.removeFromSuperview()
      case 3:
        view.traitOverrides.preferredContentSizeCategory =
          random.int(in: 0...1) == 0 ? .extraLarge : .accessibilityMedium
      case 4:
        view.traitOverrides.remove(TraitPreferredContentSizeCategory.self)
      case 5:
        view.traitOverrides.horizontalSizeClass = .compact
      case 6:
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
      for _ in 0..<3 { _ = views[random.int(in: 0...(views.count - 1))].traitCollection }
      for view in views {
        let walked = view.walkedTraitCollection.traits
        #expect(view.traitCollection == walked, "seed \(seed), step \(step)")
        if !distinct.contains(walked) { distinct.append(walked) }
      }
    }
    // Many different traits were seen, so a stale answer could not pass unnoticed.
    #expect(distinct.count > 4)
  }
}
