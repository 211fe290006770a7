import Components
import Foundation
import Testing

/// UILabel's intrinsic size, text rectangle and fitting size, with UIKit's numbers (spec §14).
@Suite struct LabelTests {
  /// Spec §14 [OBS]: one line of 17-point system text is 20.5 tall at @2x and 20.333… at @3x
  /// (20.287109375 rounded up to the pixel grid).
  @Test func oneLineIsTheLineHeightRoundedUpToThePixelGrid() {
    for (scale, height) in [(CGFloat(2), CGFloat(20.5)), (3, 61.0 / 3), (0, 20.287109375)] {
      let root = makeRoot(scale: scale)
      let label = addLabel("Hello", to: root)
      #expect(label.intrinsicContentSize.height == height, "@\(scale)x")
      root.layoutIfNeeded()
      #expect(label.frame.height == height)
    }
  }

  /// Spec §14 [OBS]: lines stack at the line height, rounded once: three lines are 61.0 at both
  /// @2x and @3x (3 × 20.287109375 = 60.861328125).
  @Test func threeExplicitLinesAre61AtBothScales() {
    for scale: CGFloat in [2, 3] {
      let root = makeRoot(scale: scale)
      let label = addLabel("One\nTwo\nThree", to: root, lines: 0)
      #expect(label.intrinsicContentSize.height == 61)
      root.layoutIfNeeded()
      #expect(label.frame.height == 61)
      #expect(label.displayedLineCount == 3)
    }
  }

  /// Spec §14: nil or empty text sizes the label to (0, 0).
  @Test func emptyAndNilTextAreZero() {
    let root = makeRoot()
    let label = addLabel(nil, to: root)
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    root.layoutIfNeeded()
    #expect(label.frame.size == .zero)
    #expect(label.displayedLineCount == 0)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func widthIsTheTextsWidthRoundedUp() {
    let root = makeRoot(scale: 2)
    let label = addLabel("abc de", to: root, measurer: FixedWidthMeasurer())
    #expect(label.intrinsicContentSize == CGSize(width: 55, height: 20.5))
    let measured = MeasuredText("Hello", font: .systemFont(ofSize: 17))
    label.textMeasurer = nil
    label.text = "Hello"
    #expect(label.intrinsicContentSize.width == (measured.width * 2).rounded(.up) / 2)
  }

  /// numberOfLines limits the height: five lines of text in a two-line label take two lines.
  @Test func numberOfLinesLimitsTheHeight() {
    for (scale, height) in [(CGFloat(2), CGFloat(41)), (3, 122.0 / 3)] {
      let root = makeRoot(scale: scale)
      let label = addLabel("1\n2\n3\n4\n5", to: root, lines: 2)
      #expect(label.intrinsicContentSize.height == height)
      root.layoutIfNeeded()
      #expect(label.displayedLineCount == 2)
      #expect(label.isTextTruncated, "the default mode truncates the tail")
      #expect(label.displayedTextLayout.lineTexts == ["1", "2…"])
    }
  }

  /// No trap on bad input: a negative numberOfLines means no limit; NaN and negative font sizes
  /// become 12 points; a NaN preferredMaxLayoutWidth is ignored.
  @Test func badSettingsAreClamped() {
    let root = makeRoot(scale: 2)
    let label = addLabel("a\nb\nc", to: root, lines: -4)
    #expect(label.numberOfLines == -4)
    #expect(label.intrinsicContentSize.height == 61)
    label.font = .systemFont(ofSize: .nan)
    #expect(label.font.pointSize == 12)
    label.font = .systemFont(ofSize: -3)
    #expect(label.intrinsicContentSize.height == 43, "3 × 14.3203125 on the @2x grid")
    label.preferredMaxLayoutWidth = .nan
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
    root.layoutIfNeeded()
    #expect(label.frame.height == 61)
  }

