import Foundation

/// Measures text for labels: how far each character (grapheme cluster) advances the pen when the
/// characters are set on one line in a font.
///
/// Trellis lays text out — wraps, truncates, sizes labels — from these advances alone, so a
/// measurer decides every width. The built-in ``SystemFontMeasurer`` is a model of the system
/// font that gives the same numbers on every machine; plug in your own for exact widths, for
/// example CoreText on a Mac:
///
/// ```swift
/// import CoreText
///
/// struct CoreTextMeasurer: TextMeasurer {
///   func advances(of characters: [Character], in font: Font) -> [CGFloat] {
///     let uiFont = UIFont.systemFont(ofSize: font.pointSize, weight: .init(font.weight.rawValue))
///     let line = CTLineCreateWithAttributedString(
///       NSAttributedString(string: String(characters), attributes: [.font: uiFont]))
///     var advances: [CGFloat] = []
///     var offset = 0  // in UTF-16 code units, CoreText's string indices
///     for character in characters {
///       let start = CTLineGetOffsetForStringIndex(line, offset, nil)
///       offset += character.utf16.count
///       advances.append(CTLineGetOffsetForStringIndex(line, offset, nil) - start)
///     }
///     return advances
///   }
/// }
/// TextMeasurement.defaultMeasurer = CoreTextMeasurer()   // or label.textMeasurer = …
/// ```
///
/// A measurer must be deterministic: the same characters and font give the same advances.
/// Labels cache what it returns and call it again only when their text, font or measurer change.
nonisolated public protocol TextMeasurer: Sendable {
  /// The advance of each of `characters` set in `font`, in points, one value per character, in
  /// order. Line breaks (`"\n"` and the other newline characters) should advance 0. A result
  /// with too few values counts the missing ones as 0; non-finite or negative values count as 0.
  func advances(of characters: [Character], in font: Font) -> [CGFloat]
}
