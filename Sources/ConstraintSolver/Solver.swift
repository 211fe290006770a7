/// An incremental constraint solver in the Cassowary family, with strictly ordered priorities.
///
/// Add and remove constraints, turn variables into edit variables and suggest values for them; after
/// each call the solver holds the best solution, and ``value(of:)`` reads it in O(1) (one dictionary
/// look-up for the variable, then the row's constant).
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 8)
/// try solver.add(width >= 40)
/// try solver.add((width == 100).withPriority(250))
/// try solver.addEditVariable(width, priority: 999)
/// try solver.suggestValue(60, for: width)
/// solver.value(of: width)  // 60: the edit at 999 beats the preference at 250
/// ```
///
/// **Priorities are strict.** Required constraints (1000) always hold. Below that, every priority level
/// is satisfied as well as possible before any lower level is looked at; within a level, the sum of the
/// absolute errors is minimised. An optional constraint that cannot hold is still pulled as close as
/// the levels above allow.
///
/// **Determinism.** The same calls in the same order give bit-identical values on every run and
/// machine: every pivot choice breaks ties on the lowest internal id, and no hashed collection is ever
/// iterated.
///
/// `Solver` is a value type. Copies are independent (copy-on-write), which is how ``valueRange(of:)``
/// explores alternatives without disturbing the solution.
public struct Solver: Sendable {
  var tableau = Tableau()
  /// Bookkeeping for each constraint in the solver, by ``Constraint/id``. Only looked up, never iterated
  /// for anything that affects a pivot.
  var records = RecordTable()
  var edits: [Int: EditRecord] = [:]
  /// The external symbol of each variable the solver has seen, by ``Variable/id``.
  var variableSymbols = IntKeyTable()
  /// The variable behind each external symbol, by symbol id (for dumps); nil past the end and for
  /// other symbols.
  var symbolVariables: [Variable?] = []
  var nextSequence = 0

  struct ConstraintRecord: Sendable {
    var constraint: Constraint
    /// Position in the order of addition.
    var sequence: Int
    /// The slack (inequality), the dummy (required equality) or the first error (optional equality).
    var marker: Symbol
    /// The error of an optional constraint (the second error of an optional equality).
    var other: Symbol?
    /// The marker's coefficient in the constraint's row as written (`expression + c·marker = 0`),
    /// which turns a change of the constant into a shift of the marker.
    var markerCoefficient: Double
  }

  struct EditRecord: Sendable {
    var constraint: Constraint
    var constant: Double
  }

  public init() {}

  // MARK: Reading

