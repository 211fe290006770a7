/// The simplex: primal (the improving symbol held by the fewest rows, Bland after a degenerate
/// run), dual, and the leaving row of a removed marker.
extension Tableau {
  enum Objective {
    /// The priority levels, lexicographically.
    case levels
    /// The scalar ``auxiliary`` row.
    case auxiliary
    /// The scalar ``auxiliary`` row, moving only along the optimal face of the levels: a symbol may
    /// enter only if its reduced cost is zero at every level.
    case auxiliaryOnOptimalFace
  }

  mutating func setAuxiliary(_ row: Row?) { auxiliary = row }

  /// Primal simplex: pivots until no allowed symbol improves the objective.
  /// Returns false when the objective is unbounded below.
  ///
  /// The entering symbol is the improving one that appears in the fewest rows (lowest id on a tie), so
  /// a pivot touches as little of the tableau as it can: a symbol every row holds (an edit variable's
  /// error, say) enters only when nothing more local improves. Only a run of steps that do not move
  /// (degenerate pivots, ratio zero) can cycle; after ``degenerateLimit`` of them in a row the choice
  /// falls back to Bland's rule (lowest id), which cannot cycle, until a step moves again.
  mutating func optimize(_ objective: Objective) throws(SolverError) -> Bool {
    var iterations = 0
    var degenerateRun = 0
    while let entering = enteringSymbol(objective, bland: degenerateRun >= Self.degenerateLimit) {
      guard let leaving = leavingRow(for: entering) else {
        return false  // unbounded
      }
      degenerateRun = leaving.ratio <= Tolerance.epsilon ? degenerateRun + 1 : 0
      pivot(entering: entering, leaving: leaving.basic)
      iterations += 1
      if iterations > iterationLimit {
        throw .internalError("primal simplex exceeded \(iterationLimit) pivots")
      }
    }
    return true
  }

  /// Degenerate pivots in a row after which the entering rule falls back to Bland's.
  static let degenerateLimit = 16

  var iterationLimit: Int { 1000 + 50 * symbols.count }

  /// A symbol whose reduced cost is negative: with `bland`, the lowest id (Bland's rule); otherwise
  /// the one held by the fewest rows, lowest id on a tie.
  mutating func enteringSymbol(_ objective: Objective, bland: Bool) -> Symbol? {
    var best: Symbol?
    var bestCount = Int32.max
    func consider(_ symbol: Symbol) {
      let count = bland ? 0 : symbols[Int(symbol)].liveCount
      if best == nil || count < bestCount || (count == bestCount && symbol < best!) {
        best = symbol
        bestCount = count
      }
    }
    switch objective {
    case .auxiliary, .auxiliaryOnOptimalFace:
      // No `&&` reading `self`: each autoclosure would capture a copy of the tableau in a debug
      // build (issue 30).
      let levels = self.levels
      for cell in auxiliary!.cells where cell.coefficient < -Tolerance.epsilon {
        guard symbols[Int(cell.symbol)].kind.isPivotable else { continue }
        if objective != .auxiliary && Self.lexicographicSign(cell.symbol, in: levels) != 0 {
          continue
        }
        consider(cell.symbol)
        if bland { break }
      }
    case .levels:
      // Only a touched symbol can improve (see ``touchedCosts``); the improving ones stay listed.
      // First the distinct pivotable ones, in one pass over the marks; then their reduced costs.
      let stamp = freshStamp()
      var list = touchedCosts
      touchedCosts = []
      var distinct = 0
      symbols.withUnsafeMutableBufferPointer { symbols in
        list.withUnsafeMutableBufferPointer { list in
          for read in list.indices {
            let symbol = list[read]
            guard symbols[Int(symbol)].mark != stamp else { continue }
            symbols[Int(symbol)].mark = stamp
            guard symbols[Int(symbol)].kind.isPivotable else { continue }
            list[distinct] = symbol
            distinct += 1
          }
        }
      }
      var improving = 0
      let levels = self.levels
      for index in 0..<distinct where Self.lexicographicSign(list[index], in: levels) < 0 {
        consider(list[index])
        list[improving] = list[index]
        improving += 1
      }
      list.removeLast(list.count - improving)
      touchedCosts = list
    }
    return best
  }

