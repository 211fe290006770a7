/// Rows and the column index: inserting, removing, substituting and pivoting rows; definition
/// rows, their expansion, and value moves pushed down the references.
extension Tableau {
  /// How far apart the ranks of rows inserted one after another are: a definition row goes right
  /// above the rows it references (their rank + 1), below the rows inserted after them.
  static let rankStride: UInt64 = 16

  /// Inserts `row` as `basic`'s, at `rank` (see ``SymbolInfo/rank``), else above every row.
  mutating func insertRow(_ basic: Symbol, _ row: Row, rank: UInt64? = nil) {
    structureVersion &+= 1
    record(basic)
    addToColumns(of: row, basic)
    var row = row
    row.trimCapacity()
    rows[Int(basic)] = row
    symbols[Int(basic)].isBasic = true
    if let rank {
      symbols[Int(basic)].rank = rank
      // Rows inserted without a rank go above every rank given so far.
      nextRank = max(nextRank, rank + Self.rankStride)
    } else {
      symbols[Int(basic)].rank = nextRank
      nextRank += Self.rankStride
    }
    noteMoved(basic)
  }

  /// Removes a row; its symbol becomes non-basic, at value 0 — rows that referenced it keep it as an
  /// ordinary non-basic cell, and lose the value it had (pushed down at once, or left queued in a
  /// batch when `deferring`).
  @discardableResult
  mutating func removeRow(_ basic: Symbol, deferring: Bool = false) -> Row {
    structureVersion &+= 1
    record(basic)
    let row = rows[Int(basic)]!
    if isReferenced(basic) {
      enqueue(basic, -row.constant)
      if deferring { propagateUnlessDeferred() } else { propagate() }
    }
    rows[Int(basic)] = nil
    symbols[Int(basic)].isBasic = false
    removeFromColumns(of: row, basic)
    noteMoved(basic)
    return row
  }

  /// A queued propagation: lowest rank first.
  struct RankedSymbol: Comparable, Sendable {
    var rank: UInt64
    var symbol: Symbol

    static func < (a: RankedSymbol, b: RankedSymbol) -> Bool {
      a.rank != b.rank ? a.rank < b.rank : a.symbol < b.symbol
    }
  }

  /// Whether `symbol` is an external symbol that no row (its own included), no objective and no
  /// auxiliary row holds.
  ///
  /// `mutating` although it changes nothing, and without `&&`: in a debug build, a non-mutating
  /// call from the solver's mutating insertion copies the whole tableau (a retain and a release
  /// of each of its arrays), and so does each `&&` whose right side reads `self` (its autoclosure
  /// captures a copy) — five copies a call, 2 % of a checked cell layout (callgrind, issue 30).
  mutating func isFresh(_ symbol: Symbol) -> Bool {
    let info = symbols[Int(symbol)]
    guard info.kind == .external, info.liveCount == 0 else { return false }
    if case .some = rows[Int(symbol)] { return false }
    var index = 0
    while index < levels.count {
      if levels[index].objective.contains(symbol) { return false }
      index += 1
    }
    if let auxiliary, auxiliary.contains(symbol) { return false }
    return true
  }

  /// Whether `symbol`'s row references other rows (see the type's discussion).
  ///
  /// `mutating` although it changes nothing: its callers are, and a non-mutating call from one
  /// copies the tableau in a debug build (issue 30).
  mutating func hasReferences(_ symbol: Symbol) -> Bool {
    guard symbols[Int(symbol)].kind == .external, let row = rows[Int(symbol)] else { return false }
    // An index loop: `contains { }`'s closure captures a copy of the tableau in a debug build.
    let cells = row.cells.base  // read once: each read of `row.cells` copies it in a debug build
    let count = row.cells.count
    var index = 0
    while index < count {
      if case .some = rows[Int(cells[index].symbol)] { return true }
      index += 1
    }
    return false
  }

  /// Inserts the row of a required equality's fresh subject as it is, references and all (for a
  /// subject that rows already hold, see ``insertDefinition(_:_:dependants:)``).
  ///
  /// `row` reads `subject = constant + Σ cells` where cells may name basic external symbols; their
  /// current values are folded into the stored constant. The subject must appear in no row and no
  /// objective, so nothing else changes: no substitution, no optimisation.
  ///
  /// The row goes right above the rows it references (a rank of one more than theirs), which
  /// leaves room below the rows inserted after those.
  mutating func insertDefinition(_ subject: Symbol, _ row: Row) {
    insertDefinition(subject, row, rank: referenceRank(row) + 1)
  }

