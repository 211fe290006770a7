import ConstraintSolver
import TrellisTestSupport

/// Drives one ``RandomSystem`` through a `Solver` — adds, removals and re-adds (those two as
/// batches), constant changes through `replace(_:with:)`, edit variables — and compares every state
/// with the exact ``ReferenceSolver``.
///
/// Checks after each stage: the solver holds the constraints it accepted, in order; every required
/// constraint holds within 1e-9 (relative to the size of its terms); every level's total error
/// equals the reference optimum within 1e-6; for a few variables, `valueRange` and `isAmbiguous`
/// agree with the reference's range over the optimal face. A required constraint the solver refuses
/// must be infeasible for the reference, with an irreducible conflict set and the solver left
/// unchanged. The solver's log of moved variables must name every variable whose value changed
/// since the previous stage.
struct RandomSystemCheck {
  struct Outcome {
    var issues: [String] = []
    /// The reference's exact arithmetic overflowed, so the system was not checked to the end.
    var skipped = false
    var unsatisfiable = 0
    var checks = 0
    /// The calls made, in order.
    var log: [String] = []
  }

  struct Edit {
    var variable: Int
    var priority: Float
    var value: Rational
  }

  static let requiredTolerance = 1e-9
  static let errorTolerance = 1e-6

  /// Runs the system of `seed`.
  static func run(seed: UInt64) -> Outcome {
    var check = RandomSystemCheck(system: RandomSystem(seed: seed))
    do {
      try check.run()
    } catch {
      check.outcome.skipped = true
    }
    check.outcome.log = check.log
    return check.outcome
  }

  let system: RandomSystem
  private var random: SplitMix64
  private var solver = Solver()
  private(set) var outcome = Outcome()
  /// Indices of the system's constraints in the solver, in the order they were added.
  private var present: [Int] = []
  private var edits: [Edit] = []
  /// What happened so far, for the report.
  private var log: [String] = []
  /// Each constraint as the solver should hold it now: the system's, or a replacement with its
  /// constant moved by `shifts[index]`.
  private var current: [Constraint]
  private var shifts: [Int]
  /// Each variable's value at the previous stage, for the log of moved variables.
  private var lastValues: [Double]

  init(system: RandomSystem) {
    self.system = system
    current = system.constraints
    shifts = Array(repeating: 0, count: system.constraints.count)
    lastValues = Array(repeating: 0, count: system.variables.count)
    random = SplitMix64(seed: system.seed ^ 0xA5A5_5A5A_C3C3_3C3C)
  }

  private mutating func run() throws(RationalOverflow) {
    solver.logMovedVariables(limit: 1 << 20)
    for index in current.indices { try add(index) }
    try compare("after adding every constraint", ranges: 3)

    // Removals and re-adds as batches (values pushed down once, at the end).
    let removed = present.filter { _ in random.chance(1, in: 3) }
    solver.beginBatch()
    for index in removed { remove(index) }
    solver.endBatch()
    try compare("after removing some (one batch)", ranges: 1)

    // A batch that removes others and adds some of the first ones back: rows defined on
    // variables whose rows just left.
    let readded = removed.filter { _ in random.chance(1, in: 2) }
    let alsoRemoved = present.filter { _ in random.chance(1, in: 4) }
    solver.beginBatch()
    for index in alsoRemoved { remove(index) }
    for index in readded { try add(index) }
    solver.endBatch()
    try compare("after removing more and adding some back (one batch)")
    for index in alsoRemoved where random.chance(1, in: 2) { try add(index) }
    try compare("after adding some of those back")

    for index in present where random.chance(1, in: 3) { try replaceConstant(index) }
    try compare("after changing constants", ranges: 1)

    let first = random.int(in: 0...(system.variables.count - 1))
    let second = random.int(in: 0...(system.variables.count - 1))
    for variable in first == second ? [first] : [first, second] {
      addEdit(variable, priority: random.element(of: RandomSystem.editLevels))
    }
    try compare("after suggesting values", ranges: 1)
    for _ in 0..<3 {
      suggest(edits[random.int(in: 0...(edits.count - 1))].variable)
      try compare("after suggesting another value")
    }

    for index in current.indices where !present.contains(index) { try add(index) }
    try compare("after adding the rest while editing", ranges: 1)

    let stopped = edits[random.int(in: 0...(edits.count - 1))].variable
    do {
      try solver.removeEditVariable(system.variables[stopped])
      log.append("removeEditVariable x\(stopped)")
      edits.removeAll { $0.variable == stopped }
    } catch {
      record("removeEditVariable(x\(stopped)) threw \(error)")
    }
    if solver.hasEditVariable(system.variables[stopped]) {
      record("x\(stopped) is still an edit variable after removeEditVariable")
    }
    try compare("after removing an edit variable", ranges: 1)
  }

