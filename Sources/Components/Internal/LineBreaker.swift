import Foundation

/// The greedy line breaker behind ``MeasuredText/layout(width:numberOfLines:lineBreakMode:)``.
nonisolated struct LineBreaker {
  let text: MeasuredText
  let width: CGFloat
  let limit: Int
  let mode: LineBreakMode
  /// How far past the width a line may run and still fit (solver and pixel noise).
  let tolerance: CGFloat = 1e-6
  var lines: [TextLayout.Line] = []
  var isTruncated = false
  var isClipped = false
  /// Where the last character that is not space or a line break ends.
  let visibleEnd: Int

  init(text: MeasuredText, width: CGFloat, limit: Int, mode: LineBreakMode) {
    self.text = text
    self.width = width
    self.limit = limit
    self.mode = mode
    self.visibleEnd = text.visibleEnd
  }

  var classes: [MeasuredText.BreakClass] { text.classes }

  mutating func run() {
    let count = text.characters.count
    guard count > 0 else { return }
    let wraps = limit != 1 || mode == .byWordWrapping || mode == .byCharWrapping
    var start = 0
    while start <= count {
      // The paragraph [start, end) and the index after its line break.
      var end = start
      while end < count, classes[end] != .newline { end += 1 }
      let next = end + 1
      if wraps {
        if !wrap(start, end) { return }
      } else {
        // One unwrapped line: the paragraph, shortened or clipped if it does not fit.
        let leftOver = next <= visibleEnd
        finishLastLine(start, end, leftOver: leftOver)
        return
      }
      if end >= count { return }
      start = next
      if start == count {
        // Text that ends with a line break has an empty last line.
        if !emit(start, start) { return }
        return
      }
    }
  }

  /// Wraps the paragraph [start, end) into lines; false once the line limit stops the layout.
  mutating func wrap(_ paragraphStart: Int, _ end: Int) -> Bool {
    var lineStart = paragraphStart
    var lastBreak = -1
    var index = paragraphStart
    let byCharacter = mode == .byCharWrapping
    while index < end {
      // Spaces hang past the edge: only other characters can overflow the line.
      if classes[index] != .space && text.width(of: lineStart..<(index + 1)) > width + tolerance {
        if lastBreak > lineStart {
          if !emitWrapped(lineStart, lastBreak, paragraphEnd: end) { return false }
          lineStart = lastBreak
          lastBreak = -1
          continue
        }
        // No break opportunity on this line: break between characters.
        var breakAt = index > lineStart ? index : index + 1
        if breakAt == index + 1 { isClipped = true }  // one character wider than the line
        // Spaces after the break hang at the end of this line, as at any break.
        while breakAt < end && classes[breakAt] == .space { breakAt += 1 }
        if !emitWrapped(lineStart, breakAt, paragraphEnd: end) { return false }
        lineStart = breakAt
        lastBreak = -1
        index = breakAt
        continue
      }
      index += 1
      if index < end
        && (byCharacter
          ? classes[index] != .space : isBreak(before: index, paragraphStart: paragraphStart))
      {
        lastBreak = index
      }
    }
    // The rest of the paragraph; nothing when a character break ended the last line exactly at
    // its end (an empty paragraph still has its empty line).
    guard lineStart < end || lineStart == paragraphStart else { return true }
    return emitWrapped(lineStart, end, paragraphEnd: end)
  }

  /// Whether a line may break between `index − 1` and `index` (a simplified UAX #14).
  func isBreak(before index: Int, paragraphStart: Int) -> Bool {
    let before = classes[index - 1]
    let after = classes[index]
    if after == .space || after == .closing { return false }
    if before == .space { return true }
    if before == .opening { return false }
    if before == .hyphen {
      return after == .other && index - 2 >= paragraphStart && classes[index - 2] == .other
    }
    return before == .ideographic || after == .ideographic
  }

  /// Emits a wrapped line [start, end) of a paragraph ending at `paragraphEnd`; when it is the
  /// last allowed line and text is left over, it becomes the truncated last line instead. False
  /// when no more lines may follow.
  mutating func emitWrapped(_ start: Int, _ end: Int, paragraphEnd: Int) -> Bool {
    if limit > 0, lines.count == limit - 1, end < visibleEnd {
      finishLastLine(start, paragraphEnd, wrappedEnd: end, leftOver: true)
      return false
    }
    return emit(start, end)
  }

  /// Appends the line [start, end) as it is; false when the limit is reached.
  mutating func emit(_ start: Int, _ end: Int) -> Bool {
    let shown = trimmedEnd(start, end)
    let lineWidth = text.width(of: start..<shown)
    if lineWidth > width + tolerance { isClipped = true }
    lines.append(
      TextLayout.Line(
        leading: start..<shown, trailing: end..<end, hasEllipsis: false, width: lineWidth))
    return limit == 0 || lines.count < limit
  }

  /// The last allowed line, starting at `start` in a paragraph ending at `paragraphEnd`: a
  /// truncating mode shortens the rest of the paragraph with an ellipsis; the other modes keep the
  /// wrapped line [start, wrappedEnd) (or, unwrapped, the whole paragraph) and clip.
  mutating func finishLastLine(
    _ start: Int, _ paragraphEnd: Int, wrappedEnd: Int? = nil, leftOver: Bool
  ) {
    let shownEnd = trimmedEnd(start, paragraphEnd)
    let fullWidth = text.width(of: start..<shownEnd)
    guard mode.truncates else {
      _ = emit(start, wrappedEnd ?? paragraphEnd)
      if leftOver || fullWidth > width + tolerance { isClipped = true }
      return
    }
    guard leftOver || fullWidth > width + tolerance else {
      _ = emit(start, paragraphEnd)
      return
    }
    isTruncated = true
    let ellipsis = text.ellipsisAdvance
    let room = width - ellipsis
    if room < -tolerance { isClipped = true }
    switch mode {
    case .byTruncatingHead:
      let first = longestSuffix(start, shownEnd, room: room)
      appendTruncated(leading: start..<start, trailing: first..<shownEnd)
    case .byTruncatingMiddle:
      let half = room / 2
      let headEnd = longestPrefix(start, shownEnd, room: half)
      let headWidth = text.width(of: start..<headEnd)
      let tailStart = max(headEnd, longestSuffix(headEnd, shownEnd, room: room - headWidth))
      appendTruncated(leading: start..<headEnd, trailing: tailStart..<shownEnd)
    default:
      let end = longestPrefix(start, shownEnd, room: room)
      appendTruncated(leading: start..<end, trailing: shownEnd..<shownEnd)
    }
  }

  mutating func appendTruncated(leading: Range<Int>, trailing: Range<Int>) {
    let lineWidth =
      text.width(of: leading) + text.ellipsisAdvance + text.width(of: trailing)
    lines.append(
      TextLayout.Line(leading: leading, trailing: trailing, hasEllipsis: true, width: lineWidth))
  }

  /// The end of the longest run from `start` (at most to `end`) whose width, trailing spaces
  /// excluded, fits in `room`.
  func longestPrefix(_ start: Int, _ end: Int, room: CGFloat) -> Int {
    var best = start
    var index = start
    while index < end {
      index += 1
      if classes[index - 1] == .space { continue }
      if text.width(of: start..<index) > room + tolerance { break }
      best = index
    }
    return best
  }

  /// The start of the longest run ending at `end` (from `start` at the earliest) whose width,
  /// leading spaces excluded, fits in `room`.
  func longestSuffix(_ start: Int, _ end: Int, room: CGFloat) -> Int {
    var best = end
    var index = end
    while index > start {
      index -= 1
      if classes[index] == .space { continue }
      if text.width(of: index..<end) > room + tolerance { break }
      best = index
    }
    return best
  }

  /// `end` moved back over trailing spaces and line breaks (not before `start`).
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var shown = end
    while shown > start, classes[shown - 1] == .space || classes[shown - 1] == .newline {
      shown -= 1
    }
    return shown
  }
}
