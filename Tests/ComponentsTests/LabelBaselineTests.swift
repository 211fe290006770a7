import Components
import Foundation
import Testing

/// Baselines from the font: a label's first baseline is its font's ascender below its top, its
/// last baseline the font's descent above its bottom; stack views align them.
@Suite struct LabelBaselineTests {
  @Test func baselinesComeFromTheFont() {
    let label = Label()
    label.text = "Hello"
    #expect(label.firstBaselineOffsetFromTop == 17 * 1950 / CGFloat(2048))
    #expect(label.lastBaselineOffsetFromBottom == 17 * 494 / CGFloat(2048))
    label.font = .systemFont(ofSize: 34)
    #expect(label.firstBaselineOffsetFromTop == 34 * 1950 / CGFloat(2048))
  }

  /// A horizontal stack view with `.firstBaseline` alignment puts both labels' first baselines on
  /// one line, whatever their fonts.
  @Test func firstBaselineAlignmentInAStackView() {
    let root = makeRoot(width: 320, scale: 2)
    let small = Label()
    small.text = "Small"
    let large = Label()
    large.text = "Large"
    large.font = .systemFont(ofSize: 34)
    let stack = StackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    let smallBaseline = small.frame.minY + small.font.ascender
    let largeBaseline = large.frame.minY + large.font.ascender
    #expect(abs(smallBaseline - largeBaseline) <= 0.5, "within the pixel rounding of the tops")
    #expect(large.frame.minY == 0)
    #expect(small.frame.minY > large.frame.minY)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// `.lastBaseline` aligns the last lines: a three-line label's last baseline with a one-line
  /// label's.
  @Test func lastBaselineAlignmentWithAMultiLineLabel() {
    let root = makeRoot(width: 320, scale: 2)
    let tall = Label()
    tall.text = "One\nTwo\nThree"
    tall.numberOfLines = 0
    let short = Label()
    short.text = "Last"
    let stack = StackView(arrangedSubviews: [tall, short])
    stack.alignment = .lastBaseline
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(tall.frame.height == 61)
    #expect(short.frame.maxY == tall.frame.maxY, "same font: the bottoms line up")
    #expect(short.frame.minY == 61 - 20.5)
  }

  /// A new font moves the baselines the constraints were solved with.
  @Test func aNewFontMovesTheBaselines() {
    let root = makeRoot(width: 320, scale: 2)
    let reference = View()
    reference.translatesAutoresizingMaskIntoConstraints = false
    let label = Label()
    label.text = "Baseline"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(reference)
    root.addSubview(label)
    LayoutConstraint.activate([
      reference.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      reference.heightAnchor.constraint(equalToConstant: 1),
      reference.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      reference.widthAnchor.constraint(equalToConstant: 1),
      label.firstBaselineAnchor.constraint(equalTo: reference.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(abs(label.frame.minY + label.font.ascender - 50) <= 0.25)
    label.font = .systemFont(ofSize: 40)
    root.layoutIfNeeded()
    #expect(abs(label.frame.minY + 40 * 1950 / 2048 - 50) <= 0.25)
  }
}
