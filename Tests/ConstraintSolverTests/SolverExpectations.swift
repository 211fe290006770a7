import ConstraintSolver
import Testing

/// Expects `solver.value(of: variable)` to be `expected` within `tolerance` (relative above 1).
func expectValue(
  _ solver: Solver, _ variable: Variable, _ expected: Double, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = solver.value(of: variable)
  #expect(
    abs(actual - expected) <= tolerance * max(1, abs(expected)),
    "\(variable) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// The error of `constraint` at the solver's solution: |lhs − rhs| for `==`, the amount by which an
/// inequality is violated otherwise (the within-level objective of the solver's contract).
func error(of constraint: Constraint, in solver: Solver) -> Double {
  let value = constraint.expression.evaluate { solver.value(of: $0) }
  switch constraint.relation {
  case .equal: return abs(value)
  case .lessThanOrEqual: return max(0, value)
  case .greaterThanOrEqual: return max(0, -value)
  }
}
