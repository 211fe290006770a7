import Components
import Foundation
import Testing

/// UIKit's wrapping and truncation rules, with round widths: every character 10 points, a space 5,
/// the ellipsis 10 (``FixedWidthMeasurer``).
@Suite struct TextLayoutTests {
  let font = Font.systemFont(ofSize: 17)

  func layout(
    _ text: String, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    MeasuredText(text, font: font, measurer: FixedWidthMeasurer())
      .layout(width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test func emptyTextHasNoLines() {
    let empty = layout("", width: 100)
    #expect(empty.lineCount == 0)
    #expect(empty.size == .zero)
  }

  @Test func wordsWrapAtSpacesWhichHang() {
    let result = layout("aaa bbb ccc", width: 75)
    #expect(result.lineTexts == ["aaa bbb", "ccc"])
    #expect(result.lines.map(\.width) == [65, 30])
    // The space after "bbb" would end at 70 + 5: it hangs past the edge instead of breaking.
    #expect(layout("aaa bbb ccc", width: 65).lineTexts == ["aaa bbb", "ccc"])
    #expect(result.size == CGSize(width: 65, height: 2 * font.lineHeight))
  }

  @Test func aWordLongerThanTheLineBreaksByCharacter() {
    let result = layout("abcdefghij xy", width: 40)
    #expect(result.lineTexts == ["abcd", "efgh", "ij", "xy"])
    #expect(!result.isClipped)
  }

  @Test func aCharacterWiderThanTheLineGetsALineOfItsOwn() {
    let result = layout("abc", width: 5)
    #expect(result.lineTexts == ["a", "b", "c"])
    #expect(result.isClipped)
    // A space after such a break hangs: no line of spaces alone.
    #expect(layout("ab cd", width: 5).lineTexts == ["a", "b", "c", "d"])
    #expect(layout("aaa bbb", width: 30, mode: .byCharWrapping).lineTexts == ["aaa", "bbb"])
  }

  @Test func explicitLineBreaksAlwaysEndALine() {
    #expect(layout("ab\ncd", width: 1000).lineTexts == ["ab", "cd"])
    #expect(
      layout("ab\r\ncd\u{2028}ef\u{2029}gh", width: 1000).lineTexts == ["ab", "cd", "ef", "gh"])
    #expect(layout("ab\n\ncd", width: 1000).lineTexts == ["ab", "", "cd"])
    #expect(layout("ab\n", width: 1000).lineCount == 2, "a final line break opens an empty line")
  }

  @Test func ideographsBreakAnywhere() {
    let result = layout("日本語のテキストです", width: 40)
    #expect(result.lineTexts == ["日本語の", "テキスト", "です"])
  }

  @Test func noBreakBeforeClosingPunctuation() {
    // "。" may not start a line: the break moves one ideograph back.
    let result = layout("日本語。日本", width: 30)
    #expect(result.lineTexts == ["日本", "語。日", "本"])
  }

  @Test func emojiBreakLikeIdeographs() {
    let result = layout("👍👍👍👍", width: 20)
    #expect(result.lineTexts == ["👍👍", "👍👍"])
    #expect(MeasuredText("👨‍👩‍👧", font: font, measurer: FixedWidthMeasurer()).characters.count == 1)
  }

  @Test func hyphensBetweenLettersAllowABreak() {
    #expect(layout("well-known", width: 60).lineTexts == ["well-", "known"])
    #expect(layout("a -5", width: 30).lineTexts == ["a", "-5"])
  }

  @Test func charWrappingBreaksBetweenAnyCharacters() {
    let result = layout("aaa bbb", width: 50, mode: .byCharWrapping)
    #expect(result.lineTexts == ["aaa b", "bb"])
  }

  @Test func lineLimitWithWordWrappingDropsTheRest() {
    let result = layout("aaa bbb ccc", width: 40, lines: 2)
    #expect(result.lineTexts == ["aaa", "bbb"])
    #expect(result.isClipped)
    #expect(!result.isTruncated)
  }

  @Test func lineLimitWithTruncatingTailEndsTheLastLineWithAnEllipsis() {
    let result = layout("aaa bbb ccc", width: 65, lines: 1, mode: .byTruncatingTail)
    #expect(result.lineTexts == ["aaa bb…"])
    #expect(result.lines[0].width == 65)
    #expect(result.isTruncated)
    let twoLines = layout("aaa bbb ccc ddd eee", width: 75, lines: 2, mode: .byTruncatingTail)
    #expect(twoLines.lineTexts == ["aaa bbb", "ccc ddd…"])
    #expect(twoLines.lines[1].width == 75)
  }

  @Test func truncatingHeadAndMiddle() {
    #expect(
      layout("abcdefghij", width: 50, lines: 1, mode: .byTruncatingHead).lineTexts == ["…ghij"])
    #expect(
      layout("abcdefghij", width: 50, lines: 1, mode: .byTruncatingMiddle).lineTexts == ["ab…ij"])
  }

  @Test func clippingKeepsTheLineAndReportsIt() {
    let result = layout("abcdefghij", width: 50, lines: 1, mode: .byClipping)
    #expect(result.lineTexts == ["abcdefghij"])
    #expect(result.isClipped)
    #expect(!result.isTruncated)
  }

  @Test func oneLineWithWordWrappingCutsAtTheLastWordThatFits() {
    let result = layout("aaa bbb ccc", width: 70, lines: 1, mode: .byWordWrapping)
    #expect(result.lineTexts == ["aaa bbb"])
    #expect(result.isClipped)
  }

  @Test func textThatFitsIsNeitherTruncatedNorClipped() {
    let result = layout("aaa bbb", width: 200, lines: 1, mode: .byTruncatingTail)
    #expect(result.lineTexts == ["aaa bbb"])
    #expect(!result.isTruncated && !result.isClipped)
  }

  @Test func anEllipsisWiderThanTheLineStillShows() {
    let result = layout("abc", width: 5, lines: 1, mode: .byTruncatingTail)
    #expect(result.lineTexts == ["…"])
    #expect(result.isTruncated && result.isClipped)
  }

  /// Bad input never traps: NaN and negative widths, lone combining marks, control characters.
  @Test func badInputLaysOut() {
    #expect(layout("aaa bbb", width: .nan).lineTexts == ["aaa bbb"])
    #expect(layout("ab", width: -10).lineCount == 2)
    let marks = MeasuredText("\u{301}\u{301}a", font: font)
    #expect(marks.advances[0] == 0, "a lone combining mark advances 0 in the system font model")
    #expect(
      marks.layout(width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping).lineCount == 1)
    #expect(layout("\u{0}\u{7}x", width: 100).lineCount == 1)
  }

  /// 100,000 characters lay out in linear time.
  @Test func longTextIsBounded() {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: 3_704)
    #expect(text.count > 100_000)
    let clock = ContinuousClock()
    let start = clock.now
    let measured = MeasuredText(text, font: font)
    let wrapped = measured.layout(width: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let single = measured.layout(width: 300, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(wrapped.lineCount > 1_000)
    #expect(single.lineCount == 1 && single.isTruncated)
    #expect(clock.now - start < .seconds(5))
  }

  /// A measurer that returns too few or bad values is tolerated.
  @Test func aMisbehavingMeasurerIsTolerated() {
    struct Bad: TextMeasurer {
      func advances(of characters: [Character], in font: Font) -> [CGFloat] { [.nan, -3] }
    }
    let measured = MeasuredText("abcd", font: font, measurer: Bad())
    #expect(measured.advances == [0, 0, 0, 0])
  }
}
