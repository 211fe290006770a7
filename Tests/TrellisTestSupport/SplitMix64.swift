/// A tiny deterministic generator (Steele, Lea & Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), so a seed names the same random system or edit sequence on every
/// toolchain and machine.
///
/// The helpers below avoid the standard library's `random(in:using:)`, whose algorithm is not
/// promised to stay the same across Swift versions.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range` (the modulo bias is irrelevant for ranges this small).
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % width)
  }

  /// `true` with probability `numerator / denominator`.
  package mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(in: 0...(denominator - 1)) < numerator
  }

  package mutating func element<T>(of array: [T]) -> T {
    array[int(in: 0...(array.count - 1))]
  }
}
