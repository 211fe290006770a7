import Testing
import TrellisTestSupport

@testable import ConstraintSolver

/// `IntKeyTable` (issue 30) stands in for `[Int: Int32]` in the solver's look-ups of variables and
/// constraint records: after every step of seeded random insertions, updates and removals —
/// clustered keys, so that probes run long and removals move entries back — it holds exactly
/// what a `Dictionary` given the same steps holds.
@Suite struct IntKeyTableTests {
  @Test(arguments: 0..<12) func itHoldsWhatADictionaryHolds(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 6_364_136_223 &+ 1)
    var table = IntKeyTable()
    var reference: [Int: Int32] = [:]
    if seed % 3 == 0 { table.reserveCapacity(random.int(in: 0...300)) }
    // Keys from a narrow range collide in their buckets; some steps use wide ones.
    let span = [40, 400, 1 << 40][seed % 3]
    var removed = 0
    for step in 0..<3_000 {
      let key = random.int(in: 0...span)
      if random.chance(1, in: 3) {
        #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
        removed += 1
      } else {
        let value = Int32(random.int(in: 0...1_000_000))
        table.set(value, for: key)
        reference[key] = value
      }
      #expect(table.count == reference.count, "seed \(seed), step \(step)")
      if step % 100 == 0 {
        for probe in 0...min(span, 500) { #expect(table[probe] == reference[probe]) }
        for (key, value) in reference { #expect(table[key] == value) }
      }
    }
    for (key, value) in reference { #expect(table[key] == value) }
    #expect(removed > 0 && !reference.isEmpty)
  }

  @Test func anEmptyTableHoldsNothing() {
    var table = IntKeyTable()
    #expect(table[0] == nil && table[42] == nil)
    #expect(table.removeValue(forKey: 7) == nil)
    #expect(table.count == 0)
    table.set(1, for: 0)
    #expect(table[0] == 1 && table.count == 1)
  }
}
