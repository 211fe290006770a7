import ConstraintSolver
import Testing

/// The conflict sets of `unsatisfiableConstraint`: the required constraints already in the solver
/// that, with the new one, cannot all hold — irreducible, in the order they were added, and never
/// an optional or unrelated constraint.
@Suite struct SolverConflictTests {
  /// Adds `constraints`, then `refused`, expecting `refused` to be unsatisfiable; returns the
  /// conflicts, checked to be irreducible, required, in the solver and in insertion order.
  @discardableResult
  private func conflicts(
    adding constraints: [Constraint], then refused: Constraint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Constraint] {
    var solver = Solver()
    try solver.add(constraints)
    do {
      try solver.add(refused)
    } catch {
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
        Issue.record(
          "expected unsatisfiableConstraint, got \(error)", sourceLocation: sourceLocation)
        return []
      }
      #expect(constraint == refused, sourceLocation: sourceLocation)
      let inOrder = solver.constraints.filter { conflicts.contains($0) }
      #expect(conflicts == inOrder, "not in insertion order", sourceLocation: sourceLocation)
      let optional = conflicts.filter { !$0.priority.isRequired }
      #expect(optional.isEmpty, "optional constraints in conflicts", sourceLocation: sourceLocation)
      expectIrreducible(conflicts, refused, sourceLocation: sourceLocation)
      return conflicts
    }
    Issue.record("\(refused) was accepted", sourceLocation: sourceLocation)
    return []
  }

  /// `conflicts` then `refused` fail in a fresh solver; without any one member they all hold.
  private func expectIrreducible(
    _ conflicts: [Constraint], _ refused: Constraint, sourceLocation: SourceLocation
  ) {
    var solver = Solver()
    do {
      try solver.add(conflicts)
    } catch {
      Issue.record("the conflicts alone fail: \(error)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      throws: SolverError.self, "\(conflicts) do not conflict with \(refused)",
      sourceLocation: sourceLocation
    ) { try solver.add(refused) }
    for member in conflicts {
      var without = Solver()
      let rest = conflicts.filter { $0 != member }
      #expect(
        throws: Never.self, "\(member) is not needed in \(conflicts)",
        sourceLocation: sourceLocation
      ) {
        try without.add(rest)
        try without.add(refused)
      }
    }
  }

  @Test func twoEqualitiesOnOneVariable() throws {
    let x = Variable("x")
    let one = x == 1
    let found = try conflicts(adding: [one], then: x == 2)
    #expect(found == [one])
  }

  @Test func chainNamesOnlyItsLinks() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let u = Variable("u")
    let start = x == 0
    let first = y == x + 10
    let second = z == y + 10
    let unrelated: [Constraint] = [u == 3, u >= 0, (z == 40).withPriority(750), y <= 1000]
    let found = try conflicts(
      adding: [unrelated[0], start, unrelated[1], first, unrelated[2], second, unrelated[3]],
      then: z == 5)
    #expect(found == [start, first, second])
  }

  @Test func conflictsFollowInsertionOrderNotChainOrder() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let start = x == 0
    let first = y == x + 10
    let second = z == y + 10
    let found = try conflicts(adding: [second, start, first], then: z == 5)
    #expect(found == [second, start, first])
  }

  @Test func inequalityChain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let floor = a >= 0
    let gap1 = b >= a + 10
    let gap2 = c >= b + 10
    let harmless: [Constraint] = [a >= -100, c <= 100, b <= 50, (c == 0).withPriority(999)]
    let found = try conflicts(
      adding: [floor] + harmless + [gap1, gap2], then: c <= 15)
    #expect(found == [floor, gap1, gap2])
  }

  @Test func mixedEqualitiesAndInequalities() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let container = Variable("container")
    let edge = left == 20
    let size = width >= 100
    let sum = right == left + width
    let inside = right <= container
    let fixed = container == 300
    let found = try conflicts(
      adding: [edge, size, sum, fixed, (width == 150).withPriority(750)],
      then: right <= 100)
    #expect(found == [edge, size, sum])
    _ = try conflicts(adding: [edge, size, sum, inside], then: container <= 110)
  }

  @Test func optionalConstraintsNeverConflict() throws {
    let x = Variable("x")
    let floor = x >= 10
    let found = try conflicts(
      adding: [(x == 3).withPriority(999.5), floor, (x <= 0).withPriority(750)], then: x <= 5)
    #expect(found == [floor])
  }

  @Test func removedConstraintsAreNotNamed() throws {
    let x = Variable("x")
    let old = x >= 10
    let current = x >= 20
    var solver = Solver()
    try solver.add([old, current])
    try solver.remove(current)
    let refused = x <= 5
    #expect(throws: SolverError.unsatisfiableConstraint(refused, conflicts: [old])) {
      try solver.add(refused)
    }
  }

  @Test func constantContradictionHasNoConflicts() throws {
    let x = Variable("x")
    let found = try conflicts(
      adding: [x == 1], then: Constraint(Expression(constant: 1), .equal))
    #expect(found.isEmpty)
    let alsoFound = try conflicts(
      adding: [x >= 1], then: Constraint(Expression(constant: 2), .lessThanOrEqual))
    #expect(alsoFound.isEmpty)
  }

  @Test func selfContradictionOfNewVariablesHasNoConflicts() throws {
    let x = Variable("x")
    let fresh = Variable("fresh")
    let found = try conflicts(adding: [x == 1], then: fresh + 1 <= fresh)
    #expect(found.isEmpty)
  }

  @Test func twoIrreducibleSetsEitherWillDo() throws {
    let x = Variable("x")
    let low = x >= 10
    let high = x >= 20
    let found = try conflicts(adding: [low, high], then: x <= 5)
    #expect(found == [low] || found == [high], "\(found)")
  }

  @Test func redundantEqualitiesGiveOneIrreducibleSet() throws {
    // a == b, b == c, a == c, a == 0; then c == 1 conflicts with {a == 0, a == c} or with
    // {a == 0, a == b, b == c}: either is irreducible, never all four.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let ab: Constraint = a == b
    let bc: Constraint = b == c
    let ac: Constraint = a == c
    let pin = a == 0
    let found = try conflicts(adding: [ab, bc, ac, pin], then: c == 1)
    #expect(found == [ac, pin] || found == [ab, bc, pin], "\(found)")
  }

  @Test func cycleOfInequalitiesAroundAnEquality() throws {
    // p ≤ q − 1, q ≤ r − 1, r ≤ p − 1 is a contradiction on its own (Σ gaps: 0 ≤ −3).
    let p = Variable("p")
    let q = Variable("q")
    let r = Variable("r")
    let s = Variable("s")
    let first = p <= q - 1
    let second = q <= r - 1
    let bystander = s == p + q
    let found = try conflicts(adding: [first, bystander, second], then: r <= p - 1)
    #expect(found == [first, second])
  }

  @Test func largerSystemWithSeveralCandidateSets() throws {
    // A row of five boxes with minimum widths in a container; several subsets are infeasible with
    // the last constraint — whichever is reported must be irreducible.
    let x = (0...5).map { Variable("x\($0)") }
    var constraints: [Constraint] = [x[0] == 0]
    for index in 1...5 {
      constraints.append(x[index] >= x[index - 1] + 10)
      constraints.append((x[index] == x[index - 1] + 30).withPriority(500))
    }
    constraints.append(x[3] >= 35)
    constraints.append(x[5] <= 200)
    let found = try conflicts(adding: constraints, then: x[5] <= x[2] + 15)
    #expect(!found.isEmpty)
  }
}
