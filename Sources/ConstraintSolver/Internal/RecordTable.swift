/// The solver's constraint records by ``Constraint/id``: a dictionary of small slot numbers over a
/// dense array of records.
///
/// A `[Int: ConstraintRecord]` stores every record inside its hash buckets, a third of which stay
/// empty; with 80,000 constraints that is 14 MB of buckets. Here the buckets hold 4-byte slots and
/// the records sit in an array exactly as long as the number of constraints held: a removal moves
/// the last record into the slot it frees. A removed id keeps its bucket, marked −1, until the
/// marks outnumber the records and the dictionary is rebuilt without them: deleting from a Swift
/// dictionary re-hashes the entries after the deleted one, which cost more than the rest of
/// removing an optional constraint from a small layout.
struct RecordTable: Sendable {
  private var slots: [Int: Int32] = [:]
  private var storage: [Solver.ConstraintRecord] = []
  /// How many buckets of ``slots`` hold −1.
  private var removedSlots = 0

  /// The slot of `id`'s record, if it is held.
  private func slot(_ id: Int) -> Int? {
    guard let slot = slots[id], slot >= 0 else { return nil }
    return Int(slot)
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
      if slots.updateValue(Int32(storage.count), forKey: id) != nil { removedSlots -= 1 }
      storage.append(newValue)
    }
  }

  @discardableResult
  mutating func removeValue(forKey id: Int) -> Solver.ConstraintRecord? {
    guard let slot = slot(id) else { return nil }
    slots[id] = -1
    removedSlots += 1
    let last = storage.count - 1
    if slot != last {
      storage.swapAt(slot, last)
      slots[storage[slot].constraint.id] = Int32(slot)
    }
    let record = storage.removeLast()
    if removedSlots > storage.count + 64 {
      slots = slots.filter { $0.value >= 0 }
      removedSlots = 0
    }
    return record
  }

  var count: Int { storage.count }

  /// The records, in no particular order.
  var values: [Solver.ConstraintRecord] { storage }

  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(count)
    storage.reserveCapacity(count)
  }
}
