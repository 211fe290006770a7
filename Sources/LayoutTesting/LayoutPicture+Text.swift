import Components
import Foundation
import LayoutEngine

extension LayoutPicture {
  /// The fonts text is drawn in: the system font where there is one, else Inter (drawn after SF,
  /// with close widths), else any sans-serif.
  static let textFontFamily =
    "font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Inter, sans-serif\""

  /// The text a label shows, as SVG: each displayed line at its place in the label (wrapped,
  /// aligned, with the ellipsis where it truncates), in the label's font size, weight and text
  /// colour, clipped to the label's bounds; nothing when no line shows a character or the text
  /// colour is fully transparent.
  ///
  /// SVG viewers draw with their own fonts, so glyphs will not line up exactly with the measured
  /// widths; `textLength` stretches each line to its measured width so the picture shows what the
  /// layout assumed.
  func text(of label: Label, in frame: CGRect) -> [String] {
    // Nothing at all when no line shows a character, or the text colour is fully transparent.
    let lines = label.displayedLines.filter { !$0.text.isEmpty }
    guard !lines.isEmpty, label.textColor.alphaComponent > 0 else { return [] }
    let font = label.font ?? Font.systemFont(ofSize: Font.labelFontSize)
    // CSS weights for UIKit's nine: ultraLight 100 … regular 400 … black 900.
    let weights: [(CGFloat, Int)] = [
      (-0.7, 100), (-0.5, 200), (-0.2, 300), (0.115, 400), (0.265, 500), (0.35, 600), (0.48, 700),
      (0.59, 800),
    ]
    let weight = weights.first { font.weight.rawValue < $0.0 }?.1 ?? 900
    let origin = CGPoint(x: frame.minX - label.bounds.minX, y: frame.minY - label.bounds.minY)
    let clip =
      "text-"
      + String(label.layoutName.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    var result = [
      "<clipPath id=\"\(clip)\"><rect x=\"\(formatPoints(frame.minX))\" "
        + "y=\"\(formatPoints(frame.minY))\" width=\"\(formatPoints(frame.width))\" "
        + "height=\"\(formatPoints(frame.height))\"/></clipPath>"
    ]
    for (text, rect) in lines {
      let baseline = rect.minY + font.ascender
      result.append(
        "<text x=\"\(formatPoints(origin.x + rect.minX))\" "
          + "y=\"\(formatPoints(origin.y + baseline))\" \(Self.textFontFamily) "
          + "font-size=\"\(formatPoints(font.pointSize))\" "
          + "font-weight=\"\(weight)\" \(fill(label.textColor)) "
          + "textLength=\"\(formatPoints(rect.width))\" lengthAdjust=\"spacingAndGlyphs\" "
          + "clip-path=\"url(#\(clip))\">\(escape(text))</text>")
    }
    return result
  }
}