  @Test func aLabelWithABadFrameStillAnswers() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity))
    label.text = "aaa bbb"
    label.numberOfLines = 0
    // A NaN width reads as 0 (a character a line), an infinite height holds every line.
    #expect(label.displayedTextLayout.lineTexts == ["a", "a", "a", "b", "b", "b"])
    label.frame = CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan)
    #expect(label.displayedLineCount == 1)
    #expect(label.isTextTruncated)
    #expect(label.displayedLines.count == 1)
  }

  @Test func loneCombiningMarksAndControlCharactersLayOut() {
    let root = makeRoot()
    let label = addLabel("\u{301}", to: root)
    #expect(label.intrinsicContentSize == CGSize(width: 0, height: 20.5))
    label.text = "\u{0}\u{301}\u{200D}"
    root.layoutIfNeeded()
    #expect(label.frame.height == 20.5)
  }

  /// 100,000 characters: measured and laid out in bounded time, in a one-line and a multi-line
  /// label.
  @Test func hundredThousandCharactersAreBounded() {
    let root = makeRoot()
    let text = String(repeating: "The quick brown fox jumps. ", count: 3_704)
    let clock = ContinuousClock()
    let start = clock.now
    let single = addLabel(text, to: root, pinTrailing: true)
    let multi = addLabel(text, to: root, lines: 0, pinTrailing: true)
    root.layoutIfNeeded()
    #expect(single.isTextTruncated)
    #expect(multi.displayedLineCount > 1_000)
    #expect(clock.now - start < .seconds(10))
  }

  /// textRect(forBounds:limitedToNumberOfLines:) sits at the bounds' origin and is as large as the
  /// text; sizeThatFits wraps at the given width for multi-line labels, not for one-line labels.
  @Test func textRectAndSizeThatFits() {
    let root = makeRoot(scale: 2)
    let label = addLabel("aaa bbb ccc", to: root, measurer: FixedWidthMeasurer())
    let rect = label.textRect(
      forBounds: CGRect(x: 5, y: 7, width: 75, height: 100), limitedToNumberOfLines: 0)
    #expect(rect == CGRect(x: 5, y: 7, width: 65, height: 41))
    #expect(label.sizeThatFits(CGSize(width: 40, height: 10)) == CGSize(width: 100, height: 20.5))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 40, height: 10)) == CGSize(width: 30, height: 61))
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 100, height: 20.5), "not laid out: one line")
  }

  /// A subclass that insets its text gets a larger intrinsic size: the intrinsic size goes through
  /// textRect(forBounds:limitedToNumberOfLines:), as in UIKit.
  @Test func subclassesOverrideTheTextRect() {
    final class Padded: Label {
      override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
        -> CGRect
      {
        let rect = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        return rect.insetBy(dx: -8, dy: -4)
      }
    }
    let label = Padded()
    label.text = "abc"
    label.textMeasurer = FixedWidthMeasurer()
    #expect(label.intrinsicContentSize == CGSize(width: 46, height: 20.287109375 + 8))
  }

  @Test func theDescriptionShowsTheText() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 20.5))
    label.accessibilityIdentifier = "title"
    label.text = "Hi"
    #expect(label.description == "<Label title frame=(0, 0, 40, 20.5) text='Hi'>")
  }

  /// What the label shows: the query UIKit lacks.
  @Test func truncationAndClippingAreReported() {
    let root = makeRoot(scale: 2)
    let label = addLabel("aaa bbb ccc", to: root, measurer: FixedWidthMeasurer())
    label.widthAnchor.constraint(equalToConstant: 65).isActive = true
    root.layoutIfNeeded()
    #expect(label.isTextTruncated)
    #expect(!label.isTextClipped)
    #expect(label.displayedTextLayout.lineTexts == ["aaa bb…"])
    label.lineBreakMode = .byClipping
    root.layoutIfNeeded()
    #expect(!label.isTextTruncated)
    #expect(label.isTextClipped)
    label.lineBreakMode = .byWordWrapping
    #expect(label.displayedTextLayout.lineTexts == ["aaa bbb"])
    #expect(label.isTextClipped)
  }

  /// A multi-line label squeezed below its text's height shows the lines that fit and truncates the
  /// last.
  @Test func aShortLabelShowsTheLinesThatFit() {
    let root = makeRoot(scale: 2)
    let label = addLabel("1\n2\n3\n4", to: root, lines: 0)
    label.heightAnchor.constraint(equalToConstant: 45).isActive = true
    root.layoutIfNeeded()
    #expect(label.displayedLineCount == 2)
    #expect(label.isTextTruncated)
  }

  @Test func alignmentPlacesTheLines() {
    let root = makeRoot(scale: 2)
    let label = addLabel("abc", to: root, measurer: FixedWidthMeasurer())
    label.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    #expect(label.displayedLines.first?.frame.minX == 0)
    label.textAlignment = .center
    #expect(label.displayedLines.first?.frame.minX == 35)
    label.textAlignment = .right
    #expect(label.displayedLines.first?.frame.minX == 70)
    // Vertically centred in the label: the text block is 20.287 tall in 20.5.
    let top = label.displayedLines.first?.frame.minY ?? 0
    #expect(abs(top - (20.5 - 20.287109375) / 2) < 1e-9)
  }

  /// Natural alignment follows the layout direction: right-aligned in a right-to-left layout;
  /// `.left` stays left.
  @Test func naturalAlignmentFollowsTheLayoutDirection() {
    let root = makeRoot(scale: 2, direction: .rightToLeft)
    let label = addLabel("abc", to: root, measurer: FixedWidthMeasurer())
    label.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    #expect(abs(label.frame.minX - 220) < 1e-9, "leading is the right edge in RTL")
    #expect(label.displayedLines.first?.frame.minX == 70)
    label.textAlignment = .left
    #expect(label.displayedLines.first?.frame.minX == 0)
    label.semanticContentAttribute = .forceLeftToRight
    label.textAlignment = .natural
    #expect(label.displayedLines.first?.frame.minX == 0)
  }
}
