import ConstraintSolver
import Foundation
import Testing
import TrellisTestSupport

@testable import LayoutEngine

/// Issue 30: a fitting solve adds its constraints in the engine's order (required first, then by
/// descending priority, `Engine.additionOrder`) instead of tree order, because a fresh solver
/// pivots far less that way. On a layout that its constraints determine, the order does not change
/// the size beyond the last bits of the solver's arithmetic, which rounding to any display scale
/// removes: this compares `systemLayoutSizeFitting` with the tree-order solve it replaced, on
/// seeded random stacks of views with intrinsic sizes, optional pins and mixed priorities. (Views
/// with no host have display scale 0, where sizes are not rounded: there the two orders can differ
/// in the last bit, as seeds 0, 3 and 6 do.)
@Suite struct FittingOrderTests {
  private final class Sized: View {
    var size = CGSize.zero
    override var intrinsicContentSize: CGSize { size }
  }

  /// The size the fitting solve before issue 30 gave, unrounded: the same constraints, added in
  /// tree order.
  private static func treeOrderSize(of root: View, width: CGFloat) -> (
    width: Double, height: Double
  ) {
    var placed: [PlacedConstraint] = []
    root.collectConstraints(into: &placed, isLayoutRoot: true, fitting: true)
    var solver = Solver()
    for item in placed {
      try? solver.add(Lowering.lower(item.constraint, container: item.container))
    }
    try? solver.add(
      Constraint(
        LinearExpression(root.variables.width), .equal, LinearExpression(constant: Double(width)),
        priority: Priority(LayoutPriority.required.rawValue)))
    try? solver.add(
      Constraint(
        LinearExpression(root.variables.height), .equal, LinearExpression(constant: 0),
        priority: Priority(LayoutPriority.fittingSizeLevel.rawValue)))
    return (solver.value(of: root.variables.width), solver.value(of: root.variables.height))
  }

  @Test(arguments: 0..<40) func engineOrderGivesTheTreeOrderSize(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
    let priorities: [Float] = [1000, 999, 751, 750, 500, 251, 250, 50]
    let root = View()
    let count = 1 + random.int(in: 0...3)
    var above: View?
    for _ in 0..<count {
      let view = Sized()
      view.translatesAutoresizingMaskIntoConstraints = false
      view.size = CGSize(
        width: CGFloat(10 + random.int(in: 0...299)) / 2,
        height: CGFloat(8 + random.int(in: 0...79)) / 3)
      view.setContentHuggingPriority(
        LayoutPriority(priorities[random.int(in: 0...(priorities.count - 1))]), for: .vertical)
      view.setContentHuggingPriority(
        LayoutPriority(priorities[random.int(in: 0...(priorities.count - 1))]), for: .horizontal)
      view.setContentCompressionResistancePriority(
        LayoutPriority(priorities[random.int(in: 0...(priorities.count - 1))]), for: .horizontal)
      root.addSubview(view)
      let gap = CGFloat(random.int(in: 0...19))
      var constraints = [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: gap),
        view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -gap),
        view.topAnchor.constraint(
          equalTo: above?.bottomAnchor ?? root.topAnchor, constant: CGFloat(random.int(in: 0...11))),
      ]
      // An optional pin that pulls against the intrinsic width at some priority.
      let pin = view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -gap)
      pin.priority = LayoutPriority(priorities[1 + random.int(in: 0...(priorities.count - 2))])
      constraints.append(pin)
      LayoutConstraint.activate(constraints)
      above = view
    }
    if let above {
      let bottom = root.bottomAnchor.constraint(equalTo: above.bottomAnchor, constant: 8)
      bottom.priority = LayoutPriority(random.int(in: 0...1) == 0 ? 1000 : 999)
      bottom.isActive = true
    }
    let width = CGFloat(100 + random.int(in: 0...299))
    let fitted = root.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let tree = Self.treeOrderSize(of: root, width: width)
    // No host: display scale 0, the solved values themselves.
    #expect(root.traitCollection.displayScale == 0)
    #expect(abs(Double(fitted.width) - tree.width) < 1e-9, "seed \(seed)")
    #expect(abs(Double(fitted.height) - tree.height) < 1e-9, "seed \(seed)")
    for scale: CGFloat in [1, 2, 3] {
      #expect(
        roundToPixels(Double(fitted.width), scale: scale)
          == roundToPixels(tree.width, scale: scale), "seed \(seed) @\(scale)x")
      #expect(
        roundToPixels(Double(fitted.height), scale: scale)
          == roundToPixels(tree.height, scale: scale), "seed \(seed) @\(scale)x")
    }
  }
}
