/// One strict priority level: the optional constraints at one `Float` priority and the objective row
/// that sums their errors.
struct Level: Sendable {
  var priority: Float
  var objective = Row()
  /// How many constraints (edit variables included) use this level.
  var count = 0
}

/// The simplex tableau in Cassowary's form: each basic symbol has a row in terms of the non-basic ones.
///
/// - Rows are indexed by their basic symbol (`rows[s] != nil` ⟺ `s` is basic), cells sorted by id.
/// - `columns[s]` lists the basic symbols whose rows contain `s`, so a pivot, an edit or a removal
///   touches only the rows involved (kiwi scans every row instead). Removal is lazy: an entry whose
///   row no longer holds `s` stays until the column is compacted (when stale entries outnumber live
///   ones), so every reader checks the row — O(1) removal instead of a search of a long column.
/// - The objective is one row per priority level, highest first, compared lexicographically: that is
///   what makes priorities strict.
/// - Every choice breaks ties on the lowest symbol id (Bland's rule), so the same calls give the same
///   pivots and bit-identical values.
struct Tableau: Sendable {
  private(set) var kinds: [SymbolKind] = []
  /// The constraint (by ``Constraint/id``) that a marker or error symbol belongs to, else −1.
  private(set) var owners: [Int] = []
  private(set) var rows: [Row?] = []
  private(set) var columns: [[Symbol]] = []
  /// How many rows really hold each symbol (its column may also list stale entries).
  private var liveCounts: [Int32] = []
  /// Per-row marks for de-duplicating a column walk in O(1) per entry; `stamp` is the current mark.
  private var marks: [UInt32] = []
  private var stamp: UInt32 = 0
  private var freeSymbols: [Symbol] = []
  /// Priority levels in use, highest first.
  private(set) var levels: [Level] = []
  /// The scalar objective of phase one (or of an exploration on a copy), when one is running.
  private(set) var auxiliary: Row?
  /// Basic restricted symbols whose constant may have gone negative, for the dual simplex.
  private var infeasible: [Symbol] = []
  private var journal: Journal?
  /// Which rows the current transaction has saved: `touchStamps[s] == journal.stamp`. Kept across
  /// transactions so that beginning one costs O(1), not O(symbols).
  private var touchStamps: [UInt32] = []
  private var transactionCount: UInt32 = 0
  /// Bumped by every change to which rows exist or what cells they hold (not by constants alone).
  private var structureVersion: UInt64 = 0
  /// The columns of the last few shifted markers (see ``shiftMarker(_:by:)``).
  private var shiftCache: [ShiftColumn] = []

  private struct ShiftColumn: Sendable {
    var marker: Symbol
    var version: UInt64
    var entries: [(basic: Symbol, coefficient: Double)]
  }

