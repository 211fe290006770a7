// Ready-made value lists for the kinds of data views show: each value is one that has broken real
// layouts. Documentation/Testing.md ("Generated data") says why each is there.

extension Array where Element == String? {
  /// Text a label may be given, nil included: nil, empty, one word, a sentence, a paragraph that
  /// wraps over many lines, one very long word with no place to break, right-to-left text and
  /// emoji.
  public static var strings: [String?] {
    [nil] + [String].strings.map(Optional.some)
  }
}

extension Array where Element == String {
  /// The `[String?]` list `strings` without nil, for text that is always there (but may be empty).
  public static var strings: [String] { [""] + nonEmptyStrings }

  /// The `[String?]` list `strings` without nil or the empty string, for text that is never blank.
  public static var nonEmptyStrings: [String] {
    [
      "Title",
      "A short sentence that fits on a phone.",
      "A paragraph long enough to wrap over many lines on any device: it goes on past the width "
        + "of an iPad in landscape, and then keeps going, because a label that was only ever "
        + "tested with a short title will one day be given a translated string, a user's own "
        + "words or an error message from a server, and none of those know how wide it is.",
      "Supercalifragilisticexpialidocious-Donaudampfschifffahrtsgesellschaftskapitän",
      "مرحبا بالعالم، هذا نص من اليمين إلى اليسار",
      "🎉 Party 👩‍👩‍👧‍👦 🇯🇵 😀😀😀",
    ]
  }
}

extension Array where Element == Bool {
  /// `false` and `true`.
  public static var booleans: [Bool] { [false, true] }
}

extension Array where Element == Int {
  /// Every count in `range`, in order: `.counts(0...3)` is `[0, 1, 2, 3]`.
  public static func counts(_ range: ClosedRange<Int>) -> [Int] { Array(range) }
}

extension Array {
  /// One array of each length in `lengths`, each element made by `element` from its index:
  /// `.arrays(lengths: [0, 1, 12]) { "Tag \($0)" }` is `[]`, `["Tag 0"]` and twelve tags.
  public static func arrays<Item>(lengths: [Int], element: (Int) -> Item) -> [[Item]]
  where Element == [Item] {
    lengths.map { length in (0..<length).map(element) }
  }
}
