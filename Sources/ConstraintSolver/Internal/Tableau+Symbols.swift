/// What the tableau keeps for one symbol. The fields a pivot or a column walk reads for a symbol sit
/// side by side, in one cache line, instead of in a dozen arrays — whose large buffers, each
/// starting at the same offset of a page, also competed for the same cache sets.
struct SymbolInfo: Sendable {
  var kind: SymbolKind
  /// Scratch of value propagation and of shift-column builds: whether ``pendingDelta`` is in use.
  var isPending = false
  /// Whether the symbol is in the tableau's log of moved values (see `Tableau+Moves.swift`).
  var isLogged = false
  /// Whether the symbol has a row (`rows[symbol] != nil`), kept beside the row so that the hot
  /// "is it basic" tests read a flag: testing the optional row copies it in a debug build, a
  /// retain and a release each time (issue 30). `_checkInvariants()` checks the two agree.
  var isBasic = false
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

/// Symbols: ids recycled through a free list, what is kept per symbol, values, marks.
extension Tableau {
  mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
    // Checked first: `popLast()` is a generic call of some 700 instructions in a debug build even
    // on an empty list, and a new solver's list is empty (issue 30).
    if !freeSymbols.isEmpty, let symbol = freeSymbols.popLast() {
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

  /// Makes room for `count` symbols in the per-symbol tables, so that a new tableau about to take
  /// many rows does not grow them one reallocation at a time (issue 30).
  mutating func reserveCapacity(symbols count: Int) {
    symbols.reserveCapacity(count)
    rows.reserveCapacity(count)
    columns.reserveCapacity(count)
  }

  /// Returns a symbol that appears in no row and no objective to the free list.
  mutating func freeSymbol(_ symbol: Symbol) {
    purge(symbol)
    symbols[Int(symbol)].kind = .free
    symbols[Int(symbol)].owner = -1
    freeSymbols.append(symbol)
  }

  func kind(_ symbol: Symbol) -> SymbolKind { symbols[Int(symbol)].kind }

  /// The first (lowest) external symbol among `row`'s cells.
  ///
  /// `mutating` although it changes nothing, with an index loop and no closure: from the solver's
  /// mutating insertion a non-mutating call, or a closure reading `self`, copies the tableau in a
  /// debug build (issue 30).
  mutating func firstExternal(in row: Row) -> Symbol? {
    let cells = row.cells.base
    let count = row.cells.count
    var index = 0
    while index < count {
      let symbol = cells[index].symbol
      if symbols[Int(symbol)].kind == .external { return symbol }
      index += 1
    }
    return nil
  }
  mutating func setOwner(_ symbol: Symbol, _ owner: Int) { symbols[Int(symbol)].owner = owner }
  func owner(_ symbol: Symbol) -> Int { symbols[Int(symbol)].owner }
  func row(_ symbol: Symbol) -> Row? { rows[Int(symbol)] }
  func isBasic(_ symbol: Symbol) -> Bool { symbols[Int(symbol)].isBasic }

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

  /// A mark no symbol's ``SymbolInfo/mark`` holds yet.
  mutating func freshStamp() -> UInt32 {
    stamp &+= 1
    if stamp == 0 {
      for index in symbols.indices { symbols[index].mark = 0 }
      stamp = 1
    }
    return stamp
  }
}
