/// A hash table from `Int` keys (variable and constraint ids; never `Int.min`) to `Int32` values
/// (symbols, record slots): open addressing, linear probing, deletion by moving later entries
/// back (no tombstones).
///
/// It stands in for `[Int: Int32]` in the solver's look-ups: a debug build, which is where tests
/// run, spent some 1,500 instructions inserting into a `Dictionary` (the generic hashing, the
/// metadata look-ups) and 260 finding a key, for each variable of each constraint added (issue
/// 30). Here a look-up is a multiplication, a shift and a probe or two. `IntKeyTableTests`
/// compares it with a `Dictionary` over seeded random insertions, updates and removals.
struct IntKeyTable: Sendable {
  /// The key in each bucket, ``empty`` for none; the bucket count is a power of two.
  private var keys: [Int] = []
  private var values: [Int32] = []
  /// How many keys are held.
  private(set) var count = 0
  /// 64 minus the log₂ of the bucket count: the shift that turns a hash into a bucket.
  private var shift: UInt64 = 64

  /// No id is `Int.min`: ids count up from 1.
  private static let empty = Int.min

  init() {}

  /// The bucket a key's probe starts at.
  @_transparent
  private func home(of key: Int) -> Int {
    // Parenthesised: `&>>` binds tighter than `&*`.
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The bucket holding `key`, if it is held.
  @_transparent
  private func bucket(of key: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = keys.count - 1
    var index = home(of: key)
    while true {
      let held = keys[index]
      if held == key { return index }
      if held == Self.empty { return nil }
      index = (index + 1) & mask
    }
  }

  subscript(key: Int) -> Int32? {
    @_transparent get {
      guard let index = bucket(of: key) else { return nil }
      return values[index]
    }
  }

  /// Sets `key`'s value, inserting the key if it is new.
  mutating func set(_ value: Int32, for key: Int) {
    if (count + 1) * 2 > keys.count { grow(toHold: count + 1) }
    let mask = keys.count - 1
    var index = home(of: key)
    while keys[index] != Self.empty && keys[index] != key { index = (index + 1) & mask }
    if keys[index] == Self.empty {
      keys[index] = key
      count += 1
    }
    values[index] = value
  }

  /// Removes `key` and returns its value, if it was held.
  @discardableResult
  mutating func removeValue(forKey key: Int) -> Int32? {
    guard var hole = bucket(of: key) else { return nil }
    let removed = values[hole]
    let mask = keys.count - 1
    keys[hole] = Self.empty
    count -= 1
    // Move back every later key of the run whose probe would otherwise cross the hole.
    var index = (hole + 1) & mask
    while keys[index] != Self.empty {
      let start = home(of: keys[index])
      // Whether `start` lies cyclically in (hole, index]: then the key may stay.
      let stays =
        hole <= index ? (hole < start && start <= index) : (hole < start || start <= index)
      if !stays {
        keys[hole] = keys[index]
        values[hole] = values[index]
        keys[index] = Self.empty
        hole = index
      }
      index = (index + 1) & mask
    }
    return removed
  }

  /// Makes room for `count` keys without growing again.
  mutating func reserveCapacity(_ count: Int) {
    if count * 2 > keys.count { grow(toHold: count) }
  }

  /// Rehashes into a table of at least twice `count` buckets (and at least 16).
  private mutating func grow(toHold count: Int) {
    var buckets = 16
    var bits: UInt64 = 4
    while buckets < count * 2 {
      buckets *= 2
      bits += 1
    }
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: Self.empty, count: buckets)
    values = Array(repeating: 0, count: buckets)
    shift = 64 - bits
    self.count = 0
    var index = 0
    while index < oldKeys.count {
      if oldKeys[index] != Self.empty { set(oldValues[index], for: oldKeys[index]) }
      index += 1
    }
  }
}