  /// The ratio test: the restricted row that first hits zero as `entering` grows, and how far
  /// `entering` can grow until it does.
  func leavingRow(for entering: Symbol) -> (basic: Symbol, ratio: Double)? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in columns[Int(entering)] where symbols[Int(basic)].kind.isRestricted {
      guard let row = rows[Int(basic)] else { continue }  // a stale entry
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
        best = basic
        bestRatio = ratio
      }
    }
    guard let best else { return nil }
    return (best, bestRatio)
  }

  /// Dual simplex: restores feasibility after constants moved, keeping the objective optimal.
  /// Returns false when a row cannot be made feasible (the required constraints cannot hold).
  @discardableResult
  mutating func dualOptimize() throws(SolverError) -> Bool {
    var iterations = 0
    while true {
      var next: Symbol?
      while let basic = infeasible.popMin() {
        if (rows[Int(basic)]?.constant ?? 0) < -Tolerance.epsilon {
          next = basic
          break
        }
      }
      guard let leaving = next else { return true }
      let row = rows[Int(leaving)]!
      var entering: Symbol?
      var enteringCoefficient = 0.0
      for cell in row.cells
      where cell.coefficient > Tolerance.epsilon && symbols[Int(cell.symbol)].kind.isPivotable {
        if let current = entering,
          !dualRatio(cell.symbol, cell.coefficient, isBelow: current, enteringCoefficient)
        {
          continue
        }
        entering = cell.symbol
        enteringCoefficient = cell.coefficient
      }
      guard let entering else {
        infeasible.insert(leaving)
        return false
      }
      pivot(entering: entering, leaving: leaving)
      iterations += 1
      if iterations > iterationLimit {
        throw .internalError("dual simplex exceeded \(iterationLimit) pivots")
      }
    }
  }

  /// Whether the reduced-cost ratio of `a` (coefficient `ca`) is lexicographically below that of `b`;
  /// on a tie, whether `a` has the lower id. Cells are visited in id order, so ties keep the first.
  func dualRatio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double) -> Bool {
    for level in levels {
      let ra = level.objective.coefficient(of: a) / ca
      let rb = level.objective.coefficient(of: b) / cb
      if ra < rb - Tolerance.epsilon { return true }
      if ra > rb + Tolerance.epsilon { return false }
    }
    return a < b
  }

  /// The one row holding the non-basic `marker`, when that row is an external variable's or
  /// `companion`'s (the other symbol of the marker's constraint) and no objective holds the marker:
  /// ``markerLeavingRow(_:)`` would choose it (it is the only candidate), and removing the
  /// constraint then leaves that variable non-basic (the companion goes with the constraint).
  mutating func soleHolder(of marker: Symbol, companion: Symbol?) -> Symbol? {
    guard symbols[Int(marker)].liveCount == 1, auxiliary?.contains(marker) != true,
      !levels.contains(where: { $0.objective.contains(marker) })
    else { return nil }
    for basic in columns[Int(marker)] where rows[Int(basic)]?.contains(marker) == true {
      return symbols[Int(basic)].kind == .external || basic == companion ? basic : nil
    }
    return nil
  }

  /// The row to pivot a non-basic marker into when its constraint is removed (Cassowary's rule):
  /// the restricted row that limits it most, else any unrestricted row holding it.
  ///
  /// A required equality's marker that appears in the row of a redundant equality (a basic dummy,
  /// whose row is a combination of other dummies) goes there first: the redundant equality then
  /// takes over what the removed one enforced. Pivoting it anywhere else would leave that dummy
  /// basic at a non-zero value, silently dropping the redundant constraint.
  mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    flushPropagation()  // the rows it expands must hold their values
    let holders = rows(holding: marker)
    if symbols[Int(marker)].kind == .dummy {
      let redundant = holders.filter { symbols[Int($0)].kind == .dummy }
      if let lowest = redundant.min() { return lowest }
    }
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for basic in holders {
      let row = rows[Int(basic)]!
      var coefficient = row.coefficient(of: marker)
      if hasReferences(basic) {
        // What counts is the row's expansion: its references may hold the marker too (even
        // cancelling it out), and the pivot happens on the expanded row.
        coefficient = expandedRow(basic)!.coefficient(of: marker)
        if Tolerance.isZero(coefficient) { continue }
      }
      if !symbols[Int(basic)].kind.isRestricted {
        if third == nil || basic < third! { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.1 || (ratio == first!.1 && basic < first!.0) {
          first = (basic, ratio)
        }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.1 || (ratio == second!.1 && basic < second!.0) {
          second = (basic, ratio)
        }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }
}
