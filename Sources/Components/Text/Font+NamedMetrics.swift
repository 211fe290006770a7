import Foundation

/// The vertical metrics of the typefaces Trellis knows by name, in their own font units (the
/// faces' `hhea` ascent and descent, cap and x heights), from `@capsizecss/metrics`' collection
/// (MIT licence; Documentation/Text.md, "Named fonts"). A label's line in these faces is
/// `ascent − descent` ems — the line gap is not added, as UIKit's recordings of Helvetica Neue
/// show. Their advance widths are not known: text in them is measured as the system font. The
/// collection gives no cap or x height for UltraLight, UltraLight Italic and Light: those take
/// the regular face's (714 and 517), a choice that moves no line.
nonisolated struct NamedFontMetrics: Sendable, Equatable {
  var unitsPerEm: CGFloat
  var ascent: CGFloat
  var descent: CGFloat
  var capHeight: CGFloat
  var xHeight: CGFloat

  /// The metrics of a face by PostScript name (`HelveticaNeue-Thin`), its case ignored; nil for a
  /// face not in the table.
  static func forFace(named name: String) -> NamedFontMetrics? {
    table[name.lowercased()]
  }

  private static let helveticaNeue = NamedFontMetrics(
    unitsPerEm: 1000, ascent: 952, descent: -213, capHeight: 714, xHeight: 517)

  private static let table: [String: NamedFontMetrics] = [
    "helveticaneue": helveticaNeue,
    "helveticaneue-italic": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 957, descent: -213, capHeight: 714, xHeight: 517),
    "helveticaneue-ultralight": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 931, descent: -213, capHeight: 714, xHeight: 517),
    "helveticaneue-ultralightitalic": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 931, descent: -213, capHeight: 714, xHeight: 517),
    "helveticaneue-thin": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 967, descent: -213, capHeight: 714, xHeight: 514),
    "helveticaneue-thinitalic": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 967, descent: -213, capHeight: 714, xHeight: 514),
    "helveticaneue-light": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 967, descent: -213, capHeight: 714, xHeight: 517),
    "helveticaneue-medium": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 975, descent: -217, capHeight: 714, xHeight: 517),
    "helveticaneue-mediumitalic": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 975, descent: -217, capHeight: 714, xHeight: 517),
    "helveticaneue-bold": NamedFontMetrics(
      unitsPerEm: 1000, ascent: 975, descent: -217, capHeight: 714, xHeight: 517),
    "georgia": NamedFontMetrics(
      unitsPerEm: 2048, ascent: 1878, descent: -449, capHeight: 1419, xHeight: 986),
  ]
}
