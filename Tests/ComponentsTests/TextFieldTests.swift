import Components
import Foundation
import Testing

/// `TextField`: the height from its font and border style, the width from its text or
/// placeholder and side views. Interface Builder's default rounded-rect field with the 14-point
/// system font is 34 points tall; the other styles' padding is a choice (Decisions.md).
@Suite struct TextFieldTests {
  /// The roots the fields are in: a field measures on its root's pixel grid, so the root must
  /// outlive it.
  private let roots = [
    makeRoot(width: 375, height: 667, scale: 2), makeRoot(width: 375, height: 667, scale: 3),
  ]

  private func field(_ style: TextField.BorderStyle, fontSize: CGFloat = 14, scale: CGFloat = 2)
    -> TextField
  {
    let field = TextField()
    field.borderStyle = style
    field.font = .systemFont(ofSize: fontSize)
    roots[scale == 2 ? 0 : 1].addSubview(field)
    return field
  }

  @Test func aRoundedRectFieldWithTheDefaultInterfaceBuilderFontIs34Tall() {
    // 14-point line height 16.66… → 17 on the @2x grid, plus 8.5 + 8.5.
    #expect(field(.roundedRect).intrinsicContentSize.height == 34)
  }

  /// With no border the field is as tall as a line of its font on the pixel grid: 20.5 at @2x and
  /// 20.333… at @3x for 17 points, as a label.
  @Test func aBorderlessFieldIsOneLineOfItsFont() {
    #expect(field(.none, fontSize: 17).intrinsicContentSize.height == 20.5)
    #expect(abs(field(.none, fontSize: 17, scale: 3).intrinsicContentSize.height - 61.0 / 3) < 1e-9)
  }

  @Test func theWidthIsTheWiderOfTextAndPlaceholder() {
    let field = field(.roundedRect)
    field.textMeasurer = FixedWidthMeasurer()
    field.placeholder = "Email"  // 50
    #expect(field.intrinsicContentSize.width == CGFloat(50 + 14))
    field.text = "someone@example.com"  // 190
    #expect(field.intrinsicContentSize.width == CGFloat(190 + 14))
    let icon = ImageView(image: Image(size: CGSize(width: 20, height: 20), scale: 2))
    field.leftView = icon
    #expect(field.intrinsicContentSize.width == CGFloat(190 + 14))  // .never
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == CGFloat(190 + 14 + 20))
    #expect(icon.superview === field)
  }

  @Test func theFontFollowsDynamicTypeWhenAsked() {
    let root = makeRoot(width: 375, height: 667, scale: 2, category: .extraSmall)
    let field = TextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    root.addSubview(field)
    // Body at xSmall is 14 points: 17 on the @2x grid.
    #expect(field.intrinsicContentSize.height == 17)
  }

  @Test func anEmptyFieldHasNoWidthButItsPadding() {
    #expect(field(.roundedRect).intrinsicContentSize.width == 14)
    #expect(field(.none).intrinsicContentSize.width == 0)
  }
}