  private mutating func insertDefinition(_ subject: Symbol, _ row: Row, rank: UInt64) {
    var stored = row
    for cell in row.cells {
      if let referenced = rows[Int(cell.symbol)] {
        stored.constant += cell.coefficient * referenced.constant
      }
      // A move of this symbol still queued (in a batch) reaches every row that holds it when it
      // is pushed down, this one included, though the constant above already has it (or, for a
      // non-basic symbol, never had the value it takes away): cancel it here.
      if symbols[Int(cell.symbol)].isPending {
        stored.constant -= cell.coefficient * symbols[Int(cell.symbol)].pendingDelta
      }
    }
    insertRow(subject, stored, rank: rank)
  }

  /// The highest rank among the rows `row` references (0 for none).
  ///
  /// `mutating` although it changes nothing: called from ``insertDefinition(_:_:)``, a
  /// non-mutating call would copy the tableau in a debug build (issue 30).
  private mutating func referenceRank(_ row: Row) -> UInt64 {
    var rank: UInt64 = 0
    for cell in row.cells where symbols[Int(cell.symbol)].isBasic {
      rank = max(rank, symbols[Int(cell.symbol)].rank)
    }
    return rank
  }

  /// How a definition row for a held subject fits among the ranks: between the rows it references
  /// and the rows that hold the subject, or else above everything with the subject's dependants
  /// re-ranked above it.
  enum DefinitionPlacement {
    case between(rank: UInt64)
    case reranking(dependants: [Symbol])
  }

  /// Where a definition row for the held subject `symbol` (see ``canDefine(_:)``) whose row names
  /// `references` can go; nil when it would close a cycle of references.
  mutating func definitionPlacement(of symbol: Symbol, references: [Symbol]) -> DefinitionPlacement?
  {
    var low: UInt64 = 0
    for reference in references { low = max(low, symbols[Int(reference)].rank) }
    var high = UInt64.max
    for (holder, _) in holders(of: symbol) { high = min(high, symbols[Int(holder)].rank) }
    // Every row that depends on the subject ranks at or above one of its holders, so a rank
    // between the references and the holders cannot close a cycle.
    if low + 1 < high { return .between(rank: low + 1) }
    return dependants(of: symbol, references: references).map { .reranking(dependants: $0) }
  }

  /// Whether the non-basic external `symbol` can take a definition row although rows hold it: no
  /// objective, no auxiliary row and no restricted row holds it, so its value is free. Giving it a
  /// row then changes no restricted row and no objective — only the values of the external rows
  /// that hold it (which reference it from then on) and of the rows that reference those.
  mutating func canDefine(_ symbol: Symbol) -> Bool {
    let index = Int(symbol)
    guard symbols[index].kind == .external, rows[index] == nil,
      auxiliary?.contains(symbol) != true,
      !levels.contains(where: { $0.objective.contains(symbol) })
    else { return false }
    return holders(of: symbol).allSatisfy { symbols[Int($0.basic)].kind == .external }
  }

  /// The rows that hold the non-basic `symbol` and every row that references one of them,
  /// transitively, each after every row it references among them: the order their ranks must
  /// take once `symbol` is basic (a row only references rows of lower rank). Nil when one of
  /// `references` is among them: a row for `symbol` naming it would close a cycle.
  mutating func dependants(of symbol: Symbol, references: [Symbol]) -> [Symbol]? {
    var finished: [Symbol] = []
    var seen = Set<Symbol>()
    // A depth-first search along "is referenced by"; the reverse of the order in which it leaves
    // the rows puts each row after the rows it references.
    var stack: [(row: Symbol, next: [Symbol])] = [(symbol, holders(of: symbol).map(\.basic))]
    while !stack.isEmpty {
      if let next = stack[stack.count - 1].next.popLast() {
        guard seen.insert(next).inserted else { continue }
        stack.append((next, holders(of: next).map(\.basic)))
      } else {
        let row = stack.removeLast().row
        if row != symbol { finished.append(row) }
      }
    }
    if references.contains(where: seen.contains) { return nil }
    return finished.reversed()
  }

