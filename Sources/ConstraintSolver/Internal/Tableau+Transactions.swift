/// Transactions: the first version of every row a change touches, put back exactly on rollback.
extension Tableau {
  /// What a transaction changed, to put back on rollback: each row as it was before its first change.
  struct Journal: Sendable {
    var symbolCount: Int
    var freeSymbols: [Symbol]
    var stamp: UInt32
    var savedRows: [(Symbol, Row?, UInt64)] = []
    /// Rows of which only the constant changed (a shift), with the constant they had: far cheaper
    /// than copying the row. A row saved whole later keeps its entry here, applied after it.
    var savedConstants: [(Symbol, Double)] = []
    /// Undo entries for the priority levels, oldest first: what each change overwrote.
    var levelChanges: [LevelChange] = []
    /// The levels this transaction removed, in order.
    var removedLevels: [Level] = []
    /// The value moves a batch had left queued when this transaction pushed them down (see
    /// ``Tableau/flushPropagation()``): queued again on rollback, since the rows they reached are
    /// put back as they were.
    var queuedBeforeFlush: [(Symbol, Double)]?
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
    if movedLogLimit > 0 {
      for (basic, _, _) in saved.savedRows where Int(basic) < saved.symbolCount { noteMoved(basic) }
      for (basic, _) in saved.savedConstants { noteMoved(basic) }
    }
    if !saved.levelChanges.isEmpty {
      for change in saved.levelChanges.reversed() {
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
    if let queued = saved.queuedBeforeFlush {
      // The rows the flush moved are back as they were: so is the queue.
      while dequeue() != nil {}
      for (symbol, delta) in queued where Int(symbol) < saved.symbolCount { enqueue(symbol, delta) }
    }
    if symbols.count > saved.symbolCount { dropMoved(from: saved.symbolCount) }
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
    guard let stamp = journal?.stamp, symbols[Int(basic)].touchStamp != stamp else { return }
    symbols[Int(basic)].touchStamp = stamp
    journal!.savedRows.append((basic, rows[Int(basic)], symbols[Int(basic)].rank))
  }

  /// Saves a basic row's constant before a change that leaves its cells alone.
  mutating func recordConstant(_ basic: Symbol) {
    guard let stamp = journal?.stamp, symbols[Int(basic)].touchStamp < stamp - 1 else { return }
    symbols[Int(basic)].touchStamp = stamp - 1
    journal!.savedConstants.append((basic, rows[Int(basic)]!.constant))
  }
}
