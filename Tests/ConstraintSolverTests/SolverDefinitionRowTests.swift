import Testing
import TrellisTestSupport

@testable import ConstraintSolver

/// Required equalities that introduce a fresh variable go in as definition rows that name the
/// variables they depend on (Architecture.md, "Definition rows": no marker pile-up along chains).
/// These tests pin the behaviour that must not change — values, edits, constant changes, removals —
/// on chains, where the references are deep.
@Suite struct SolverDefinitionRowTests {
  /// `y[0] == 8`, `y[i] == y[i-1] + 20 + 8`: a vertical stack of rows 20 high with gaps of 8.
  private func stack(_ count: Int) throws -> (Solver, [Variable], [Constraint]) {
    var solver = Solver()
    let ys = (0..<count).map { Variable("y\($0)") }
    var constraints: [Constraint] = [ys[0] == 8]
    for i in 1..<count { constraints.append(ys[i] == ys[i - 1] + 28) }
    for constraint in constraints { try solver.add(constraint) }
    return (solver, ys, constraints)
  }

  @Test func aDeepChainKeepsEveryRowShort() throws {
    let (solver, ys, _) = try stack(2000)
    for (i, y) in ys.enumerated() { #expect(solver.value(of: y) == 8 + 28 * Double(i)) }
    // Each row names its predecessor instead of repeating the markers of every equality above it.
    let longest = (0..<solver.tableau.symbolCount).compactMap { solver.tableau.row(Symbol($0)) }
      .map(\.cells.count).max()
    #expect(longest == 2)
  }

  @Test func changingAConstantMovesEverythingBelowIt() throws {
    var (solver, ys, constraints) = try stack(50)
    let wider: Constraint = ys[10] == ys[9] + 40
    try solver.replace(constraints[10], with: wider)
    #expect(solver.value(of: ys[9]) == 8 + 28 * 9)
    #expect(solver.value(of: ys[10]) == 8 + 28 * 9 + 40)
    #expect(solver.value(of: ys[49]) == 8 + 28 * 49 + 12)
  }

  @Test func editingTheTopMovesTheWholeChain() throws {
    var (solver, ys, _) = try stack(50)
    let top = Variable("top")
    try solver.add(top == ys[0] - 8)
    try solver.addEditVariable(top, priority: 750)
    for value in [0.0, 100, -3.5] {
      try solver.suggestValue(value, for: top)
      // `top` is defined by y0, so the edit cannot move it: y0 == 8 is required.
      #expect(solver.value(of: ys[49]) == 8 + 28 * 49)
    }
    var free = Solver()
    let zs = (0..<50).map { Variable("z\($0)") }
    for i in 1..<50 { try free.add(zs[i] == zs[i - 1] + 28) }
    try free.addEditVariable(zs[0], priority: 750)
    for value in [0.0, 100, -3.5] {
      try free.suggestValue(value, for: zs[0])
      #expect(free.value(of: zs[0]) == value)
      #expect(free.value(of: zs[49]) == value + 28 * 49)
    }
  }

  @Test func removingALinkFreesTheRestOfTheChain() throws {
    var (solver, ys, constraints) = try stack(30)
    try solver.remove(constraints[10])
    // y10 is now free and the solver parks it at 0; the rows below follow it.
    #expect(solver.value(of: ys[9]) == 8 + 28 * 9)
    #expect(solver.value(of: ys[10]) == 0)
    #expect(solver.value(of: ys[29]) == 28 * 19)
    try solver.add(ys[10] == ys[9] + 28)
    for (i, y) in ys.enumerated() { #expect(solver.value(of: y) == 8 + 28 * Double(i)) }
  }

  @Test func removingTheRootLetsAPreferenceMoveTheWholeChain() throws {
    var (solver, ys, constraints) = try stack(20)
    let preference: Constraint = (ys[19] == 1000).withPriority(750)
    try solver.add(preference)
    #expect(solver.value(of: ys[19]) == 8 + 28 * 19)
    try solver.remove(constraints[0])
    #expect(solver.value(of: ys[19]) == 1000)
    #expect(solver.value(of: ys[0]) == 1000 - 28 * 19)
    // An inequality on the bottom row reaches the top through every reference.
    try solver.add(ys[19] <= 900)
    #expect(solver.value(of: ys[0]) == 900 - 28 * 19)
    try solver.add(constraints[0])
    #expect(solver.value(of: ys[19]) == 8 + 28 * 19)
  }

  @Test func aConflictAtTheBottomOfAChainIsExplained() throws {
    var (solver, ys, constraints) = try stack(10)
    let impossible: Constraint = ys[9] >= 1000
    var conflicts: [Constraint] = []
    do {
      try solver.add(impossible)
    } catch {
      if case .unsatisfiableConstraint(_, let set) = error { conflicts = set }
    }
    // The whole chain pins y9: the root and every link are in the conflict.
    #expect(conflicts.map(\.id) == constraints.map(\.id))
    for (i, y) in ys.enumerated() { #expect(solver.value(of: y) == 8 + 28 * Double(i)) }
  }

  /// A required constraint at the end of a deep chain needs the chain's expansion (every marker above
  /// it): the row it makes is as long as the chain, and it must still be right.
  @Test func pinningTheEndOfADeepChainReachesTheTop() throws {
    var (solver, ys, constraints) = try stack(3000)
    try solver.remove(constraints[0])
    let bottom: Constraint = ys[2999] == 100_000
    try solver.add(bottom)
    #expect(solver.value(of: ys[0]) == 100_000 - 28 * 2999)
    #expect(solver.value(of: ys[1500]) == 100_000 - 28 * 1499)
    try solver.replace(bottom, with: ys[2999] == 90_000)
    #expect(solver.value(of: ys[0]) == 90_000 - 28 * 2999)
  }

  /// Links of a chain removed and made again inside one batch (values pushed down once, at the
  /// end): the rows defined on variables whose rows just left, and on rows whose moves are still
  /// queued, must end where a fresh chain would. Seeded; each round removes a random set of links,
  /// remakes them with new gaps in a random order, and sometimes bridges over a removed link.
  @Test(arguments: 0..<40)
  func linksRemadeInsideABatchEndWhereAFreshChainWould(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let count = 14
    let ys = (0..<count).map { Variable("y\($0)") }
    var gaps = (0..<count).map { _ in Double(random.int(in: 1...30)) }
    var links: [Constraint?] = [ys[0] == gaps[0]]
    for i in 1..<count { links.append(ys[i] == ys[i - 1] + gaps[i]) }
    var solver = Solver()
    for link in links { try solver.add(link!) }
    for round in 0..<6 {
      solver.beginBatch()
      let removed = (0..<count).filter { _ in random.chance(1, in: 3) }
      for i in removed {
        try solver.remove(links[i]!)
        links[i] = nil
      }
      // A bridge over two removed links (y[i+1] pinned to y[i-1]) while the other links come back;
      // then it goes, and the two links come back.
      let bridged = removed.first { $0 > 0 && $0 + 1 < count && links[$0 + 1] == nil }
      let bridge = bridged.map { ys[$0 + 1] == ys[$0 - 1] + 50 }
      if let bridge { try solver.add(bridge) }
      var order = removed
      for index in order.indices.reversed() {
        order.swapAt(index, random.int(in: 0...index))
      }
      func remake(_ i: Int) throws {
        gaps[i] = Double(random.int(in: 1...30))
        let link = i == 0 ? ys[0] == gaps[0] : ys[i] == ys[i - 1] + gaps[i]
        try solver.add(link)
        links[i] = link
      }
      let pair = bridged.map { [$0, $0 + 1] } ?? []
      for i in order where !pair.contains(i) { try remake(i) }
      if let bridge { try solver.remove(bridge) }
      for i in order where pair.contains(i) { try remake(i) }
      solver.endBatch()
      var expected = 0.0
      for i in 0..<count {
        expected += gaps[i]
        #expect(
          abs(solver.value(of: ys[i]) - expected) < 1e-9,
          "seed \(seed), round \(round): y\(i) = \(solver.value(of: ys[i])), expected \(expected)")
      }
    }
  }
}
