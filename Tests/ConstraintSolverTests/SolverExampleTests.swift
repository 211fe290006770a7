import ConstraintSolver
import Testing

/// The worked examples of the DocC catalog and the `Solver` documentation, checked.
@Suite struct SolverExampleTests {
  @Test func documentationExampleEditBeatsWeakPreference() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add(left == 8)
    try solver.add(width >= 40)
    try solver.add((width == 100).withPriority(250))
    #expect(solver.value(of: width) == 100)
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(60, for: width)
    #expect(solver.value(of: left) == 8)
    #expect(solver.value(of: width) == 60)
    try solver.suggestValue(20, for: width)
    #expect(solver.value(of: width) == 40)  // the required `width >= 40` holds
  }

  /// A row of two boxes in a 300-wide container (the Auto Layout Guide's "two boxes side by side"):
  /// leading 20, gap 8, trailing 20, equal widths.
  @Test func twoBoxesSideBySide() throws {
    var solver = Solver()
    let a = (x: Variable("a.x"), w: Variable("a.w"))
    let b = (x: Variable("b.x"), w: Variable("b.w"))
    try solver.add([
      a.x == 20,
      b.x == a.x + a.w + 8,
      b.x + b.w + 20 == 300,
      a.w - b.w == 0,
    ])
    #expect(solver.value(of: a.x) == 20)
    #expect(solver.value(of: a.w) == 126)
    #expect(solver.value(of: b.x) == 154)
    #expect(solver.value(of: b.w) == 126)
    #expect(!solver.isAmbiguous(a.w))
  }

  @Test func gridOfTenResizes() throws {
    var solver = Solver()
    let total = Variable("W")
    try solver.addEditVariable(total, priority: 999)
    try solver.suggestValue(1000, for: total)
    var xs: [Variable] = []
    var ws: [Variable] = []
    for column in 0..<10 {
      let x = Variable("x\(column)")
      let w = Variable("w\(column)")
      try solver.add(w >= 0)
      if column == 0 {
        try solver.add(x == 8)
      } else {
        try solver.add(x == xs[column - 1] + ws[column - 1] + 8)
        try solver.add(w - ws[column - 1] == 0)
      }
      if column == 9 { try solver.add(x + w + 8 == total) }
      try solver.add((w == 100).withPriority(250))
      try solver.add((w >= 40).withPriority(750))
      xs.append(x)
      ws.append(w)
    }
    for width in [1000.0, 1200, 900, 300, 1088] {
      try solver.suggestValue(width, for: total)
      // The edit (999) outranks `w >= 40` (750), so at W = 300 the width drops to 21.2.
      let w = (width - 88) / 10
      for column in 0..<10 {
        #expect(abs(solver.value(of: ws[column]) - w) < 1e-9, "W = \(width)")
        #expect(abs(solver.value(of: xs[column]) - (8 + Double(column) * (w + 8))) < 1e-9)
      }
    }
  }

  @Test func unsatisfiableConstraintNamesOnlyTheConflict() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let unrelated = y == 3
    let pin = x == 10
    let chain = z == x + 5
    try solver.add([unrelated, pin, chain])
    let before = solver.dump()
    let bad = z == 20
    #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicts: [pin, chain])) {
      try solver.add(bad)
    }
    #expect(solver.dump() == before)
    #expect(solver.value(of: z) == 15)
  }
}

