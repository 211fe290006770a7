import ConstraintSolver
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Textbook problems, the three relations, reading values, the constraint list, removal and
/// redundant required constraints.
@Suite struct SolverBasicsTests {
  // MARK: Textbook problems

  /// The midpoint example of Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
  /// Solving Algorithm", ACM TOCHI 8(4), 2001, §2: `xm` is the midpoint of `xl` and `xr`, `xl`
  /// stays at least 10 left of `xr`, everything lies in [0, 100]. Weak stays hold the points where
  /// they are; a strong edit drags the midpoint. Dragged to 95, the right point hits the wall at
  /// 100 and the left point slides right to 90 (the paper's §2 walk-through); dragged to 0, the
  /// midpoint stops at 5 because `xl ≥ 0` and `xl + 10 ≤ xr` are required.
  @Test func cassowaryMidpointExample() throws {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")
    var solver = Solver()
    try solver.add(2 * xm == xl + xr)
    try solver.add(xl + 10 <= xr)
    try solver.add(xr <= 100)
    try solver.add(xl >= 0)
    #expect(solver.isAmbiguous(xm), "without stays the required constraints leave xm free")

    try solver.add((xl == 40).withPriority(.defaultLow))
    try solver.add((xr == 60).withPriority(.defaultLow))
    expectValue(solver, xl, 40)
    expectValue(solver, xm, 50)
    expectValue(solver, xr, 60)

    try solver.addEditVariable(xm, priority: .defaultHigh)
    try solver.suggestValue(95, for: xm)
    expectValue(solver, xl, 90)
    expectValue(solver, xm, 95)
    expectValue(solver, xr, 100)

    try solver.suggestValue(50, for: xm)
    expectValue(solver, xl, 40)
    expectValue(solver, xm, 50)
    expectValue(solver, xr, 60)

    try solver.suggestValue(0, for: xm)
    expectValue(solver, xl, 0)
    expectValue(solver, xm, 5)
    expectValue(solver, xr, 10)
  }

