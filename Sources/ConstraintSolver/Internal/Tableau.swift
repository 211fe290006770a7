/// What the tableau keeps for one symbol. The fields a pivot or a column walk reads for a symbol sit
/// side by side, in one cache line, instead of in a dozen arrays — whose large buffers, each
/// starting at the same offset of a page, also competed for the same cache sets.
struct SymbolInfo: Sendable {
  var kind: SymbolKind
  /// Scratch of value propagation and of shift-column builds: whether ``pendingDelta`` is in use.
  var isPending = false
  /// How many rows really hold the symbol (its column may also list stale entries).
  var liveCount: Int32 = 0
  /// De-duplicates a column walk in O(1) per entry: equal to the tableau's current stamp once seen.
  var mark: UInt32 = 0
  /// Which rows the current transaction has saved: the transaction's stamp for a whole row, one
  /// less for its constant alone. Kept across transactions so that beginning one costs O(1).
  var touchStamp: UInt32 = 0
  /// Scratch of shift-column builds: the symbol's place among the rows the search entered, else −1.
  var reachedIndex: Int32 = -1
  /// The constraint (by ``Constraint/id``) that a marker or error symbol belongs to, else −1.
  var owner: Int
  /// The order rows were inserted in: a row only references rows of lower rank. 64 bits: a
  /// long-running layout inserts rows on every pivot, and a wrapped rank would break the order of
  /// the references.
  var rank: UInt64 = 0
  /// Scratch: a value move waiting to be pushed to the rows that reference the symbol, or a
  /// shift-column multiple being summed.
  var pendingDelta: Double = 0

  init(kind: SymbolKind, owner: Int) {
    self.kind = kind
    self.owner = owner
  }
}

/// One strict priority level: the optional constraints at one `Float` priority and the objective row
/// that sums their errors.
struct Level: Sendable {
  var priority: Float
  /// Change only through the tableau's objective methods, which keep ``negatives`` and the journal.
  var objective = ObjectiveRow()
  /// How many constraints (edit variables included) use this level.
  var count = 0
  /// Every pivotable symbol whose coefficient in ``objective`` is negative, possibly with stale
  /// entries and duplicates: the entering-symbol search reads this instead of scanning the whole
  /// (long) row.
  var negatives: [Symbol] = []

  init(priority: Float) { self.priority = priority }
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
/// - **Definition rows.** A required equality that introduces a fresh variable (`y == above + 8`,
///   the shape of most layout constraints) goes in as a row of that variable that may *name* other
///   basic external symbols instead of repeating their rows — a reference. Without references every
///   dependent row would carry the marker of every equality up its chain (rows as long as the chain
///   is deep: kiwi's 1.3 GB at N = 10000). Restricted rows and objectives never hold references;
///   only rows of external symbols do, and only to external rows inserted earlier (lower
///   ``SymbolInfo/rank``), so the references form a DAG ordered by rank.
/// - Every row's constant is its basic symbol's current value, references included (a reference's
///   current value is folded into the constant), so reading a value is O(1). When a referenced
///   row's value moves, the move is pushed down the references in rank order (``propagate()``).
/// - Every choice breaks ties on the lowest symbol id, so the same calls give the same
///   pivots and bit-identical values.
struct Tableau: Sendable {
  /// What is kept per symbol (kind, owner, counts, marks, rank, scratch), by symbol id.
  private(set) var symbols: [SymbolInfo] = []
  private(set) var rows: [Row?] = []
  private(set) var columns: [[Symbol]] = []
  /// The current mark of ``SymbolInfo/mark`` (see ``freshStamp()``).
  private var stamp: UInt32 = 0
  private var freeSymbols: [Symbol] = []
  /// Priority levels in use, highest first.
  private(set) var levels: [Level] = []
  /// The scalar objective of phase one (or of an exploration on a copy), when one is running.
  private(set) var auxiliary: Row?
  /// Basic restricted symbols whose constant may have gone negative, for the dual simplex.
  private var infeasible = MinHeap<Symbol>()
  private var journal: Journal?
  /// The current transaction's stamp (see ``SymbolInfo/touchStamp``).
  private var transactionCount: UInt32 = 0
  /// Bumped by every change to which rows exist or what cells they hold (not by constants alone).
  private var structureVersion: UInt64 = 0
  /// The columns of the last few shifted markers (see ``shiftMarker(_:by:)``).
  private var shiftCache: [ShiftColumn] = []