/// `replace(_:with:)`: constant changes in place, structure changes by remove and add.
@Suite struct SolverReplaceTests {
  @Test func replacingAConstantMatchesASolverBuiltFresh() throws {
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")
    var solver = Solver()
    var pin = x == 10
    try solver.add(pin)
    try solver.add(y == x + w + 8)
    try solver.add(w >= 20)
    try solver.add((w == 100).withPriority(250))
    var limit = y <= 200
    try solver.add(limit)
    for (pinValue, limitValue) in [(20.0, 150.0), (5, 100), (40, 300), (0, 28)] {
      let newPin = x == pinValue
      let newLimit = y <= limitValue
      try solver.replace(pin, with: newPin)
      try solver.replace(limit, with: newLimit)
      pin = newPin
      limit = newLimit
      var fresh = Solver()
      try fresh.add([
        x == pinValue, y == x + w + 8, w >= 20, (w == 100).withPriority(250), y <= limitValue,
      ])
      for v in [x, y, w] {
        #expect(
          abs(solver.value(of: v) - fresh.value(of: v)) < 1e-9,
          "x = \(pinValue), y <= \(limitValue)")
      }
      #expect(solver.contains(newPin) && !solver.contains(pin) || pin == newPin)
    }
  }

  @Test func replacingWithAnImpossibleConstantReportsTheConflict() throws {
    let x = Variable("x")
    let w = Variable("w")
    var solver = Solver()
    let floor = w >= 20
    let pin = x + w == 100
    try solver.add([floor, pin, x >= 0])
    let impossible = x + w == 10
    #expect(
      throws: SolverError.unsatisfiableConstraint(
        impossible, conflicts: [floor, solver.constraints[2]])
    ) {
      try solver.replace(pin, with: impossible)
    }
    #expect(!solver.contains(pin))
    #expect(solver.contains(floor))
  }

  /// Found by the random sweep (seed 4792): two equal required equalities, then the constant of one
  /// moves. The other one repeats the old constant, so the move must be refused, not absorbed.
  @Test func movingTheConstantOfARepeatedEqualityIsRefused() throws {
    let x = Variable("x")
    var solver = Solver()
    let first: Constraint = 3 * x == -14
    let second: Constraint = 3 * x == -14
    try solver.add(first)
    try solver.add(second)  // redundant: kept, so that removing `first` keeps x pinned
    try solver.remove(first)
    try solver.add(first)  // now `first` is the redundant one
    let moved: Constraint = 3 * x == -15
    #expect(
      throws: SolverError.unsatisfiableConstraint(moved, conflicts: [first])
    ) {
      try solver.replace(second, with: moved)
    }
    #expect(!solver.contains(second))
    #expect(abs(solver.value(of: x) - -14.0 / 3) < 1e-12)
  }

  @Test func replacingTheStructureFallsBackToRemoveAndAdd() throws {
    let x = Variable("x")
    var solver = Solver()
    let old = x == 10
    try solver.add(old)
    let new = 2 * x == 10
    try solver.replace(old, with: new)
    #expect(solver.value(of: x) == 5)
    #expect(solver.constraints == [new])
  }
}

/// `add(_:)` of a sequence: one batch, required constraints first, then preferences by priority.
@Suite struct SolverBatchTests {
  @Test func batchGivesTheSameOptimumAsRequiredFirst() throws {
    let w = (0..<10).map { Variable("w\($0)") }
    let x = (0..<10).map { Variable("x\($0)") }
    var interleaved: [Constraint] = []
    for i in 0..<10 {
      interleaved.append(w[i] >= 0)
      interleaved.append(i == 0 ? x[0] == 8 : x[i] == x[i - 1] + w[i - 1] + 8)
      if i > 0 { interleaved.append(w[i] - w[i - 1] == 0) }
      if i == 9 { interleaved.append(x[9] + w[9] + 8 == 1000) }
      interleaved.append((w[i] == 100).withPriority(250))
      interleaved.append((w[i] >= 40).withPriority(750))
    }
    var batch = Solver()
    try batch.add(interleaved)
    var oneByOne = Solver()
    for constraint in interleaved { try oneByOne.add(constraint) }
    for v in w + x { #expect(abs(batch.value(of: v) - oneByOne.value(of: v)) < 1e-9) }
    #expect(abs(batch.value(of: w[3]) - 91.2) < 1e-9)
    #expect(batch.constraints.count == interleaved.count)
  }

  @Test func batchStopsAtTheFirstFailingRequiredConstraintAndAddsNoPreference() throws {
    let x = Variable("x")
    let pin = x == 10
    let clash = x == 20
    let later = x >= 0
    let preference = (x == 5).withPriority(500)
    var solver = Solver()
    #expect(throws: SolverError.unsatisfiableConstraint(clash, conflicts: [pin])) {
      try solver.add([preference, pin, clash, later])
    }
    #expect(solver.constraints == [pin])
    #expect(solver.value(of: x) == 10)
  }
}
