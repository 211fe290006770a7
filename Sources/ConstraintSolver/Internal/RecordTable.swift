/// The solver's constraint records by ``Constraint/id``: a dictionary of small slot numbers over a
/// dense array of records.
///
/// A `[Int: ConstraintRecord]` stores every record inside its hash buckets, a third of which stay
/// empty; with 80,000 constraints that is 14 MB of buckets. Here the buckets hold 4-byte slots and
/// the records sit in an array exactly as long as the number of constraints ever held at once.
struct RecordTable: Sendable {
  private var slots: [Int: Int32] = [:]
  private var storage: [Solver.ConstraintRecord?] = []
  private var freeSlots: [Int32] = []

  subscript(id: Int) -> Solver.ConstraintRecord? {
    get { slots[id].flatMap { storage[Int($0)] } }
    set {
      if let slot = slots[id] {
        storage[Int(slot)] = newValue
        if newValue == nil {
          slots[id] = nil
          freeSlots.append(slot)
        }
      } else if let newValue {
        let slot = freeSlots.popLast() ?? Int32(storage.count)
        if Int(slot) == storage.count { storage.append(nil) }
        storage[Int(slot)] = newValue
        slots[id] = slot
      }
    }
  }

  mutating func removeValue(forKey id: Int) -> Solver.ConstraintRecord? {
    let record = self[id]
    self[id] = nil
    return record
  }

  var count: Int { slots.count }

  /// The records, in no particular order.
  var values: [Solver.ConstraintRecord] { storage.compactMap { $0 } }

  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(count)
    storage.reserveCapacity(count)
  }
}
