import Foundation

/// Text laid out in lines at a width: what a label shows, and what it measured to get there.
///
/// Made by ``MeasuredText/layout(width:numberOfLines:lineBreakMode:)``. Widths are the lines' ink
/// widths in points (trailing spaces hang outside), not rounded; ``size`` is the widest line by
/// the number of lines times the font's line height. Rounding to the pixel grid is the view's
/// business (``Label/intrinsicContentSize``).
nonisolated public struct TextLayout: Sendable, Equatable {
  /// One line as shown.
  nonisolated public struct Line: Sendable, Equatable {
    /// The characters shown before the ellipsis (all of them when there is none), as offsets
    /// into ``MeasuredText/characters``.
    public let leading: Range<Int>
    /// The characters shown after the ellipsis (empty unless the line is truncated at its head or
    /// middle).
    public let trailing: Range<Int>
    /// Whether an ellipsis (`…`) stands between ``leading`` and ``trailing``.
    public let hasEllipsis: Bool
    /// The width of what the line shows, in points, trailing spaces excluded.
    public let width: CGFloat
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// The height of each line (the font's ``Font/lineHeight``).
  public let lineHeight: CGFloat
  /// Whether text was left out and an ellipsis shows where.
  public let isTruncated: Bool
  /// Whether text was cut without an ellipsis: lines beyond the limit dropped by a wrapping or
  /// clipping mode, or a line wider than the width (clipping, or one character wider than it).
  public let isClipped: Bool
  /// The characters the lines refer to.
  let characters: [Character]

  /// How many lines the text takes.
  public var lineCount: Int { lines.count }

  /// The widest line by the lines' total height, unrounded; `.zero` for empty text.
  public var size: CGSize {
    CGSize(
      width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * lineHeight)
  }

  /// What `line` shows, with its ellipsis.
  public func text(of line: Line) -> String {
    var result = String(characters[line.leading])
    if line.hasEllipsis { result.append("\u{2026}") }
    result.append(contentsOf: characters[line.trailing])
    return result
  }

  /// Every line's text, top to bottom.
  public var lineTexts: [String] { lines.map(text(of:)) }

  public static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
    lhs.lines == rhs.lines && lhs.lineHeight == rhs.lineHeight
      && lhs.isTruncated == rhs.isTruncated && lhs.isClipped == rhs.isClipped
  }
}
