#if TRELLIS_INTERNAL_CHECKS
  /// Whether this build checks the solver's internal invariants after every operation
  /// (`-Xswiftc -DTRELLIS_INTERNAL_CHECKS`). Benchmarks refuse to report while it is on.
  public let internalChecksEnabled = true
#else
  /// Whether this build checks the solver's internal invariants after every operation
  /// (`-Xswiftc -DTRELLIS_INTERNAL_CHECKS`). Benchmarks refuse to report while it is on.
  public let internalChecksEnabled = false
#endif

extension Solver {
  /// Checks the tableau's invariants; compiled to nothing unless `TRELLIS_INTERNAL_CHECKS` is set.
  @_transparent
  func _checkInvariants() {
    #if TRELLIS_INTERNAL_CHECKS
      tableau._checkInvariants()
      for record in records.values {
        precondition(
          tableau.owner(record.marker) == record.constraint.id,
          "marker owned by another constraint")
        precondition(records[record.constraint.id] != nil, "record table out of step")
      }
    #endif
  }
}

extension Tableau {
  #if TRELLIS_INTERNAL_CHECKS
    /// Rows sorted with no zero cells and no basic cells except references (external to earlier
    /// external); the column index exact; restricted rows feasible and free of non-basic external
    /// symbols; objectives free of basic symbols.
    func _checkInvariants() {
      var expectedColumns = Array(repeating: [Symbol](), count: symbolCount)
      for index in 0..<symbolCount {
        precondition(
          symbols[index].isBasic == (rows[index] != nil), "basic flag of \(index) is wrong")
        guard let row = rows[index] else { continue }
        let basic = Symbol(index)
        precondition(symbols[index].kind != .free, "free symbol \(basic) is basic")
        // A constant may overflow to ±∞ (or NaN) when constraints hold values near the largest
        // finite one: the solution is then not finite, which callers must handle (the layout
        // engine reports it and rebuilds its solver). Every other property of the row holds.
        let hasFiniteConstant = row.constant.isFinite
        var previous: Symbol = -1
        for cell in row.cells {
          precondition(cell.coefficient.isFinite, "row \(basic) has a non-finite cell")
          precondition(cell.symbol > previous, "row \(basic) is not sorted")
          previous = cell.symbol
          precondition(!Tolerance.isZero(cell.coefficient), "row \(basic) holds a zero cell")
          if rows[Int(cell.symbol)] != nil {
            // A reference: only from an external row to an external row inserted earlier.
            precondition(
              symbols[index].kind == .external && symbols[Int(cell.symbol)].kind == .external
                && symbols[Int(cell.symbol)].rank < symbols[index].rank,
              "row \(basic) holds basic \(cell.symbol)")
          }
          precondition(
            symbols[Int(cell.symbol)].kind != .free, "row \(basic) holds free \(cell.symbol)")
          if symbols[index].kind.isRestricted {
            precondition(
              symbols[Int(cell.symbol)].kind != .external,
              "restricted row \(basic) holds an external")
          }
          expectedColumns[Int(cell.symbol)].append(basic)
        }
        if symbols[index].kind.isRestricted && hasFiniteConstant {
          precondition(row.constant >= -1e-6, "row \(basic) is infeasible: \(row.constant)")
        }
      }
      for index in 0..<symbolCount {
        // Columns may hold stale entries and duplicates; every live holder must be listed.
        let listed = Set(columns[index].filter { rows[Int($0)]?.contains(Symbol(index)) == true })
        precondition(listed == Set(expectedColumns[index]), "column \(index) is out of date")
      }
      for level in levels {
        precondition(level.count > 0, "empty level \(level.priority) kept")
        for cell in level.objective.cells {
          precondition(rows[Int(cell.symbol)] == nil, "objective holds basic \(cell.symbol)")
          // At rest the levels are optimal: what the entering-symbol search, reading only the
          // touched symbols, concluded holds for every symbol.
          precondition(
            !symbols[Int(cell.symbol)].kind.isPivotable || lexicographicSign(cell.symbol) >= 0,
            "symbol \(cell.symbol) still improves the objective")
        }
      }
    }
  #endif
}
