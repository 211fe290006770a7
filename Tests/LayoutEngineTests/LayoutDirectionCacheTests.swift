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
}
