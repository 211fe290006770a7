/// Transactions: the first version of every row a change touches, put back exactly on rollback.
extension Tableau {
  /// What a transaction changed, to put back on rollback: each row as it was before its first change.
  ///
  /// One journal serves every transaction: closing it empties its lists but keeps their room, since
  /// adding one constraint journals some dozens of changes and growing the lists from nothing each
  /// time cost more than the changes themselves.
  struct Journal: Sendable {
    /// Whether a transaction is open: every change is journaled only then.
    var isOpen = false
    var symbolCount = 0
    var freeSymbols: [Symbol] = []
    var stamp: UInt32 = 0
    /// The rows saved whole, with their ranks: the first ``savedRowCount`` entries. The entries
    /// after them are empty slots kept from earlier transactions (their rows let go), so that
    /// closing the journal does not call the array's generic `removeAll(keepingCapacity:)`, some
    /// 2,000 instructions a transaction in a debug build (issue 30).
    var savedRows: [(Symbol, Row?, UInt64)] = []
    var savedRowCount = 0
    /// Rows of which only the constant changed (a shift), with the constant they had: far cheaper
    /// than copying the row. A row saved whole later keeps its entry here, applied after it.
    var savedConstants: [(Symbol, Double)] = []
    /// Undo entries for the priority levels, oldest first: what each change overwrote. The first
    /// ``levelChangeCount`` entries; later ones are slots kept as ``savedRows``' are.
    var levelChanges: [LevelChange] = []
    var levelChangeCount = 0
    /// The levels this transaction removed, in order.
    var removedLevels: [Level] = []
    /// The value moves a batch had left queued when this transaction pushed them down (see
    /// ``Tableau/flushPropagation()``): queued again on rollback, since the rows they reached are
    /// put back as they were.
    var queuedBeforeFlush: [(Symbol, Double)]?

    /// Closes the journal, emptying its lists; their room stays unless it grew large.
    mutating func close() {
      isOpen = false
      let retained = 4096
      // Counts, not capacities: `capacity` is a generic call in a debug build. The slot lists
      // are as long as their largest transaction's count.
      if savedRowCount > retained || levelChangeCount > retained
        || savedConstants.count > retained
      {
        self = Journal()
        return
      }
      // Only lists that hold something: `removeAll(keepingCapacity:)` is a generic call of some
      // 700 instructions in a debug build, and most transactions leave most lists empty (issue 30).
      // `count`, not `isEmpty`: the collection's generic `isEmpty` costs a debug build a hundred
      // instructions more.
      if freeSymbols.count != 0 { freeSymbols = [] }
      var index = 0
      while index < savedRowCount {
        savedRows[index].1 = nil
        index += 1
      }
      savedRowCount = 0
      if savedConstants.count != 0 { savedConstants.removeAll(keepingCapacity: true) }
      index = 0
      while index < levelChangeCount {
        levelChanges[index] = .inserted(0)  // lets go of a saved objective
        index += 1
      }
      levelChangeCount = 0
      if removedLevels.count != 0 { removedLevels.removeAll(keepingCapacity: true) }
      queuedBeforeFlush = nil
    }

    /// Journals a row saved whole, with its rank, in the next slot. Transparent: its one caller,
    /// ``Tableau/record(_:)``, shares this file, so a debug build inlines it (issue 30).
    @_transparent
    mutating func save(_ entry: (Symbol, Row?, UInt64)) {
      if savedRowCount < savedRows.count {
        savedRows[savedRowCount] = entry
      } else {
        savedRows.append(entry)
      }
      savedRowCount += 1
    }

    /// Journals a change to the priority levels, in the next slot.
    mutating func log(_ change: LevelChange) {
      if levelChangeCount < levelChanges.count {
        levelChanges[levelChangeCount] = change
      } else {
        levelChanges.append(change)
      }
      levelChangeCount += 1
    }
  }

  /// One change to the priority levels, with what it overwrote. Plain values (a removed level is
  /// kept in ``Journal/removedLevels``), so that journaling the many cell changes of a
  /// substitution into an objective copies a few words each.
  enum LevelChange: Sendable {
    case inserted(Float)
    /// The level at this position of ``Journal/removedLevels``.
    case removed(Int)
    case count(Float, Int)
    case constant(Float, Double)
    case cell(Float, Symbol, Double)
    /// A whole (short) objective as it was.
    case objective(Float, ObjectiveRow)
  }

  mutating func beginTransaction() {
    transactionCount &+= 2
    if transactionCount == 0 {
      for index in symbols.indices { symbols[index].touchStamp = 0 }
      transactionCount = 2
    }
    if journal.isOpen { journal.close() }  // an unfinished transaction is dropped, as it was
    journal.isOpen = true
    journal.symbolCount = symbols.count
    journal.freeSymbols = freeSymbols
    journal.stamp = transactionCount
  }

