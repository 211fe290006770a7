import ConstraintSolver
import Testing

/// Strict priority levels, the sum of absolute errors within a level, and edit variables.
///
/// The contract (`Priority`, `Solver`): required constraints always hold; each lower level is
/// optimised only among the best solutions of the levels above it; within a level the sum of the
/// absolute errors is minimised; an edit variable at `p` is the preference `v == suggested` at `p`.
@Suite struct SolverPriorityTests {
  // MARK: Strict levels

  @Test func oneConstraintAt251BeatsFiveAt250() throws {
    let x = Variable("x")
    var solver = Solver()
    for _ in 0..<5 { try solver.add((x == 0).withPriority(250)) }
    try solver.add((x == 10).withPriority(251))
    expectValue(solver, x, 10)
  }

  @Test func oneConstraintAt251BeatsFiveAt250WhicheverComesFirst() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 10).withPriority(251))
    for _ in 0..<5 { try solver.add((x == 0).withPriority(250)) }
    expectValue(solver, x, 10)
  }

  @Test func fractionalLevelsAreStrictToo() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 1).withPriority(999.5))
    for _ in 0..<3 { try solver.add((x == 2).withPriority(999)) }
    expectValue(solver, x, 1)

    let y = Variable("y")
    try solver.add((y == 1).withPriority(1))
    try solver.add((y == 2).withPriority(1.5))
    expectValue(solver, y, 2)
  }

  @Test func manyLowerErrorsDoNotOutvoteOneHigherError() throws {
    let x = Variable("x")
    var solver = Solver()
    let y = (0..<50).map { Variable("y\($0)") }
    for yi in y {
      try solver.add(yi == x)
      try solver.add((yi == 1000).withPriority(250))
    }
    try solver.add((x == 0).withPriority(251))
    expectValue(solver, x, 0)
    for yi in y { expectValue(solver, yi, 0) }
  }

  @Test func lowerLevelsOptimiseWithinTheBestOfHigherLevels() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add((x + y == 10).withPriority(750))
    try solver.add((x == 3).withPriority(250))
    try solver.add((y == 100).withPriority(1))
    expectValue(solver, x, 3)
    expectValue(solver, y, 7)
  }

  @Test func optionalInequalitiesAreStrictLikeEqualities() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x >= 10).withPriority(500))
    try solver.add((x <= 3).withPriority(250))
    expectValue(solver, x, 10)

    let y = Variable("y")
    try solver.add((y >= 10).withPriority(250))
    try solver.add((y <= 3).withPriority(500))
    expectValue(solver, y, 3)
  }

  @Test func addingAHigherLevelLaterOverridesALowerOne() throws {
    let x = Variable("x")
    var solver = Solver()
    let low = (x == 5).withPriority(250)
    let high = (x == 8).withPriority(750)
    try solver.add(low)
    expectValue(solver, x, 5)
    try solver.add(high)
    expectValue(solver, x, 8)
    try solver.remove(high)
    expectValue(solver, x, 5)
  }

  @Test func unsatisfiableOptionalConstraintStillPulls() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x <= 5)
    try solver.add((x == 10).withPriority(500))
    expectValue(solver, x, 5)

    let y = Variable("y")
    try solver.add(y >= x + 20)
    try solver.add((y <= 0).withPriority(250))
    expectValue(solver, y, 25)
  }

  /// Removing an optional constraint that is alone at its level drops the level with its
  /// objective; beside another at the same level, only its errors leave the objective. Either way
  /// the solution is the one without it, however often it comes and goes, edits in between.
  @Test func optionalConstraintsComeAndGoAloneOrBesideOthersAtTheirLevel() throws {
    let x = Variable("x")
    let y = Variable("y")
    let width = Variable("W")
    var solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(100, for: width)
    try solver.add(x + y == width)
    try solver.add(y >= 0)
    try solver.add((x == 30).withPriority(250))
    let at20 = (x <= 20).withPriority(500)
    let at25 = (x <= 25).withPriority(500)
    for round in 0..<40 {
      let w = 100.0 + Double(round % 7)
      try solver.suggestValue(w, for: width)
      try solver.add(at20)
      expectValue(solver, x, 20)
      try solver.add(at25)
      expectValue(solver, x, 20)
      try solver.remove(at20)  // the level stays: `at25` is still there
      expectValue(solver, x, 25)
      expectValue(solver, y, w - 25)
      try solver.remove(at25)  // the level goes
      expectValue(solver, x, 30)
      expectValue(solver, y, w - 30)
    }
    #expect(solver.constraints.count == 3)
  }

  // MARK: Within a level: the sum of absolute errors

  @Test func twoAgainstOneWithinALevel() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(500))
    try solver.add((x == 10).withPriority(500))
    try solver.add((x == 10).withPriority(500))
    expectValue(solver, x, 10)
  }

  /// The L1 centre of 1, 2 and 7 is their median.
  @Test func levelPicksTheMedianOfThreeTargets() throws {
    let x = Variable("x")
    var solver = Solver()
    for target in [7.0, 1.0, 2.0] { try solver.add((x == target).withPriority(500)) }
    expectValue(solver, x, 2)
  }

  @Test func tieWithinALevelKeepsTheLeastTotalError() throws {
    let x = Variable("x")
    var solver = Solver()
    let zero = (x == 0).withPriority(500)
    let ten = (x == 10).withPriority(500)
    try solver.add([zero, ten])
    // Any value in [0, 10] is optimal; only the total error is promised.
    let total = error(of: zero, in: solver) + error(of: ten, in: solver)
    #expect(abs(total - 10) <= 1e-9, "total error \(total) at x = \(solver.value(of: x))")
  }

  @Test func coefficientsWeighErrorsWithinALevel() throws {
    // |3x − 30| + |x| is least at x = 10 (slope 3 beats slope 1).
    let x = Variable("x")
    var solver = Solver()
    try solver.add((3 * x == 30).withPriority(500))
    try solver.add((x == 0).withPriority(500))
    expectValue(solver, x, 10)
  }

  @Test func inequalityErrorsCountOnlyWhenViolated() throws {
    // x ≥ 4 and x ≤ 6 cost nothing in between; x == 9 at the same level then decides: x = 6 costs
    // 3, x = 9 costs 3 as well (x ≤ 6 violated by 3) — so any x in [6, 9] costs 3.
    let x = Variable("x")
    var solver = Solver()
    let constraints = [
      (x >= 4).withPriority(500), (x <= 6).withPriority(500), (x == 9).withPriority(500),
    ]
    try solver.add(constraints)
    let total = constraints.reduce(0) { $0 + error(of: $1, in: solver) }
    #expect(abs(total - 3) <= 1e-9, "total error \(total) at x = \(solver.value(of: x))")
    #expect(solver.value(of: x) >= 6 - 1e-9 && solver.value(of: x) <= 9 + 1e-9)
  }

  // MARK: Edit variables

  @Test func editVariableFollowsSuggestions() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add(y == 2 * x + 1)
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(solver.hasEditVariable(x))
    for value in [3.0, -4.5, 100, 0, 0, 7.25] {
      try solver.suggestValue(value, for: x)
      expectValue(solver, x, value)
      expectValue(solver, y, 2 * value + 1)
    }
  }

  @Test func editVariableHoldsItsValueUntilASuggestion() throws {
    let x = Variable("x")
    var solver = Solver()
    let preference = (x == 5).withPriority(250)
    try solver.add(preference)
    try solver.addEditVariable(x, priority: 750)
    expectValue(solver, x, 5)
    try solver.remove(preference)
    expectValue(solver, x, 5)  // the edit holds the value it had
    try solver.add((x == 9).withPriority(500))
    expectValue(solver, x, 5)  // and outranks a weaker preference
    try solver.suggestValue(7, for: x)
    expectValue(solver, x, 7)
  }

  @Test func editVariableOfANewVariableHoldsZero() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addEditVariable(x, priority: 500)
    try solver.add((x == 9).withPriority(250))
    expectValue(solver, x, 0)
  }

  @Test func removingAnEditVariableHandsTheValueBack() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 100).withPriority(250))
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(60, for: x)
    expectValue(solver, x, 60)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    expectValue(solver, x, 100)
    // And it can be made an edit variable again.
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(-1, for: x)
    expectValue(solver, x, -1)
  }

  @Test func requiredConstraintsClampSuggestions() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add([x >= 0, x <= 100])
    try solver.addEditVariable(x, priority: 999)
    for (suggested, expected) in [(-5.0, 0.0), (150, 100), (42, 42), (100, 100), (-0.5, 0)] {
      try solver.suggestValue(suggested, for: x)
      expectValue(solver, x, expected)
    }
  }

  @Test func constraintAt999Point5BeatsAnEditAt999() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x <= 50).withPriority(999.5))
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(80, for: x)
    expectValue(solver, x, 50)
    try solver.suggestValue(30, for: x)
    expectValue(solver, x, 30)
    try solver.suggestValue(50.5, for: x)
    expectValue(solver, x, 50)
  }

  @Test func editAt999BeatsAConstraintAt998() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x <= 50).withPriority(998))
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(80, for: x)
    expectValue(solver, x, 80)
  }

  @Test func editSharesItsLevelWithConstraintsOfTheSamePriority() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(500))
    try solver.add((x == 0).withPriority(500))
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(10, for: x)
    expectValue(solver, x, 0)  // two errors of 10 against one
  }

  @Test func twoEditVariablesAtDifferentLevels() throws {
    // a + b == 100 required; the stronger edit gets its way, the weaker one takes the rest.
    let a = Variable("a")
    let b = Variable("b")
    var solver = Solver()
    try solver.add(a + b == 100)
    try solver.add([a >= 0, b >= 0])
    try solver.addEditVariable(a, priority: 750)
    try solver.addEditVariable(b, priority: 500)
    try solver.suggestValue(30, for: a)
    try solver.suggestValue(30, for: b)
    expectValue(solver, a, 30)
    expectValue(solver, b, 70)
    try solver.suggestValue(120, for: a)
    expectValue(solver, a, 100)
    expectValue(solver, b, 0)
  }

  /// Suggesting a sequence of values gives what a fresh solver with the same preference written as
  /// a constraint (`x == value @p`) gives, at every step.
  @Test func suggestionsMatchTheEquivalentConstraint() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let required: [Constraint] = [
      left >= 0, right <= 320, right == left + width, width >= 44, width <= 200,
    ]
    let preferences = [(left == 16).withPriority(250), (width == 120).withPriority(500)]
    var solver = Solver()
    try solver.add(required + preferences)
    try solver.addEditVariable(right, priority: 750)
    for value in [300.0, 400, 10, 60, 61, 160, 250, 250, -20, 180] {
      try solver.suggestValue(value, for: right)
      var fresh = Solver()
      try fresh.add(required + preferences)
      try fresh.add((right == value).withPriority(750))
      for variable in [left, width, right] {
        expectValue(solver, variable, fresh.value(of: variable))
      }
    }
  }
}