  /// Inserts a definition row for a subject that rows already hold (see ``canDefine(_:)``): the
  /// row as written, references and all, where `placement` says (re-ranking the dependants above
  /// it if need be); then the subject's value, no longer zero, is pushed down to the rows that
  /// hold it (left queued in a batch).
  mutating func insertDefinition(
    _ subject: Symbol, _ row: Row, placement: DefinitionPlacement
  ) {
    switch placement {
    case .between(let rank):
      insertDefinition(subject, row, rank: rank)
    case .reranking(let dependants):
      insertDefinition(subject, row, rank: nextRank)
      nextRank += Self.rankStride
      for dependant in dependants {
        record(dependant)
        symbols[Int(dependant)].rank = nextRank
        nextRank += Self.rankStride
      }
    }
    structureVersion &+= 1
    let value = rows[Int(subject)]!.constant
    if value != 0 {
      enqueue(subject, value)
      propagateUnlessDeferred()
    }
  }

  /// `symbol`'s row with every reference replaced by the referenced row, recursively: the same
  /// value, in non-basic symbols only (the form the simplex needs).
  ///
  /// Multipliers flow from `symbol` down its references, parents before children (references point
  /// to lower ranks), so each row reached is read once: linear in the rows reached, even at the end
  /// of a long chain, and no intermediate expansion is kept.
  ///
  /// `mutating` although it changes nothing, and no `??`: in a debug build a non-mutating call
  /// from the solver's mutating insertion copies the whole tableau, and so does the autoclosure
  /// of a `??` that reads `self` (issue 30).
  mutating func expandedRow(_ symbol: Symbol) -> Row? {
    guard let row = rows[Int(symbol)] else { return nil }
    guard hasReferences(symbol) else { return row }
    if let small = smallExpandedRow(symbol, row) { return small }
    return generalExpandedRow(symbol, row)
  }

  /// ``expandedRow(_:)`` for any number of rows reached: a set of the rows seen, dictionaries of
  /// the sums.
  func generalExpandedRow(_ symbol: Symbol, _ row: Row) -> Row {
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
    result.cells = CellList(
      totals.filter { !Tolerance.isZero($0.value) }
        .map { Cell(symbol: $0.key, coefficient: $0.value) }
        .sorted { $0.symbol < $1.symbol })
    return result
  }

  /// ``expandedRow(_:)`` for the common case of a few rows reached with a few cells (a layout's
  /// chains are short): the same walk and the same sums in the same order, so the same bits, with
  /// short arrays searched linearly in place of a set and dictionaries — in a debug build the
  /// hashing and the generic collection calls cost ten times the arithmetic. Nil when more than
  /// ``smallExpansionLimit`` rows or distinct symbols are reached (the caller then takes the
  /// general path, linear in what it reaches).
  ///
  /// The rows and symbols are read through their arrays' base pointers, taken once: a pointer's
  /// subscript is inlined in a debug build, where each `rows[…]` of the array is an unspecialised
  /// call that copies the optional row through generic value witnesses (issue 30).
  /// `mutating` although it changes nothing, as ``expandedRow(_:)``.
  mutating func smallExpandedRow(_ symbol: Symbol, _ row: Row) -> Row? {
    // The symbols read into a local: a closure that read `self.symbols` would capture (copy) the
    // whole tableau in a debug build.
    let symbolInfo = symbols
    return rows.withUnsafeBufferPointer { rows in
      symbolInfo.withUnsafeBufferPointer { symbols in
        guard let rows = rows.baseAddress, let symbols = symbols.baseAddress else { return nil }
        return Self.smallExpandedRow(symbol, row, rows: rows, symbols: symbols)
      }
    }
  }

