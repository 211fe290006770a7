import Components
import Foundation
import LayoutTesting
import Testing

/// The padded label of countless UIKit code bases: `textRect` makes room for the padding, and
/// `drawText(in:)` draws inside it.
private final class PaddedLabel: Label {
  let padding = EdgeInsets(top: 4, left: 10, bottom: 4, right: 6)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let text = super.textRect(
      forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
    return text.inset(
      by: EdgeInsets(
        top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}

/// A label whose drawing override draws nothing.
private final class SilentLabel: Label {
  override func drawText(in rect: CGRect) {}
}

/// The table that sizes itself to its rows, written as UIKit code writes it: it overrides
/// `contentSize` to invalidate its intrinsic size.
private final class ContentSizedTableView: TableView {
  override var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: contentSize.height)
  }
}

/// A text field that moves its left view in and sets its placeholder and edited text apart, as
/// UIKit subclasses do with the rectangle methods.
private final class IndentedField: TextField {
  override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
  }

  override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: 40, y: 0, width: 100, height: bounds.height)
  }

  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: 50, y: 0, width: 100, height: bounds.height)
  }
}

/// UIKit's overridable members, overridden the way UIKit code overrides them and called by the
/// engine (Documentation/UIKitNames.md).
@Suite struct SubclassOverrideTests {
  @Test func paddedLabelGrowsByItsPaddingAndDrawsInsideIt() {
    let label = PaddedLabel()
    label.textMeasurer = FixedWidthMeasurer()
    label.text = "abc"
    let plain = Label()
    plain.textMeasurer = FixedWidthMeasurer()
    plain.text = "abc"
    let size = label.intrinsicContentSize
    #expect(size.width == plain.intrinsicContentSize.width + 16)
    #expect(size.height == plain.intrinsicContentSize.height + 8)
    label.frame = CGRect(origin: .zero, size: size)
    #expect(
      label.textDrawingRect == CGRect(x: 10, y: 4, width: size.width - 16, height: size.height - 8))
    let lines = label.displayedLines
    #expect(lines.map(\.text) == ["abc"])
    #expect(lines.first?.frame.minX == 10)
    #expect(!label.isTextTruncated)
  }

  @Test func aPaddedLabelWrapsAtTheWidthInsideItsPadding() {
    let label = PaddedLabel()
    label.textMeasurer = FixedWidthMeasurer()
    label.numberOfLines = 0
    label.text = "aaaa bbbb"
    // 100 points wide: 84 inside the padding, so "aaaa bbbb" (85) wraps.
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    #expect(label.displayedLines.map(\.text) == ["aaaa", "bbbb"])
  }

  @Test func aLabelWhoseDrawTextDrawsNothingShowsNoLines() {
    let label = SilentLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.text = "Hidden"
    #expect(label.textDrawingRect == nil)
    #expect(label.displayedLines.isEmpty)
  }

  @Test func aTableThatOverridesContentSizeSizesItselfToItsRows() {
    let root = makeRoot(width: 320, height: 480)
    let table = ContentSizedTableView(frame: .zero, style: .plain)
    table.rowHeight = 44
    table.separatorStyle = .none
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [3]) { _, _ in
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    table.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(table)
    LayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: root.topAnchor),
      table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(table.contentSize.height == 132)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 132))
  }

  @Test func aFieldPlacesItsLeftViewWhereLeftViewRectSays() {
    let root = makeRoot(width: 320, height: 200)
    let field = IndentedField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let icon = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    field.leftViewMode = .always
    root.addSubview(field)
    root.layoutIfNeeded()
    // The rounded-rect padding (7) plus the subclass's 8.
    #expect(icon.frame == CGRect(x: 15, y: 0, width: 20, height: 34))
  }

  @Test func picturesDrawThePlaceholderAndTheEditedTextInTheirRectangles() {
    let root = makeRoot(width: 320, height: 200)
    let field = IndentedField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    field.placeholder = "Email"
    root.addSubview(field)
    root.layoutIfNeeded()
    #expect(LayoutPicture(options: []).render(root).contains("<text x=\"50\""))
    field.text = "a@b.c"
    field.isEditing = true
    #expect(LayoutPicture(options: []).render(root).contains("<text x=\"60\""))
    field.isEditing = false
    #expect(LayoutPicture(options: []).render(root).contains("<text x=\"10\""))
  }
}
