/// How text that does not fit wraps or is cut: UIKit's `NSLineBreakMode`, with its raw values.
///
/// In a label of more than one line, the truncating modes and ``byClipping`` wrap at word
/// boundaries, and the mode decides what happens to the last line when text is left over; with
/// one line, ``byWordWrapping`` and ``byCharWrapping`` cut at the last word or character that
/// fits, the truncating modes put an ellipsis (`…`) at the head, middle or tail, and
/// ``byClipping`` lets the line run past the edge.
nonisolated public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word longer than the line breaks between characters.
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping = 1
  /// Wrap at words; the last line is cut at the edge, without an ellipsis.
  case byClipping = 2
  /// Wrap at words; the last line ends with the end of the text, an ellipsis at its start.
  case byTruncatingHead = 3
  /// Wrap at words; the last line ends with an ellipsis (UILabel's default).
  case byTruncatingTail = 4
  /// Wrap at words; the last line keeps its start and end with an ellipsis in between.
  case byTruncatingMiddle = 5

  /// Whether the mode puts an ellipsis where text is left out.
  public var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