  /// ``smallExpandedRow(_:_:)`` over the tableau's rows and symbols, by pointer.
  ///
  /// The lists live in one scratch allocation on the stack, sized for ``smallExpansionLimit``
  /// entries each, and are read and written through pointers: five arrays built and grown per
  /// expansion were a third of its cost in a debug build (issue 30).
  private static func smallExpandedRow(
    _ symbol: Symbol, _ row: Row, rows: UnsafePointer<Row?>, symbols: UnsafePointer<SymbolInfo>
  ) -> Row? {
    let limit = Self.smallExpansionLimit
    let symbolBytes = limit * MemoryLayout<Symbol>.stride
    let doubleBytes = limit * MemoryLayout<Double>.stride
    return withUnsafeTemporaryAllocation(
      byteCount: 2 * doubleBytes + 3 * symbolBytes, alignment: MemoryLayout<Double>.alignment
    ) { scratch -> Row? in
      let base = scratch.baseAddress!
      let multipliers = base.bindMemory(to: Double.self, capacity: limit)
      let totals = (base + doubleBytes).bindMemory(to: Double.self, capacity: limit)
      let reached = (base + 2 * doubleBytes).bindMemory(to: Symbol.self, capacity: limit)
      let multiplierSymbols = (base + 2 * doubleBytes + symbolBytes)
        .bindMemory(to: Symbol.self, capacity: limit)
      let totalSymbols = (base + 2 * doubleBytes + 2 * symbolBytes)
        .bindMemory(to: Symbol.self, capacity: limit)
      // The rows reached from `symbol` through references, each once.
      reached[0] = symbol
      var reachedCount = 1
      var next = 0
      while next < reachedCount {
        let list = rows[Int(reached[next])]!.cells
        let cells = list.base
        let count = list.count
        var index = 0
        while index < count {
          let candidate = cells[index].symbol
          index += 1
          guard symbols[Int(candidate)].isBasic,
            Self.index(of: candidate, in: reached, count: reachedCount) == nil
          else { continue }
          if reachedCount == limit { return nil }
          reached[reachedCount] = candidate
          reachedCount += 1
        }
        next += 1
      }
      // Highest rank first, by an insertion sort that is stable as the library's sort is (two
      // definitions of the same references share a rank): rows of equal rank keep the order
      // they were reached in, so the sums below run in the general path's order.
      var sorted = 1
      while sorted < reachedCount {
        let moving = reached[sorted]
        let rank = symbols[Int(moving)].rank
        var position = sorted
        while position > 0 && symbols[Int(reached[position - 1])].rank < rank {
          reached[position] = reached[position - 1]
          position -= 1
        }
        reached[position] = moving
        sorted += 1
      }
      // Parallel lists: a symbol and its sum, in order of first appearance.
      multiplierSymbols[0] = symbol
      multipliers[0] = 1
      var multiplierCount = 1
      var totalCount = 0
      var position = 0
      while position < reachedCount {
        let current = reached[position]
        position += 1
        guard let at = Self.index(of: current, in: multiplierSymbols, count: multiplierCount)
        else { continue }
        let multiplier = multipliers[at]
        guard multiplier != 0 else { continue }
        let list = rows[Int(current)]!.cells
        let cells = list.base
        let count = list.count
        var index = 0
        while index < count {
          let cell = cells[index]
          index += 1
          if symbols[Int(cell.symbol)].isBasic {
            if let found = Self.index(
              of: cell.symbol, in: multiplierSymbols, count: multiplierCount)
            {
              multipliers[found] += multiplier * cell.coefficient
            } else {
              multiplierSymbols[multiplierCount] = cell.symbol
              multipliers[multiplierCount] = 0 + multiplier * cell.coefficient
              multiplierCount += 1
            }
          } else {
            if let found = Self.index(of: cell.symbol, in: totalSymbols, count: totalCount) {
              totals[found] += multiplier * cell.coefficient
            } else {
              if totalCount == limit { return nil }
              totalSymbols[totalCount] = cell.symbol
              totals[totalCount] = 0 + multiplier * cell.coefficient
              totalCount += 1
            }
          }
        }
      }
      // The references' values are already in the constant.
      var result = Row(constant: row.constant)
      // Each cell goes in at its place (an insertion sort): the symbols are distinct, so any sort
      // gives this order, and the library's generic sort costs about 17,000 instructions a call
      // in a debug build.
      var cells = CellList()
      cells.reserveCapacity(totalCount)
      var index = 0
      while index < totalCount {
        if !Tolerance.isZero(totals[index]) {
          let symbol = totalSymbols[index]
          var position = cells.count
          while position > 0 && cells.base[position - 1].symbol > symbol { position -= 1 }
          cells.insert(Cell(symbol: symbol, coefficient: totals[index]), at: position)
        }
        index += 1
      }
      result.cells = cells
      return result
    }
  }

  /// The position of `symbol` among the first `count` of `list`, by a plain loop.
  @_transparent
  private static func index(of symbol: Symbol, in list: UnsafeMutablePointer<Symbol>, count: Int)
    -> Int?
  {
    var index = 0
    while index < count {
      if list[index] == symbol { return index }
      index += 1
    }
    return nil
  }

