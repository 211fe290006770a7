import Components
import Foundation
import Testing

/// The two-pass layout a multi-line label gets without any code from the user (spec §14: the
/// height follows the width within one layout pass, since iOS 8), and the measurement cache.
@Suite struct LabelLayoutPassTests {
  /// 30 characters of 10 points in 3-character words: "aaa bbb …" wraps at the label's width.
  static let words = Array(repeating: "aaa", count: 10).joined(separator: " ")

  @Test func oneLayoutIfNeededWrapsAtTheLaidOutWidth() {
    let root = makeRoot(width: 90, scale: 2)
    let label = addLabel(
      Self.words, to: root, lines: 0, pinTrailing: true, measurer: FixedWidthMeasurer())
    // Before layout the label knows no width: one line, as wide as the text.
    #expect(label.intrinsicContentSize == CGSize(width: 345, height: 20.5))
    root.layoutIfNeeded()
    // "aaa aaa" is 65 wide, three words 100: 90 holds two words a line, five lines.
    #expect(
      label.frame == CGRect(x: 0, y: 0, width: 90, height: (5 * 20.287109375 * 2).rounded(.up) / 2))
    #expect(label.displayedLineCount == 5)
    #expect(!label.isTextTruncated && !label.isTextClipped)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func theHeightFollowsANewWidth() {
    let root = makeRoot(width: 90, scale: 2)
    let label = addLabel(
      Self.words, to: root, lines: 0, pinTrailing: true, measurer: FixedWidthMeasurer())
    root.layoutIfNeeded()
    root.frame.size.width = 160  // four words a line: three lines
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 160, height: 61))
    root.frame.size.width = 40  // one word a line
    root.layoutIfNeeded()
    #expect(label.displayedLineCount == 10)
    #expect(label.frame.height == (10 * 20.287109375 * 2).rounded(.up) / 2)
  }

  @Test func preferredMaxLayoutWidthFixesTheWrapWidth() {
    let root = makeRoot(width: 300, scale: 2)
    let label = addLabel(Self.words, to: root, lines: 0, measurer: FixedWidthMeasurer())
    label.preferredMaxLayoutWidth = 90
    #expect(
      label.intrinsicContentSize
        == CGSize(width: 65, height: (5 * 20.287109375 * 2).rounded(.up) / 2))
    root.layoutIfNeeded()
    #expect(label.frame.width == 65)
  }

  /// A self-sizing cell: `systemLayoutSizeFitting` at a required width wraps a multi-line label
  /// at the width the solve gives it and returns the wrapped height, as UIKit does for cells.
  @Test func systemLayoutSizeFittingWrapsAtTheFittingWidth() {
    let cell = makeRoot(width: 0, height: 0, scale: 2)
    let label = addLabel(
      Self.words, to: cell, lines: 0, inset: 10, pinTrailing: true, measurer: FixedWidthMeasurer())
    label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10).isActive = true
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 110, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 110 − 2 × 10 = 90: two words a line, five lines, plus the insets.
    #expect(size == CGSize(width: 110, height: (5 * 20.287109375 * 2).rounded(.up) / 2 + 20))
    #expect(cell.frame.size == .zero, "the cell does not move")
    #expect(label.fittingWidth == nil)
    let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(compressed.width == CGFloat(365), "no required width: one line, 345 wide, + 2 × 10")
  }

  /// A label whose width comes from its own intrinsic size settles at once.
  @Test func aLabelSizedByItsTextSettles() {
    let root = makeRoot(width: 400, scale: 2)
    let label = addLabel("aaa bbb", to: root, lines: 0, measurer: FixedWidthMeasurer())
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 65, height: 20.5))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// Measuring calls the measurer (once for the text, once for the ellipsis); nothing else does:
  /// not an unchanged relayout, not a new width, not another scale. A new text or font does.
  @Test func anUnchangedTextIsNeverMeasuredAgain() {
    let measurer = FixedWidthMeasurer()
    let root = makeRoot(width: 100, scale: 2)
    let label = addLabel(Self.words, to: root, lines: 0, pinTrailing: true, measurer: measurer)
    root.layoutIfNeeded()
    #expect(measurer.callCount == 2)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(measurer.callCount == 2)
    root.frame.size.width = 250
    root.layoutIfNeeded()
    #expect(measurer.callCount == 2, "another width wraps the cached advances")
    root.hostTraitCollection = TraitCollection(displayScale: 3)
    root.layoutIfNeeded()
    #expect(measurer.callCount == 2, "another scale rounds the cached layout")
    label.text = "bbb"
    root.layoutIfNeeded()
    #expect(measurer.callCount == 4)
    label.font = .systemFont(ofSize: 20)
    root.layoutIfNeeded()
    #expect(measurer.callCount == 6)
  }

  /// Setting the process-wide default measurer makes labels measure again.
  @Test func theDefaultMeasurerIsUsedWhenALabelHasNone() {
    let root = makeRoot(width: 300, scale: 2)
    let label = addLabel("abc", to: root)
    let systemWidth = label.intrinsicContentSize.width
    #expect(
      systemWidth == (MeasuredText("abc", font: .systemFont(ofSize: 17)).width * 2).rounded(.up) / 2
    )
    label.textMeasurer = FixedWidthMeasurer()
    #expect(label.intrinsicContentSize.width == 30)
  }
}