  /// Chvátal, "Linear Programming" (W. H. Freeman, 1983), ch. 2, the first example of the simplex
  /// method: maximise 5x₁ + 4x₂ + 3x₃ subject to 2x₁ + 3x₂ + x₃ ≤ 5, 4x₁ + x₂ + 2x₃ ≤ 11,
  /// 3x₁ + 4x₂ + 2x₃ ≤ 8, x ≥ 0. The unique optimum is x = (2, 0, 1), z = 13. The objective becomes
  /// an unreachable preference `z ≥ 1000` whose error 1000 − z the solver minimises.
  @Test func chvatalFirstSimplexExample() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    var solver = Solver()
    try solver.add(2 * x1 + 3 * x2 + x3 <= 5)
    try solver.add(4 * x1 + x2 + 2 * x3 <= 11)
    try solver.add(3 * x1 + 4 * x2 + 2 * x3 <= 8)
    try solver.add([x1 >= 0, x2 >= 0, x3 >= 0])
    try solver.add(z == 5 * x1 + 4 * x2 + 3 * x3)
    try solver.add((z >= 1000).withPriority(500))
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 0)
    expectValue(solver, x3, 1)
    expectValue(solver, z, 13)
  }

  /// Hillier & Lieberman, "Introduction to Operations Research", §3.1, the Wyndor Glass Co.
  /// problem: maximise Z = 3x₁ + 5x₂ subject to x₁ ≤ 4, 2x₂ ≤ 12, 3x₁ + 2x₂ ≤ 18, x ≥ 0. The unique
  /// optimum is (x₁, x₂) = (2, 6), Z = 36.
  @Test func wyndorGlassProductMix() throws {
    let x1 = Variable("doors")
    let x2 = Variable("windows")
    var solver = Solver()
    try solver.add([x1 <= 4, 2 * x2 <= 12, 3 * x1 + 2 * x2 <= 18, x1 >= 0, x2 >= 0])
    let profit = (3 * x1 + 5 * x2 >= 1000).withPriority(.defaultHigh)
    try solver.add(profit)
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 6)
    #expect(abs(error(of: profit, in: solver) - (1000 - 36)) <= 1e-9)
  }

  /// The same LP with the objective split into strict preferences (preemptive goal programming,
  /// Charnes & Cooper; Hillier & Lieberman's chapter on goal programming): first make as many
  /// windows as possible, then as many doors. The windows goal is met at x₂ = 6 and the doors goal
  /// then gets 3x₁ ≤ 18 − 12, so x₁ = 2 — the same vertex, reached level by level.
  @Test func wyndorGlassAsPreemptiveGoals() throws {
    let x1 = Variable("doors")
    let x2 = Variable("windows")
    var solver = Solver()
    try solver.add([x1 <= 4, 2 * x2 <= 12, 3 * x1 + 2 * x2 <= 18, x1 >= 0, x2 >= 0])
    try solver.add((x1 >= 100).withPriority(250))
    try solver.add((x2 >= 100).withPriority(750))
    expectValue(solver, x1, 2)
    expectValue(solver, x2, 6)
  }

  // MARK: Relations and expressions

  @Test func requiredRelationsHoldAgainstPreferences() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var solver = Solver()
    try solver.add(x <= 5)
    try solver.add((x == 100).withPriority(250))
    try solver.add(y >= 5)
    try solver.add((y == -100).withPriority(250))
    try solver.add(z == 5)
    try solver.add((z == 100).withPriority(999))
    expectValue(solver, x, 5)
    expectValue(solver, y, 5)
    expectValue(solver, z, 5)
  }

  @Test func inequalitiesThatAlreadyHoldDoNotMoveValues() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 3).withPriority(250))
    try solver.add(x <= 5)
    try solver.add(x >= -5)
    expectValue(solver, x, 3)
  }

  @Test func expressionsCombineVariablesTermsAndNumbers() throws {
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")
    var solver = Solver()
    try solver.add(x == 20)
    try solver.add(x + 2 * y <= 100)
    try solver.add((y == 100).withPriority(250))
    expectValue(solver, y, 40)

    try solver.add(w >= y + 8)
    try solver.add((w == 0).withPriority(200))
    expectValue(solver, w, 48)
  }

  @Test func constraintInitialisersReadTheSameAsOperators() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    // x − 10 == 0, and (2y) >= (x + 4) written with explicit sides.
    try solver.add(Constraint(Expression(terms: [Term(x)], constant: -10), .equal))
    try solver.add(
      Constraint(Expression(Term(y, coefficient: 2)), .greaterThanOrEqual, x + 4, priority: 1000))
    try solver.add(Constraint(Expression(y), .equal, Expression(constant: 0), priority: 250))
    expectValue(solver, x, 10)
    expectValue(solver, y, 7)
  }

  @Test func repeatedAndZeroTermsAddUp() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    // x + x == 10, with a zero term in y and an x term that cancels: 3x − x + 0y − x + x == 10.
    try solver.add(
      Constraint(
        Expression(
          terms: [Term(x, coefficient: 3), Term(x, coefficient: -1), Term(y, coefficient: 0)],
          constant: -10), .equal))
    expectValue(solver, x, 5)
  }

  @Test func arithmeticOperatorsBuildTheExpectedExpressions() throws {
    let a = Variable("a")
    let b = Variable("b")
    let m = Variable("m")
    let n = Variable("n")
    var solver = Solver()
    try solver.add(a == 2)
    try solver.add(b == 6)
    try solver.add(m == (a + b) / 2)
    try solver.add(n == 8 - a - -b + (a - b) * 0.5)
    expectValue(solver, m, 4)
    expectValue(solver, n, 8 - 2 + 6 - 2)
  }

  @Test func constantOnlyConstraintsThatHoldAreAccepted() throws {
    var solver = Solver()
    let zero = Constraint(Expression(constant: 0), .equal)
    let negative = Constraint(Expression(constant: -1), .lessThanOrEqual)
    let optional = Constraint(Expression(constant: 5), .equal, priority: 250)
    try solver.add([zero, negative, optional])
    #expect(solver.constraints == [zero, negative, optional])
  }

  // MARK: Reading

  @Test func unknownVariablesReadZero() throws {
    let x = Variable("x")
    let stranger = Variable("stranger")
    var solver = Solver()
    #expect(solver.value(of: stranger) == 0)
    try solver.add(x == 42)
    #expect(solver.value(of: stranger) == 0)
    #expect(!solver.hasEditVariable(stranger))
  }

  @Test func variablesOfARefusedConstraintReadZero() throws {
    let x = Variable("x")
    let fresh = Variable("fresh")
    var solver = Solver()
    try solver.add(x == 1)
    #expect(throws: SolverError.self) { try solver.add(x == fresh + 5 + fresh * 0 - fresh + 1) }
    #expect(solver.value(of: fresh) == 0)
    expectValue(solver, x, 1)
  }

  // MARK: The constraint list

  @Test func constraintsListsWhatWasAddedInOrder() throws {
    let x = Variable("x")
    let y = Variable("y")
    let first = x >= 0
    let second = (y == 3).withPriority(250)
    let third = x <= y + 10
    var solver = Solver()
    #expect(solver.constraints.isEmpty)
    try solver.add([first, second, third])
    #expect(solver.constraints == [first, second, third])
    #expect(solver.contains(first) && solver.contains(second) && solver.contains(third))

    try solver.remove(second)
    #expect(solver.constraints == [first, third])
    #expect(!solver.contains(second))

    try solver.add(second)
    #expect(solver.constraints == [first, third, second], "a re-added constraint goes last")
    #expect(solver.contains(second))
  }

  @Test func editConstraintsAreNotListed() throws {
    let x = Variable("x")
    let bound = x <= 100
    var solver = Solver()
    try solver.add(bound)
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(30, for: x)
    #expect(solver.constraints == [bound])
    try solver.removeEditVariable(x)
    #expect(solver.constraints == [bound])
  }

  @Test func constraintsWithTheSameTextAreDistinct() throws {
    let x = Variable("x")
    let one = x >= 10
    let other = x >= 10
    let copy = one
    let reprioritised = one.withPriority(250)
    #expect(one != other)
    #expect(one == copy)
    #expect(reprioritised != one)
    #expect(reprioritised.priority == 250)
    #expect(reprioritised.relation == one.relation)

    var solver = Solver()
    try solver.add(one)
    #expect(solver.contains(copy))
    #expect(!solver.contains(other))
    #expect(!solver.contains(reprioritised))
    try solver.add(other)
    try solver.add(reprioritised)
    #expect(solver.constraints == [one, other, reprioritised])
  }

  // MARK: Removal

  @Test func removingAndAddingBackRestoresTheValues() throws {
    // A toolbar: [left][gap][right] in 0...300, widths preferred, a minimum gap.
    let left = Variable("left.width")
    let right = Variable("right.width")
    let gap = Variable("gap")
    var solver = Solver()
    let fill = left + gap + right == 300
    let minimumGap = gap >= 20
    let leftWidth = (left == 200).withPriority(750)
    let rightWidth = (right == 120).withPriority(500)
    try solver.add([fill, minimumGap, leftWidth, rightWidth])
    expectValue(solver, left, 200)
    expectValue(solver, gap, 20)
    expectValue(solver, right, 80)

    for constraint in [fill, minimumGap, leftWidth, rightWidth] {
      let before = [left, gap, right].map { solver.value(of: $0) }
      try solver.remove(constraint)
      #expect(!solver.contains(constraint))
      try solver.add(constraint)
      let after = [left, gap, right].map { solver.value(of: $0) }
      for (b, a) in zip(before, after) {
        #expect(abs(a - b) <= 1e-9, "removing and adding back \(constraint)")
      }
    }
  }

  @Test func removingARequiredEqualityReleasesItsVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    try solver.add(pin)
    try solver.add((x == 20).withPriority(250))
    expectValue(solver, x, 10)
    try solver.remove(pin)
    expectValue(solver, x, 20)
  }

  @Test func removingRequiredInequalitiesReleasesTheirVariables() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let ceiling = x <= 10
    let floor = y >= 30 + x
    try solver.add([ceiling, floor])
    try solver.add((x == 20).withPriority(250))
    try solver.add((y == 0).withPriority(200))
    expectValue(solver, x, 10)
    expectValue(solver, y, 40)

    try solver.remove(ceiling)
    expectValue(solver, x, 20)
    expectValue(solver, y, 50)

    try solver.remove(floor)
    expectValue(solver, x, 20)
    expectValue(solver, y, 0)
  }

  @Test func removingEverythingEmptiesTheSolver() throws {
    let x = Variable("x")
    let y = Variable("y")
    let all = [x >= 0, y == x + 10, (x == 5).withPriority(250), (y <= 3).withPriority(750)]
    var solver = Solver()
    try solver.add(all)
    // y <= 3 @750 pushes y down to 10 (x >= 0), which overrides x == 5 @250.
    expectValue(solver, x, 0)
    expectValue(solver, y, 10)
    for constraint in all.reversed() { try solver.remove(constraint) }
    #expect(solver.constraints.isEmpty)
    for constraint in all { #expect(!solver.contains(constraint)) }
    // The emptied solver accepts the same constraints again, with the same result.
    try solver.add(all)
    expectValue(solver, x, 0)
    expectValue(solver, y, 10)
  }

  // MARK: Redundant required constraints

  /// `a == b`, `b == c` and `a == c` are required together (one is implied by the other two). The
  /// preferences a = 3 @750, c = 7 @500, b = 1 @250 show which variables are still tied: a group
  /// tied to `a` is 3, else one tied to `c` is 7, else `b` alone is 1.
  @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func redundantEqualitiesCanBeRemovedOneByOne(order: [Int]) throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let ab: Constraint = a == b
    let bc: Constraint = b == c
    let ac: Constraint = a == c
    let equalities = [ab, bc, ac]
    let pairs = [(0, 1), (1, 2), (0, 2)]
    var solver = Solver()
    try solver.add(equalities)
    try solver.add((a == 3).withPriority(750))
    try solver.add((c == 7).withPriority(500))
    try solver.add((b == 1).withPriority(250))

    var remaining = Set(0..<3)
    func expectGroups(_ step: String) {
      // Connected components of {a, b, c} under the remaining equalities.
      var group = [0, 1, 2]
      for _ in 0..<3 {
        for index in remaining {
          let (p, q) = pairs[index]
          let low = min(group[p], group[q])
          group[p] = low
          group[q] = low
        }
      }
      let expected = [0, 1, 2].map { variable in
        if group[variable] == group[0] { return 3.0 }
        if group[variable] == group[2] { return 7.0 }
        return 1.0
      }
      for (variable, value) in zip([a, b, c], expected) {
        expectValue(solver, variable, value)
      }
      for index in remaining {
        #expect(abs(error(of: equalities[index], in: solver)) <= 1e-9, "\(step)")
      }
    }
    expectGroups("with all three")
    for index in order {
      try solver.remove(equalities[index])
      remaining.remove(index)
      expectGroups("after removing \(equalities[index])")
    }
  }

  @Test func redundantEqualityStillHoldsAfterTheOriginalIsRemoved() throws {
    let x = Variable("x")
    var solver = Solver()
    let original = x == 10
    let redundant = 2 * x == 20
    try solver.add(original)
    try solver.add(redundant)
    try solver.add((x == 0).withPriority(250))
    expectValue(solver, x, 10)
    try solver.remove(original)
    expectValue(solver, x, 10)
    try solver.remove(redundant)
    expectValue(solver, x, 0)
  }

  @Test func duplicateInequalitiesCanBeRemovedOneAtATime() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = x <= 10
    let second = x <= 10
    try solver.add([first, second])
    try solver.add((x == 20).withPriority(250))
    expectValue(solver, x, 10)
    try solver.remove(first)
    expectValue(solver, x, 10)
    try solver.remove(second)
    expectValue(solver, x, 20)
  }

  // MARK: Ranges and ambiguity

  @Test func valueRangeOfAnInequalityBox() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add([x >= 0, x <= 10])
    #expect(solver.valueRange(of: x) == 0...10)
    #expect(solver.isAmbiguous(x))

    try solver.add((x == 4).withPriority(250))
    #expect(solver.valueRange(of: x) == 4...4)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func valueRangeRespectsStrictLevels() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add([x >= 0, x <= 10])
    try solver.add((x == 20).withPriority(500))
    #expect(solver.valueRange(of: x) == 10...10)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func valueRangeOfATieWithinALevel() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(500))
    try solver.add((x == 10).withPriority(500))
    let range = solver.valueRange(of: x)
    #expect(abs(range.lowerBound - 0) <= 1e-9 && abs(range.upperBound - 10) <= 1e-9, "\(range)")
    #expect(solver.isAmbiguous(x))
  }

  @Test func valueRangeCanBeUnbounded() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add(x + y == 10)
    #expect(solver.valueRange(of: x) == -.infinity...Double.infinity)
    #expect(solver.valueRange(of: y) == -.infinity...Double.infinity)
    #expect(solver.isAmbiguous(x))

    try solver.add(x >= 2)
    #expect(solver.valueRange(of: x) == 2...Double.infinity)
    #expect(solver.valueRange(of: y) == -.infinity...8)

    try solver.add(y == 3)
    #expect(solver.valueRange(of: x) == 7...7)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func valueRangeDoesNotMoveTheSolution() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add([x >= 0, x <= 10, y == x + 1])
    let before = [x, y].map { solver.value(of: $0).bitPattern }
    _ = solver.valueRange(of: x)
    _ = solver.valueRange(of: y)
    _ = solver.isAmbiguous(y)
    #expect([x, y].map { solver.value(of: $0).bitPattern } == before)
  }

  // MARK: Value semantics

  @Test func copiesAreIndependent() throws {
    let x = Variable("x")
    var original = Solver()
    try original.add((x == 1).withPriority(250))
    var copy = original
    let pin = x == 2
    try copy.add(pin)
    try copy.addEditVariable(x, priority: 500)
    expectValue(original, x, 1)
    expectValue(copy, x, 2)
    #expect(!original.contains(pin))
    #expect(!original.hasEditVariable(x))
    try original.add(pin)  // not a duplicate here
    expectValue(original, x, 2)
  }
}

