/// Deterministic paragraphs: `count` strings of `words` words each (the count drawn per paragraph)
/// from `vocabulary`, joined by spaces. A linear congruential generator started at `seed` draws
/// them, so a seed gives the same texts on every run and every machine.
package func seededParagraphs(
  _ count: Int, words: ClosedRange<Int>, vocabulary: [String], seed: UInt64
) -> [String] {
  var state = seed
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  return (0..<count).map { _ in
    (0..<(words.lowerBound + next(words.count))).map { _ in vocabulary[next(vocabulary.count)] }
      .joined(separator: " ")
  }
}
