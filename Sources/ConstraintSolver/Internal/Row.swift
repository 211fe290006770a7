/// One cell of a sparse row.
struct Cell: Sendable {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse linear row, `constant + Σ coefficient·symbol`, with cells sorted by symbol id.
///
/// A basic row reads `basic = constant + Σ cells`; a row being built for a new constraint reads
/// `0 = constant + Σ cells`; an objective row reads `objective = constant + Σ cells`.
/// Cells never hold a coefficient within ``Tolerance/epsilon`` of zero.
struct Row: Sendable {
  var cells = CellList()
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  var isConstant: Bool { cells.isEmpty }

  /// The position of `symbol`, or where it would be inserted.
  ///
  /// A search that gallops from the front (positions 0, 1, 3, 7, …) before it halves: a symbol near
  /// the front — a low id, one of the oldest symbols, such as the error of an edit variable that
  /// tens of thousands of rows hold — is found in the first cache line of the cells, where a plain
  /// binary search would touch two more lines of every row it looks in.
  @_transparent
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    // The pointer and count read once: in a debug build each `cells.…` read copies the list,
    // retaining and releasing its buffer (issue 30).
    let count = cells.count
    let base = cells.base
    var low = 0  // every cell before `low` is below `symbol`
    var probe = 0
    var step = 1
    while probe < count && base[probe].symbol < symbol {
      low = probe + 1
      probe += step
      step &<<= 1
    }
    var high = probe + 1 < count ? probe + 1 : count  // not the generic `min`: a call at -Onone
    while low < high {
      let mid = (low + high) &>> 1
      let s = base[mid].symbol
      if s == symbol { return (mid, true) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, or nil when the row does not hold it.
  @_transparent
  func coefficientIfPresent(_ symbol: Symbol) -> Double? {
    let (index, found) = position(of: symbol)
    return found ? cells.base[index].coefficient : nil
  }

  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells.base[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Adds `coefficient·symbol`. Returns +1 if the symbol is new to the row, −1 if it cancelled out,
  /// 0 otherwise.
  @discardableResult @_transparent
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells.base[index].coefficient + coefficient
      if Tolerance.isZero(sum) {
        cells.remove(at: index)
        return -1
      }
      cells.setCoefficient(sum, at: index)
      return 0
    }
    if Tolerance.isZero(coefficient) { return 0 }
    // Appending where that is the place (a row built term by term, symbols ascending) costs a
    // debug build half what the generic insertion does (issue 30).
    if index == cells.count {
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
    } else {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
    return 1
  }

  /// Removes `symbol` and returns its coefficient (0 if absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// `self += factor · other`, merging the sorted cells in one pass. Reports each symbol that
  /// appears in or vanishes from this row so the caller can keep the column index exact.
  mutating func add(
    _ other: Row, times factor: Double, appeared: (Symbol) -> Void, vanished: (Symbol) -> Void
  ) {
    constant += factor * other.constant
    if other.cells.isEmpty { return }
    var merged = CellList()
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    // Pointers and counts read once (see `position(of:)`). Both lists stay alive and unchanged
    // until `cells = merged`: `other` is borrowed, and this row's cells are replaced only then.
    let a = cells.base
    let aCount = cells.count
    let b = other.cells.base
    let bCount = other.cells.count
    while i < aCount || j < bCount {
      if j == bCount || (i < aCount && a[i].symbol < b[j].symbol) {
        merged.appendReserved(a[i])
        i += 1
      } else if i == aCount || b[j].symbol < a[i].symbol {
        let c = b[j].coefficient * factor
        if !Tolerance.isZero(c) {
          merged.appendReserved(Cell(symbol: b[j].symbol, coefficient: c))
          appeared(b[j].symbol)
        }
        j += 1
      } else {
        let c = a[i].coefficient + b[j].coefficient * factor
        if Tolerance.isZero(c) {
          vanished(a[i].symbol)
        } else {
          merged.appendReserved(Cell(symbol: a[i].symbol, coefficient: c))
        }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  /// Drops spare capacity beyond a quarter of the cells: rows built cell by cell or merged with
  /// cancellations can hold twice the room they use, and a large tableau keeps a million cells.
  mutating func trimCapacity() { cells.trimCapacity() }

  mutating func scale(by factor: Double) {
    constant *= factor
    cells.scaleCoefficients(by: factor)
  }

  /// Rewrites `0 = constant + a·subject + rest` as `subject = −constant/a − rest/a`, removing `subject`.
  mutating func solve(for subject: Symbol) {
    let a = remove(subject)
    scale(by: -1 / a)
  }
}

/// A priority level's objective, `constant + Σ coefficient·symbol`.
///
/// Objective rows hold one cell per error of their level — thousands in a large layout — and every
/// pivot adds or removes a few of them; a sorted sparse row would shift its whole tail each time.
/// So a long objective is stored densely by symbol id: reading, adding or removing a coefficient is
/// O(1); listing the cells is O(symbols), which only dumps and checks do. A short one (a level with
/// one preference, one edit variable) stays a short sorted list: a dense array as long as the
/// largest symbol id would cost O(symbols) to make each time such a level comes and goes, and a
/// row added to it is merged in one pass.
struct ObjectiveRow: Sendable {
  var constant: Double = 0
  /// The cells, sorted by symbol, while there are at most ``shortLimit``.
  private var short = CellList()
  /// Every coefficient by symbol id, once the row outgrew ``short`` (then empty).
  private var dense: [Double] = []
  private var isDense = false

  /// Whether the cells are stored by symbol id (the row outgrew its short list).
  var isLong: Bool { isDense }

  /// How many cells a row keeps as a list before it goes dense.
  static let shortLimit = 32

  func coefficient(of symbol: Symbol) -> Double {
    if isDense { return Int(symbol) < dense.count ? dense[Int(symbol)] : 0 }
    // An index loop: `for cell in short` makes a generic iterator call per cell in a debug build
    // (5 % of a checked cell layout's instructions, callgrind, issue 30).
    let base = short.base  // read once (see `Row.position(of:)`)
    let count = short.count
    var index = 0
    while index < count {
      let cell = base[index]
      if cell.symbol >= symbol { return cell.symbol == symbol ? cell.coefficient : 0 }
      index += 1
    }
    return 0
  }

  func contains(_ symbol: Symbol) -> Bool { coefficient(of: symbol) != 0 }

  /// Adds `coefficient·symbol`; a sum within ``Tolerance/epsilon`` of zero becomes exactly zero.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let sum = self.coefficient(of: symbol) + coefficient
    setCoefficient(symbol, Tolerance.isZero(sum) ? 0 : sum)
  }

  /// Sets the coefficient of `symbol` exactly.
  mutating func setCoefficient(_ symbol: Symbol, _ coefficient: Double) {
    if isDense {
      if Int(symbol) >= dense.count {
        if coefficient == 0 { return }
        // Appends, not `+= repeatElement(...)`: a generic call in a debug build (issue 30).
        while dense.count <= Int(symbol) { dense.append(0) }
      }
      dense[Int(symbol)] = coefficient
      return
    }
    var position = 0
    while position < short.count && short.base[position].symbol < symbol { position += 1 }
    if position < short.count && short.base[position].symbol == symbol {
      if coefficient == 0 {
        short.remove(at: position)
      } else {
        short.setCoefficient(coefficient, at: position)
      }
      return
    }
    if coefficient == 0 { return }
    if short.count < Self.shortLimit {
      short.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
      return
    }
    goDense(largest: Int(symbol))
    dense[Int(symbol)] = coefficient
  }

  /// `self += factor · row` (the constant aside), calling `changed(symbol, old, new)` for each cell
  /// of `row`, in symbol order, with the coefficient before and after (a sum within
  /// ``Tolerance/epsilon`` of zero becomes exactly zero).
  ///
  /// - Complexity: O(cells of `row`) when dense; O(cells of both) when short: one merge (after
  ///   which a list longer than ``shortLimit`` goes dense).
  @inline(__always)
  mutating func add(
    _ row: Row, times factor: Double, _ changed: (Symbol, _ old: Double, _ new: Double) -> Void
  ) {
    if isDense {
      if let last = row.cells.last, Int(last.symbol) >= dense.count {
        while dense.count <= Int(last.symbol) { dense.append(0) }  // as in `setCoefficient`
      }
      let cells = row.cells
      dense.withUnsafeMutableBufferPointer { dense in
        var index = 0
        while index < cells.count {
          let cell = cells.base[index]
          index += 1
          let old = dense[Int(cell.symbol)]
          let sum = old + factor * cell.coefficient
          let new = Tolerance.isZero(sum) ? 0 : sum
          dense[Int(cell.symbol)] = new
          changed(cell.symbol, old, new)
        }
      }
      return
    }
    var merged = CellList()
    merged.reserveCapacity(short.count + row.cells.count)
    var i = 0
    // Read once (see `Row.position(of:)`); `short` is replaced only after the loop.
    let shortBase = short.base
    let shortCount = short.count
    let cells = row.cells.base
    let count = row.cells.count
    var index = 0
    while index < count {
      let cell = cells[index]
      index += 1
      while i < shortCount && shortBase[i].symbol < cell.symbol {
        merged.appendReserved(shortBase[i])
        i += 1
      }
      var old = 0.0
      if i < shortCount && shortBase[i].symbol == cell.symbol {
        old = shortBase[i].coefficient
        i += 1
      }
      let sum = old + factor * cell.coefficient
      if !Tolerance.isZero(sum) {
        merged.appendReserved(Cell(symbol: cell.symbol, coefficient: sum))
        changed(cell.symbol, old, sum)
      } else {
        changed(cell.symbol, old, 0)
      }
    }
    while i < shortCount {
      merged.appendReserved(shortBase[i])
      i += 1
    }
    short = merged
    if short.count > Self.shortLimit { goDense(largest: 0) }
  }

  /// Moves the cells from the short list to a dense array with room for `largest`.
  private mutating func goDense(largest: Int) {
    let largest = max(largest, Int(short.last?.symbol ?? 0))
    dense = Array(repeating: 0, count: largest + 1)
    for cell in short { dense[Int(cell.symbol)] = cell.coefficient }
    short = CellList()
    isDense = true
  }

  /// The non-zero cells in symbol order.
  var cells: CellList {
    guard isDense else { return short }
    var cells = CellList()
    for index in dense.indices where dense[index] != 0 {
      cells.append(Cell(symbol: Symbol(index), coefficient: dense[index]))
    }
    return cells
  }
}
