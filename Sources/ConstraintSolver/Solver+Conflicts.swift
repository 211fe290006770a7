extension Solver {
  /// The required constraints already in the solver that, with `constraint`, cannot all hold — an
  /// irreducible set, in the order they were added.
  ///
  /// The phase-one witness (markers left in the infeasible row) gives a small candidate set; a
  /// deletion filter then drops every member the conflict does not need, checking each step on a
  /// scratch solver. Should the witness not suffice (rounding), the candidates widen to every required
  /// constraint connected to `constraint` through shared variables.
  ///
  /// - Complexity: O(k) scratch solves of at most k constraints, k the candidate count. Runs only when
  ///   an add fails.
  func explainConflict(_ constraint: Constraint, hint symbols: [Symbol]) -> [Constraint] {
    var owners: [Int] = []
    for symbol in symbols where Int(symbol) < tableau.symbolCount {
      let owner = tableau.owner(symbol)
      if owner >= 0, owner != constraint.id, !owners.contains(owner) { owners.append(owner) }
    }
    var candidates = owners.compactMap { records[$0] }
      .filter { $0.constraint.priority.isRequired }
      .sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
    if !Self.cannotHold(candidates, with: constraint) {
      candidates = requiredConstraintsConnected(to: constraint)
    }
    var index = 0
    while index < candidates.count {
      var trial = candidates
      trial.remove(at: index)
      if Self.cannotHold(trial, with: constraint) {
        candidates = trial
      } else {
        index += 1
      }
    }
    return candidates
  }

  /// Whether `constraint` fails on a scratch solver holding just `constraints` (all required).
  private static func cannotHold(_ constraints: [Constraint], with constraint: Constraint) -> Bool {
    var scratch = Solver()
    for member in constraints {
      guard (try? scratch.insert(member)) == .some(nil) else { return true }
    }
    return (try? scratch.insert(constraint)) != .some(nil)
  }

  /// Every required constraint reachable from `constraint` through shared variables, in order of
  /// addition.
  private func requiredConstraintsConnected(to constraint: Constraint) -> [Constraint] {
    let required = records.values.filter { $0.constraint.priority.isRequired }
      .sorted { $0.sequence < $1.sequence }
    var reached = Set(constraint.expression.terms.map(\.variable.id))
    var taken = Array(repeating: false, count: required.count)
    var grew = true
    while grew {
      grew = false
      for (index, record) in required.enumerated() where !taken[index] {
        let variables = record.constraint.expression.terms.map(\.variable.id)
        if variables.contains(where: reached.contains) {
          taken[index] = true
          reached.formUnion(variables)
          grew = true
        }
      }
    }
    return required.indices.filter { taken[$0] }.map { required[$0].constraint }
  }
}
