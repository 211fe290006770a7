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

/// Priority levels: one objective row per level, highest first, compared lexicographically.
extension Tableau {
  /// The index of the level at `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    let (index, found) = levelPosition(priority)
    if found { return index }
    journal?.levelChanges.append(.inserted(priority))
    levels.insert(Level(priority: priority), at: index)
    return index
  }

  /// Where the level at `priority` is, or would be inserted (levels run highest first).
  func levelPosition(_ priority: Float) -> (index: Int, found: Bool) {
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
      if journal != nil {
        journal!.levelChanges.append(.removed(journal!.removedLevels.count))
        journal!.removedLevels.append(levels[index])
      }
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
  mutating func addToObjective(at index: Int, _ symbol: Symbol, _ coefficient: Double) {
    let old = levels[index].objective.coefficient(of: symbol)
    journal?.levelChanges.append(.cell(levels[index].priority, symbol, old))
    levels[index].objective.add(symbol, coefficient)
    if old + coefficient < -Tolerance.epsilon && symbols[Int(symbol)].kind.isPivotable {
      levels[index].negatives.append(symbol)
    }
  }

  /// `objective += factor · row` at level `index`: O(cells of `row`), whatever the objective's length.
  ///
  /// The level's objective and negative list are taken out while the cells go in, so that each
  /// cell is one change to a uniquely held array, not a look through the levels array.
  mutating func addToObjective(at index: Int, _ row: Row, times factor: Double) {
    let priority = levels[index].priority
    var objective = levels[index].objective
    var negatives = levels[index].negatives
    levels[index].objective = ObjectiveRow()
    levels[index].negatives = []
    defer {
      levels[index].objective = objective
      levels[index].negatives = negatives
    }
    journal?.levelChanges.append(.constant(priority, objective.constant))
    objective.constant += factor * row.constant
    for cell in row.cells {
      let symbol = cell.symbol
      let old = objective.coefficient(of: symbol)
      journal?.levelChanges.append(.cell(priority, symbol, old))
      let sum = old + factor * cell.coefficient
      objective.setCoefficient(symbol, Tolerance.isZero(sum) ? 0 : sum)
      if sum < -Tolerance.epsilon && symbols[Int(symbol)].kind.isPivotable {
        negatives.append(symbol)
      }
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
}