extension SolverBasicsTests {
  #if os(macOS) || os(Linux) || os(Windows)  // where Swift Testing has exit tests
    /// Found by `SolverRandomTests` (seed 1183, shrunk): `x3` is pinned at 10 on the optimal face
    /// (`-3·x3 + x3 + 20 >= 0` and `x5 + x3 + x8 + 10 >= 0` at level 1, with `x5 = -10` from the
    /// edit and `x8 <= -10` at 251), and `valueRange(of: x3)` must return `10...10`, not trap on an
    /// inverted `ClosedRange` built from two rounded extremes. Runs in a child process so that a
    /// trap fails this test instead of ending the whole run; exit code 2 means a wrong range.
    @Test func valueRangeOfAPinnedVariableSurvivesRounding() async {
      await #expect(processExitsWith: .success) {
        let x = (0...8).map { Variable("x\($0)") }
        func constraint(
          _ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation,
          _ priority: Priority
        ) -> Constraint {
          Constraint(
            Expression(terms: terms.map { Term(x[$0.0], coefficient: $0.1) }, constant: constant),
            relation, priority: priority)
        }
        var solver = Solver()
        try? solver.add([
          constraint([(1, -2), (3, -3), (4, -1), (7, 2)], -5, .lessThanOrEqual, 251),
          constraint([(5, 2), (7, -2), (7, -1), (1, 0)], -2, .greaterThanOrEqual, 999.5),
          constraint([(8, 1), (7, 3), (1, -3)], -14, .lessThanOrEqual, 251),
          constraint([(2, 2), (5, -1), (1, -2)], 10, .equal, 500),
          constraint([(5, 1), (3, 1), (3, 0), (8, 1)], 10, .greaterThanOrEqual, 1),
          constraint([(4, -2), (3, -3)], -5, .lessThanOrEqual, 750),
          constraint([(3, -3), (3, 1)], 20, .greaterThanOrEqual, 1),
          constraint([(3, 0), (8, 1), (1, -2), (1, 2)], 10, .lessThanOrEqual, 251),
        ])
        try? solver.addEditVariable(x[5], priority: 750)
        try? solver.suggestValue(-10, for: x[5])
        let range = solver.valueRange(of: x[3])
        if abs(range.lowerBound - 10) > 1e-6 || abs(range.upperBound - 10) > 1e-6 { exit(2) }
      }
    }
  #endif
}
