/// Everything ``Solver`` can refuse, each case carrying what it refused.
///
/// A throwing solver call leaves the solver exactly as it was.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The constraint was already added.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The priority is not in (0, 1000].
  case invalidPriority(Constraint)
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// The required constraint cannot hold together with `conflicts`: required constraints already in the
  /// solver, in the order they were added. The set is irreducible: without any one member, the rest
  /// and the new constraint can all hold.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables are preferences: their priority must be below ``Priority/required``.
  case requiredEditVariable(Variable)
  /// The edit priority is not in (0, 1000).
  case invalidEditPriority(Variable, Priority)
  /// The suggested value is NaN or infinite.
  case nonFiniteSuggestion(Variable, Double)
  /// The solver gave up: an iteration limit was hit or the arithmetic broke down. A bug; please report it.
  case internalError(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "duplicate constraint: \(c)"
    case .unknownConstraint(let c): "unknown constraint: \(c)"
    case .invalidPriority(let c):
      "invalid priority \(c.priority) (must be greater than 0 and at most 1000): \(c)"
    case .nonFiniteConstraint(let c): "constraint with a non-finite number: \(c)"
    case .unsatisfiableConstraint(let c, let conflicts):
      "unsatisfiable constraint: \(c); conflicts with: "
        + conflicts.map(\.description).joined(separator: "; ")
    case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): "unknown edit variable: \(v)"
    case .requiredEditVariable(let v): "edit variable with required priority: \(v)"
    case .invalidEditPriority(let v, let p):
      "invalid edit priority \(p) (must be greater than 0 and below 1000): \(v)"
    case .nonFiniteSuggestion(let v, let value): "non-finite suggested value \(value) for \(v)"
    case .internalError(let message): "internal solver error: \(message)"
    }
  }
}