  // MARK: Operations

  private mutating func add(_ index: Int) throws(RationalOverflow) {
    let constraint = current[index]
    let valuesBefore = currentValues()
    let idsBefore = solver.constraints.map(\.id)
    do {
      try solver.add(constraint)
      present.append(index)
      log.append("add c\(index)")
      return
    } catch {
      log.append("add c\(index) -> \(error)")
      guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
        record("add(c\(index)) threw \(error)")
        return
      }
      outcome.unsatisfiable += 1
      try checkRefusal(index, refused: refused, conflicts: conflicts)
    }
    if currentValues().map(\.bitPattern) != valuesBefore.map(\.bitPattern) {
      record(
        "a refused add(c\(index)) changed values: \(valuesBefore) -> \(currentValues())")
    }
    if solver.constraints.map(\.id) != idsBefore || solver.contains(constraint) {
      record("a refused add(c\(index)) changed the constraints")
    }
  }

  private mutating func checkRefusal(_ index: Int, refused: Constraint, conflicts: [Constraint])
    throws(RationalOverflow)
  {
    let constraint = current[index]
    if refused != constraint {
      record("add(c\(index)) reported another constraint as unsatisfiable: \(refused)")
    }
    guard constraint.priority.isRequired else {
      record("add(c\(index)) of an optional constraint was refused as unsatisfiable")
      return
    }
    let n = system.variables.count
    let required = present.filter { current[$0].priority.isRequired }
    if try ReferenceSolver.isFeasible(
      variableCount: n, required.map(reference) + [reference(index)])
    {
      record("c\(index) was refused as unsatisfiable, but the reference can satisfy it")
      return
    }
    let positions = conflicts.map { conflict in
      present.firstIndex { current[$0] == conflict }
    }
    guard positions.allSatisfy({ $0 != nil }) else {
      record("the conflicts of c\(index) name constraints not in the solver: \(conflicts)")
      return
    }
    let members = positions.map { present[$0!] }
    let names = members.map { "c\($0)" }.joined(separator: ", ")
    if positions.map({ $0! }) != positions.map({ $0! }).sorted()
      || Set(members).count != members.count
    {
      record("the conflicts of c\(index) are not in insertion order: [\(names)]")
    }
    if let optional = members.first(where: { !current[$0].priority.isRequired }) {
      record("the conflicts of c\(index) include the optional c\(optional)")
    }
    if try ReferenceSolver.isFeasible(
      variableCount: n, members.map(reference) + [reference(index)])
    {
      record("the conflicts [\(names)] of c\(index) do not conflict with it")
    }
    for member in members {
      let rest = members.filter { $0 != member }.map(reference)
      if try !ReferenceSolver.isFeasible(
        variableCount: n, rest + [reference(index)])
      {
        record("the conflicts [\(names)] of c\(index) are reducible: c\(member) is not needed")
      }
    }
  }

  /// Constraint `index` for the reference solver, with its constant as the solver holds it.
  private func reference(_ index: Int) -> ReferenceConstraint {
    var constraint = system.reference(index)
    constraint.constant = Rational(system.specs[index].constant + shifts[index])
    return constraint
  }

  /// `replace(_:with:)` with the same terms and a moved constant — the engine's cheap path. A
  /// required replacement that cannot hold leaves neither version in the solver, and must be
  /// infeasible for the reference.
  private mutating func replaceConstant(_ index: Int) throws(RationalOverflow) {
    let old = current[index]
    let shift = random.element(of: [-7, -2, -1, 1, 3, 5])
    let new = Constraint(
      Expression(terms: old.expression.terms, constant: old.expression.constant + Double(shift)),
      old.relation, priority: old.priority)
    current[index] = new
    shifts[index] += shift
    do {
      try solver.replace(old, with: new)
      log.append("replace c\(index) (constant \(shift > 0 ? "+" : "")\(shift))")
      // An in-place shift keeps the constraint's position; a remove-and-add moves it last.
      let order = solver.constraints.map(\.id)
      present.sort { a, b in
        (order.firstIndex(of: current[a].id) ?? 0) < (order.firstIndex(of: current[b].id) ?? 0)
      }
    } catch {
      log.append("replace c\(index) (constant \(shift > 0 ? "+" : "")\(shift)) -> \(error)")
      present.removeAll { $0 == index }
      guard case .unsatisfiableConstraint = error, new.priority.isRequired else {
        record("replace(c\(index)) threw \(error)")
        return
      }
      outcome.unsatisfiable += 1
      let required = present.filter { current[$0].priority.isRequired }
      if try ReferenceSolver.isFeasible(
        variableCount: system.variables.count, required.map(reference) + [reference(index)])
      {
        record("replacing c\(index) was refused, but the reference can satisfy it")
      }
    }
  }

  private mutating func remove(_ index: Int) {
    do {
      try solver.remove(current[index])
      log.append("remove c\(index)")
    } catch {
      record("remove(c\(index)) threw \(error)")
    }
    present.removeAll { $0 == index }
  }

  private mutating func addEdit(_ variable: Int, priority: Float) {
    let valuesBefore = currentValues()
    do {
      try solver.addEditVariable(system.variables[variable], priority: Priority(priority))
      log.append("addEditVariable x\(variable) @\(priority)")
    } catch {
      record("addEditVariable(x\(variable), \(priority)) threw \(error)")
      return
    }
    let valuesAfter = currentValues()
    for (index, (before, after)) in zip(valuesBefore, valuesAfter).enumerated()
    where abs(after - before) > Self.requiredTolerance * max(1, abs(before)) {
      record("addEditVariable(x\(variable)) moved x\(index) from \(before) to \(after)")
    }
    edits.append(Edit(variable: variable, priority: priority, value: .zero))
    suggest(variable)
  }

  /// Suggests a random half-integer in −20…20 for the edit variable `variable`.
  private mutating func suggest(_ variable: Int) {
    let halves = random.int(in: -40...40)
    let value = try! Rational(halves, 2)
    do {
      try solver.suggestValue(Double(halves) / 2, for: system.variables[variable])
      log.append("suggestValue \(Double(halves) / 2) for x\(variable)")
    } catch {
      record("suggestValue(\(Double(halves) / 2), x\(variable)) threw \(error)")
    }
    edits[edits.firstIndex { $0.variable == variable }!].value = value
  }

  // MARK: Comparing with the reference

  /// Every variable whose value changed since the last stage must be in the solver's log (a change
  /// of the sign of a zero is no move: −0 == 0, and the layout engine shows either as 0).
  private mutating func checkMovedLog(_ stage: String) {
    var moved: [VariableSlot] = []
    guard solver.takeMovedVariables(into: &moved) else {
      record("\(stage): the log of moved variables overflowed")
      return
    }
    let logged = Set(moved)
    let values = currentValues()
    for (index, variable) in system.variables.enumerated()
    where values[index] != lastValues[index] {
      if let slot = solver.slot(of: variable), logged.contains(slot) { continue }
      record(
        "\(stage): x\(index) moved (\(lastValues[index]) -> \(values[index])) but is not logged")
    }
    lastValues = values
  }

  private func currentValues() -> [Double] {
    system.variables.map { solver.value(of: $0) }
  }

  private mutating func compare(_ stage: String, ranges: Int = 0) throws(RationalOverflow) {
    outcome.checks += 1
    checkMovedLog(stage)
    let expectedIDs = present.map { current[$0].id }
    if solver.constraints.map(\.id) != expectedIDs {
      record("\(stage): constraints are \(solver.constraints), expected ids \(expectedIDs)")
    }
    let active =
      present.map(reference)
      + edits.map { system.referenceEdit($0.variable, value: $0.value, priority: $0.priority) }
    var reference = try ReferenceSolver(variableCount: system.variables.count, constraints: active)
    guard reference.isFeasible else {
      record("\(stage): the solver holds required constraints the reference cannot satisfy")
      return
    }
    let values = currentValues()
    for constraint in active where constraint.isRequired {
      let (residual, scale) = Self.evaluate(constraint, values)
      let violation =
        switch constraint.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      if violation > Self.requiredTolerance * scale {
        record("\(stage): required \(constraint) is violated by \(violation)")
      }
    }
    for level in reference.levelOptima {
      var total = 0.0
      for constraint in active where constraint.priority == level.priority {
        let (residual, _) = Self.evaluate(constraint, values)
        switch constraint.relation {
        case .equal: total += abs(residual)
        case .lessThanOrEqual: total += max(0, residual)
        case .greaterThanOrEqual: total += max(0, -residual)
        }
      }
      let optimum = level.optimum.doubleValue
      if abs(total - optimum) > Self.errorTolerance * max(1, abs(optimum)) {
        record(
          "\(stage): level @\(level.priority) has total error \(total), the optimum is \(optimum)"
            + " (reference levels \(reference.levelOptima))")
        break
      }
    }
    let used = (0..<system.variables.count).filter { variable in
      active.contains { !$0.coefficients[variable].isZero }
    }
    guard !used.isEmpty else { return }
    for _ in 0..<ranges {
      let variable = random.element(of: used)
      try compareRange(stage, variable, &reference)
    }
  }

  private mutating func compareRange(
    _ stage: String, _ variable: Int, _ reference: inout ReferenceSolver
  ) throws(RationalOverflow) {
    let (lower, upper) = try reference.range(of: variable)
    let range = solver.valueRange(of: system.variables[variable])
    // The exploration's two paths, on a scratch copy and in place (rolled back), give the same bits
    // and leave the solver as it was.
    var scratch = solver
    var inPlace = solver
    let copied = scratch.exploreValueRange(of: system.variables[variable], inPlace: false)
    let rolledBack = inPlace.exploreValueRange(of: system.variables[variable], inPlace: true)
    if copied.lowerBound.bitPattern != rolledBack.lowerBound.bitPattern
      || copied.upperBound.bitPattern != rolledBack.upperBound.bitPattern
    {
      record("\(stage): x\(variable) explored on a copy is \(copied), in place \(rolledBack)")
    }
    if inPlace.dump() != solver.dump() || scratch.dump() != solver.dump() {
      record("\(stage): exploring x\(variable) changed the solver")
    }
    func matches(_ bound: Double, _ expected: Rational?, infinity: Double) -> Bool {
      guard let expected else { return bound == infinity }
      return abs(bound - expected.doubleValue) <= Self.errorTolerance * max(1, abs(bound))
    }
    let expected = "\(lower.map(\.description) ?? "-inf")...\(upper.map(\.description) ?? "+inf")"
    if !matches(range.lowerBound, lower, infinity: -.infinity)
      || !matches(range.upperBound, upper, infinity: .infinity)
    {
      record("\(stage): valueRange(of: x\(variable)) is \(range), expected \(expected)")
    }
    let ambiguous = solver.isAmbiguous(system.variables[variable])
    if let lower, let upper, lower == upper, ambiguous {
      record("\(stage): x\(variable) is ambiguous, but its range is \(expected)")
    }
    var wide = true
    if let lower, let upper { wide = try (upper - lower).doubleValue > 1e-3 }
    if wide && !ambiguous {
      record("\(stage): x\(variable) is not ambiguous, but its range is \(expected)")
    }
  }

  /// The constraint's expression at `values`, and the size of its terms (for relative tolerances).
  private static func evaluate(_ constraint: ReferenceConstraint, _ values: [Double]) -> (
    Double, Double
  ) {
    var sum = constraint.constant.doubleValue
    var scale = max(1, abs(sum))
    for (variable, coefficient) in constraint.coefficients.enumerated() where !coefficient.isZero {
      let term = coefficient.doubleValue * values[variable]
      sum += term
      scale += abs(term)
    }
    return (sum, scale)
  }

  private mutating func record(_ message: String) {
    outcome.issues.append(
      "\(message)\n\(system)\n  operations: \(log.joined(separator: "; "))")
  }
}