  /// The rank the next inserted row gets (see ``SymbolInfo/rank``).
  private var nextRank: UInt64 = 0
  /// The symbols whose value moves wait to be pushed to the rows that reference them, lowest rank
  /// first (see ``SymbolInfo/pendingDelta``).
  private var pending = MinHeap<RankedSymbol>()

  /// Every row a shift of `marker` moves and its multiple of the shift, as parallel arrays (a
  /// resize is one tight loop over them): restricted rows first, which the dual simplex must check,
  /// then the others, each part in symbol order.
  private struct ShiftColumn: Sendable {
    var marker: Symbol
    var version: UInt64
    var basics: [Symbol] = []
    var multiples: [Double] = []
    /// How many of the entries, from the first, are restricted rows.
    var restrictedCount = 0
    /// The restricted entries whose row is a redundant required equality (a basic dummy).
    var redundant: [(basic: Symbol, coefficient: Double)] = []
  }
  /// The constants a shift overwrote, by position in its column, until it is known to stand.
  private var shiftUndo: [Double] = []

  var symbolCount: Int { symbols.count }

  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      symbols[Int(symbol)].kind = kind
      symbols[Int(symbol)].owner = owner
      return symbol
    }
    let symbol = Symbol(symbols.count)
    symbols.append(SymbolInfo(kind: kind, owner: owner))
    rows.append(nil)
    columns.append([])
    return symbol
  }

  /// Returns a symbol that appears in no row and no objective to the free list.
  mutating func freeSymbol(_ symbol: Symbol) {
    purge(symbol)
    symbols[Int(symbol)].kind = .free
    symbols[Int(symbol)].owner = -1
    freeSymbols.append(symbol)
  }

  func kind(_ symbol: Symbol) -> SymbolKind { symbols[Int(symbol)].kind }
  mutating func setOwner(_ symbol: Symbol, _ owner: Int) { symbols[Int(symbol)].owner = owner }
  func owner(_ symbol: Symbol) -> Int { symbols[Int(symbol)].owner }
  func row(_ symbol: Symbol) -> Row? { rows[Int(symbol)] }
  func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol)] != nil }

  /// The current value of a symbol: its row's constant when basic, zero otherwise.
  func value(_ symbol: Symbol) -> Double { rows[Int(symbol)]?.constant ?? 0 }

  /// Writes the value of each slot's symbol (0 for a nil slot) to the same position of `values`,
  /// which has room for them all: the many reads a layout pass makes after each solve, unchecked.
  func readValues(
    at slots: UnsafeBufferPointer<VariableSlot?>, into values: UnsafeMutableBufferPointer<Double>
  ) {
    rows.withUnsafeBufferPointer { rows in
      for index in slots.indices {
        guard let slot = slots[index] else {
          values[index] = 0
          continue
        }
        values[index] = rows[Int(slot.symbol)]?.constant ?? 0
      }
    }
  }

  // MARK: Rows and the column index

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    structureVersion &+= 1
    record(basic)
    for cell in row.cells { addToColumn(cell.symbol, basic) }
    var row = row
    row.trimCapacity()
    rows[Int(basic)] = row
    symbols[Int(basic)].rank = nextRank
    nextRank += 1
  }

  /// Removes a row; its symbol becomes non-basic, at value 0 — rows that referenced it keep it as an
  /// ordinary non-basic cell, and lose the value it had.
  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row {
    structureVersion &+= 1
    record(basic)
    let row = rows[Int(basic)]!
    if isReferenced(basic) {
      enqueue(basic, -row.constant)
      propagate()
    }
    rows[Int(basic)] = nil
    for cell in row.cells { removeFromColumn(cell.symbol, basic) }
    return row
  }

  /// A queued propagation: lowest rank first.
  private struct RankedSymbol: Comparable, Sendable {
    var rank: UInt64
    var symbol: Symbol

    static func < (a: RankedSymbol, b: RankedSymbol) -> Bool {
      a.rank != b.rank ? a.rank < b.rank : a.symbol < b.symbol
    }
  }

  /// Whether `symbol` is an external symbol that no row (its own included), no objective and no
  /// auxiliary row holds.
  func isFresh(_ symbol: Symbol) -> Bool {
    symbols[Int(symbol)].kind == .external && rows[Int(symbol)] == nil
      && symbols[Int(symbol)].liveCount == 0
      && !levels.contains { $0.objective.contains(symbol) } && auxiliary?.contains(symbol) != true
  }

  /// Whether `symbol`'s row references other rows (see the type's discussion).
  func hasReferences(_ symbol: Symbol) -> Bool {
    guard symbols[Int(symbol)].kind == .external, let row = rows[Int(symbol)] else { return false }
    return row.cells.contains { rows[Int($0.symbol)] != nil }
  }

  /// Inserts the row of a required equality's fresh subject as it is, references and all.
  ///
  /// `row` reads `subject = constant + Σ cells` where cells may name basic external symbols; their
  /// current values are folded into the stored constant. The subject must appear in no row and no
  /// objective, so nothing else changes: no substitution, no optimisation.
  mutating func insertDefinition(_ subject: Symbol, _ row: Row) {
    var stored = row
    for cell in row.cells where rows[Int(cell.symbol)] != nil {
      stored.constant += cell.coefficient * rows[Int(cell.symbol)]!.constant
    }
    insertRow(subject, stored)
  }

  /// `symbol`'s row with every reference replaced by the referenced row, recursively: the same
  /// value, in non-basic symbols only (the form the simplex needs).
  ///
  /// Multipliers flow from `symbol` down its references, parents before children (references point
  /// to lower ranks), so each row reached is read once: linear in the rows reached, even at the end
  /// of a long chain, and no intermediate expansion is kept.
  func expandedRow(_ symbol: Symbol) -> Row? {
    guard let row = rows[Int(symbol)] else { return nil }
    guard hasReferences(symbol) else { return row }
    var reached: [Symbol] = [symbol]
    var seen: Set<Symbol> = [symbol]
    var next = 0
    while next < reached.count {
      for cell in rows[Int(reached[next])]!.cells
      where rows[Int(cell.symbol)] != nil && seen.insert(cell.symbol).inserted {
        reached.append(cell.symbol)
      }
      next += 1
    }
    reached.sort { symbols[Int($0)].rank > symbols[Int($1)].rank }
    var multipliers: [Symbol: Double] = [symbol: 1]
    var totals: [Symbol: Double] = [:]
    for current in reached {
      guard let multiplier = multipliers[current], multiplier != 0 else { continue }
      for cell in rows[Int(current)]!.cells {
        if rows[Int(cell.symbol)] != nil {
          multipliers[cell.symbol, default: 0] += multiplier * cell.coefficient
        } else {
          totals[cell.symbol, default: 0] += multiplier * cell.coefficient
        }
      }
    }
    // The references' values are already in the constant.
    var result = Row(constant: row.constant)
    result.cells = totals.filter { !Tolerance.isZero($0.value) }
      .map { Cell(symbol: $0.key, coefficient: $0.value) }
      .sorted { $0.symbol < $1.symbol }
    return result
  }

  /// Replaces a definition row by its expansion (same value, same rank), so that it can be pivoted.
  private mutating func canonicalize(_ symbol: Symbol) {
    guard hasReferences(symbol), let expansion = expandedRow(symbol) else { return }
    structureVersion &+= 1
    record(symbol)
    let old = rows[Int(symbol)]!
    for cell in old.cells { removeFromColumn(cell.symbol, symbol) }
    for cell in expansion.cells { addToColumn(cell.symbol, symbol) }
    rows[Int(symbol)] = expansion
  }

  /// Queues a move of `delta` in the value of the basic external `symbol` for the rows that
  /// reference it.
  private mutating func enqueue(_ symbol: Symbol, _ delta: Double) {
    if !symbols[Int(symbol)].isPending {
      symbols[Int(symbol)].isPending = true
      pending.insert(RankedSymbol(rank: symbols[Int(symbol)].rank, symbol: symbol))
    }
    symbols[Int(symbol)].pendingDelta += delta
  }

  /// The next queued symbol (lowest rank) and the sum of the moves queued for it.
  private mutating func dequeue() -> (symbol: Symbol, delta: Double)? {
    guard let symbol = pending.popMin()?.symbol else { return nil }
    defer {
      symbols[Int(symbol)].pendingDelta = 0
      symbols[Int(symbol)].isPending = false
    }
    return (symbol, symbols[Int(symbol)].pendingDelta)
  }

  /// Whether the basic symbol `basic` is an external row that other rows name (a reference target).
  private func isReferenced(_ basic: Symbol) -> Bool {
    symbols[Int(basic)].kind == .external && symbols[Int(basic)].liveCount > 0
  }

  /// Pushes queued value moves into the rows that reference the moved rows, down the references,
  /// lowest rank first, so each row is reached once with the sum of what reaches it.
  private mutating func propagate() {
    var found: [(basic: Symbol, coefficient: Double)] = []  // reused: one list for every symbol
    while let (symbol, delta) = dequeue() {
      guard delta != 0 else { continue }
      collectHolders(of: symbol, into: &found)
      for (holder, coefficient) in found {
        let change = coefficient * delta
        record(holder)
        rows[Int(holder)]!.constant += change
        if isReferenced(holder) { enqueue(holder, change) }
      }
    }
  }

  private mutating func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
    columns[Int(symbol)].append(basic)
    symbols[Int(symbol)].liveCount += 1
  }

  /// Forgets that `basic`'s row holds `symbol`: O(1), the entry goes stale until compaction.
  private mutating func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
    symbols[Int(symbol)].liveCount -= 1
    if columns[Int(symbol)].count > 2 * Int(symbols[Int(symbol)].liveCount) + 32 {
      columns[Int(symbol)] = rows(holding: symbol)
    }
  }

  /// The basic symbols whose rows hold `symbol`, each once, in column order.
  ///
  /// - Complexity: O(column length).
  mutating func rows(holding symbol: Symbol) -> [Symbol] { holders(of: symbol).map(\.basic) }

  /// The rows holding `symbol`, each once, with its coefficient in each: one search per row.
  private mutating func holders(of symbol: Symbol) -> [(basic: Symbol, coefficient: Double)] {
    var result: [(basic: Symbol, coefficient: Double)] = []
    collectHolders(of: symbol, into: &result)
    return result
  }

  /// ``holders(of:)`` into a list the caller reuses (emptied first).
  private mutating func collectHolders(
    of symbol: Symbol, into result: inout [(basic: Symbol, coefficient: Double)]
  ) {
    result.removeAll(keepingCapacity: true)
    appendHolders(of: symbol, to: &result)
  }

  /// ``holders(of:)`` appended to `result`.
  private mutating func appendHolders(
    of symbol: Symbol, to result: inout [(basic: Symbol, coefficient: Double)]
  ) {
    let stamp = freshStamp()
    if result.capacity < result.count + Int(symbols[Int(symbol)].liveCount) {
      result.reserveCapacity(
        max(2 * result.capacity, result.count + Int(symbols[Int(symbol)].liveCount)))
    }
    let column = columns[Int(symbol)]
    rows.withUnsafeBufferPointer { rows in
      symbols.withUnsafeMutableBufferPointer { symbols in
        for basic in column where symbols[Int(basic)].mark != stamp {
          // Read in place: binding the row would retain and release its cells.
          guard let coefficient = rows[Int(basic)]?.coefficientIfPresent(symbol) else { continue }
          symbols[Int(basic)].mark = stamp
          result.append((basic, coefficient))
        }
      }
    }
  }

  /// A mark no symbol's ``SymbolInfo/mark`` holds yet.
  private mutating func freshStamp() -> UInt32 {
    stamp &+= 1
    if stamp == 0 {
      for index in symbols.indices { symbols[index].mark = 0 }
      stamp = 1
    }
    return stamp
  }

  /// Replaces `symbol` by `definition` in every row and objective that holds it.
  ///
  /// - Complexity: O(Σ length of the rows in `symbol`'s column), not O(all rows).
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    structureVersion &+= 1
    let basics = columns[Int(symbol)]
    columns[Int(symbol)] = []
    symbols[Int(symbol)].liveCount = 0
    for basic in basics {
      // Stale entries (the row no longer holds the symbol) and duplicates (already done) skip here.
      guard rows[Int(basic)]?.contains(symbol) == true else { continue }
      record(basic)
      var row = rows[Int(basic)]!
      rows[Int(basic)] = nil
      let factor = row.remove(symbol)
      let before = row.constant
      row.add(
        definition, times: factor,
        appeared: { addToColumn($0, basic) },
        vanished: { removeFromColumn($0, basic) })
      row.trimCapacity()
      rows[Int(basic)] = row
      if symbols[Int(basic)].kind.isRestricted && row.constant < 0 { infeasible.insert(basic) }
      if isReferenced(basic) && row.constant != before {
        enqueue(basic, row.constant - before)
      }
    }
    propagate()
    for index in levels.indices where levels[index].objective.contains(symbol) {
      let factor = levels[index].objective.coefficient(of: symbol)
      addToObjective(at: index, symbol, -factor)
      addToObjective(at: index, definition, times: factor)
    }
    if auxiliary?.contains(symbol) == true {
      let factor = auxiliary!.remove(symbol)
      auxiliary!.add(definition, times: factor, appeared: { _ in }, vanished: { _ in })
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    canonicalize(leaving)
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
    symbols[Int(symbol)].liveCount = 0
    for index in levels.indices where levels[index].objective.contains(symbol) {
      addToObjective(at: index, symbol, -levels[index].objective.coefficient(of: symbol))
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
      recordConstant(marker)
      rows[Int(marker)]!.constant -= amount
      if symbols[Int(marker)].kind.isRestricted && rows[Int(marker)]!.constant < 0 {
        infeasible.insert(marker)
      }
      return
    }
    let column = cachedColumn(marker)
    if journal != nil {
      // The journal's list is taken out while it grows, so that appending never copies it.
      var saved = journal!.savedConstants
      journal!.savedConstants = []
      saved.reserveCapacity(saved.count + column.basics.count)
      let mark = journal!.stamp - 1
      symbols.withUnsafeMutableBufferPointer { stamps in
        for basic in column.basics where stamps[Int(basic)].touchStamp < mark {
          stamps[Int(basic)].touchStamp = mark
          saved.append((basic, rows[Int(basic)]!.constant))
        }
      }
      journal!.savedConstants = saved
    }
    for symbol in applyShift(column, by: amount) { infeasible.insert(symbol) }
  }

  /// Moves each row of `column` by its multiple of `amount`. Returns the restricted rows that went
  /// below zero.
  private mutating func applyShift(_ column: ShiftColumn, by amount: Double) -> [Symbol] {
    var negative: [Symbol] = []
    rows.withUnsafeMutableBufferPointer { rows in
      column.basics.withUnsafeBufferPointer { basics in
        column.multiples.withUnsafeBufferPointer { multiples in
          for entry in 0..<column.restrictedCount {
            let index = Int(basics[entry])
            let moved = rows[index]!.constant + multiples[entry] * amount
            rows[index]!.constant = moved
            if moved < 0 { negative.append(basics[entry]) }
          }
          for entry in column.restrictedCount..<basics.count {
            rows[Int(basics[entry])]!.constant += multiples[entry] * amount
          }
        }
      }
    }
    return negative
  }

  /// Shifts `marker` as ``shiftMarker(_:by:)`` does, but only when that leaves every restricted row
  /// feasible and every redundant equality holding: the dual simplex then has nothing to do, so
  /// nothing can fail and need undoing, and the shift skips the journal. Returns false, having
  /// changed nothing, when the shift needs the full path (a row would go infeasible, a redundant
  /// equality would break, or the marker is basic).
  ///
  /// One pass moves every row and keeps the constants it overwrote; only when the shift turns out
  /// to need the full path are they written back (exactly) — the rare case pays, not the common one.
  mutating func shiftMarkerIfFeasible(_ marker: Symbol, by amount: Double) -> Bool {
    guard !isBasic(marker) else { return false }
    let column = cachedColumn(marker)
    let count = column.basics.count
    if shiftUndo.count < count { shiftUndo = Array(repeating: 0, count: count) }
    var feasible = true
    rows.withUnsafeMutableBufferPointer { rows in
      column.basics.withUnsafeBufferPointer { basics in
        column.multiples.withUnsafeBufferPointer { multiples in
          shiftUndo.withUnsafeMutableBufferPointer { undo in
            for entry in 0..<column.restrictedCount {
              let index = Int(basics[entry])
              let old = rows[index]!.constant
              let moved = old + multiples[entry] * amount
              undo[entry] = old
              rows[index]!.constant = moved
              if moved < -Tolerance.epsilon { feasible = false }
            }
            for entry in column.restrictedCount..<count {
              let index = Int(basics[entry])
              let old = rows[index]!.constant
              undo[entry] = old
              rows[index]!.constant = old + multiples[entry] * amount
            }
            if feasible {
              for entry in column.redundant where abs(rows[Int(entry.basic)]!.constant) > 1e-7 {
                feasible = false
                break
              }
            }
            if !feasible {
              for entry in 0..<count { rows[Int(basics[entry])]!.constant = undo[entry] }
            }
          }
        }
      }
    }
    // Rows left within the tolerance below zero are not infeasible: nothing to queue.
    return feasible
  }

  /// The rows holding `marker` with its coefficient in each, from the cache when no row has changed
  /// shape since it was read.
  private mutating func cachedColumn(_ marker: Symbol) -> ShiftColumn {
    if let hit = shiftCache.first(where: { $0.marker == marker && $0.version == structureVersion })
    {
      return hit
    }
    let column = shiftColumn(marker)
    if let slot = shiftCache.firstIndex(where: { $0.marker == marker }) {
      shiftCache[slot] = column
    } else if shiftCache.count < 4 {
      shiftCache.append(column)
    } else {
      shiftCache.removeFirst()
      shiftCache.append(column)
    }
    return column
  }

  /// Every row a shift of `marker` moves, with its multiple: the rows holding the marker, then every
  /// row that references a moved row, down the references.
  ///
  /// A row's multiple is its own coefficient of the marker plus, for each moved row it references,
  /// that coefficient times the referenced row's multiple — so a row is done only after all the rows
  /// it references. The referencing rows are found depth-first from the rows holding the marker, and
  /// the reverse of the order in which the search leaves them is such an order (the references form a
  /// DAG): no priority queue and no sort by rank. Each row's list of referencing rows is read once.
  ///
  /// - Complexity: O(rows reached + their references + the column entries read), plus sorting the
  ///   rows reached by symbol (or a scan of every symbol when they are most of them).
  private mutating func shiftColumn(_ marker: Symbol) -> ShiftColumn {
    // Per symbol, the search uses ``SymbolInfo/reachedIndex`` (its place among the rows entered)
    // and the propagation ``SymbolInfo/pendingDelta`` (the multiple so far) with
    // ``SymbolInfo/isPending`` (whether it moved): each kept at rest between uses.
    let direct = holders(of: marker)
    // The search: `reached` lists the referenced rows it entered, `edges[ranges[i]]` the rows that
    // reference `reached[i]` with the coefficient each gives it, `finished` the order of leaving.
    var reached: [Symbol] = []
    var ranges: [Range<Int>] = []
    var edges: [(basic: Symbol, coefficient: Double)] = []
    var finished: [Int32] = []
    var stack: [(node: Int32, next: Int)] = []
    for (holder, _) in direct
    where isReferenced(holder) && symbols[Int(holder)].reachedIndex < 0 {
      var next = holder  // the row to enter, if any
      while true {
        if next >= 0 {
          let node = Int32(reached.count)
          symbols[Int(next)].reachedIndex = node
          reached.append(next)
          let start = edges.count
          appendHolders(of: next, to: &edges)
          ranges.append(start..<edges.count)
          stack.append((node, start))
          next = -1
        }
        guard let (node, edge) = stack.last else { break }
        if edge < ranges[Int(node)].upperBound {
          stack[stack.count - 1].next = edge + 1
          let target = edges[edge].basic
          if isReferenced(target) && symbols[Int(target)].reachedIndex < 0 { next = target }
        } else {
          stack.removeLast()
          finished.append(node)
        }
      }
    }
    var moved: [Symbol] = []
    var column = ShiftColumn(marker: marker, version: structureVersion)
    symbols.withUnsafeMutableBufferPointer { symbols in
      for basic in reached { symbols[Int(basic)].reachedIndex = -1 }
      @inline(__always)
      func move(_ basic: Symbol, by multiple: Double) {
        if !symbols[Int(basic)].isPending {
          symbols[Int(basic)].isPending = true
          moved.append(basic)
        }
        symbols[Int(basic)].pendingDelta += multiple
      }
      for (holder, coefficient) in direct { move(holder, by: coefficient) }
      edges.withUnsafeBufferPointer { edges in
        for node in finished.reversed() {
          let multiple = symbols[Int(reached[Int(node)])].pendingDelta
          guard multiple != 0 else { continue }
          for edge in ranges[Int(node)] {
            move(edges[edge].basic, by: edges[edge].coefficient * multiple)
          }
        }
      }
      // In symbol order (the shift then walks the rows array front to back): a sort when few rows
      // moved, else one scan of the marks.
      if moved.count * 16 < symbols.count {
        moved.sort()
      } else {
        var index = 0
        for symbol in symbols.indices where symbols[symbol].isPending {
          moved[index] = Symbol(symbol)
          index += 1
        }
      }
      var others: [(basic: Symbol, multiple: Double)] = []
      column.basics.reserveCapacity(moved.count)
      column.multiples.reserveCapacity(moved.count)
      for basic in moved {
        let multiple = symbols[Int(basic)].pendingDelta
        symbols[Int(basic)].pendingDelta = 0
        symbols[Int(basic)].isPending = false
        guard multiple != 0 else { continue }
        if symbols[Int(basic)].kind.isRestricted {
          column.basics.append(basic)
          column.multiples.append(multiple)
          if symbols[Int(basic)].kind == .dummy { column.redundant.append((basic, multiple)) }
        } else {
          others.append((basic, multiple))
        }
      }
      column.restrictedCount = column.basics.count
      for (basic, multiple) in others {
        column.basics.append(basic)
        column.multiples.append(multiple)
      }
    }
    return column
  }

  // MARK: Priority levels

  /// The index of the level at `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    let (index, found) = levelPosition(priority)
    if found { return index }
    journal?.levelChanges.append(.inserted(priority))
    levels.insert(Level(priority: priority), at: index)
    return index
  }

  /// Where the level at `priority` is, or would be inserted (levels run highest first).
  private func levelPosition(_ priority: Float) -> (index: Int, found: Bool) {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority == priority { return (mid, true) }
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  mutating func retainLevel(_ priority: Float) {
    let index = levelIndex(for: priority)
    journal?.levelChanges.append(.count(priority, levels[index].count))
    levels[index].count += 1
  }

  mutating func releaseLevel(_ priority: Float) {
    let index = levelIndex(for: priority)
    journal?.levelChanges.append(.count(priority, levels[index].count))
    levels[index].count -= 1
    if levels[index].count == 0 {
      journal?.levelChanges.append(.removed(levels[index]))
      levels.remove(at: index)
    }
  }

  /// Adds `weight · symbol` to the objective of the level at `priority`, substituting the symbol's
  /// row when it is basic.
  mutating func addToObjective(_ priority: Float, _ symbol: Symbol, weight: Double) {
    let index = levelIndex(for: priority)
    if let row = rows[Int(symbol)] {
      addToObjective(at: index, row, times: weight)
    } else {
      addToObjective(at: index, symbol, weight)
    }
  }

  /// `objective += coefficient · symbol` at level `index`, journaled, keeping ``Level/negatives``.
  private mutating func addToObjective(at index: Int, _ symbol: Symbol, _ coefficient: Double) {
    let old = levels[index].objective.coefficient(of: symbol)
    journal?.levelChanges.append(.cell(levels[index].priority, symbol, old))
    levels[index].objective.add(symbol, coefficient)
    if old + coefficient < -Tolerance.epsilon && symbols[Int(symbol)].kind.isPivotable {
      levels[index].negatives.append(symbol)
    }
  }

  /// `objective += factor · row` at level `index`: O(cells of `row`), whatever the objective's length.
  private mutating func addToObjective(at index: Int, _ row: Row, times factor: Double) {
    journal?.levelChanges.append(
      .constant(levels[index].priority, levels[index].objective.constant))
    levels[index].objective.constant += factor * row.constant
    for cell in row.cells { addToObjective(at: index, cell.symbol, factor * cell.coefficient) }
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

  private var iterationLimit: Int { 1000 + 50 * symbols.count }

  /// A symbol whose reduced cost is negative: with `bland`, the lowest id (Bland's rule); otherwise
  /// the one held by the fewest rows, lowest id on a tie.
  private mutating func enteringSymbol(_ objective: Objective, bland: Bool) -> Symbol? {
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
      for cell in auxiliary!.cells
      where cell.coefficient < -Tolerance.epsilon && symbols[Int(cell.symbol)].kind.isPivotable
        && (objective == .auxiliary || lexicographicSign(cell.symbol) == 0)
      {
        consider(cell.symbol)
        if bland { break }
      }
    case .levels:
      // Each level's candidates, pruned to the symbols still negative there (once each). A symbol
      // whose lexicographic reduced cost is negative is negative in some level, so it is listed.
      for index in levels.indices {
        let stamp = freshStamp()
        var kept: [Symbol] = []
        for symbol in levels[index].negatives
        where symbols[Int(symbol)].mark != stamp
          && levels[index].objective.coefficient(of: symbol) < -Tolerance.epsilon
        {
          symbols[Int(symbol)].mark = stamp
          kept.append(symbol)
        }
        levels[index].negatives = kept
      }
      let stamp = freshStamp()
      for level in levels {
        for symbol in level.negatives where symbols[Int(symbol)].mark != stamp {
          symbols[Int(symbol)].mark = stamp
          if symbols[Int(symbol)].kind.isPivotable && lexicographicSign(symbol) < 0 {
            consider(symbol)
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

  // MARK: Transactions

  /// What a transaction changed, to put back on rollback: each row as it was before its first change.
  private struct Journal: Sendable {
    var symbolCount: Int
    var freeSymbols: [Symbol]
    var stamp: UInt32
    var savedRows: [(Symbol, Row?, UInt64)] = []
    /// Rows of which only the constant changed (a shift), with the constant they had: far cheaper
    /// than copying the row. A row saved whole later keeps its entry here, applied after it.
    var savedConstants: [(Symbol, Double)] = []
    /// Undo entries for the priority levels, oldest first: what each change overwrote.
    var levelChanges: [LevelChange] = []
  }

  /// One change to the priority levels, with what it overwrote.
  private enum LevelChange: Sendable {
    case inserted(Float)
    case removed(Level)
    case count(Float, Int)
    case constant(Float, Double)
    case cell(Float, Symbol, Double)
  }

  mutating func beginTransaction() {
    transactionCount &+= 2
    if transactionCount == 0 {
      for index in symbols.indices { symbols[index].touchStamp = 0 }
      transactionCount = 2
    }
    journal = Journal(symbolCount: symbols.count, freeSymbols: freeSymbols, stamp: transactionCount)
  }

  mutating func commit() {
    journal = nil
  }

  /// Whether every redundant required equality (a basic dummy) among the rows this transaction
  /// changed still holds. Moving a constraint's constant can leave such a row at a non-zero value —
  /// the moved equality then contradicts one that used to repeat it — which no pivot reports,
  /// since the dual simplex only repairs negative rows.
  func changedRedundantEqualitiesHold() -> Bool {
    guard let journal else { return true }
    func holds(_ basic: Symbol) -> Bool {
      guard symbols[Int(basic)].kind == .dummy, let row = rows[Int(basic)] else { return true }
      return abs(row.constant) <= 1e-7
    }
    return journal.savedRows.allSatisfy { holds($0.0) }
      && journal.savedConstants.allSatisfy { holds($0.0) }
  }

  /// Puts the tableau back exactly as it was at ``beginTransaction()``.
  mutating func rollback() {
    guard let saved = journal else { return }
    structureVersion &+= 1
    journal = nil
    for (basic, _, _) in saved.savedRows {
      if let row = rows[Int(basic)] {
        for cell in row.cells { removeFromColumn(cell.symbol, basic) }
      }
    }
    for (basic, row, rank) in saved.savedRows {
      rows[Int(basic)] = row
      symbols[Int(basic)].rank = rank
      if let row { for cell in row.cells { addToColumn(cell.symbol, basic) } }
    }
    // Every row whose constant alone was saved existed when the transaction began, and exists again
    // now that the whole rows are back.
    for (basic, constant) in saved.savedConstants { rows[Int(basic)]!.constant = constant }
    if !saved.levelChanges.isEmpty {
      for change in saved.levelChanges.reversed() {
        switch change {
        case .inserted(let priority):
          levels.remove(at: levelPosition(priority).index)
        case .removed(let level):
          levels.insert(level, at: levelPosition(level.priority).index)
        case .count(let priority, let old):
          levels[levelPosition(priority).index].count = old
        case .constant(let priority, let old):
          levels[levelPosition(priority).index].objective.constant = old
        case .cell(let priority, let symbol, let old):
          levels[levelPosition(priority).index].objective.setCoefficient(symbol, old)
        }
      }
      for index in levels.indices {
        levels[index].negatives = levels[index].objective.cells
          .filter {
            $0.coefficient < -Tolerance.epsilon && symbols[Int($0.symbol)].kind.isPivotable
          }
          .map(\.symbol)
      }
    }
    if symbols.count > saved.symbolCount {
      // Lazy removal may have left entries naming symbols that are about to disappear.
      let limit = Symbol(saved.symbolCount)
      for index in 0..<saved.symbolCount where columns[index].contains(where: { $0 >= limit }) {
        columns[index].removeAll { $0 >= limit }
      }
    }
    symbols.removeLast(symbols.count - saved.symbolCount)
    rows.removeLast(rows.count - saved.symbolCount)
    columns.removeLast(columns.count - saved.symbolCount)
    for symbol in saved.freeSymbols where Int(symbol) < saved.symbolCount {
      symbols[Int(symbol)].kind = .free
      symbols[Int(symbol)].owner = -1
      columns[Int(symbol)] = []
      symbols[Int(symbol)].liveCount = 0
    }
    freeSymbols = saved.freeSymbols
    auxiliary = nil
    infeasible.removeAll()
  }

  private mutating func record(_ basic: Symbol) {
    guard let stamp = journal?.stamp, symbols[Int(basic)].touchStamp != stamp else { return }
    symbols[Int(basic)].touchStamp = stamp
    journal!.savedRows.append((basic, rows[Int(basic)], symbols[Int(basic)].rank))
  }

  /// Saves a basic row's constant before a change that leaves its cells alone.
  private mutating func recordConstant(_ basic: Symbol) {
    guard let stamp = journal?.stamp, symbols[Int(basic)].touchStamp < stamp - 1 else { return }
    symbols[Int(basic)].touchStamp = stamp - 1
    journal!.savedConstants.append((basic, rows[Int(basic)]!.constant))
  }

}