  /// The value the solution gives `variable`; 0 for a variable the solver has never seen.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = variableSymbols[variable.id] else { return 0 }
    return tableau.value(symbol)
  }

  /// Where `variable`'s value lives in this solver: reading through the slot skips the look-up that
  /// ``value(of:)`` makes, for callers that read the same variables after every solve. Nil until a
  /// constraint using the variable has been added.
  ///
  /// A slot stays valid for the life of this solver and of its copies: the solver keeps every
  /// variable it has accepted, even after the constraints using it are removed.
  public func slot(of variable: Variable) -> VariableSlot? {
    variableSymbols[variable.id].map(VariableSlot.init)
  }

  /// How many variables the solver knows. It only grows (a solver keeps every variable it has
  /// accepted), so an unchanged count means slots read before cover every variable still.
  public var variableCount: Int { variableSymbols.count }

  /// The value the solution gives the variable at `slot`.
  ///
  /// - Complexity: O(1), with no hashing.
  public func value(at slot: VariableSlot) -> Double {
    tableau.value(slot.symbol)
  }

  /// Reads the values at `slots` into `values`, in order (0 for a nil slot): one call for the many
  /// reads a layout pass makes after each solve.
  public func readValues(at slots: [VariableSlot?], into values: inout [Double]) {
    if values.count != slots.count { values = Array(repeating: 0, count: slots.count) }
    values.withUnsafeMutableBufferPointer { values in
      slots.withUnsafeBufferPointer { slots in tableau.readValues(at: slots, into: values) }
    }
  }

  // MARK: Batches

  /// Starts a batch of changes: until ``endBatch()``, adding or removing a constraint that only
  /// defines a variable in terms of others (`y == above.bottom + 8`, the shape of most layout
  /// constraints) leaves the values that follow from it to be pushed down once, at the end,
  /// instead of after each change — a chain of views re-anchored in the middle moves once, not
  /// once per constraint. Values read inside a batch may lag behind; everything else the solver
  /// does pushes the moves down first.
  public mutating func beginBatch() {
    tableau.defersPropagation = true
  }

  /// Makes room for `count` constraints, and as many variables, in the solver's tables, so that a
  /// solver about to take many constraints does not grow them step by step (each step rehashes
  /// them). Changes no result.
  package mutating func reserveCapacity(_ count: Int) {
    variableSymbols.reserveCapacity(count)
    records.reserveCapacity(count)
    tableau.reserveCapacity(symbols: 3 * count)
  }

  /// Ends a batch (see ``beginBatch()``): every value is up to date again.
  ///
  /// - Complexity: O(rows whose values follow from the batch's changes).
  public mutating func endBatch() {
    tableau.defersPropagation = false
    tableau.flushPropagation()
  }

  // MARK: Which values moved

  /// Starts logging which variables' values move, with room for `limit` of them before the log
  /// gives up (a caller that would rather read every value past that point); `limit` 0 stops it.
  /// The log starts empty.
  ///
  /// A layout engine that writes one frame per moved variable after each change reads the log with
  /// ``takeMovedVariables(into:)`` instead of reading every value.
  public mutating func logMovedVariables(limit: Int) {
    tableau.setMovedLogLimit(limit)
  }

  /// Appends to `slots` the variables whose values may have moved since the log was started or
  /// last taken — each once, a superset of those that did move — and empties the log. Returns
  /// false when more moved than the log's limit: `slots` then misses some, and every value must be
  /// read. Nothing is logged (and this returns true) while the log is off.
  ///
  /// - Complexity: O(entries).
  public mutating func takeMovedVariables(into slots: inout [VariableSlot]) -> Bool {
    tableau.flushPropagation()
    var symbols: [Symbol] = []
    let complete = tableau.takeMoved(into: &symbols)
    slots.reserveCapacity(slots.count + symbols.count)
    for symbol in symbols { slots.append(VariableSlot(symbol: symbol)) }
    return complete
  }

  /// Whether `constraint` is in the solver (edit constraints excluded).
  public func contains(_ constraint: Constraint) -> Bool {
    records.contains(constraint.id)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  public var constraints: [Constraint] { userRecords.map(\.constraint) }

  /// The records of the constraints users added (edit constraints excluded), in order of addition.
  var userRecords: [ConstraintRecord] {
    let editIDs = Set(edits.values.map(\.constraint.id))
    return records.values.sorted { $0.sequence < $1.sequence }
      .filter { !editIDs.contains($0.constraint.id) }
  }

  // MARK: Adding and removing

  /// Adds a constraint and re-solves incrementally.
  ///
  /// If a required constraint cannot hold together with the required constraints already present,
  /// this throws ``SolverError/unsatisfiableConstraint(_:conflicts:)`` with an irreducible conflicting
  /// set, and the solver is left exactly as it was.
  ///
  /// - Complexity: proportional to the rows the new constraint's variables reach, plus the pivots
  ///   needed to re-optimise.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try Self.validate(constraint, against: records)
    if let conflictSymbols = try insert(constraint) {
      throw .unsatisfiableConstraint(
        constraint, conflicts: explainConflict(constraint, hint: conflictSymbols))
    }
  }

  /// Adds constraints as one batch, the way a layout pass adds them: the required ones first, in
  /// their order, then the optional ones from the highest priority down (in their order within a
  /// priority). Far fewer pivots than adding them one by one when preferences arrive interleaved with
  /// required constraints; the solution is the same optimum.
  ///
  /// Stops at the first required constraint that fails, keeping the required ones before it and
  /// adding no optional one, and throws as ``add(_:)-(Constraint)`` would. ``constraints`` lists the
  /// batch in the order given.
  public mutating func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
    let list = Array(constraints)
    // Each keeps its place in the caller's order for `constraints` and conflict sets.
    let base = nextSequence
    defer { nextSequence = max(nextSequence, base + list.count) }
    records.reserveCapacity(records.count + list.count)
    for offset in Self.batchOrder(list) {
      let constraint = list[offset]
      try Self.validate(constraint, against: records)
      if let witnesses = try insert(constraint, sequence: base + offset) {
        throw .unsatisfiableConstraint(
          constraint, conflicts: explainConflict(constraint, hint: witnesses))
      }
    }
  }

  /// The positions in `constraints` in batch order: required constraints first (in order), then
  /// optional ones by descending priority (stable).
  ///
  /// Each constraint becomes one integer key — its priority, highest first, then its position —
  /// and the keys are sorted as plain integers: no comparison reaches back into the constraints,
  /// which a large batch holds far apart in memory. (Positions fit in 32 bits: a batch of more than
  /// 2³² constraints would not fit in memory.)
  static func batchOrder(_ constraints: [Constraint]) -> [Int] {
    var keys = constraints.indices.map { position -> UInt64 in
      // The float's bits, flipped so that they order as the floats do (negatives below positives).
      let bits = constraints[position].priority.rawValue.bitPattern
      let ascending = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
      return UInt64(~ascending) << 32 | UInt64(truncatingIfNeeded: position)
    }
    keys.sort()
    return keys.map { Int($0 & 0xFFFF_FFFF) }
  }

  /// The checks of ``add(_:)-(Constraint)`` before anything changes. Static, given the records:
  /// in a debug build, calling an instance method from a mutating one copies the whole solver
  /// (issue 30).
  private static func validate(_ constraint: Constraint, against records: RecordTable)
    throws(SolverError)
  {
    guard !records.contains(constraint.id) else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
  }

  /// Removes a constraint and re-solves incrementally.
  ///
  /// - Complexity: proportional to the rows that hold the constraint's marker, plus re-optimising.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(forKey: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    try erase(record)
    try _ = tableau.optimize(.levels)
    #if TRELLIS_INTERNAL_CHECKS
      _checkInvariants()  // a call, even to nothing, copies the solver in a debug build
    #endif
  }

  /// Replaces `old` by `new`. When they differ only in the constant, this shifts the constant in
  /// place and repairs the solution with the dual simplex — the cheap path for a layout whose sizes
  /// change (a window resize, an animated constant). Otherwise it removes `old` and adds `new`.
  ///
  /// If `new` is a required constraint that cannot hold, this throws
  /// ``SolverError/unsatisfiableConstraint(_:conflicts:)`` and `old` is no longer in the solver, as
  /// after `remove(old)` followed by a failed `add(new)`.
  ///
  /// - Complexity: for a constant change, O(rows holding the constraint's marker) plus the dual
  ///   pivots (none while no inequality or preference changes side).
  public mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    guard let record = records[old.id] else { throw .unknownConstraint(old) }
    guard !records.contains(new.id) else { throw .duplicateConstraint(new) }
    tableau.flushPropagation()
    guard new.priority.isValid else { throw .invalidPriority(new) }
    guard new.expression.isFinite else { throw .nonFiniteConstraint(new) }
    if old.relation == new.relation, old.priority == new.priority,
      Self.sameTerms(old.expression, new.expression),
      !(tableau.kind(record.marker) == .dummy && tableau.isBasic(record.marker))
    {
      let amount = (new.expression.constant - old.expression.constant) / record.markerCoefficient
      func moveRecord() {
        records[old.id] = nil
        var moved = record
        moved.constraint = new
        records[new.id] = moved
        tableau.setOwner(record.marker, new.id)
        if let other = record.other { tableau.setOwner(other, new.id) }
        #if TRELLIS_INTERNAL_CHECKS
          _checkInvariants()  // a call, even to nothing, copies the solver in a debug build
        #endif
      }
      // The common case (a resize that crosses no preference) needs no pivot and no undo log.
      if tableau.shiftMarkerIfFeasible(record.marker, by: amount) {
        moveRecord()
        return
      }
      tableau.beginTransaction()
      tableau.shiftMarker(record.marker, by: amount)
      if try tableau.dualOptimize(), tableau.changedRedundantEqualitiesHold() {
        tableau.commit()
        moveRecord()
        return
      }
      tableau.rollback()
    }
    try remove(old)
    try add(new)
  }

  /// Whether two expressions have the same terms once duplicates are merged (constants ignored).
  private static func sameTerms(_ a: Expression, _ b: Expression) -> Bool {
    func merged(_ e: Expression) -> [Int: Double] {
      var result: [Int: Double] = [:]
      for term in e.terms { result[term.variable.id, default: 0] += term.coefficient }
      return result.filter { $0.value != 0 }
    }
    return merged(a) == merged(b)
  }

  /// Inserts a validated constraint. Returns nil on success; on an unsatisfiable required constraint,
  /// rolls everything back and returns the symbols that witness the conflict.
  mutating func insert(_ constraint: Constraint, sequence: Int? = nil) throws(SolverError)
    -> [Symbol]?
  {
    tableau.beginTransaction()
    var newVariables: [Variable] = []
    let owner = constraint.id
    if constraint.relation == .equal && constraint.priority.isRequired,
      let marker = insertDefinition(constraint, created: &newVariables)
    {
      commit(constraint, sequence: sequence, marker: marker, other: nil, markerCoefficient: 1)
      return nil
    }
    // The general path reads the rows it expands: value moves a batch left queued go down first.
    tableau.flushPropagation()
    var row = Row(constant: constraint.expression.constant)
    let terms = constraint.expression.terms
    var index = 0
    // Not `for … in`: a generic iterator call per term in a debug build.
    while index < terms.count {
      let term = terms[index]
      index += 1
      let symbol = externalSymbol(for: term.variable, created: &newVariables)
      if let definition = tableau.expandedRow(symbol) {
        row.add(definition, times: term.coefficient, appeared: { _ in }, vanished: { _ in })
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    row.cells.reserveCapacity(row.cells.count + 2)  // the marker and the error(s) go in next

    let priority = constraint.priority.isRequired ? nil : constraint.priority.rawValue
    if let priority { tableau.retainLevel(priority) }
    let marker: Symbol
    var other: Symbol?
    var markerCoefficient = 1.0
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr <= 0  ⟺  expr + slack = 0;  expr >= 0  ⟺  expr − slack = 0;  an error absorbs violation.
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      marker = tableau.makeSymbol(.slack, owner: owner)
      row.add(marker, sign)
      markerCoefficient = sign
      if let priority {
        let error = tableau.makeSymbol(.error, owner: owner)
        row.add(error, -sign)
        tableau.addToObjective(priority, error, weight: 1)
        other = error
      }
    case .equal:
      if let priority {
        // expr = plus − minus, both errors weighted 1 at the level.
        let plus = tableau.makeSymbol(.error, owner: owner)
        let minus = tableau.makeSymbol(.error, owner: owner)
        row.add(plus, -1)
        row.add(minus, 1)
        tableau.addToObjective(priority, plus, weight: 1)
        tableau.addToObjective(priority, minus, weight: 1)
        marker = plus
        other = minus
        markerCoefficient = -1
      } else {
        marker = tableau.makeSymbol(.dummy, owner: owner)
        row.add(marker, 1)
      }
    }
    if row.constant < 0 { row.scale(by: -1) }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      row.solve(for: subject)
      tableau.substitute(subject, by: row)
      tableau.insertRow(subject, row)
    } else if row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
      guard Tolerance.isZero(row.constant) else {
        abandon(newVariables)
        return row.cells.map(\.symbol)
      }
      // A required equality implied by the others: keep its row so it can be removed later.
      row.solve(for: marker)
      tableau.substitute(marker, by: row)
      tableau.insertRow(marker, row)
    } else {
      let witnesses = try addWithArtificialVariable(row)
      if let witnesses {
        abandon(newVariables)
        return witnesses
      }
    }
    do {
      try _ = tableau.optimize(.levels)
    } catch {
      abandon(newVariables)
      throw error
    }
    commit(
      constraint, sequence: sequence, marker: marker, other: other,
      markerCoefficient: markerCoefficient)
    return nil
  }

  /// Commits the tableau's transaction and records an inserted constraint.
  private mutating func commit(
    _ constraint: Constraint, sequence: Int?, marker: Symbol, other: Symbol?,
    markerCoefficient: Double
  ) {
    tableau.commit()
    records[constraint.id] = ConstraintRecord(
      constraint: constraint, sequence: sequence ?? nextSequence, marker: marker, other: other,
      markerCoefficient: markerCoefficient)
    if sequence == nil { nextSequence += 1 }
    #if TRELLIS_INTERNAL_CHECKS
      _checkInvariants()  // a call, even to nothing, copies the solver in a debug build
    #endif
  }

  /// The fast path for a required equality that names a fresh variable — one that appears in no
  /// row and no objective yet, as the first constraint placing a new view does: its row goes in as
  /// written, solved for that variable, naming the other variables instead of repeating their rows
  /// (see ``Tableau``'s definition rows). Nothing else in the tableau changes and nothing needs
  /// re-optimising: no other row or objective can hold the fresh variable or the new marker. The
  /// same holds for a variable that only external rows hold, as plain non-basic cells: they become
  /// references, and only values move. Returns the constraint's marker, or nil when no term
  /// qualifies (the general path then runs).
  private mutating func insertDefinition(_ constraint: Constraint, created: inout [Variable])
    -> Symbol?
  {
    var row = Row(constant: constraint.expression.constant)
    let terms = constraint.expression.terms
    // Room for every term and the marker at once: an empty row would otherwise grow its cells one
    // allocation at a time (1, 2, 4) as the terms go in (issue 30).
    row.cells.reserveCapacity(terms.count + 1)
    var term = 0
    while term < terms.count {  // not `for … in`: a generic iterator call per term in a debug build
      row.add(externalSymbol(for: terms[term].variable, created: &created), terms[term].coefficient)
      term += 1
    }
    // An index loop, not `first(where:)`: in a debug build the closure, which captures the
    // tableau, cost about 13,000 instructions a call (callgrind, issue 30).
    var fresh: Symbol?
    var index = 0
    while index < row.cells.count {
      if tableau.isFresh(row.cells.base[index].symbol) {
        fresh = row.cells.base[index].symbol
        break
      }
      index += 1
    }
    if let subject = fresh {
      let marker = tableau.makeSymbol(.dummy, owner: constraint.id)
      row.add(marker, 1)
      row.solve(for: subject)
      tableau.insertDefinition(subject, row)
      return marker
    }
    // A variable whose value is free though rows name it — one whose constraint was removed, as
    // when a view moves in a chain of views: those rows reference it from now on (their values
    // move with it), and nothing else changes.
    // Index loops, not `map`/`filter` and `for … in`: in a debug build those closures and
    // iterators cost some 12,000 instructions a call here (issue 30).
    var references: [Symbol] = []
    index = 0
    while index < row.cells.count {
      let symbol = row.cells.base[index].symbol
      if tableau.symbols[Int(symbol)].isBasic { references.append(symbol) }
      index += 1
    }
    index = 0
    while index < row.cells.count {
      let symbol = row.cells.base[index].symbol
      index += 1
      guard tableau.canDefine(symbol),
        let placement = tableau.definitionPlacement(of: symbol, references: references)
      else { continue }
      let marker = tableau.makeSymbol(.dummy, owner: constraint.id)
      row.add(marker, 1)
      row.solve(for: symbol)
      tableau.insertDefinition(symbol, row, placement: placement)
      return marker
    }
    return nil
  }

  /// Rolls the tableau back and forgets variables first seen by the abandoned constraint.
  private mutating func abandon(_ newVariables: [Variable]) {
    tableau.rollback()
    for variable in newVariables {
      if let symbol = variableSymbols.removeValue(forKey: variable.id) {
        symbolVariables[Int(symbol)] = nil
      }
    }
  }

  private mutating func externalSymbol(for variable: Variable, created: inout [Variable]) -> Symbol
  {
    if let symbol = variableSymbols[variable.id] { return symbol }
    let symbol = tableau.makeSymbol(.external)
    variableSymbols.set(symbol, for: variable.id)
    while symbolVariables.count <= Int(symbol) { symbolVariables.append(nil) }
    symbolVariables[Int(symbol)] = variable
    created.append(variable)
    return symbol
  }

  /// Cassowary's choice of the symbol a new row is solved for: an external symbol if there is one
  /// (the lowest id), else a new slack or error whose coefficient is negative (it can start at a
  /// non-negative value), else none.
  ///
  /// `mutating` although it changes nothing, and with no `&&` reading the tableau: in a debug
  /// build, a non-mutating call from ``insert(_:sequence:)`` copies the whole solver, and each such
  /// `&&` the whole tableau (issue 30).
  private mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    if let external = tableau.firstExternal(in: row) { return external }
    if tableau.symbols[Int(marker)].kind.isPivotable, row.coefficient(of: marker) < 0 {
      return marker
    }
    if let other, tableau.symbols[Int(other)].kind.isPivotable, row.coefficient(of: other) < 0 {
      return other
    }
    return nil
  }

  /// Phase one: makes an artificial variable basic for the row and minimises it. Returns nil when it
  /// reaches zero (the row is then part of the tableau), else the symbols that witness why not.
  private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
    let artificial = tableau.makeSymbol(.artificial)
    tableau.insertRow(artificial, row)
    tableau.setAuxiliary(row)
    _ = try tableau.optimize(.auxiliary)
    let residual = tableau.auxiliary!
    tableau.setAuxiliary(nil)
    guard Tolerance.isZero(residual.constant) else {
      var witnesses = residual.cells.map(\.symbol)
      if let basicRow = tableau.row(artificial) { witnesses += basicRow.cells.map(\.symbol) }
      return witnesses
    }
    if let basicRow = tableau.row(artificial) {
      if basicRow.isConstant {
        tableau.removeRow(artificial)
      } else {
        // Solve the row for another symbol, a pivotable one if possible (lowest id).
        let entering =
          basicRow.cells.first(where: { tableau.kind($0.symbol).isPivotable })?.symbol
          ?? basicRow.cells.first!.symbol
        tableau.pivot(entering: entering, leaving: artificial)
      }
    }
    tableau.freeSymbol(artificial)
    return nil
  }

  /// Takes a recorded constraint out of the tableau (without re-optimising).
  private mutating func erase(_ record: ConstraintRecord) throws(SolverError) {
    let constraint = record.constraint
    var priority = constraint.priority.isRequired ? nil : constraint.priority.rawValue
    if let level = priority {
      if tableau.releaseLevelIfLast(level) {
        priority = nil  // the level went, and its objective with it
      } else {
        for symbol in [record.marker, record.other].compactMap({ $0 })
        where tableau.kind(symbol) == .error {
          tableau.addToObjective(level, symbol, weight: -1)
        }
      }
    }
    let marker = record.marker
    if tableau.isBasic(marker) {
      tableau.removeRow(marker)
    } else if let holder = tableau.soleHolder(of: marker, companion: record.other) {
      // Cassowary's rule would pivot the marker into this row (the only one holding it) and drop
      // the marker's row: the row's symbol ends non-basic, which removing its row does directly —
      // without expanding a definition row's references first. (No objective holds the marker, so
      // the pivot would change no objective; no other row holds it, so it would change no row.)
      tableau.removeRow(holder, deferring: true)
    } else if let leaving = tableau.markerLeavingRow(marker) {
      tableau.pivot(entering: marker, leaving: leaving)
      tableau.removeRow(marker)
    }
    tableau.freeSymbol(marker)
    if let other = record.other { tableau.freeSymbol(other) }
    if let priority { tableau.releaseLevel(priority) }
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable at a non-required `priority`, holding its current value until
  /// ``suggestValue(_:for:)`` asks for another.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
  {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    guard priority.isValid else { throw .invalidEditPriority(variable, priority) }
    tableau.flushPropagation()
    let current = value(of: variable)
    let constraint = Constraint(
      Expression(terms: [Term(variable)], constant: -current), .equal,
      priority: priority)
    try add(constraint)
    edits[variable.id] = EditRecord(constraint: constraint, constant: current)
  }

  /// Stops editing `variable`; its value then follows the remaining constraints.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Asks for `value` for the edit variable `variable`, at its edit priority, and re-solves with the
  /// dual simplex.
  ///
  /// - Complexity: proportional to the rows holding the edit's error symbols, plus the dual pivots
  ///   (none when no preference changes side).
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    tableau.flushPropagation()
    let delta = value - edit.constant
    edit.constant = value
    edits[variable.id] = edit
    let record = records[edit.constraint.id]!
    // The edit reads `variable − value == 0`: its constant moves by −delta.
    tableau.shiftMarker(record.marker, by: -delta / record.markerCoefficient)
    guard try tableau.dualOptimize() else {
      throw .internalError("an edit could not be applied")
    }
    #if TRELLIS_INTERNAL_CHECKS
      _checkInvariants()  // a call, even to nothing, copies the solver in a debug build
    #endif
  }
}

/// A variable's place in one ``Solver`` (see ``Solver/slot(of:)``).
public struct VariableSlot: Hashable, Sendable {
  let symbol: Symbol

  /// A small non-negative integer, distinct for each variable of one solver (and below the number
  /// of its internal symbols): an index for dense tables keyed by slot.
  package var index: Int { Int(symbol) }
}
