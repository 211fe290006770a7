import Components
import Foundation
import Testing
import TrellisTestSupport

/// The measurements labels share (`MeasurementCache`, issue 30): a cached measurement is the one a
/// fresh measurement gives, bit for bit, and everything that changes the answer measures again.
@Suite struct MeasurementCacheTests {
  /// A measurer that gives every character the same advance and counts its calls.
  final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    let advance: CGFloat
    private(set) var calls = 0

    init(advance: CGFloat) { self.advance = advance }

    func advances(of characters: [Character], in font: Font) -> [CGFloat] {
      calls += 1
      return characters.map { _ in advance * font.pointSize / 17 }
    }
  }

  func expectSame(_ cached: MeasuredText, _ fresh: MeasuredText) {
    #expect(cached.font == fresh.font)
    #expect(cached.characters == fresh.characters)
    #expect(cached.advances.map(\.bitPattern) == fresh.advances.map(\.bitPattern))
    #expect(cached.width.bitPattern == fresh.width.bitPattern)
  }

  /// Seeded random texts, repeated, in random fonts: every answer, hit or miss, is the fresh one.
  @Test func aCachedMeasurementIsAFreshOne() {
    var random = SplitMix64(seed: 30)
    let words = ["the", "What's", "point", "?", "Hello.", "", "Ünïcödé", "日本語", "a b\nc", "👍🏽"]
    let weights: [Font.Weight] = [.regular, .semibold, .bold, .light]
    let cache = MeasurementCache()
    let measurer = SystemFontMeasurer()
    for _ in 0..<400 {
      let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        words.randomElement(using: &random)!
      }.joined(separator: " ")
      let font = Font.systemFont(
        ofSize: [11, 15, 17, 28].randomElement(using: &random)!,
        weight: weights.randomElement(using: &random)!)
      let cached = cache.measured(text, font: font, measurer: measurer, generation: 0)
      expectSame(cached, MeasuredText(text, font: font, measurer: measurer))
    }
  }

  /// A hit does not measure; another font or another text does.
  @Test func aHitDoesNotMeasureAgain() {
    let cache = MeasurementCache()
    let measurer = CountingMeasurer(advance: 10)
    let font = Font.systemFont(ofSize: 17)
    _ = cache.measured("Title", font: font, measurer: measurer, generation: 0)
    let calls = measurer.calls
    _ = cache.measured("Title", font: font, measurer: measurer, generation: 0)
    #expect(measurer.calls == calls)
    let bigger = cache.measured(
      "Title", font: .systemFont(ofSize: 34), measurer: measurer, generation: 0)
    #expect(measurer.calls > calls)
    #expect(bigger.width == 100)
    let other = cache.measured("Titles", font: font, measurer: measurer, generation: 0)
    #expect(other.width == 60)
  }

  /// A new default measurer (a new generation) measures again, with the new measurer.
  @Test func aNewMeasurerMeasuresAgain() {
    let cache = MeasurementCache()
    let font = Font.systemFont(ofSize: 17)
    let first = cache.measured(
      "Title", font: font, measurer: CountingMeasurer(advance: 10), generation: 0)
    #expect(first.width == 50)
    let second = cache.measured(
      "Title", font: font, measurer: CountingMeasurer(advance: 20), generation: 1)
    #expect(second.width == 100)
  }

  /// The cache never holds more than its limit, and what it dropped is measured again correctly.
  @Test func theCacheStaysWithinItsLimit() {
    let cache = MeasurementCache(limit: 4)
    let measurer = CountingMeasurer(advance: 10)
    let font = Font.systemFont(ofSize: 17)
    for length in 1...10 {
      let text = String(repeating: "x", count: length)
      #expect(
        cache.measured(text, font: font, measurer: measurer, generation: 0).width
          == CGFloat(10 * length))
      #expect(cache.count <= 4)
    }
    #expect(cache.measured("x", font: font, measurer: measurer, generation: 0).width == 10)
  }

  /// A label without a measurer of its own measures through the shared cache, and gets what a
  /// label measuring with its own measurer of the same kind gets.
  @Test func aLabelMeasuresAsWithItsOwnMeasurer() {
    let shared = Label()
    shared.text = "A title that labels share"
    let own = Label()
    own.text = shared.text
    own.textMeasurer = SystemFontMeasurer()
    #expect(shared.intrinsicContentSize == own.intrinsicContentSize)
    expectSame(shared.measuredText, own.measuredText)
  }
}
