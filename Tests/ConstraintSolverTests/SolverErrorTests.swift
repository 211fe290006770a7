import ConstraintSolver
import Testing

/// One test per `SolverError` case (except `internalError`, which only a solver bug can raise): the
/// error carries what was refused, and the solver is left exactly as it was.
@Suite struct SolverErrorTests {
  /// A solver with a little of everything: required and optional constraints, an edit variable with
  /// a suggestion, and a constraint that is not in it.
  private struct Fixture {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let stranger = Variable("stranger")
    let floor: Constraint
    let link: Constraint
    let ceiling: Constraint
    let preference: Constraint
    let outsider: Constraint
    var solver = Solver()

    init() throws {
      floor = x >= 0
      link = y == x + 10
      ceiling = (z <= 100).withPriority(750)
      preference = (x == 50).withPriority(250)
      outsider = (z == 3).withPriority(500)
      try solver.add([floor, link, ceiling, preference])
      try solver.add((z == y + w).withPriority(500))
      try solver.addEditVariable(w, priority: 999)
      try solver.suggestValue(7, for: w)
    }

    func snapshot() -> SolverSnapshot {
      SolverSnapshot(
        solver, variables: [x, y, z, w, stranger],
        probes: [floor, link, ceiling, preference, outsider])
    }
  }

