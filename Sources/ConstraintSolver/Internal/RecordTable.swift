/// The solver's constraint records by ``Constraint/id``: a table of small slot numbers over a
/// dense array of records.
///
/// A `[Int: ConstraintRecord]` stores every record inside its hash buckets, a third of which stay
/// empty; with 80,000 constraints that is 14 MB of buckets. Here the buckets hold 4-byte slots
/// (``IntKeyTable``) and the records sit in an array exactly as long as the number of constraints
/// held: a removal moves the last record into the slot it frees.
struct RecordTable: Sendable {
  private var slots = IntKeyTable()
  private var storage: [Solver.ConstraintRecord] = []

  /// The slot of `id`'s record, if it is held.
  private func slot(_ id: Int) -> Int? {
    slots[id].map(Int.init)
  }

  /// Whether a record for `id` is held (a look at the slots alone).
  func contains(_ id: Int) -> Bool { slot(id) != nil }

  subscript(id: Int) -> Solver.ConstraintRecord? {
    get { slot(id).map { storage[$0] } }
    set {
      guard let newValue else {
        removeValue(forKey: id)
        return
      }
      if let slot = slot(id) {
        storage[slot] = newValue
        return
      }
      slots.set(Int32(storage.count), for: id)
      storage.append(newValue)
    }
  }

  @discardableResult
  mutating func removeValue(forKey id: Int) -> Solver.ConstraintRecord? {
    guard let slot = slots.removeValue(forKey: id).map(Int.init) else { return nil }
    let last = storage.count - 1
    if slot != last {
      storage.swapAt(slot, last)
      slots.set(Int32(slot), for: storage[slot].constraint.id)
    }
    return storage.removeLast()
  }

  var count: Int { storage.count }

  /// The records, in no particular order.
  var values: [Solver.ConstraintRecord] { storage }

  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(count)
    storage.reserveCapacity(count)
  }
}
