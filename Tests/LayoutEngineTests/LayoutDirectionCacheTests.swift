import Foundation
import Testing

@testable import LayoutEngine

/// Issue 30: `View.traitLayoutDirection` (the direction that resolves leading and trailing for
/// every constraint lowered) is remembered until something that can change it happens. This
/// checks the remembered value against the plain walk up the superview chain after each step of
/// seeded random edits: subviews added, moved and removed, layout direction overrides set and
/// removed, other overrides, and the host's direction changed.
@Suite struct LayoutDirectionCacheTests {
  /// A small deterministic generator (the test must not depend on the library's).
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(arguments: 0..<20) func theRememberedDirectionIsTheWalkedOne(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 104_729 &+ 3)
    let roots = [View(), View()]
    roots[0].hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    var views = roots
    for _ in 0..<12 { views.append(View()) }
    var reads = 0
    var rightToLeft = 0
    for step in 0..<200 {
      let view = views[random.next(views.count)]
      switch random.next(7) {
      case 0, 1:
        // Add (or move) a non-root view under another view that is not inside it.
        let parent = views[random.next(views.count)]
        if !roots.contains(where: { $0 === view }) && !parent.isDescendant(of: view) {
          parent.addSubview(view)
        }
      case 2:
        view.removeFromSuperview()
      case 3:
        view.traitOverrides.layoutDirection = random.next(2) == 0 ? .leftToRight : .rightToLeft
      case 4:
        view.traitOverrides.remove(TraitLayoutDirection.self)
      case 5:
        view.traitOverrides.horizontalSizeClass = .compact
      default:
        let root = roots[random.next(roots.count)]
        root.hostTraitCollection = TraitCollection(
          layoutDirection: random.next(2) == 0 ? .leftToRight : .rightToLeft)
      }
      // Read a few views (filling the cache) and compare every view with the walk.
      for _ in 0..<3 { _ = views[random.next(views.count)].traitLayoutDirection }
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