  /// The most rows reached, and the most distinct symbols summed, by ``smallExpandedRow(_:_:)``.
  static var smallExpansionLimit: Int { 32 }

  /// Replaces a definition row by its expansion (same value, same rank), so that it can be pivoted.
  mutating func canonicalize(_ symbol: Symbol) {
    guard hasReferences(symbol), let expansion = expandedRow(symbol) else { return }
    structureVersion &+= 1
    record(symbol)
    let old = rows[Int(symbol)]!
    removeFromColumns(of: old, symbol)
    addToColumns(of: expansion, symbol)
    rows[Int(symbol)] = expansion
  }

  /// Queues a move of `delta` in the value of the basic external `symbol` for the rows that
  /// reference it.
  mutating func enqueue(_ symbol: Symbol, _ delta: Double) {
    if !symbols[Int(symbol)].isPending {
      symbols[Int(symbol)].isPending = true
      pending.insert(RankedSymbol(rank: symbols[Int(symbol)].rank, symbol: symbol))
    }
    symbols[Int(symbol)].pendingDelta += delta
  }

  /// The next queued symbol (lowest rank) and the sum of the moves queued for it.
  mutating func dequeue() -> (symbol: Symbol, delta: Double)? {
    guard let symbol = pending.popMin()?.symbol else { return nil }
    defer {
      symbols[Int(symbol)].pendingDelta = 0
      symbols[Int(symbol)].isPending = false
    }
    return (symbol, symbols[Int(symbol)].pendingDelta)
  }

  /// Whether the basic symbol `basic` is an external row that other rows name (a reference target).
  /// `mutating` although it changes nothing: its callers are, and in a debug build a
  /// non-mutating call from them copies the whole tableau (issue 30).
  mutating func isReferenced(_ basic: Symbol) -> Bool {
    let info = symbols[Int(basic)]  // one read: an `&&` reading `self` copies the tableau (debug)
    return info.kind == .external && info.liveCount > 0
  }

  /// Pushes queued value moves into the rows that reference the moved rows, down the references,
  /// lowest rank first, so each row is reached once with the sum of what reaches it.
  mutating func propagate() {
    var found: [(basic: Symbol, coefficient: Double)] = []  // reused: one list for every symbol
    while let (symbol, delta) = dequeue() {
      guard delta != 0 else { continue }
      collectHolders(of: symbol, into: &found)
      for (holder, coefficient) in found {
        let change = coefficient * delta
        record(holder)
        rows[Int(holder)]!.constant += change
        noteMoved(holder)
        if isReferenced(holder) { enqueue(holder, change) }
      }
    }
  }

