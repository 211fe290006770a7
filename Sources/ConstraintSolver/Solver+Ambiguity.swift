extension Solver {
  /// The values `variable` can take without breaking a required constraint or making any priority
  /// level's error larger: a single point when the constraints pin it, an interval (possibly
  /// unbounded) when they leave it ambiguous.
  ///
  /// This is the basis for a layout engine's `hasAmbiguousLayout`. The current solution is not
  /// changed: the search runs on a copy of the tableau.
  ///
  /// - Complexity: O(1) beyond a scan of the variable's row when every symbol in it is fixed by an
  ///   optimal level (the common case); otherwise two simplex runs on a copy of the tableau.
  ///   ``isAmbiguous(_:)`` is the same query.
  public func valueRange(of variable: Variable) -> ClosedRange<Double> {
    var copy = self
    return copy.exploreValueRange(of: variable)
  }

  /// Whether the constraints leave `variable` free to move (see ``valueRange(of:)``).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    var copy = self
    return copy.exploreIsAmbiguous(variable)
  }

  /// ``isAmbiguous(_:)`` without copying the tableau: explores in place and puts every row back.
  /// For owners that query many variables (a layout engine's `hasAmbiguousLayout`).
  package mutating func exploreIsAmbiguous(_ variable: Variable) -> Bool {
    let range = exploreValueRange(of: variable)
    return range.upperBound - range.lowerBound > Tolerance.epsilon
  }

  /// ``valueRange(of:)`` without copying the whole solver: a small tableau (at most
  /// ``scratchExplorationLimit`` symbols) is explored on a scratch copy of itself, a larger one in
  /// place inside a transaction that is rolled back, so the solver is left exactly as it was. Both
  /// give the same bits (`RandomSystemCheck` compares them): for a tableau of a few dozen rows the
  /// copy costs a debug build less than journaling and rolling back the rows the runs change
  /// (issue 30), and for a large one the rollback touches only those rows.
  package mutating func exploreValueRange(of variable: Variable) -> ClosedRange<Double> {
    exploreValueRange(of: variable, inPlace: tableau.symbolCount > Self.scratchExplorationLimit)
  }

  /// The most symbols a tableau explored on a scratch copy has.
  package static var scratchExplorationLimit: Int { 256 }

  /// ``exploreValueRange(of:)`` on a scratch copy of the tableau, or in place (rolled back).
  package mutating func exploreValueRange(of variable: Variable, inPlace: Bool)
    -> ClosedRange<Double>
  {
    let everything = -Double.infinity...Double.infinity
    guard let symbol = variableSymbols[variable.id], let row = tableau.expandedRow(symbol) else {
      return everything  // unknown or non-basic: nothing pins it
    }
    // Whether a cell is free to move: an external symbol, or a slack or error at zero reduced
    // cost on every level. A loop, not `filter` and `contains(where:)`: their closures capture a
    // copy of the tableau in a debug build (issue 30).
    // The cells' pointer and count read once: each `row.cells` read copies the row in a debug
    // build (issue 30).
    var anyFree = false
    let cells = row.cells.base
    let count = row.cells.count
    var index = 0
    while index < count {
      let symbol = cells[index].symbol
      index += 1
      switch tableau.symbols[Int(symbol)].kind {
      case .external: return everything
      case .slack, .error:
        if Tableau.lexicographicSign(symbol, in: tableau.levels) == 0 { anyFree = true }
      case .dummy, .artificial, .free: break
      }
    }
    if !anyFree { return row.constant...row.constant }
    let lower = extreme(symbol, row, maximize: false, inPlace: inPlace)
    let upper = extreme(symbol, row, maximize: true, inPlace: inPlace)
    // Rounding in the two runs can leave a pinned value's bounds a hair apart the wrong way round.
    return lower <= upper ? lower...upper : upper...upper
  }

  /// The least or greatest value of a basic variable on the optimal face, by the simplex: on a
  /// scratch copy of the tableau, or in place and rolled back.
  private mutating func extreme(_ symbol: Symbol, _ row: Row, maximize: Bool, inPlace: Bool)
    -> Double
  {
    var objective = row
    if maximize { objective.scale(by: -1) }
    if !inPlace {
      var scratch = tableau
      scratch.setAuxiliary(objective)
      guard (try? scratch.optimize(.auxiliaryOnOptimalFace)) == true else {
        return maximize ? .infinity : -.infinity
      }
      return scratch.value(symbol)
    }
    tableau.beginTransaction()
    defer { tableau.rollback() }
    tableau.setAuxiliary(objective)
    guard (try? tableau.optimize(.auxiliaryOnOptimalFace)) == true else {
      return maximize ? .infinity : -.infinity
    }
    return tableau.value(symbol)
  }
}
