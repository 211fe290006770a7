import Components
import Foundation
import LayoutEngine
import ViewHost

/// The drawing of a container's bars (issue 28): a light band with a hairline, the navigation
/// bar's back button, title (large under the bar's first 44 points when it shows large) and
/// buttons, the toolbar's items spread across, and the tab bar's titles with the selected one
/// tinted. Enough to see which screen is where, not a likeness.
extension LayoutPicture {
  func bar(_ view: NavigationBar, in frame: CGRect) -> [String] {
    let small =
      view.showsLargeTitle
      ? frame.height - HostConfiguration.ContainerBar.largeTitleHeight : frame.height
    let midY = frame.minY + small / 2 + 4
    var result = barBackground(frame, hairlineAtBottom: true)
    if let back = view.shownBackTitle {
      result.append(barText("‹ " + back, x: frame.minX + 8, y: midY, anchor: "start", tinted: true))
    }
    var x = frame.minX + 8
    if view.shownBackTitle != nil { x += 80 }
    for item in view.shownLeadingItems {
      result.append(barText(item, x: x, y: midY, anchor: "start", tinted: true))
      x += 60
    }
    var trailing = frame.maxX - 8
    for item in view.shownTrailingItems {
      result.append(barText(item, x: trailing, y: midY, anchor: "end", tinted: true))
      trailing -= 60
    }
    if let title = view.shownTitle {
      if view.showsLargeTitle {
        result.append(
          "<text x=\"\(formatPoints(frame.minX + 16))\" y=\"\(formatPoints(frame.maxY - 14))\" "
            + "font-size=\"24\" font-weight=\"bold\" \(fill(Color.label))>\(escape(title))</text>")
      } else {
        result.append(
          barText(title, x: frame.midX, y: midY, anchor: "middle", tinted: false, bold: true))
      }
    }
    return result
  }

  func bar(_ view: Toolbar, in frame: CGRect) -> [String] {
    var result = barBackground(frame, hairlineAtBottom: false)
    let items = view.shownItems
    guard !items.isEmpty else { return result }
    let step = frame.width / CGFloat(items.count)
    for (index, item) in items.enumerated() {
      let x = frame.minX + step * (CGFloat(index) + 0.5)
      result.append(barText(item, x: x, y: frame.midY + 4, anchor: "middle", tinted: true))
    }
    return result
  }

  func bar(_ view: TabBar, in frame: CGRect) -> [String] {
    var result = barBackground(frame, hairlineAtBottom: false)
    let items = view.shownItems
    guard !items.isEmpty else { return result }
    let step = frame.width / CGFloat(items.count)
    // The items sit in the bar's own height, above the home indicator.
    let y = frame.minY + 30
    for (index, item) in items.enumerated() {
      let x = frame.minX + step * (CGFloat(index) + 0.5)
      result.append(
        barText(item, x: x, y: y, anchor: "middle", tinted: index == view.shownSelectedIndex))
    }
    return result
  }

  private func barBackground(_ frame: CGRect, hairlineAtBottom: Bool) -> [String] {
    let y = hairlineAtBottom ? frame.maxY : frame.minY
    return [
      rect(frame, fill(Color.systemGray6)),
      rect(
        CGRect(x: frame.minX, y: y - 0.25, width: frame.width, height: 0.5),
        fill(Color.systemGray3)),
    ]
  }

  private func barText(
    _ text: String, x: CGFloat, y: CGFloat, anchor: String, tinted: Bool, bold: Bool = false
  ) -> String {
    let weight = bold ? " font-weight=\"600\"" : ""
    return "<text x=\"\(formatPoints(x))\" y=\"\(formatPoints(y))\" text-anchor=\"\(anchor)\" "
      + "font-size=\"12\"\(weight) \(fill(tinted ? Color.systemBlue : Color.label))>"
      + "\(escape(text))</text>"
  }
}
