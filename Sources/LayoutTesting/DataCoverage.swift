/// Which combinations of a ``LayoutData``'s values to lay out.
///
/// ```swift
/// data.combinations(.all)        // every combination: the product of the fields' value counts
/// data.combinations(.pairs)      // every pair of values of any two fields, in far fewer
/// data.combinations(.eachValue)  // every value of every field once: as many as the longest list
/// data.combinations()            // .automatic: all up to 100, else pairs up to 100, else each value
/// ```
nonisolated public enum DataCoverage: Hashable, Sendable, CustomStringConvertible {
  /// Every combination of every field's values.
  case all
  /// Every pair of values of any two fields appears in some combination (pairwise testing);
  /// deterministic, greedy, not always the fewest possible.
  case pairs
  /// Every value of every field appears in some combination: combination `i` takes value
  /// `i % count` of each field.
  case eachValue
  /// ``all`` when there are at most `limit` combinations, else ``pairs`` when that needs at most
  /// `limit`, else ``eachValue`` (which may still need more, if one field has more values).
  case upTo(Int)

  /// ``upTo(_:)`` 100: all combinations of small data, pairs of most, each value of the rest.
  public static let automatic = DataCoverage.upTo(100)

  public var description: String {
    switch self {
    case .all: "all"
    case .pairs: "pairs"
    case .eachValue: "each value"
    case .upTo(let limit): "up to \(limit)"
    }
  }
}
