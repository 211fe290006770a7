/// The log of moved values: which external symbols' values may have changed since a caller last
/// looked, so that a caller reading many variables after each change (a layout pass writing
/// frames) reads only those instead of all.
///
/// Every change of a basic row's constant, every row inserted or removed, notes its basic symbol;
/// only external symbols are kept, each once (``SymbolInfo/isLogged``). The log is a superset: a
/// value that moved and moved back is still listed. Past ``movedLogLimit`` entries the log stops
/// and says so (``movedLogOverflowed``): the caller then reads everything, and a shift that moves
/// thousands of rows pays one comparison, not one entry per row.
extension Tableau {
  /// Notes that the value of the basic symbol `basic` may have moved.
  mutating func noteMoved(_ basic: Symbol) {
    if movedLogLimit > 0 { logMove(basic) }
  }

  private mutating func logMove(_ symbol: Symbol) {
    guard !movedLogOverflowed, symbols[Int(symbol)].kind == .external,
      !symbols[Int(symbol)].isLogged
    else { return }
    if movedLog.count >= movedLogLimit {
      movedLogOverflowed = true
      return
    }
    symbols[Int(symbol)].isLogged = true
    movedLog.append(symbol)
  }

  /// Notes the rows a shift of `column` moved: only its unrestricted rows can be external.
  mutating func noteMoved(_ column: ShiftColumn) {
    guard movedLogLimit > 0, !movedLogOverflowed else { return }
    let unrestricted = column.basics.count - column.restrictedCount
    guard movedLog.count + unrestricted <= movedLogLimit else {
      movedLogOverflowed = true
      return
    }
    for entry in column.restrictedCount..<column.basics.count { logMove(column.basics[entry]) }
  }

  /// Starts logging with room for `limit` entries, or stops (`limit` 0); the log starts empty.
  mutating func setMovedLogLimit(_ limit: Int) {
    var discarded: [Symbol] = []
    _ = takeMoved(into: &discarded)
    movedLogLimit = max(0, limit)
  }

  /// Appends the logged symbols to `list` and empties the log. Returns false when the log
  /// overflowed since it was last taken (`list` then misses some).
  mutating func takeMoved(into list: inout [Symbol]) -> Bool {
    let complete = !movedLogOverflowed
    for symbol in movedLog { symbols[Int(symbol)].isLogged = false }
    list += movedLog
    movedLog.removeAll(keepingCapacity: true)
    movedLogOverflowed = false
    return complete
  }

  /// Forgets logged symbols at or above `count` (a rollback removed them).
  mutating func dropMoved(from count: Int) {
    movedLog.removeAll { Int($0) >= count }
  }
}
