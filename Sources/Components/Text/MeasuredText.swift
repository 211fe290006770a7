import Foundation

/// Text measured once in a font — its characters and their advances — ready to be laid out at any
/// width without measuring again.
///
/// ```swift
/// let measured = MeasuredText("Hello, world", font: .systemFont(ofSize: 17))
/// measured.width                                       // the one-line width
/// let layout = measured.layout(width: 60, numberOfLines: 0, lineBreakMode: .byWordWrapping)
/// layout.lineTexts                                     // ["Hello,", "world"]
/// ```
///
/// Measuring calls the ``TextMeasurer`` once; laying out is arithmetic on the advances (prefix
/// sums), linear in the length of the text, so even 100,000 characters take milliseconds.
nonisolated public struct MeasuredText: Sendable {
  /// The font the text was measured in.
  public let font: Font
  /// The text's characters (grapheme clusters).
  public let characters: [Character]
  /// Each character's advance in points (never negative, never NaN).
  public let advances: [CGFloat]
  /// `prefix[i]` is the sum of the first `i` advances.
  let prefix: [CGFloat]
  /// Each character's role in line breaking.
  let classes: [BreakClass]
  /// The advance of the ellipsis `…` in this font.
  let ellipsisAdvance: CGFloat

  /// Measures `text` in `font` with `measurer` (nil: ``TextMeasurement/defaultMeasurer``).
  public init(_ text: String, font: Font, measurer: (any TextMeasurer)? = nil) {
    self.init(characters: Array(text), font: font, measurer: measurer)
  }

  /// Measures `characters` in `font` with `measurer`: one call for the text, one for the
  /// ellipsis.
  public init(characters: [Character], font: Font, measurer: (any TextMeasurer)? = nil) {
    let measurer = measurer ?? TextMeasurement.defaultMeasurer
    self.font = font
    self.characters = characters
    let measured = measurer.advances(of: characters, in: font)
    var advances = [CGFloat](repeating: 0, count: characters.count)
    var prefix = [CGFloat](repeating: 0, count: characters.count + 1)
    var classes = [BreakClass](repeating: .other, count: characters.count)
    var sum: CGFloat = 0
    for index in characters.indices {
      let character = characters[index]
      let kind = BreakClass(character)
      classes[index] = kind
      var advance = index < measured.count ? measured[index] : 0
      if !advance.isFinite || advance < 0 || kind == .newline { advance = 0 }
      advances[index] = advance
      sum += advance
      prefix[index + 1] = sum
    }
    self.advances = advances
    self.prefix = prefix
    self.classes = classes
    let ellipsis = measurer.advances(of: ["\u{2026}"], in: font).first ?? 0
    self.ellipsisAdvance = ellipsis.isFinite && ellipsis > 0 ? ellipsis : 0
  }

  /// Whether there is no text.
  public var isEmpty: Bool { characters.isEmpty }

  /// The width of the characters in `range` (trailing spaces included).
  public func width(of range: Range<Int>) -> CGFloat {
    prefix[range.upperBound] - prefix[range.lowerBound]
  }

  /// The width of the widest paragraph set on one line (trailing spaces excluded).
  public var width: CGFloat {
    layout(width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping).size.width
  }

  /// How a character takes part in line breaking (a simplified UAX #14).
  ///
  /// A character is classified by its first scalar (a combining mark after it changes nothing).
  nonisolated enum BreakClass: UInt8, Sendable {
    /// A hard line break (`"\n"`, `"\r\n"`, U+2028, U+2029, …).
    case newline
    /// Space that hangs at the end of a line and allows a break after it.
    case space
    /// CJK ideographs, kana, Hangul and emoji: a break is allowed before and after.
    case ideographic
    /// Closing punctuation: no break before it.
    case closing
    /// Opening punctuation: no break after it.
    case opening
    /// Hyphens and dashes: a break after them, between letters.
    case hyphen
    /// Everything else: letters, digits, most punctuation, no-break space.
    case other

    /// The scalars that start a newline character (Swift's `Character.isNewline`): LF, VT, FF, CR
    /// (and CR LF), NEL, U+2028, U+2029.
    static func isNewline(_ value: UInt32) -> Bool {
      (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    init(_ character: Character) {
      guard let first = character.unicodeScalars.first else {
        self = .other
        return
      }
      if Self.isNewline(first.value) {
        self = .newline
        return
      }
      switch first.value {
      case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
        self = .space
      case 0x2D, 0x2010, 0x2013, 0x2014:
        self = .hyphen
      case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026, 0x3001,
        0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E,
        0x301F, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
        0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7,
        0x30EE, 0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E,
        0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF64:
        self = .closing
      case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014,
        0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
        self = .opening
      default:
        if SystemFontMeasurer.isIdeographic(first.value)
          || SystemFontMeasurer.isEmoji(character, first: first)
        {
          self = .ideographic
        } else {
          self = .other
        }
      }
    }
  }
}
