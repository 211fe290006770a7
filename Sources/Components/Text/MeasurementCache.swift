import Foundation

/// Texts measured with the default measurer (``TextMeasurement/defaultMeasurer``), shared by every
/// label: a test matrix lays the same strings out in the same fonts hundreds of times, one new label
/// each time, and measuring is most of a label's cost in a debug build (issue 30).
///
/// A measurement is a function of the text, the font and the measurer, so an entry answers for
/// its text and font until the default measurer changes: the cache keeps the measurer's
/// generation and empties itself when that moves. It holds at most ``limit`` entries and empties
/// itself when full, so its memory stays bounded whatever a suite measures. A label with its own
/// ``Label/textMeasurer`` does not use it.
package final class MeasurementCache {
  /// The cache labels use.
  package static let shared = MeasurementCache()

  /// The most entries held at once.
  package let limit: Int
  private var entries: [Key: MeasuredText] = [:]
  private var generation: Int?

  private struct Key: Hashable {
    let text: String
    let font: Font
  }

  package init(limit: Int = 1_024) {
    self.limit = limit
  }

  /// How many measurements the cache holds.
  package var count: Int { entries.count }

  /// `text` measured in `font` by `measurer`, the default measurer of `generation`: from the cache
  /// when it was measured since the generation last changed.
  package func measured(
    _ text: String, font: Font, measurer: any TextMeasurer, generation: Int
  ) -> MeasuredText {
    if generation != self.generation {
      entries.removeAll()
      self.generation = generation
    }
    let key = Key(text: text, font: font)
    if let hit = entries[key] { return hit }
    let result = MeasuredText(text, font: font, measurer: measurer)
    if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
    entries[key] = result
    return result
  }
}
