import ConstraintSolver
import Testing

/// Everything observable about a solver, taken before a call that must throw, to check that the
/// call left the solver exactly as it was (`SolverError`: "A throwing solver call leaves the solver
/// exactly as it was").
struct SolverSnapshot {
  let variables: [Variable]
  let probes: [Constraint]
  let values: [Double]
  let contained: [Bool]
  let constraintIDs: [Int]
  let editVariables: [Bool]
  let dump: String

  /// Reads `solver` through `variables` and `probes` (constraints in the solver or not).
  init(_ solver: Solver, variables: [Variable], probes: [Constraint]) {
    self.variables = variables
    self.probes = probes
    values = variables.map { solver.value(of: $0) }
    contained = probes.map { solver.contains($0) }
    constraintIDs = solver.constraints.map(\.id)
    editVariables = variables.map { solver.hasEditVariable($0) }
    dump = solver.dump()
  }

  /// Expects `solver` to read exactly as it did when the snapshot was taken: values bit for bit,
  /// `contains`, `constraints`, edit variables and `dump()`.
  func expectUnchanged(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let after = SolverSnapshot(solver, variables: variables, probes: probes)
    #expect(
      after.values.map(\.bitPattern) == values.map(\.bitPattern),
      "values changed from \(values) to \(after.values)", sourceLocation: sourceLocation)
    #expect(after.contained == contained, "contains() changed", sourceLocation: sourceLocation)
    #expect(
      after.constraintIDs == constraintIDs, "constraints changed", sourceLocation: sourceLocation)
    #expect(
      after.editVariables == editVariables, "edit variables changed",
      sourceLocation: sourceLocation)
    #expect(after.dump == dump, "dump() changed", sourceLocation: sourceLocation)
  }
}
