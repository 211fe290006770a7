import Components
import Foundation
import LayoutEngine

/// The drawing of buttons, text fields and segmented controls. Their titles and images are
/// subviews (labels and image views) and draw themselves; this adds what surrounds them.
extension LayoutPicture {
  /// A configured button's background: a rounded rectangle in the style's colour (filled: the
  /// tint; tinted: the tint at 15 %; gray and bordered: the system fill). Plain and classic
  /// buttons draw nothing of their own.
  func background(of button: Button, in frame: CGRect) -> [String] {
    guard let configuration = button.configuration else { return [] }
    let tint = button.tintColor ?? .systemBlue
    let color: Color
    switch configuration.style {
    case .plain, .borderless: return []
    case .filled, .borderedProminent: color = configuration.baseBackgroundColor ?? tint
    case .tinted, .borderedTinted:
      color = configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
    case .gray, .bordered: color = configuration.baseBackgroundColor ?? .secondarySystemFill
    }
    let radius = configuration.cornerStyle == .capsule ? frame.height / 2 : min(8, frame.height / 2)
    return dimmed(!button.isEnabled, [roundedRect(frame, radius: radius, fill(color))])
  }

  /// A text field: its border (a rounded rectangle, a line or a bezel) and its text — or its
  /// placeholder in the placeholder colour — on the first line of its text rectangle, placed
  /// across by ``TextField/textAlignment`` (natural and justified: the leading side, the right
  /// in a right-to-left layout).
  func field(_ field: TextField, in frame: CGRect) -> [String] {
    var result: [String] = []
    switch field.borderStyle {
    case .none: break
    case .roundedRect:
      result.append(
        roundedRect(frame, radius: 5, "\(fill(.white)) \(stroke(Color.systemGray4, width: 0.5))"))
    case .line, .bezel:
      result.append(rect(frame, "fill=\"none\" \(stroke(Color.darkGray, width: 1))"))
    }
    let shown = field.text.flatMap { $0.isEmpty ? nil : $0 }
    guard let text = shown ?? field.placeholder, !text.isEmpty else { return result }
    let box =
      shown == nil
      ? field.placeholderRect(forBounds: field.bounds)
      : field.isEditing
        ? field.editingRect(forBounds: field.bounds) : field.textRect(forBounds: field.bounds)
    let font = field.font ?? Font.systemFont(ofSize: 17)
    let color = shown == nil ? Color.placeholderText : field.textColor ?? .label
    let x: CGFloat
    let anchor: String
    switch field.textAlignment.resolved(for: field.effectiveUserInterfaceLayoutDirection) {
    case .right: (x, anchor) = (box.maxX, " text-anchor=\"end\"")
    case .center: (x, anchor) = (box.midX, " text-anchor=\"middle\"")
    default: (x, anchor) = (box.minX, "")
    }
    result.append(
      "<text x=\"\(formatPoints(frame.minX + x - field.bounds.minX))\" "
        + "y=\"\(formatPoints(frame.minY + box.minY - field.bounds.minY + font.ascender))\"\(anchor) "
        + "\(Self.textFontFamily) font-size=\"\(formatPoints(font.pointSize))\" "
        + "\(fill(color))>\(escape(text))</text>")
    return result
  }

  /// A segmented control: the grey track, the selected segment's white plate, and each
  /// segment's title centred in its width (scaled to the frame when the frame is not the
  /// intrinsic width).
  func segments(of control: SegmentedControl, in frame: CGRect) -> [String] {
    var result = [roundedRect(frame, radius: 8, fill(Color.tertiarySystemFill))]
    let widths = control.segmentWidths
    let total = widths.reduce(0, +)
    guard total > 0 else { return result }
    let scale = frame.width / total
    var x = frame.minX
    for (index, width) in widths.enumerated() {
      let segment = CGRect(x: x, y: frame.minY, width: width * scale, height: frame.height)
      if index == control.selectedSegmentIndex {
        let plate = CGRect(
          x: segment.minX + 2, y: segment.minY + 2, width: max(0, segment.width - 4),
          height: max(0, segment.height - 4))
        result.append(
          roundedRect(plate, radius: 7, fill(control.selectedSegmentTintColor ?? .white)))
      }
      if let title = control.titleForSegment(at: index), !title.isEmpty {
        result.append(
          "<text x=\"\(formatPoints(segment.midX))\" y=\"\(formatPoints(segment.midY + 4.5))\" "
            + "text-anchor=\"middle\" \(Self.textFontFamily) font-size=\"13\" "
            + "\(fill(.label))>\(escape(title))</text>")
      }
      x += segment.width
    }
    return dimmed(!control.isEnabled, result)
  }
}
