import Foundation

/// A font of the system typeface at a size and weight: UIKit's `UIFont`, the parts that lay text
/// out.
///
/// ```swift
/// let body = Font.systemFont(ofSize: 17)
/// body.lineHeight      // 20.287109375: 17 × (1950 + 494) / 2048
/// body.ascender        // 16.1865234375: 17 × 1950 / 2048
///
/// let caption = Font.preferredFont(
///   forTextStyle: .caption1,
///   compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
/// caption.pointSize    // 22
/// ```
///
/// Trellis models the system font (SF Pro): its vertical metrics are SF Pro's published font units
/// (2048 per em, ascender 1950, descender −494, no line gap), so they are exact; its advance widths
/// come from a built-in model (``SystemFontMeasurer``) unless a ``TextMeasurer`` is plugged in.
/// Fonts made by name (``init(name:size:)``) measure their text as the system font; the Helvetica
/// Neue faces and Georgia have their own vertical metrics. `Font` is a value: two fonts made the
/// same way are equal.
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The size in points (the em).
  public let pointSize: CGFloat
  /// The weight of the strokes.
  public let weight: Weight
  /// Whether digits all take the same advance (``monospacedDigitSystemFont(ofSize:weight:)``).
  public let isMonospacedDigit: Bool
  /// The text style the font scales with, for fonts from ``preferredFont(forTextStyle:)`` or
  /// ``FontMetrics/scaledFont(for:)``; nil for fixed-size fonts.
  public var textStyle: TextStyle? { scaling?.textStyle }

  /// How the font follows the content size category: the style, the size it has at `.large`, and
  /// an optional cap.
  nonisolated struct Scaling: Hashable, Sendable {
    var textStyle: TextStyle
    var sizeAtLarge: CGFloat
    var maximumPointSize: CGFloat?
  }
  let scaling: Scaling?
  /// The name a font made with ``init(name:size:)`` was asked for; nil for system fonts.
  let requestedName: String?

  init(
    size: CGFloat, weight: Weight, monospacedDigit: Bool = false, scaling: Scaling? = nil,
    name: String? = nil
  ) {
    self.pointSize = Font.sanitized(size)
    self.weight = weight
    self.isMonospacedDigit = monospacedDigit
    self.scaling = scaling
    self.requestedName = name
  }

  /// The size fonts get for a size that is not a finite positive number: CoreText's documented
  /// default for a size of 0 (no trap on NaN, infinite or negative sizes).
  public static let fallbackPointSize: CGFloat = 12
  /// The largest size a font takes; larger sizes are clamped to it.
  public static let maximumPointSize: CGFloat = 10_000

  static func sanitized(_ size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return fallbackPointSize }
    return min(size, maximumPointSize)
  }

  // MARK: System fonts

  /// The system font at `fontSize` points, regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: .bold)
  }

  /// The system font with digits of equal advance (for counters and tables of figures).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize, weight: weight, monospacedDigit: true)
  }

  /// The italic system font at `fontSize` points. Measured as the regular system font: Trellis's
  /// width model has no italic face (SF Pro's italic advances are close to the upright ones).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: .regular)
  }

  /// A font by PostScript or family name, as UIKit's `UIFont(name:size:)`.
  ///
  /// Trellis has the system font's advance widths only, so every name gives a font whose text is as
  /// wide as the system font's at `fontSize` — with the weight its name ends in (`Avenir-Heavy` is
  /// heavy, `HelveticaNeue-Bold` bold; no such ending is regular) — and reports the name as
  /// ``fontName``. Its line height, ascender, descender, cap and x heights are the face's own for
  /// the Helvetica Neue faces and Georgia (three lines of `HelveticaNeue` 28 are 98 points high at
  /// @2x, as UIKit records them), the system font's for any other name. Never nil (UIKit returns
  /// nil for a font that is not installed; headless tests have none installed, and code written for
  /// the app expects its bundled fonts to exist). Text in a custom typeface therefore wraps where
  /// the system font would: check such layouts on a device (Documentation/Decisions.md, "Fonts by
  /// name").
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.init(size: fontSize, weight: Font.weight(named: fontName), name: fontName)
  }

  /// The weight a face name ends in (`-Bold`, `-Semibold`, `Heavy`, …); regular when none does.
  static func weight(named name: String) -> Weight {
    let face = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
    let endings: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
      ("light", .light), ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium),
      ("extrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    for (ending, weight) in endings where face.hasSuffix(ending) { return weight }
    return .regular
  }

  /// The same font at another size (a fixed size: it no longer scales with a text style).
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(
      size: fontSize, weight: weight, monospacedDigit: isMonospacedDigit, name: requestedName)
  }

  /// UIKit's `UIFont.labelFontSize`: the size of a label's default font.
  public static let labelFontSize: CGFloat = 17
  /// UIKit's `UIFont.buttonFontSize`.
  public static let buttonFontSize: CGFloat = 18
  /// UIKit's `UIFont.systemFontSize`.
  public static let systemFontSize: CGFloat = 14
  /// UIKit's `UIFont.smallSystemFontSize`.
  public static let smallSystemFontSize: CGFloat = 12

  // MARK: Vertical metrics (SF Pro's font units, spec §14)

  /// SF Pro's units per em.
  static let unitsPerEm: CGFloat = 2048

  /// Whether text in this font takes SF Pro's tracking (``SystemFontMeasurer``): the system
  /// font does, and so does a name for it (UIKit's private names begin with a dot, as
  /// `.SFUI-Regular` does); any other face asked for by name does not — the tracking table is SF
  /// Pro's own. Tinylog's HelveticaNeue-Thin title, 34 points, is 244 wide in UIKit: 252 with the
  /// tracking, 244.5 without (Documentation/Text.md, "Named fonts").
  var takesSystemTracking: Bool {
    guard let requestedName else { return true }
    return requestedName.hasPrefix(".")
  }

  /// The metrics of a face known by name (Helvetica Neue, Georgia); nil for the system font and
  /// for names Trellis does not know, which take the system font's.
  var namedMetrics: NamedFontMetrics? {
    requestedName.flatMap(NamedFontMetrics.forFace(named:))
  }

  /// The distance from the baseline to the top of the line, positive: `pointSize × 1950 / 2048`
  /// (a face known by name: its ascent).
  public var ascender: CGFloat {
    guard let named = namedMetrics else { return pointSize * 1950 / Font.unitsPerEm }
    return pointSize * named.ascent / named.unitsPerEm
  }
  /// The distance from the baseline to the bottom of the line, negative: `−pointSize × 494 / 2048`
  /// (a face known by name: its descent).
  public var descender: CGFloat {
    guard let named = namedMetrics else { return -pointSize * 494 / Font.unitsPerEm }
    return pointSize * named.descent / named.unitsPerEm
  }
  /// The extra space between lines: 0 for the system font (its line gap is 0).
  public var leading: CGFloat { 0 }
  /// The height of one line: `ascender − descender + leading` (17 pt → 20.287109375).
  public var lineHeight: CGFloat { ascender - descender + leading }
  /// The height of capital letters: `pointSize × 1443 / 2048` (a face known by name: its own).
  public var capHeight: CGFloat {
    guard let named = namedMetrics else { return pointSize * 1443 / Font.unitsPerEm }
    return pointSize * named.capHeight / named.unitsPerEm
  }
  /// The height of lower-case letters without ascenders: `pointSize × 1040 / 2048` (a face known
  /// by name: its own).
  public var xHeight: CGFloat {
    guard let named = namedMetrics else { return pointSize * 1040 / Font.unitsPerEm }
    return pointSize * named.xHeight / named.unitsPerEm
  }

  // MARK: Names

  /// The family name UIKit reports for the system font.
  public var familyName: String {
    guard let requestedName else { return ".AppleSystemUIFont" }
    return requestedName.split(separator: "-").first.map(String.init) ?? requestedName
  }
  /// The face name UIKit reports: `.SFUI-Regular`, `.SFUI-Semibold`, …; for a font made by name,
  /// that name.
  public var fontName: String { requestedName ?? ".SFUI-\(weight)" }

  /// `.SFUI-Semibold 17pt` (with the text style when it scales: `.SFUI-Regular 17pt body`).
  public var description: String {
    var result = "\(fontName) \(formatSize(pointSize))pt"
    if isMonospacedDigit { result += " monospacedDigit" }
    if let textStyle { result += " \(textStyle)" }
    return result
  }
}

/// A size without a trailing `.0` (`17`, `20.5`).
nonisolated func formatSize(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
}
