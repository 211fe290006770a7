import Foundation
import Testing
import TrellisTestSupport

@testable import LayoutEngine

/// Issue 30: `Engine.additionOrder` sorts integer keys by a merge sort of its own, where it sorted
/// positions with the library's sort and a comparison closure (a debug build paid some 100,000
/// instructions for a cell's thirty constraints). It must give the order that comparison gave:
/// required first, then by descending priority; within a priority the engine's own constraints
/// before the user's, the user's by activation order, the engine's required ones in list order and
/// its optional ones in reverse.
@Suite struct AdditionOrderTests {
  /// The order before issue 30's merge sort: the library's sort with the comparison.
  private static func reference(_ list: [PlacedConstraint]) -> [Int] {
    list.indices.sorted { a, b in
      let ca = list[a].constraint
      let cb = list[b].constraint
      let pa = ca.priority.rawValue
      let pb = cb.priority.rawValue
      if pa != pb { return pa > pb }
      let userA = ca.origin == .user
      let userB = cb.origin == .user
      if userA != userB { return !userA }
      if userA && ca.activationOrder != cb.activationOrder {
        return ca.activationOrder < cb.activationOrder
      }
      return pa < LayoutPriority.required.rawValue ? a > b : a < b
    }
  }

  @Test func theMergeSortGivesTheOrderOfTheComparison() {
    let view = View()
    let priorities: [LayoutPriority] = [1000, 999, 750, 750.5, 250, 250, 50, 1, 0.5]
    let origins: [LayoutConstraint.Origin] = [.user, .contentSize, .autoresizingMask, .guide]
    var compared = 0
    var sawTies = false
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      let count = random.int(in: 0...70)
      var list: [PlacedConstraint] = []
      for _ in 0..<count {
        let constraint = LayoutConstraint(
          unchecked: view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: 10,
          priority: priorities[random.int(in: 0...(priorities.count - 1))],
          origin: origins[random.int(in: 0...(origins.count - 1))])
        // Few distinct activation orders, so that users' constraints tie on them too.
        constraint.activationOrder = random.int(in: 0...5) * 1_000_003
        list.append(PlacedConstraint(constraint: constraint, container: view))
      }
      let order = Engine.additionOrder(list)
      #expect(order == Self.reference(list), "seed \(seed)")
      #expect(order.sorted() == Array(list.indices), "seed \(seed): not a permutation")
      sawTies = sawTies || Set(list.map(\.constraint.priority.rawValue)).count < list.count
      compared += count
    }
    #expect(compared > 5_000)
    #expect(sawTies)
  }
}
