/// The cells of a ``Row``: a copy-on-write list in one allocation, read through a pointer.
///
/// It stands in for `[Cell]` because of debug builds (issue 30): there, every `Array<Cell>`
/// subscript, `count` and `for … in` is an unspecialised call into the standard library that looks
/// up generic metadata and retains and releases the buffer — about 300 instructions to read one
/// cell, where the solver's arithmetic on it is a dozen. A pointer's subscript is transparent, so
/// `-Onone` code reads a cell with an address computation. An optimised build does the same
/// work as with an array.
///
/// Value semantics as `Array`'s: copies share the buffer until one of them changes, which then
/// makes its own (``makeUnique(minimumCapacity:)``).
///
/// `@unchecked Sendable` as `Array` is: the pointer is the buffer's, which no two lists write.
struct CellList: @unchecked Sendable, Sequence {
  /// The storage: `capacity` cells, of which a list uses its first `count`.
  final class Buffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<Cell>
    let capacity: Int

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: Swift.max(capacity, 1))
    }

    // `Cell` is a trivial type: nothing to deinitialise.
    deinit { base.deallocate() }
  }

  /// The buffer every empty list starts with; never written (not uniquely referenced).
  private static let empty = Buffer(capacity: 0)

  /// Set only through ``adopt(_:)``, which keeps ``base`` and ``capacity`` beside it. No `didSet`:
  /// `isKnownUniquelyReferenced(&buffer)` would then read, write back and observe the property on
  /// every check in a debug build (issue 30).
  private var buffer: Buffer
  /// The cells, ``buffer``'s storage kept beside it: reading them through the buffer would retain
  /// and release it for every cell in a debug build.
  ///
  /// The solver's hot loops read `list.base[index]` rather than `list[index]`: in a debug build
  /// (not whole-module) another file's subscript is a call, where a pointer's subscript is inlined.
  /// Read it only while this list, or a copy of it that shares the buffer, is alive and unchanged.
  private(set) var base: UnsafeMutablePointer<Cell>
  /// ``buffer``'s capacity, kept beside it for the same reason.
  private(set) var capacity: Int
  /// How many cells the list holds.
  private(set) var count: Int

  init() {
    buffer = CellList.empty
    base = CellList.empty.base
    capacity = 0
    count = 0
  }

  init(_ cells: [Cell]) {
    self.init()
    reserveCapacity(cells.count)
    var index = 0
    while index < cells.count {
      base[index] = cells[index]
      index += 1
    }
    count = cells.count
  }

  var isEmpty: Bool { count == 0 }
  var first: Cell? { count == 0 ? nil : base[0] }
  var last: Cell? { count == 0 ? nil : base[count - 1] }

  /// The cell at `index`, which must be below ``count``.
  subscript(index: Int) -> Cell {
    assert(index >= 0 && index < count, "cell index out of range")
    return base[index]
  }

  /// Sets the coefficient of the cell at `index`.
  mutating func setCoefficient(_ coefficient: Double, at index: Int) {
    assert(index >= 0 && index < count, "cell index out of range")
    makeUnique(minimumCapacity: count)
    base[index].coefficient = coefficient
  }

  /// Multiplies every coefficient by `factor`.
  mutating func scaleCoefficients(by factor: Double) {
    makeUnique(minimumCapacity: count)
    var index = 0
    while index < count {
      base[index].coefficient *= factor
      index += 1
    }
  }

  mutating func append(_ cell: Cell) {
    makeUnique(minimumCapacity: count + 1)
    base[count] = cell
    count += 1
  }

  /// ``append(_:)`` without the checks, for a list that owns its buffer and has room: one just
  /// made with ``reserveCapacity(_:)`` for every cell it will take, that no copy shares.
  mutating func appendReserved(_ cell: Cell) {
    assert(count < capacity, "no reserved room")
    base[count] = cell
    count += 1
  }

  /// Inserts `cell` at `index` (at most ``count``), moving the cells after it up by one.
  mutating func insert(_ cell: Cell, at index: Int) {
    assert(index >= 0 && index <= count, "cell index out of range")
    makeUnique(minimumCapacity: count + 1)
    var position = count
    while position > index {
      base[position] = base[position - 1]
      position -= 1
    }
    base[index] = cell
    count += 1
  }

  /// Removes and returns the cell at `index`, moving the cells after it down by one.
  @discardableResult
  mutating func remove(at index: Int) -> Cell {
    assert(index >= 0 && index < count, "cell index out of range")
    makeUnique(minimumCapacity: count)
    let removed = base[index]
    var position = index
    while position + 1 < count {
      base[position] = base[position + 1]
      position += 1
    }
    count -= 1
    return removed
  }

  @_transparent
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    makeUnique(minimumCapacity: minimumCapacity)
  }

  /// Makes the buffer this list's own, with room for `minimumCapacity` cells: a new one when it is
  /// shared or too small (at least twice the old capacity when it grows, as `Array` does).
  @_transparent
  private mutating func makeUnique(minimumCapacity: Int) {
    if minimumCapacity <= capacity && isKnownUniquelyReferenced(&buffer) { return }
    // Comparisons by hand: the library's generic `max` is a call in a debug build.
    var newCapacity = minimumCapacity > count ? minimumCapacity : count
    if newCapacity > capacity && newCapacity < 2 * capacity { newCapacity = 2 * capacity }
    adopt(copiedBuffer(capacity: newCapacity))
  }

  /// Makes `newBuffer` the list's storage.
  private mutating func adopt(_ newBuffer: Buffer) {
    buffer = newBuffer
    base = newBuffer.base
    capacity = newBuffer.capacity
  }

  /// A new buffer of `capacity` (at least ``count``) holding this list's cells.
  private func copiedBuffer(capacity: Int) -> Buffer {
    let copy = Buffer(capacity: capacity)
    var index = 0
    while index < count {
      copy.base[index] = base[index]
      index += 1
    }
    return copy
  }

  /// Gives back room beyond what `count` needs, when more than a quarter of the cells' worth plus
  /// four is spare: rows built cell by cell or merged with cancellations can hold twice the room
  /// they use, and a large tableau keeps a million cells.
  mutating func trimCapacity() {
    guard capacity > count + count / 4 + 4 else { return }
    adopt(copiedBuffer(capacity: count))
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  /// Reads the cells in order; holds the list, so the buffer lives as long as the iteration.
  struct Iterator: IteratorProtocol {
    let list: CellList
    var index = 0

    @_transparent
    mutating func next() -> Cell? {
      guard index < list.count else { return nil }
      defer { index += 1 }
      return list[index]
    }
  }

  var underestimatedCount: Int { count }
}