  var symbolCount: Int { kinds.count }

  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      owners[Int(symbol)] = owner
      return symbol
    }
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    owners.append(owner)
    rows.append(nil)
    columns.append([])
    liveCounts.append(0)
    marks.append(0)
    touchStamps.append(0)
    return symbol
  }

  /// Returns a symbol that appears in no row and no objective to the free list.
  mutating func freeSymbol(_ symbol: Symbol) {
    purge(symbol)
    kinds[Int(symbol)] = .free
    owners[Int(symbol)] = -1
    freeSymbols.append(symbol)
  }

  func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol)] }
  mutating func setOwner(_ symbol: Symbol, _ owner: Int) { owners[Int(symbol)] = owner }
  func owner(_ symbol: Symbol) -> Int { owners[Int(symbol)] }
  func row(_ symbol: Symbol) -> Row? { rows[Int(symbol)] }
  func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol)] != nil }

  /// The current value of a symbol: its row's constant when basic, zero otherwise.
  func value(_ symbol: Symbol) -> Double { rows[Int(symbol)]?.constant ?? 0 }

  // MARK: Rows and the column index

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    structureVersion &+= 1
    record(basic)
    for cell in row.cells { addToColumn(cell.symbol, basic) }
    rows[Int(basic)] = row
  }

  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row {
    structureVersion &+= 1
    record(basic)
    let row = rows[Int(basic)]!
    rows[Int(basic)] = nil
    for cell in row.cells { removeFromColumn(cell.symbol, basic) }
    return row
  }

  private mutating func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
    columns[Int(symbol)].append(basic)
    liveCounts[Int(symbol)] += 1
  }

  /// Forgets that `basic`'s row holds `symbol`: O(1), the entry goes stale until compaction.
  private mutating func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
    liveCounts[Int(symbol)] -= 1
    if columns[Int(symbol)].count > 2 * Int(liveCounts[Int(symbol)]) + 32 {
      columns[Int(symbol)] = rows(holding: symbol)
    }
  }

  /// The basic symbols whose rows hold `symbol`, each once, in column order.
  ///
  /// - Complexity: O(column length).
  mutating func rows(holding symbol: Symbol) -> [Symbol] {
    stamp &+= 1
    if stamp == 0 {
      marks = Array(repeating: 0, count: marks.count)
      stamp = 1
    }
    var result: [Symbol] = []
    result.reserveCapacity(Int(liveCounts[Int(symbol)]))
    for basic in columns[Int(symbol)]
    where marks[Int(basic)] != stamp && rows[Int(basic)]?.contains(symbol) == true {
      marks[Int(basic)] = stamp
      result.append(basic)
    }
    return result
  }

  /// Replaces `symbol` by `definition` in every row and objective that holds it.
  ///
  /// - Complexity: O(Σ length of the rows in `symbol`'s column), not O(all rows).
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    structureVersion &+= 1
    let basics = columns[Int(symbol)]
    columns[Int(symbol)] = []
    liveCounts[Int(symbol)] = 0
    for basic in basics {
      // Stale entries (the row no longer holds the symbol) and duplicates (already done) skip here.
      guard rows[Int(basic)]?.contains(symbol) == true else { continue }
      record(basic)
      var row = rows[Int(basic)]!
      rows[Int(basic)] = nil
      let factor = row.remove(symbol)
      row.add(
        definition, times: factor,
        appeared: { addToColumn($0, basic) },
        vanished: { removeFromColumn($0, basic) })
      rows[Int(basic)] = row
      if kinds[Int(basic)].isRestricted && row.constant < 0 { infeasible.append(basic) }
    }
    for index in levels.indices where levels[index].objective.contains(symbol) {
      recordLevels()
      let factor = levels[index].objective.remove(symbol)
      levels[index].objective.add(definition, times: factor, appeared: { _ in }, vanished: { _ in })
    }
    if auxiliary?.contains(symbol) == true {
      let factor = auxiliary!.remove(symbol)
      auxiliary!.add(definition, times: factor, appeared: { _ in }, vanished: { _ in })
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = removeRow(leaving)
    row.add(leaving, -1)
    row.solve(for: entering)
    substitute(entering, by: row)
    insertRow(entering, row)
  }

  /// Removes every trace of a non-basic symbol (rows, objectives), treating its value as zero.
  mutating func purge(_ symbol: Symbol) {
    structureVersion &+= 1
    if isBasic(symbol) { removeRow(symbol) }
    for basic in rows(holding: symbol) {
      record(basic)
      rows[Int(basic)]!.remove(symbol)
    }
    columns[Int(symbol)] = []
    liveCounts[Int(symbol)] = 0
    for index in levels.indices where levels[index].objective.contains(symbol) {
      recordLevels()
      levels[index].objective.remove(symbol)
    }
    auxiliary?.remove(symbol)
  }

  /// Moves a constraint's constant by substituting `marker ← marker − amount`: the constraint's
  /// marker (its slack, dummy or first error) is the one symbol that appears only in that
  /// constraint's original row, so changing the row's constant is the same as shifting the marker.
  /// Rows change by `amount` times their coefficient of the marker (or, when the marker is basic, its
  /// own row by −`amount`); the dual simplex then repairs any row that went infeasible.
  ///
  /// - Complexity: O(rows holding the marker); a repeated shift of the same marker with no pivot in
  ///   between (a resize, an animated constant) reads the column from ``shiftCache`` and touches only
  ///   row constants.
  mutating func shiftMarker(_ marker: Symbol, by amount: Double) {
    if isBasic(marker) {
      record(marker)
      rows[Int(marker)]!.constant -= amount
      if kinds[Int(marker)].isRestricted && rows[Int(marker)]!.constant < 0 {
        infeasible.append(marker)
      }
      return
    }
    let column = cachedColumn(marker)
    if journal != nil {
      for entry in column { record(entry.basic) }
    }
    let kinds = self.kinds
    var negative: [Symbol] = []
    rows.withUnsafeMutableBufferPointer { rows in
      for entry in column {
        let index = Int(entry.basic)
        rows[index]!.constant += entry.coefficient * amount
        if rows[index]!.constant < 0 && kinds[index].isRestricted { negative.append(entry.basic) }
      }
    }
    infeasible += negative
  }

  /// The rows holding `marker` with its coefficient in each, from the cache when no row has changed
  /// shape since it was read.
  private mutating func cachedColumn(_ marker: Symbol) -> [(basic: Symbol, coefficient: Double)] {
    if let hit = shiftCache.first(where: { $0.marker == marker && $0.version == structureVersion })
    {
      return hit.entries
    }
    let entries = rows(holding: marker).map { ($0, rows[Int($0)]!.coefficient(of: marker)) }
    let column = ShiftColumn(marker: marker, version: structureVersion, entries: entries)
    if let slot = shiftCache.firstIndex(where: { $0.marker == marker }) {
      shiftCache[slot] = column
    } else if shiftCache.count < 4 {
      shiftCache.append(column)
    } else {
      shiftCache.removeFirst()
      shiftCache.append(column)
    }
    return entries
  }

  // MARK: Priority levels

  /// The index of the level at `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority == priority { return mid }
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    recordLevels()
    levels.insert(Level(priority: priority), at: low)
    return low
  }

  mutating func retainLevel(_ priority: Float) {
    let index = levelIndex(for: priority)
    recordLevels()
    levels[index].count += 1
  }

  mutating func releaseLevel(_ priority: Float) {
    let index = levelIndex(for: priority)
    recordLevels()
    levels[index].count -= 1
    if levels[index].count == 0 { levels.remove(at: index) }
  }

  /// Adds `weight · symbol` to the objective of the level at `priority`, substituting the symbol's
  /// row when it is basic.
  mutating func addToObjective(_ priority: Float, _ symbol: Symbol, weight: Double) {
    let index = levelIndex(for: priority)
    recordLevels()
    if let row = rows[Int(symbol)] {
      levels[index].objective.add(row, times: weight, appeared: { _ in }, vanished: { _ in })
    } else {
      levels[index].objective.add(symbol, weight)
    }
  }

  /// The sign of a symbol's reduced cost compared level by level, highest level first.
  func lexicographicSign(_ symbol: Symbol) -> Int {
    for level in levels {
      let c = level.objective.coefficient(of: symbol)
      if c > Tolerance.epsilon { return 1 }
      if c < -Tolerance.epsilon { return -1 }
    }
    return 0
  }

  // MARK: Simplex

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

  private var iterationLimit: Int { 1000 + 50 * kinds.count }

  /// A symbol whose reduced cost is negative: with `bland`, the lowest id (Bland's rule); otherwise
  /// the one held by the fewest rows, lowest id on a tie.
  private func enteringSymbol(_ objective: Objective, bland: Bool) -> Symbol? {
    var best: Symbol?
    var bestCount = Int32.max
    func consider(_ symbol: Symbol) {
      let count = bland ? 0 : liveCounts[Int(symbol)]
      if best == nil || count < bestCount || (count == bestCount && symbol < best!) {
        best = symbol
        bestCount = count
      }
    }
    switch objective {
    case .auxiliary, .auxiliaryOnOptimalFace:
      for cell in auxiliary!.cells
      where cell.coefficient < -Tolerance.epsilon && kinds[Int(cell.symbol)].isPivotable
        && (objective == .auxiliary || lexicographicSign(cell.symbol) == 0)
      {
        consider(cell.symbol)
        if bland { break }
      }
    case .levels:
      for level in levels {
        for cell in level.objective.cells where cell.coefficient < -Tolerance.epsilon {
          if bland, let best, cell.symbol >= best { break }
          if kinds[Int(cell.symbol)].isPivotable && lexicographicSign(cell.symbol) < 0 {
            consider(cell.symbol)
            if bland { break }
          }
        }
      }
    }
    return best
  }

  /// The ratio test: the restricted row that first hits zero as `entering` grows, and how far
  /// `entering` can grow until it does.
  private func leavingRow(for entering: Symbol) -> (basic: Symbol, ratio: Double)? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in columns[Int(entering)] where kinds[Int(basic)].isRestricted {
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
      var leaving: Symbol?
      for basic in infeasible where (rows[Int(basic)]?.constant ?? 0) < -Tolerance.epsilon {
        if leaving == nil || basic < leaving! { leaving = basic }
      }
      guard let leaving else {
        infeasible.removeAll(keepingCapacity: true)
        return true
      }
      let row = rows[Int(leaving)]!
      var entering: Symbol?
      var enteringCoefficient = 0.0
      for cell in row.cells
      where cell.coefficient > Tolerance.epsilon && kinds[Int(cell.symbol)].isPivotable {
        if let current = entering,
          !dualRatio(cell.symbol, cell.coefficient, isBelow: current, enteringCoefficient)
        {
          continue
        }
        entering = cell.symbol
        enteringCoefficient = cell.coefficient
      }
      guard let entering else { return false }
      pivot(entering: entering, leaving: leaving)
      iterations += 1
      if iterations > iterationLimit {
        throw .internalError("dual simplex exceeded \(iterationLimit) pivots")
      }
    }
  }

  /// Whether the reduced-cost ratio of `a` (coefficient `ca`) is lexicographically below that of `b`;
  /// on a tie, whether `a` has the lower id. Cells are visited in id order, so ties keep the first.
  private func dualRatio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double) -> Bool {
    for level in levels {
      let ra = level.objective.coefficient(of: a) / ca
      let rb = level.objective.coefficient(of: b) / cb
      if ra < rb - Tolerance.epsilon { return true }
      if ra > rb + Tolerance.epsilon { return false }
    }
    return a < b
  }

  /// The row to pivot a non-basic marker into when its constraint is removed (Cassowary's rule):
  /// the restricted row that limits it most, else any unrestricted row holding it.
  ///
  /// A required equality's marker that appears in the row of a redundant equality (a basic dummy,
  /// whose row is a combination of other dummies) goes there first: the redundant equality then
  /// takes over what the removed one enforced. Pivoting it anywhere else would leave that dummy
  /// basic at a non-zero value, silently dropping the redundant constraint.
  mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    let holders = rows(holding: marker)
    if kinds[Int(marker)] == .dummy {
      let redundant = holders.filter { kinds[Int($0)] == .dummy }
      if let lowest = redundant.min() { return lowest }
    }
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for basic in holders {
      let row = rows[Int(basic)]!
      let coefficient = row.coefficient(of: marker)
      if !kinds[Int(basic)].isRestricted {
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

  // MARK: Transactions

  /// What a transaction changed, to put back on rollback: each row as it was before its first change.
  private struct Journal: Sendable {
    var symbolCount: Int
    var freeSymbols: [Symbol]
    var stamp: UInt32
    var savedRows: [(Symbol, Row?)] = []
    var savedLevels: [Level]?
  }

  mutating func beginTransaction() {
    transactionCount &+= 1
    if transactionCount == 0 {
      touchStamps = Array(repeating: 0, count: touchStamps.count)
      transactionCount = 1
    }
    journal = Journal(symbolCount: kinds.count, freeSymbols: freeSymbols, stamp: transactionCount)
  }

  mutating func commit() {
    journal = nil
  }

  /// Puts the tableau back exactly as it was at ``beginTransaction()``.
  mutating func rollback() {
    guard let saved = journal else { return }
    structureVersion &+= 1
    journal = nil
    for (basic, _) in saved.savedRows {
      if let row = rows[Int(basic)] {
        for cell in row.cells { removeFromColumn(cell.symbol, basic) }
      }
    }
    for (basic, row) in saved.savedRows {
      rows[Int(basic)] = row
      if let row { for cell in row.cells { addToColumn(cell.symbol, basic) } }
    }
    if let levels = saved.savedLevels { self.levels = levels }
    if kinds.count > saved.symbolCount {
      // Lazy removal may have left entries naming symbols that are about to disappear.
      let limit = Symbol(saved.symbolCount)
      for index in 0..<saved.symbolCount where columns[index].contains(where: { $0 >= limit }) {
        columns[index].removeAll { $0 >= limit }
      }
    }
    kinds.removeLast(kinds.count - saved.symbolCount)
    owners.removeLast(owners.count - saved.symbolCount)
    rows.removeLast(rows.count - saved.symbolCount)
    columns.removeLast(columns.count - saved.symbolCount)
    liveCounts.removeLast(liveCounts.count - saved.symbolCount)
    marks.removeLast(marks.count - saved.symbolCount)
    touchStamps.removeLast(touchStamps.count - saved.symbolCount)
    for symbol in saved.freeSymbols where Int(symbol) < saved.symbolCount {
      kinds[Int(symbol)] = .free
      owners[Int(symbol)] = -1
      columns[Int(symbol)] = []
      liveCounts[Int(symbol)] = 0
    }
    freeSymbols = saved.freeSymbols
    auxiliary = nil
    infeasible.removeAll()
  }

  private mutating func record(_ basic: Symbol) {
    guard let stamp = journal?.stamp, touchStamps[Int(basic)] != stamp else { return }
    touchStamps[Int(basic)] = stamp
    journal!.savedRows.append((basic, rows[Int(basic)]))
  }

  private mutating func recordLevels() {
    if journal != nil && journal!.savedLevels == nil { journal!.savedLevels = levels }
  }
}
