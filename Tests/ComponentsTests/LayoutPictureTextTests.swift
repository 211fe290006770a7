import Components
import Foundation
import LayoutTesting
import Testing

/// SVG pictures draw label text as laid out: each line where it sits, the ellipsis where the text
/// truncates, the alignment.
@Suite struct LayoutPictureTextTests {
  @Test func wrappedLinesAreDrawnWhereTheySit() {
    let root = makeRoot(width: 100, height: 100, scale: 2)
    let label = addLabel(
      "aaa bbb ccc", to: root, lines: 0, pinTrailing: true, measurer: FixedWidthMeasurer())
    label.accessibilityIdentifier = "title"
    root.frame.size.width = 75
    root.layoutIfNeeded()
    let svg = LayoutPicture(options: []).render(root)
    #expect(svg.contains(">aaa bbb</text>"))
    #expect(svg.contains(">ccc</text>"))
    #expect(svg.contains("textLength=\"65\""))
    #expect(svg.contains("<clipPath id=\"text-title\">"))
    #expect(svg.contains("font-size=\"17\""))
  }

  @Test func theEllipsisAndTheAlignmentShow() {
    let root = makeRoot(width: 320, height: 100, scale: 2)
    let label = addLabel("aaa bbb ccc", to: root, measurer: FixedWidthMeasurer())
    label.widthAnchor.constraint(equalToConstant: 65).isActive = true
    label.textAlignment = .right
    root.layoutIfNeeded()
    let svg = LayoutPicture(options: []).render(root)
    #expect(svg.contains(">aaa bb…</text>"))
    #expect(svg.contains("<text x=\"0\""))
  }

  /// `textColor` defaults to `.label` (UIKit since iOS 13: 0, 0, 0 in light mode), nil restores
  /// it, and pictures draw the text in it.
  @Test func textIsDrawnInTheTextColor() {
    let root = makeRoot(width: 320, height: 100, scale: 2)
    let label = addLabel("Hello", to: root)
    #expect(label.textColor == .label)
    label.textColor = .systemRed
    root.layoutIfNeeded()
    #expect(LayoutPicture(options: []).render(root).contains("fill=\"#ff3b30\""))
    label.textColor = nil
    #expect(label.textColor == .label)
  }

  @Test func escapesMarkup() {
    let root = makeRoot(width: 320, height: 100, scale: 2)
    addLabel("a < b & c", to: root)
    root.layoutIfNeeded()
    #expect(LayoutPicture().render(root).contains(">a &lt; b &amp; c</text>"))
  }
}
