import ConstraintSolver
import Testing

/// The exact reference of `SolverRandomTests` must itself be right: textbook optima, strict levels,
/// infeasibility, ranges, and exact arithmetic that refuses to overflow silently.
@Suite struct ReferenceSolverTests {
  private func constraint(
    _ coefficients: [Int], _ constant: Int, _ relation: Constraint.Relation,
    _ priority: Float = 1000
  ) -> ReferenceConstraint {
    ReferenceConstraint(
      coefficients: coefficients.map { Rational($0) }, constant: Rational(constant),
      relation: relation, priority: priority)
  }

  /// Chvátal (1983), ch. 2: max 5x₁ + 4x₂ + 3x₃ s.t. 2x₁ + 3x₂ + x₃ ≤ 5, 4x₁ + x₂ + 2x₃ ≤ 11,
  /// 3x₁ + 4x₂ + 2x₃ ≤ 8, x ≥ 0: z = 13 at (2, 0, 1). As the preference z ≥ 1000, the least error
  /// is 1000 − 13 = 987.
  @Test func chvatalOptimum() throws {
    let reference = try ReferenceSolver(
      variableCount: 3,
      constraints: [
        constraint([2, 3, 1], -5, .lessThanOrEqual),
        constraint([4, 1, 2], -11, .lessThanOrEqual),
        constraint([3, 4, 2], -8, .lessThanOrEqual),
        constraint([1, 0, 0], 0, .greaterThanOrEqual),
        constraint([0, 1, 0], 0, .greaterThanOrEqual),
        constraint([0, 0, 1], 0, .greaterThanOrEqual),
        constraint([5, 4, 3], -1000, .greaterThanOrEqual, 500),
      ])
    #expect(reference.isFeasible)
    #expect(reference.levelOptima.map(\.optimum) == [Rational(987)])
    #expect(reference.values == [Rational(2), Rational(0), Rational(1)])
  }

  @Test func strictLevelsAreSolvedInOrder() throws {
    // x == 10 @251 against five x == 0 @250: level 251 gets 0, level 250 then gets 5·10.
    var constraints = [constraint([1], -10, .equal, 251)]
    for _ in 0..<5 { constraints.append(constraint([1], 0, .equal, 250)) }
    let reference = try ReferenceSolver(variableCount: 1, constraints: constraints)
    #expect(reference.levelOptima.map(\.priority) == [251, 250])
    #expect(reference.levelOptima.map(\.optimum) == [Rational(0), Rational(50)])
    #expect(reference.values == [Rational(10)])
  }

  @Test func fractionalOptimaAreExact() throws {
    // 3x == 1 required, y == x @500 with y ≤ 0: the error is exactly 1/3.
    let reference = try ReferenceSolver(
      variableCount: 2,
      constraints: [
        constraint([3, 0], -1, .equal),
        constraint([0, 1], 0, .lessThanOrEqual),
        constraint([-1, 1], 0, .equal, 500),
      ])
    #expect(reference.levelOptima.map(\.optimum) == [try Rational(1, 3)])
  }

  @Test func infeasibleRequiredConstraintsAreDetected() throws {
    let contradiction = [
      constraint([1, 0], 0, .greaterThanOrEqual), constraint([1, 0], 1, .lessThanOrEqual),
    ]
    #expect(try !ReferenceSolver.isFeasible(variableCount: 2, contradiction))
    #expect(try ReferenceSolver.isFeasible(variableCount: 2, Array(contradiction.prefix(1))))
    // Redundant equalities are feasible; a constant contradiction is not.
    let redundant = [constraint([1, -1], 0, .equal), constraint([2, -2], 0, .equal)]
    #expect(try ReferenceSolver.isFeasible(variableCount: 2, redundant))
    #expect(try !ReferenceSolver.isFeasible(variableCount: 2, [constraint([0, 0], 1, .equal)]))
  }

  @Test func rangesOverTheOptimalFace() throws {
    // 0 ≤ x ≤ 10, y free; x == 4 @250 pins x; y has no bound at all.
    var pinned = try ReferenceSolver(
      variableCount: 2,
      constraints: [
        constraint([1, 0], 0, .greaterThanOrEqual), constraint([1, 0], -10, .lessThanOrEqual),
        constraint([1, 0], -4, .equal, 250), constraint([0, 0], 0, .equal),
      ])
    #expect(try pinned.range(of: 0) == (Rational(4), Rational(4)))
    #expect(try pinned.range(of: 1) == (nil, nil))

    // x == 0 and x == 10 at one level: anything between is optimal.
    var tie = try ReferenceSolver(
      variableCount: 1,
      constraints: [constraint([1], 0, .equal, 500), constraint([1], -10, .equal, 500)])
    #expect(try tie.range(of: 0) == (Rational(0), Rational(10)))

    // x ≥ 2 required and nothing else: [2, ∞).
    var ray = try ReferenceSolver(
      variableCount: 1, constraints: [constraint([1], -2, .greaterThanOrEqual)])
    #expect(try ray.range(of: 0) == (Rational(2), nil))
  }

  @Test func rationalArithmeticIsExactAndNormalised() throws {
    let third = try Rational(1, 3)
    let sixth = try Rational(-2, -12)
    #expect(sixth == (try Rational(1, 6)))
    #expect(try third + sixth == (try Rational(1, 2)))
    #expect(try third - third == .zero)
    #expect(try third * Rational(3) == .one)
    #expect(try Rational(3) / Rational(-6) == (try Rational(-1, 2)))
    #expect(try Rational(-1, 2) < third)
    #expect(try Rational(5, 7).doubleValue == 5.0 / 7.0)
  }

  @Test func rationalOverflowThrowsInsteadOfWrapping() {
    let big = Rational(Int.max / 2)
    #expect(throws: RationalOverflow.self) { try big * Rational(3) }
    #expect(throws: RationalOverflow.self) { try big + big + big }
    #expect(throws: RationalOverflow.self) { try Rational(1, Int.max) + Rational(1, Int.max - 1) }
  }
}
