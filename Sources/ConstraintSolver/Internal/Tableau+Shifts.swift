/// Marker shifts: a constraint's constant moved (an edit, a resize) by shifting its marker.
extension Tableau {
  /// Every row a shift of `marker` moves and its multiple of the shift, as parallel arrays (a
  /// resize is one tight loop over them): restricted rows first, which the dual simplex must check,
  /// then the others, each part in symbol order.
  struct ShiftColumn: Sendable {
    var marker: Symbol
    var version: UInt64
    var basics: [Symbol] = []
    var multiples: [Double] = []
    /// How many of the entries, from the first, are restricted rows.
    var restrictedCount = 0
    /// The restricted entries whose row is a redundant required equality (a basic dummy).
    var redundant: [(basic: Symbol, coefficient: Double)] = []
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
    if journal.isOpen {
      // The journal's list is taken out while it grows, so that appending never copies it.
      var saved = journal.savedConstants
      journal.savedConstants = []
      saved.reserveCapacity(saved.count + column.basics.count)
      let mark = journal.stamp - 1
      symbols.withUnsafeMutableBufferPointer { stamps in
        for basic in column.basics where stamps[Int(basic)].touchStamp < mark {
          stamps[Int(basic)].touchStamp = mark
          saved.append((basic, rows[Int(basic)]!.constant))
        }
      }
      journal.savedConstants = saved
    }
    for symbol in applyShift(column, by: amount) { infeasible.insert(symbol) }
    noteMoved(column)
  }

  /// Moves each row of `column` by its multiple of `amount`. Returns the restricted rows that went
  /// below zero.
  mutating func applyShift(_ column: ShiftColumn, by amount: Double) -> [Symbol] {
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
    if feasible { noteMoved(column) }
    return feasible
  }

  /// The rows holding `marker` with its coefficient in each, from the cache when no row has changed
  /// shape since it was read.
  mutating func cachedColumn(_ marker: Symbol) -> ShiftColumn {
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
  mutating func shiftColumn(_ marker: Symbol) -> ShiftColumn {
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
}
