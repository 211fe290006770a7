import Foundation

nonisolated extension MeasuredText {
  /// Lays the text out at `width` (`.infinity`: no wrapping) in at most `numberOfLines` lines (0 or
  /// less: as many as it takes), following UILabel's rules:
  ///
  /// - explicit line breaks (`"\n"`, `"\r\n"`, U+2028, U+2029) always end a line; text that ends
  ///   with one has an empty last line;
  /// - lines wrap after spaces (which hang past the edge), after a hyphen between letters, and
  ///   before or after CJK ideographs, kana, Hangul and emoji — never before closing punctuation
  ///   or after opening punctuation;
  /// - a word longer than the line breaks between characters; a character wider than the line
  ///   gets a line of its own;
  /// - `.byCharWrapping` breaks between any two characters;
  /// - with one line, the truncating modes and `.byClipping` do not wrap: the first paragraph is
  ///   the line, shortened with an ellipsis or clipped;
  /// - when text is left over after the last allowed line, a truncating mode ends that line with
  ///   the rest of its paragraph, shortened with an ellipsis at the head, middle or tail; the
  ///   other modes drop it (``TextLayout/isClipped``).
  ///
  /// A NaN width reads as `.infinity`, a negative one as 0.
  /// - Complexity: O(n) in the number of characters.
  public func layout(width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
    -> TextLayout
  {
    let available = width.isNaN ? .infinity : max(0, width)
    let limit = max(0, numberOfLines)
    var breaker = LineBreaker(
      text: self, width: available, limit: limit, mode: lineBreakMode)
    breaker.run()
    return TextLayout(
      lines: breaker.lines, lineHeight: font.lineHeight, isTruncated: breaker.isTruncated,
      isClipped: breaker.isClipped, characters: characters)
  }

  /// The index just past the last character that is neither space nor a line break (0 if none).
  var visibleEnd: Int {
    var end = characters.count
    while end > 0, classes[end - 1] == .space || classes[end - 1] == .newline { end -= 1 }
    return end
  }
}