  /// Ends the transaction, keeping what it changed.
  mutating func commit() {
    journal.close()
  }

  /// Whether every redundant required equality (a basic dummy) among the rows this transaction
  /// changed still holds. Moving a constraint's constant can leave such a row at a non-zero value —
  /// the moved equality then contradicts one that used to repeat it — which no pivot reports,
  /// since the dual simplex only repairs negative rows.
  func changedRedundantEqualitiesHold() -> Bool {
    guard journal.isOpen else { return true }
    func holds(_ basic: Symbol) -> Bool {
      guard symbols[Int(basic)].kind == .dummy, let row = rows[Int(basic)] else { return true }
      return abs(row.constant) <= 1e-7
    }
    return journal.savedRows.prefix(journal.savedRowCount).allSatisfy { holds($0.0) }
      && journal.savedConstants.allSatisfy { holds($0.0) }
  }

  /// Puts the tableau back exactly as it was at ``beginTransaction()``.
  mutating func rollback() {
    guard journal.isOpen else { return }
    structureVersion &+= 1
    let saved = journal
    journal = Journal()
    let savedRows = saved.savedRows.prefix(saved.savedRowCount)
    for (basic, _, _) in savedRows {
      if let row = rows[Int(basic)] {
        removeFromColumns(of: row, basic)
      }
    }
    for (basic, row, rank) in savedRows {
      rows[Int(basic)] = row
      symbols[Int(basic)].isBasic = row != nil
      symbols[Int(basic)].rank = rank
      if let row { addToColumns(of: row, basic) }
    }
    // Every row whose constant alone was saved existed when the transaction began, and exists again
    // now that the whole rows are back.
    for (basic, constant) in saved.savedConstants { rows[Int(basic)]!.constant = constant }
    if movedLogLimit > 0 {
      for (basic, _, _) in savedRows where Int(basic) < saved.symbolCount { noteMoved(basic) }
      for (basic, _) in saved.savedConstants { noteMoved(basic) }
    }
    if saved.levelChangeCount != 0 {
      for change in saved.levelChanges.prefix(saved.levelChangeCount).reversed() {
        switch change {
        case .inserted(let priority):
          levels.remove(at: levelPosition(priority).index)
        case .removed(let position):
          let level = saved.removedLevels[position]
          levels.insert(level, at: levelPosition(level.priority).index)
        case .count(let priority, let old):
          levels[levelPosition(priority).index].count = old
        case .constant(let priority, let old):
          levels[levelPosition(priority).index].objective.constant = old
        case .cell(let priority, let symbol, let old):
          levels[levelPosition(priority).index].objective.setCoefficient(symbol, old)
          touchedCosts.append(symbol)
        case .objective(let priority, let old):
          let index = levelPosition(priority).index
          touchCosts(of: levels[index].objective)
          touchCosts(of: old)
          levels[index].objective = old
        }
      }
      for level in saved.removedLevels { touchedCosts += level.objective.cells.map(\.symbol) }
    }
    if symbols.count > saved.symbolCount {
      // Lazy removal may have left entries naming symbols that are about to disappear.
      let limit = Symbol(saved.symbolCount)
      for index in 0..<saved.symbolCount where columns[index].contains(where: { $0 >= limit }) {
        columns[index].removeAll { $0 >= limit }
      }
    }
    if let queued = saved.queuedBeforeFlush {
      // The rows the flush moved are back as they were: so is the queue.
      while dequeue() != nil {}
      for (symbol, delta) in queued where Int(symbol) < saved.symbolCount { enqueue(symbol, delta) }
    }
    if symbols.count > saved.symbolCount {
      dropMoved(from: saved.symbolCount)
      touchedCosts.removeAll { Int($0) >= saved.symbolCount }
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

  mutating func record(_ basic: Symbol) {
    guard journal.isOpen else { return }
    let stamp = journal.stamp
    guard symbols[Int(basic)].touchStamp != stamp else { return }
    symbols[Int(basic)].touchStamp = stamp
    journal.save((basic, rows[Int(basic)], symbols[Int(basic)].rank))
  }

  /// Saves a basic row's constant before a change that leaves its cells alone.
  mutating func recordConstant(_ basic: Symbol) {
    guard journal.isOpen else { return }
    let stamp = journal.stamp
    guard symbols[Int(basic)].touchStamp < stamp - 1 else { return }
    symbols[Int(basic)].touchStamp = stamp - 1
    journal.savedConstants.append((basic, rows[Int(basic)]!.constant))
  }
}
