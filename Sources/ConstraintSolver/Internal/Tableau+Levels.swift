/// One strict priority level: the optional constraints at one `Float` priority and the objective row
/// that sums their errors.
struct Level: Sendable {
  var priority: Float
  /// Change only through the tableau's objective methods, which keep the journal and
  /// ``Tableau/touchedCosts``.
  var objective = ObjectiveRow()
  /// How many constraints (edit variables included) use this level.
  var count = 0

  init(priority: Float) { self.priority = priority }
}

/// Priority levels: one objective row per level, highest first, compared lexicographically.
extension Tableau {
  /// The index of the level at `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    let (index, found) = levelPosition(priority)
    if found { return index }
    if journal.isOpen { journal.log(.inserted(priority)) }
    levels.insert(Level(priority: priority), at: index)
    return index
  }

  /// Where the level at `priority` is, or would be inserted (levels run highest first).
  ///
  /// `mutating` although it changes nothing: every caller is, and a non-mutating call from one
  /// copies the tableau in a debug build (issue 30).
  mutating func levelPosition(_ priority: Float) -> (index: Int, found: Bool) {
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
    if journal.isOpen { journal.log(.count(priority, levels[index].count)) }
    levels[index].count += 1
  }

  mutating func releaseLevel(_ priority: Float) {
    let index = levelIndex(for: priority)
    if journal.isOpen { journal.log(.count(priority, levels[index].count)) }
    levels[index].count -= 1
    if levels[index].count == 0 { removeLevel(at: index) }
  }

  /// Removes the level at `priority` when one constraint alone uses it, objective and all, and
  /// returns true; else changes nothing. For that constraint's removal: its errors need not be
  /// taken out of an objective that goes with them.
  mutating func releaseLevelIfLast(_ priority: Float) -> Bool {
    let (index, found) = levelPosition(priority)
    guard found, levels[index].count == 1 else { return false }
    if journal.isOpen { journal.log(.count(priority, 1)) }
    levels[index].count = 0
    removeLevel(at: index)
    return true
  }

  private mutating func removeLevel(at index: Int) {
    if journal.isOpen {
      journal.log(.removed(journal.removedLevels.count))
      journal.removedLevels.append(levels[index])
    }
    // Its cells no longer count in any symbol's reduced cost.
    touchCosts(of: levels[index].objective)
    levels.remove(at: index)
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

  /// `objective += coefficient · symbol` at level `index`, journaled, the symbol touched.
  mutating func addToObjective(at index: Int, _ symbol: Symbol, _ coefficient: Double) {
    let old = levels[index].objective.coefficient(of: symbol)
    if journal.isOpen { journal.log(.cell(levels[index].priority, symbol, old)) }
    levels[index].objective.add(symbol, coefficient)
    touchCost(symbol)
  }

  /// `objective += factor · row` at level `index`: O(cells of `row`), whatever the objective's length.
  ///
  /// The level's objective is taken out while the cells go in, so that each cell is one change to
  /// a uniquely held array, not a look through the levels array. A short objective is journaled
  /// whole (it shares its cells with the journal until the merge makes new ones); a long one cell
  /// by cell.
  mutating func addToObjective(at index: Int, _ row: Row, times factor: Double) {
    let priority = levels[index].priority
    var objective = levels[index].objective
    levels[index].objective = ObjectiveRow()
    defer { levels[index].objective = objective }
    let cellByCell = journal.isOpen && objective.isLong
    if cellByCell {
      journal.log(.constant(priority, objective.constant))
    } else if journal.isOpen {
      journal.log(.objective(priority, objective))
    }
    objective.constant += factor * row.constant
    if cellByCell {
      objective.add(row, times: factor) { symbol, old, _ in
        journal.log(.cell(priority, symbol, old))
      }
    } else {
      objective.add(row, times: factor) { _, _, _ in }
    }
    for cell in row.cells { touchedCosts.append(cell.symbol) }
    compactTouchedCostsIfLong()
  }

  /// Notes that `symbol`'s coefficient in some objective changed (see ``touchedCosts``).
  mutating func touchCost(_ symbol: Symbol) {
    touchedCosts.append(symbol)
    compactTouchedCostsIfLong()
  }

  /// Touches every symbol `objective` holds.
  mutating func touchCosts(of objective: ObjectiveRow) {
    for cell in objective.cells { touchedCosts.append(cell.symbol) }
    compactTouchedCostsIfLong()
  }

  /// Drops the duplicates of ``touchedCosts`` once it is longer than twice the symbols: changes
  /// that no primal search follows (the dual simplex of a resize) would otherwise grow it without
  /// bound.
  mutating func compactTouchedCostsIfLong() {
    guard touchedCosts.count > 2 * symbols.count + 64 else { return }
    let stamp = freshStamp()
    var list = touchedCosts
    touchedCosts = []
    var kept = 0
    for read in list.indices where symbols[Int(list[read])].mark != stamp {
      symbols[Int(list[read])].mark = stamp
      list[kept] = list[read]
      kept += 1
    }
    list.removeLast(list.count - kept)
    touchedCosts = list
  }

  /// The sign of a symbol's reduced cost compared level by level, highest level first.
  func lexicographicSign(_ symbol: Symbol) -> Int {
    Self.lexicographicSign(symbol, in: levels)
  }

  /// ``lexicographicSign(_:)`` given the levels: what a mutating method calls, which in a debug
  /// build would copy the whole tableau to call the instance method (issue 30).
  static func lexicographicSign(_ symbol: Symbol, in levels: [Level]) -> Int {
    levels.withUnsafeBufferPointer { levels in
      for index in levels.indices {
        let c = levels[index].objective.coefficient(of: symbol)
        if c > Tolerance.epsilon { return 1 }
        if c < -Tolerance.epsilon { return -1 }
      }
      return 0
    }
  }
}