  /// Runs `body`, expecting it to throw; returns the error.
  private func thrownError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) -> SolverError? {
    do {
      try body()
      Issue.record("expected an error", sourceLocation: sourceLocation)
      return nil
    } catch let error as SolverError {
      return error
    } catch {
      Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test func addingDuplicateConstraintThrows() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    for constraint in [fixture.link, fixture.preference] {
      let copy = constraint
      let error = thrownError { try fixture.solver.add(copy) }
      #expect(error == .duplicateConstraint(constraint))
    }
    before.expectUnchanged(fixture.solver)
  }

  @Test func removingUnknownConstraintThrows() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let error = thrownError { try fixture.solver.remove(fixture.outsider) }
    #expect(error == .unknownConstraint(fixture.outsider))
    // A constraint that reads the same as one in the solver is still another constraint.
    let lookalike = fixture.floor.withPriority(.required)
    #expect(thrownError { try fixture.solver.remove(lookalike) } == .unknownConstraint(lookalike))
    before.expectUnchanged(fixture.solver)
  }

  @Test func removingTwiceThrows() throws {
    var fixture = try Fixture()
    try fixture.solver.remove(fixture.preference)
    let before = fixture.snapshot()
    let error = thrownError { try fixture.solver.remove(fixture.preference) }
    #expect(error == .unknownConstraint(fixture.preference))
    before.expectUnchanged(fixture.solver)
  }

  @Test(arguments: [0, -1, -250, 1000.5, 1001, Float.infinity, -Float.infinity, Float.nan])
  func addingInvalidPriorityThrows(level: Float) throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let constraint = (fixture.x <= 3).withPriority(Priority(level))
    let error = thrownError { try fixture.solver.add(constraint) }
    #expect(error == .invalidPriority(constraint))
    if case .invalidPriority(let carried) = error {
      #expect(carried.priority.rawValue.bitPattern == level.bitPattern)
    }
    before.expectUnchanged(fixture.solver)
  }

  @Test(arguments: [
    "coefficient nan", "coefficient inf", "coefficient -inf", "constant nan", "constant inf",
    "optional constant -inf",
  ])
  func addingNonFiniteConstraintThrows(kind: String) throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let bad: Double =
      kind.hasSuffix("nan") ? .nan : kind.hasSuffix("-inf") ? -.infinity : .infinity
    let expression =
      kind.hasPrefix("coefficient")
      ? Expression(terms: [Term(fixture.x), Term(fixture.y, coefficient: bad)], constant: 1)
      : Expression(terms: [Term(fixture.x)], constant: bad)
    let constraint = Constraint(
      expression, .equal, priority: kind.hasPrefix("optional") ? 500 : .required)
    let error = thrownError { try fixture.solver.add(constraint) }
    #expect(error == .nonFiniteConstraint(constraint))
    before.expectUnchanged(fixture.solver)
  }

  @Test func addingUnsatisfiableConstraintThrows() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    // y == x + 10 and x >= 0 make y >= 10.
    let impossible = fixture.y <= 5
    let error = thrownError { try fixture.solver.add(impossible) }
    #expect(
      error == .unsatisfiableConstraint(impossible, conflicts: [fixture.floor, fixture.link]))
    before.expectUnchanged(fixture.solver)
    #expect(!fixture.solver.contains(impossible))
  }

  @Test func unsatisfiableConstraintWithNewVariablesLeavesThemUnknown() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let fresh = Variable("fresh")
    let impossible = fixture.x + fresh - fresh <= -1
    let error = thrownError { try fixture.solver.add(impossible) }
    #expect(error == .unsatisfiableConstraint(impossible, conflicts: [fixture.floor]))
    before.expectUnchanged(fixture.solver)
    #expect(fixture.solver.value(of: fresh) == 0)
  }

  @Test func aRefusedAddBehavesAsIfNeverAttempted() throws {
    // The same calls, with and without a refused add in the middle, give bit-identical results.
    var fixture = try Fixture()
    var twin = fixture.solver
    #expect(thrownError { try fixture.solver.add(fixture.y <= 5) } != nil)
    let more: [Constraint] = [fixture.z >= fixture.x, (fixture.x == 70).withPriority(500)]
    try fixture.solver.add(more)
    try twin.add(more)
    try fixture.solver.suggestValue(-3, for: fixture.w)
    try twin.suggestValue(-3, for: fixture.w)
    for variable in [fixture.x, fixture.y, fixture.z, fixture.w] {
      #expect(fixture.solver.value(of: variable).bitPattern == twin.value(of: variable).bitPattern)
    }
    #expect(fixture.solver.dump() == twin.dump())
  }

  @Test func addingASequenceStopsAtTheFirstRefusal() throws {
    let x = Variable("x")
    let first = x >= 0
    let bad = x <= -1
    let after = x <= 10
    var solver = Solver()
    let error = thrownError { try solver.add([first, bad, after]) }
    #expect(error == .unsatisfiableConstraint(bad, conflicts: [first]))
    #expect(solver.constraints == [first])
    #expect(!solver.contains(after))
  }

  @Test(arguments: [Priority(500), Priority(999)])
  func addingDuplicateEditVariableThrows(priority: Priority) throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let error = thrownError { try fixture.solver.addEditVariable(fixture.w, priority: priority) }
    #expect(error == .duplicateEditVariable(fixture.w))
    before.expectUnchanged(fixture.solver)
    // The edit keeps its priority: a constraint at 998 still loses to it.
    try fixture.solver.add((fixture.w == 1000).withPriority(998))
    expectValue(fixture.solver, fixture.w, 7)
  }

  @Test func unknownEditVariableThrows() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    #expect(
      thrownError { try fixture.solver.removeEditVariable(fixture.x) }
        == .unknownEditVariable(fixture.x))
    #expect(
      thrownError { try fixture.solver.suggestValue(1, for: fixture.x) }
        == .unknownEditVariable(fixture.x))
    #expect(
      thrownError { try fixture.solver.suggestValue(1, for: fixture.stranger) }
        == .unknownEditVariable(fixture.stranger))
    before.expectUnchanged(fixture.solver)
  }

  @Test func editVariableIsUnknownOnceRemoved() throws {
    var fixture = try Fixture()
    try fixture.solver.removeEditVariable(fixture.w)
    let before = fixture.snapshot()
    #expect(
      thrownError { try fixture.solver.removeEditVariable(fixture.w) }
        == .unknownEditVariable(fixture.w))
    #expect(
      thrownError { try fixture.solver.suggestValue(2, for: fixture.w) }
        == .unknownEditVariable(fixture.w))
    before.expectUnchanged(fixture.solver)
  }

  @Test func requiredEditVariableThrows() throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let error = thrownError { try fixture.solver.addEditVariable(fixture.x, priority: .required) }
    #expect(error == .requiredEditVariable(fixture.x))
    before.expectUnchanged(fixture.solver)
    #expect(!fixture.solver.hasEditVariable(fixture.x))
  }

  @Test(arguments: [0, -1, 1000.5, 1001, Float.infinity, -Float.infinity, Float.nan])
  func invalidEditPriorityThrows(level: Float) throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let error = thrownError {
      try fixture.solver.addEditVariable(fixture.x, priority: Priority(level))
    }
    guard case .invalidEditPriority(let variable, let priority) = error else {
      Issue.record("expected invalidEditPriority, got \(String(describing: error))")
      return
    }
    #expect(variable == fixture.x)
    #expect(priority.rawValue.bitPattern == level.bitPattern)
    before.expectUnchanged(fixture.solver)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSuggestionThrows(value: Double) throws {
    var fixture = try Fixture()
    let before = fixture.snapshot()
    let error = thrownError { try fixture.solver.suggestValue(value, for: fixture.w) }
    guard case .nonFiniteSuggestion(let variable, let carried) = error else {
      Issue.record("expected nonFiniteSuggestion, got \(String(describing: error))")
      return
    }
    #expect(variable == fixture.w)
    #expect(carried.bitPattern == value.bitPattern)
    before.expectUnchanged(fixture.solver)
    // The previous suggestion still stands, and the next one works.
    expectValue(fixture.solver, fixture.w, 7)
    try fixture.solver.suggestValue(8, for: fixture.w)
    expectValue(fixture.solver, fixture.w, 8)
  }

  @Test func errorsDescribeWhatWasRefused() throws {
    let x = Variable("x")
    let constraint = x >= 10
    let description = SolverError.unsatisfiableConstraint(constraint, conflicts: [x <= 5])
      .description
    #expect(description.contains("x >= 10"))
    #expect(description.contains("x <= 5"))
    #expect(SolverError.unknownEditVariable(x).description.contains("x"))
  }
}