  mutating func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
    columns[Int(symbol)].append(basic)
    symbols[Int(symbol)].liveCount += 1
  }

  /// ``addToColumn(_:_:)`` for every cell of `row`, `basic`'s row.
  ///
  /// Index loops with the cells' pointer and count read once: no generic iterator call per cell,
  /// and no copy of the list per read, in a debug build. Not through the arrays' unsafe buffers
  /// either: for the few cells of a row, setting up those closures costs a debug build more than
  /// the subscripts they save (issue 30).
  mutating func addToColumns(of row: Row, _ basic: Symbol) {
    let cells = row.cells.base
    let count = row.cells.count
    var position = 0
    while position < count {
      let symbol = Int(cells[position].symbol)
      columns[symbol].append(basic)
      symbols[symbol].liveCount += 1
      position += 1
    }
  }

  /// ``removeFromColumn(_:_:)`` for every cell of `row`, which was `basic`'s row.
  mutating func removeFromColumns(of row: Row, _ basic: Symbol) {
    let cells = row.cells.base  // as in ``addToColumns(of:_:)``
    let count = row.cells.count
    var position = 0
    while position < count {
      removeFromColumn(cells[position].symbol, basic)
      position += 1
    }
  }

  /// Forgets that `basic`'s row holds `symbol`: O(1), the entry goes stale until compaction — unless
  /// it is the column's last entry (a row that comes and goes, such as an optional constraint added
  /// and removed again), which goes at once.
  mutating func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
    let index = Int(symbol)
    if Self.forget(basic, in: &columns[index], liveCount: &symbols[index].liveCount) {
      columns[index] = rows(holding: symbol)
    }
  }

  /// One live holder fewer in `column`, whose row `basic` no longer holds the symbol: the entry
  /// goes at once when it is the column's last, else it stays, stale. Returns whether the column
  /// now has more stale entries than live ones (and 32 to spare): time to compact it.
  @_transparent
  static func forget(_ basic: Symbol, in column: inout [Symbol], liveCount: inout Int32) -> Bool {
    liveCount -= 1
    // The count and an index, not `column.last == basic`: `last` and the optional comparison
    // are generic calls in a debug build, about 500 instructions (issue 30).
    let count = column.count
    if count > 0 && column[count - 1] == basic {
      column.removeLast()
      return false
    }
    return count > 2 * Int(liveCount) + 32
  }

  /// The basic symbols whose rows hold `symbol`, each once, in column order.
  ///
  /// - Complexity: O(column length).
  mutating func rows(holding symbol: Symbol) -> [Symbol] { holders(of: symbol).map(\.basic) }

  /// The rows holding `symbol`, each once, with its coefficient in each: one search per row.
  mutating func holders(of symbol: Symbol) -> [(basic: Symbol, coefficient: Double)] {
    var result: [(basic: Symbol, coefficient: Double)] = []
    collectHolders(of: symbol, into: &result)
    return result
  }

  /// ``holders(of:)`` into a list the caller reuses (emptied first).
  mutating func collectHolders(
    of symbol: Symbol, into result: inout [(basic: Symbol, coefficient: Double)]
  ) {
    result.removeAll(keepingCapacity: true)
    appendHolders(of: symbol, to: &result)
  }

  /// ``holders(of:)`` appended to `result`.
  mutating func appendHolders(
    of symbol: Symbol, to result: inout [(basic: Symbol, coefficient: Double)]
  ) {
    let stamp = freshStamp()
    if result.capacity < result.count + Int(symbols[Int(symbol)].liveCount) {
      result.reserveCapacity(
        max(2 * result.capacity, result.count + Int(symbols[Int(symbol)].liveCount)))
    }
    let column = columns[Int(symbol)]
    // An index loop on the arrays themselves: a column is a few entries, for which the unsafe
    // buffers' closures cost a debug build more than they save (issue 30).
    var index = 0
    while index < column.count {
      let basic = column[index]
      index += 1
      guard symbols[Int(basic)].mark != stamp,
        let coefficient = rows[Int(basic)]?.coefficientIfPresent(symbol)
      else { continue }
      symbols[Int(basic)].mark = stamp
      result.append((basic, coefficient))
    }
  }

  /// Pushes the queued value moves down now, unless a batch defers them (see
  /// ``defersPropagation``).
  mutating func propagateUnlessDeferred() {
    if !defersPropagation { propagate() }
  }

  /// Pushes down the value moves a batch left queued, before anything reads the rows they concern
  /// (anything but the fast paths: the general insertion, a pivot, a shift, reading values). In a
  /// transaction the queue is kept for a rollback, which puts the rows back as they were.
  mutating func flushPropagation() {
    guard !pending.isEmpty else { return }
    if journal.isOpen && journal.queuedBeforeFlush == nil {
      journal.queuedBeforeFlush = pending.elements.map {
        ($0.symbol, symbols[Int($0.symbol)].pendingDelta)
      }
    }
    propagate()
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
      if row.constant != before {
        noteMoved(basic)
        if isReferenced(basic) { enqueue(basic, row.constant - before) }
      }
    }
    propagate()
    var index = 0
    while index < levels.count {  // not `levels.indices`: generic iterator calls in a debug build
      if levels[index].objective.contains(symbol) {
        let factor = levels[index].objective.coefficient(of: symbol)
        addToObjective(at: index, symbol, -factor)
        addToObjective(at: index, definition, times: factor)
      }
      index += 1
    }
    if auxiliary?.contains(symbol) == true {
      let factor = auxiliary!.remove(symbol)
      auxiliary!.add(definition, times: factor, appeared: { _ in }, vanished: { _ in })
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    flushPropagation()
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
    if symbols[Int(symbol)].liveCount > 0 {
      for basic in rows(holding: symbol) {
        record(basic)
        rows[Int(basic)]!.remove(symbol)
      }
    }
    if !columns[Int(symbol)].isEmpty { columns[Int(symbol)] = [] }
    symbols[Int(symbol)].liveCount = 0
    for index in levels.indices where levels[index].objective.contains(symbol) {
      addToObjective(at: index, symbol, -levels[index].objective.coefficient(of: symbol))
    }
    auxiliary?.remove(symbol)
  }
}
