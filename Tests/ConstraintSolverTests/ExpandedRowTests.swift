import Testing

@testable import ConstraintSolver

/// `Tableau.expandedRow(_:)` has two paths (issue 30): a fast one for a few rows and symbols,
/// searched linearly, and the general one with a set and dictionaries. They must give the same
/// row, bit for bit, wherever both apply; the general path takes over past the limit.
@Suite struct ExpandedRowTests {
  /// Every basic symbol's expansion by both paths, where the fast one answers.
  private func compareBothPaths(in solver: Solver) -> (compared: Int, fellBack: Int) {
    var compared = 0
    var fellBack = 0
    var tableau = solver.tableau  // `var`: the fast path is `mutating` (a debug-build economy)
    for index in 0..<tableau.symbolCount {
      let symbol = Symbol(index)
      guard let row = tableau.row(symbol) else { continue }
      let general = tableau.generalExpandedRow(symbol, row)
      guard let small = tableau.smallExpandedRow(symbol, row) else {
        fellBack += 1
        continue
      }
      compared += 1
      #expect(small.constant.bitPattern == general.constant.bitPattern)
      #expect(small.cells.map(\.symbol) == general.cells.map(\.symbol))
      #expect(
        small.cells.map(\.coefficient.bitPattern) == general.cells.map(\.coefficient.bitPattern))
    }
    return (compared, fellBack)
  }

  @Test func bothPathsAgreeOnRandomSystems() {
    var compared = 0
    for seed in UInt64(1)...300 {
      let system = RandomSystem(seed: seed)
      var solver = Solver()
      for constraint in system.constraints { try? solver.add(constraint) }
      compared += compareBothPaths(in: solver).compared
    }
    #expect(compared > 0)
  }

  /// Rows of a chain reference the rows above them: a chain of 10 stays within the fast path's
  /// limit, a chain of 100 reaches past it at its end, where the general path answers.
  @Test func bothPathsAgreeOnChainsAndTheGeneralPathTakesOverPastTheLimit() throws {
    for (length, expectsFallback) in [(10, false), (100, true)] {
      var solver = Solver()
      let ys = (0..<length).map { Variable("y\($0)") }
      try solver.add(ys[0] == 8)
      for i in 1..<length { try solver.add(ys[i] == ys[i - 1] * 1.5 + 28) }
      // An optional constraint on the last makes rows with slack and error cells too.
      try solver.add(Constraint(ys[length - 1] - 3, .lessThanOrEqual, priority: 500))
      let (compared, fellBack) = compareBothPaths(in: solver)
      #expect(compared > 0)
      #expect((fellBack > 0) == expectsFallback)
      let expanded = solver.tableau.expandedRow(solver.variableSymbols[ys[length - 1].id]!)
      #expect(expanded != nil)
    }
  }

  /// Definitions of the same reference share a rank (one above it); a row that references them
  /// all reaches them in one expansion, where the fast path's sort must keep them in the order
  /// reached, as the general path's does: the reference's multiplier is their sum, and 0.1 + 0.2 +
  /// 0.3 is not 0.3 + 0.2 + 0.1 in floating point.
  @Test func bothPathsAgreeWhenRowsReachedShareARank() throws {
    var solver = Solver()
    let y = Variable("y")
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let x = Variable("x")
    try solver.add(y == 8)
    try solver.add(a == y * 0.1 + 1)
    try solver.add(b == y * 0.2 + 2)
    try solver.add(c == y * 0.3 + 3)
    try solver.add(x == a + b + c)
    let symbol = { (variable: Variable) in solver.variableSymbols[variable.id]! }
    let tableau = solver.tableau
    let ranks = [a, b, c].map { tableau.symbols[Int(symbol($0))].rank }
    #expect(Set(ranks).count == 1)
    #expect([a, b, c].allSatisfy { tableau.row(symbol(x))?.contains(symbol($0)) == true })
    let (compared, _) = compareBothPaths(in: solver)
    #expect(compared >= 5)
  }
}
