import Components
import Foundation
import LayoutEngine

/// The drawing of lists and scroll views: a row's background (rounded at an inset-grouped
/// section's ends) and its separator, the accessories' glyphs, and a scroll view's adjusted
/// content inset drawn over its content.
extension LayoutPicture {
  /// A table cell's background, when it has no colour of its own, and its separator line.
  func row(of cell: TableViewCell, in frame: CGRect) -> [String] {
    var result: [String] = []
    if cell.backgroundColor == nil, let background = cell.rowBackground {
      let radius = TableView.insetGroupedCornerRadius
      result.append(
        roundedCorners(
          frame, top: background.roundsTop ? radius : 0,
          bottom: background.roundsBottom ? radius : 0, fill(background.color)))
    }
    if let separator = cell.separatorFrame {
      let color = cell.tableView?.separatorColor ?? .separator
      result.append(rect(separator.offsetBy(dx: frame.minX, dy: frame.minY), fill(color)))
    }
    return result
  }

  /// A standard accessory's glyph: a chevron, a check mark, an info button (with a chevron for
  /// the detail disclosure button).
  func glyph(of accessory: AccessoryIndicatorView, in frame: CGRect) -> [String] {
    let gray = stroke(Color.tertiaryLabel, width: 2) + " fill=\"none\""
    let tint = accessory.tintColor ?? .systemBlue
    // The chevron points to the trailing side: left in right-to-left layouts.
    let rtl = accessory.effectiveUserInterfaceLayoutDirection == .rightToLeft
    func chevron(_ r: CGRect) -> String {
      let (back, tip) = rtl ? (r.maxX, r.minX) : (r.minX, r.maxX)
      return "<polyline points=\"\(formatPoints(back)),\(formatPoints(r.minY)) "
        + "\(formatPoints(tip)),\(formatPoints(r.midY)) "
        + "\(formatPoints(back)),\(formatPoints(r.maxY))\" \(gray)/>"
    }
    func info(_ r: CGRect) -> [String] {
      [
        circle(r.midX, r.midY, r.width / 2, "fill=\"none\" \(stroke(tint, width: 1.5))"),
        "<text x=\"\(formatPoints(r.midX))\" y=\"\(formatPoints(r.midY + 4))\" "
          + "text-anchor=\"middle\" font-size=\"12\" \(fill(tint))>i</text>",
      ]
    }
    switch accessory.type {
    case .none: return []
    case .disclosureIndicator: return [chevron(frame)]
    case .checkmark:
      return [
        "<polyline points=\"\(formatPoints(frame.minX)),\(formatPoints(frame.midY)) "
          + "\(formatPoints(frame.minX + frame.width * 0.38)),\(formatPoints(frame.maxY)) "
          + "\(formatPoints(frame.maxX)),\(formatPoints(frame.minY))\" "
          + "\(stroke(tint, width: 2)) fill=\"none\"/>"
      ]
    case .detailButton: return info(frame)
    case .detailDisclosureButton:
      let button = CGRect(
        x: rtl ? frame.maxX - 22 : frame.minX, y: frame.minY, width: 22, height: 22)
      let arrow = CGRect(
        x: rtl ? frame.minX : frame.maxX - 8, y: frame.midY - 6.25, width: 8, height: 12.5)
      return info(button) + [chevron(arrow)]
    }
  }

  /// Over a scroll view's content: the area inside its adjusted content inset, dashed, when the
  /// inset is not zero — where the content rests when scrolled to its start.
  func insetOverlay(of view: View, in frame: CGRect) -> [String] {
    guard options.contains(.safeArea), let scrollView = view as? ScrollView else { return [] }
    let inset = scrollView.adjustedContentInset
    guard inset != .zero else { return [] }
    let area = CGRect(
      x: frame.minX + inset.left, y: frame.minY + inset.top,
      width: max(0, frame.width - inset.left - inset.right),
      height: max(0, frame.height - inset.top - inset.bottom))
    let color = "#2a9d8f"
    return [
      rect(area, "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"6 3\""),
      "<text x=\"\(formatPoints(area.maxX - 2))\" y=\"\(formatPoints(area.minY + 10))\" "
        + "text-anchor=\"end\" fill=\"\(color)\">adjustedContentInset \(inset)</text>",
    ]
  }

  /// A rectangle whose top corners and bottom corners have their own radii (0: square).
  private func roundedCorners(_ r: CGRect, top: CGFloat, bottom: CGFloat, _ style: String)
    -> String
  {
    guard top > 0 || bottom > 0 else { return rect(r, style) }
    let t = min(top, r.width / 2, r.height / 2)
    let b = min(bottom, r.width / 2, r.height / 2)
    func p(_ x: CGFloat, _ y: CGFloat) -> String { "\(formatPoints(x)),\(formatPoints(y))" }
    var d = "M\(p(r.minX, r.minY + t))"
    if t > 0 { d += " Q\(p(r.minX, r.minY)) \(p(r.minX + t, r.minY))" }
    d += " L\(p(r.maxX - t, r.minY))"
    if t > 0 { d += " Q\(p(r.maxX, r.minY)) \(p(r.maxX, r.minY + t))" }
    d += " L\(p(r.maxX, r.maxY - b))"
    if b > 0 { d += " Q\(p(r.maxX, r.maxY)) \(p(r.maxX - b, r.maxY))" }
    d += " L\(p(r.minX + b, r.maxY))"
    if b > 0 { d += " Q\(p(r.minX, r.maxY)) \(p(r.minX, r.maxY - b))" }
    return "<path d=\"\(d) Z\" \(style)/>"
  }
}
