import Foundation

/// The built-in model of the system font's advance widths: the same numbers on every machine,
/// with no platform font. An approximation of UIKit's widths — see Documentation/Text.md for how
/// it was made and how far from UIKit it is (within 3 % on the printouts we could source).
///
/// How it measures a character (grapheme cluster) in a font:
/// - Latin, Greek, Cyrillic, general punctuation, currency signs: the advance of the character's
///   first scalar from a table of 1/2048 em per weight, for SF Pro Text below 20 points and SF Pro
///   Display from 20 points (made from Inter 4.0, a typeface drawn after SF's proportions, with
///   two regular advances calibrated against UIKit's recordings, Documentation/Text.md), plus
///   Apple's published tracking for the size (−0.43 pt at 17 pt) — none for a font made by name
///   (``Font/init(name:size:)``), since the table is SF Pro's;
/// - CJK ideographs, kana, Hangul syllables and full-width forms: 1 em;
/// - emoji (including sequences joined by U+200D, flags and keycaps): 1.25 em;
/// - line breaks, control and format characters (U+200B, U+200D, U+00AD, bidi marks) and a lone
///   combining mark: 0;
/// - a tab: four spaces; anything else: the font's average lower-case advance plus the tracking.
///
/// Digits of a ``Font/monospacedDigitSystemFont(ofSize:weight:)`` font all take the widest
/// digit's advance. Kerning and ligatures are not modelled.
nonisolated public struct SystemFontMeasurer: TextMeasurer, Hashable {
  public init() {}

  public func advances(of characters: [Character], in font: Font) -> [CGFloat] {
    let weight = font.weight.namedIndex
    let table = Self.tables[font.pointSize >= 20 ? 1 : 0][weight]
    let size = font.pointSize
    let em = size / Font.unitsPerEm * Self.widthScale(forWeightIndex: weight)
    // SF Pro's tracking is SF Pro's: a face asked for by name takes none (Text.md, "Named fonts").
    let tracking = font.takesSystemTracking ? Self.tracking(forSize: size) : 0
    let fallback = table.averageLowercase * em + tracking
    let digit = table.widestDigit * em + tracking
    var result: [CGFloat] = []
    result.reserveCapacity(characters.count)
    for character in characters {
      let scalars = character.unicodeScalars
      guard let first = scalars.first else {
        result.append(0)
        continue
      }
      switch Self.kind(of: first, in: character) {
      case .zeroWidth:
        result.append(0)
      case .ideograph:
        result.append(size)
      case .emoji:
        result.append(size * 1.25)
      case .tab:
        result.append(4 * (table.units(of: 0x20) ?? table.averageLowercase) * em + tracking)
      case .other:
        if font.isMonospacedDigit, ("0"..."9").contains(first) {
          result.append(digit)
        } else if let units = table.units(of: first.value) {
          result.append(units * em + tracking)
        } else {
          result.append(fallback)
        }
      }
    }
    return result
  }

  // MARK: Characters

  enum Kind { case zeroWidth, ideograph, emoji, tab, other }

  static func kind(of first: Unicode.Scalar, in character: Character) -> Kind {
    let value = first.value
    if MeasuredText.BreakClass.isNewline(value) { return .zeroWidth }
    if value == 0x09 { return .tab }
    if value < 0x20 || (0x7F...0x9F).contains(value) { return .zeroWidth }
    // Fast path (most text): below U+0300 there are no marks, ideographs or emoji shown as
    // pictures on their own; the only format character is the soft hyphen.
    if value < 0x300 {
      if value == 0xAD { return .zeroWidth }
      return isEmoji(character, first: first) ? .emoji : .other
    }
    let properties = first.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      // A cluster that starts with a mark has no base: a lone combining mark.
      return .zeroWidth
    default: break
    }
    if isIdeographic(value) { return .ideograph }
    if isEmoji(character, first: first) { return .emoji }
    return .other
  }

  /// CJK ideographs, kana, Hangul syllables, CJK symbols and punctuation, full-width forms.
  static func isIdeographic(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }

  /// Emoji shown as pictures: emoji-presentation characters, text characters followed by U+FE0F,
  /// sequences (ZWJ, keycaps, skin tones) and flags.
  static func isEmoji(_ character: Character, first: Unicode.Scalar) -> Bool {
    // No character below U+231A is an emoji on its own (digits, `#`, `*`, ©, ® … only in a
    // sequence): skip the property look-ups for single scalars there.
    if first.value < 0x231A {
      var scalars = character.unicodeScalars.makeIterator()
      _ = scalars.next()
      if scalars.next() == nil { return false }
    }
    let properties = first.properties
    if properties.isEmojiPresentation { return true }
    guard properties.isEmoji else { return false }
    let scalars = character.unicodeScalars
    return scalars.count > 1
      && scalars.dropFirst().contains {
        $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
      }
  }

  // MARK: Tracking

  /// Apple's tracking for SF Pro at each size, in points (Human Interface Guidelines,
  /// Typography, "Tracking values", iOS): sizes 6 to 96.
  static let trackingTable: [(size: CGFloat, points: CGFloat)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
    (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
    (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
    (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
    (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
    (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
  ]

  /// The tracking added to each character at `size`: the table's value, linear between its
  /// sizes; below 6 points, 6 points' value scaled down with the size; above 96, none.
  /// How much wider than Inter's SF Pro's heavier weights are, from UIKit's recordings of the same
  /// word at two sizes (Documentation/Text.md, "Calibration"): semibold and heavier ×1.036, medium
  /// ×1.008 (two 17-point button titles); lighter weights as Inter draws them (regular words land
  /// within UIKit's pixel without a factor).
  static func widthScale(forWeightIndex index: Int) -> CGFloat {
    index >= semiboldIndex ? 1.036 : index == mediumIndex ? 1.008 : 1
  }

  private static let semiboldIndex = Font.Weight.semibold.namedIndex
  private static let mediumIndex = Font.Weight.medium.namedIndex

  static func tracking(forSize size: CGFloat) -> CGFloat {
    let table = trackingTable
    if size <= table[0].size { return table[0].points * size / table[0].size }
    for index in 1..<table.count where size <= table[index].size {
      let (s0, p0) = table[index - 1]
      let (s1, p1) = table[index]
      return p0 + (p1 - p0) * (size - s0) / (s1 - s0)
    }
    return 0
  }

  // MARK: Tables

  /// One weight's advances, decoded from ``SystemFontWidths``.
  nonisolated struct Table: Sendable {
    let units: [UInt16]
    let averageLowercase: CGFloat
    let widestDigit: CGFloat

    /// `calibration`: advances that replace Inter's (`SystemFontMeasurer.textRegularCalibration`);
    /// the average and the widest digit stay Inter's.
    init(hex: String, calibration: [(scalar: UInt32, units: UInt16)] = []) {
      // The bytes read through a pointer: iterating a string's UTF-8 view is a generic call per
      // byte in a debug build, which every test process paid once for the tables' 100,000 bytes.
      var hex = hex
      let units = hex.withUTF8 { bytes -> [UInt16] in
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 3)
        guard let base = bytes.baseAddress else { return units }
        var value: UInt16 = 0
        var digits = 0
        var index = 0
        while index < bytes.count {
          let byte = base[index]
          index += 1
          let nibble: UInt16
          if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            nibble = UInt16(byte - UInt8(ascii: "0"))
          } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
            nibble = UInt16(byte - UInt8(ascii: "a") + 10)
          } else {
            continue  // line breaks in the source
          }
          value = value << 4 | nibble
          digits += 1
          if digits == 3 {
            units.append(value)
            value = 0
            digits = 0
          }
        }
        return units
      }
      var sum: CGFloat = 0
      var count: CGFloat = 0
      var widest: CGFloat = 0
      for scalar in UInt32(0x61)...0x7A {
        if let advance = Self.lookup(units, scalar) {
          sum += advance
          count += 1
        }
      }
      for scalar in UInt32(0x30)...0x39 {
        if let advance = Self.lookup(units, scalar) { widest = max(widest, advance) }
      }
      self.averageLowercase = count > 0 ? sum / count : 1100
      self.widestDigit = widest
      var calibrated = units
      for (scalar, value) in calibration {
        if let index = Self.index(of: scalar), index < calibrated.count {
          calibrated[index] = value
        }
      }
      self.units = calibrated
    }

    /// The position of `scalar` in a table, if the tables cover it.
    static func index(of scalar: UInt32) -> Int? {
      var offset = 0
      for range in SystemFontWidths.ranges {
        if range.contains(scalar) { return offset + Int(scalar - range.lowerBound) }
        offset += range.count
      }
      return nil
    }

    /// The advance of `scalar` in 1/2048 em, if the table covers it.
    func units(of scalar: UInt32) -> CGFloat? { Self.lookup(units, scalar) }

    static func lookup(_ units: [UInt16], _ scalar: UInt32) -> CGFloat? {
      guard let index = index(of: scalar), index < units.count, units[index] != 0xFFF else {
        return nil
      }
      return CGFloat(units[index])
    }
  }

  /// Text (index 0) and Display (index 1) tables, each by weight from ultraLight to black.
  static let tables: [[Table]] = [
    SystemFontWidths.text.enumerated().map { weight, hex in
      Table(hex: hex, calibration: weight == regularIndex ? textRegularCalibration : [])
    },
    SystemFontWidths.display.map { Table(hex: $0) },
  ]

  private static let regularIndex = Font.Weight.regular.namedIndex

  /// Advances of the regular weight at the Text optical size (below 20 points), in 1/2048 em,
  /// where UIKit's recordings put a character outside every value Inter's advance allows (Documentation/Text.md, "Calibration against recordings"; Inter's in brackets):
  /// - `?` 1051 [1039]: the subheadline "?" is 7.333 wide at 14 points and 7.667 at 15 (@3x,
  ///   2019–2025; 7.5 at both sizes at @2x, 2018), which needs (1045.9, 1055.4];
  /// - `h` 1178 [1210]: "the" is 23.667 wide at 16 points and 24.667 at 17 (@3x, 2023–2025), which
  ///   needs t + h + e in (3105.7, 3127.0]; `t` and `e` cannot take it ("point" at 16 points and
  ///   "Hello." at 17 leave them no room), so `h` does: (1167.7, 1189.0], its middle.
  static let textRegularCalibration: [(scalar: UInt32, units: UInt16)] = [
    (0x3F, 1051), (0x68, 1178),
  ]
}
