/// The data a view can show, field by field, with the values worth trying for each: what
/// `expectNoLayoutProblems(forEach:…)` lays a view out with, one combination at a time.
///
/// ```swift
/// let title = DataField<String?>("title", .strings)
/// let subtitle = DataField<String?>("subtitle", .strings)
/// let isOn = DataField("isOn", [Bool].booleans)
/// let data = LayoutData(title, subtitle, isOn)
///
/// data.allCombinationsCount              // 8 × 8 × 2 = 128
/// let combinations = data.combinations()  // more than 100: every pair instead, in 64
/// print(combinations[2])                  // title: nil, subtitle: "Title", isOn: false
/// combinations[2][subtitle]               // "Title", typed String?
/// ```
///
/// Combinations come in a fixed order and each knows its index, so a failing one can be run
/// again alone: `data.combination(2)`, or `only: 2` in the runner.
nonisolated public struct LayoutData: Sendable, CustomStringConvertible {
  let fields: [ErasedField]

  /// Data made of `fields`, in that order (the order combinations print them in). Field names must
  /// be unique.
  public init<each Value: Sendable>(_ fields: repeat DataField<each Value>) {
    var erased: [ErasedField] = []
    for field in repeat each fields {
      erased.append(ErasedField(field))
    }
    self.fields = erased
  }

  /// The fields' names, in order.
  public var fieldNames: [String] { fields.map(\.name) }

  /// How many values each field has, in field order.
  public var valueCounts: [Int] { fields.map(\.descriptions.count) }

  /// How many combinations there are in all: the product of the value counts.
  /// (`Int.max` if that overflows.)
  public var allCombinationsCount: Int {
    valueCounts.reduce(1) { product, count in
      let (result, overflow) = product.multipliedReportingOverflow(by: count)
      return overflow ? Int.max : result
    }
  }

  /// The coverage `coverage` comes to for this data: ``DataCoverage/upTo(_:)`` resolved to
  /// ``DataCoverage/all``, ``DataCoverage/pairs`` or ``DataCoverage/eachValue``; the others as
  /// they are.
  public func resolved(_ coverage: DataCoverage) -> DataCoverage {
    guard case .upTo(let limit) = coverage else { return coverage }
    if valueCounts.contains(0) { return .all }  // no combination at all
    if allCombinationsCount <= limit { return .all }
    if CoveringArray.pairs(valueCounts).count <= limit { return .pairs }
    return .eachValue
  }

  /// The combinations `coverage` chooses, in a fixed order: the same data gives the same
  /// combinations, each with its ``DataCombination/index`` in this list.
  public func combinations(_ coverage: DataCoverage = .automatic) -> [DataCombination] {
    let resolved = resolved(coverage)
    let counts = valueCounts
    if counts.contains(0) { return [] }  // a field with no values: see `mistakes`
    let rows: [[Int]]
    switch resolved {
    case .pairs: rows = CoveringArray.pairs(counts)
    case .eachValue: rows = CoveringArray.eachValue(counts)
    default: rows = CoveringArray.all(counts)
    }
    return rows.enumerated().map { index, row in
      DataCombination(
        index: index, count: rows.count, coverage: resolved, valueIndices: row, fields: fields)
    }
  }

  /// Combination `index` of those `coverage` chooses: the one a failure named, to run it alone.
  /// Nil when there is no such combination (the data or the coverage changed since).
  public func combination(_ index: Int, coverage: DataCoverage = .automatic) -> DataCombination? {
    let all = combinations(coverage)
    return all.indices.contains(index) ? all[index] : nil
  }

  /// What is wrong with the data itself, one line each: a field with no values (the data makes no
  /// combination) or two fields with one name (a combination reads fields by name). The runners
  /// fail the test with these lines before they lay anything out.
  public var mistakes: [String] {
    var lines: [String] = []
    var seen = Set<String>()
    for field in fields {
      if field.values.isEmpty { lines.append("field \"\(field.name)\" has no values") }
      if !seen.insert(field.name).inserted {
        lines.append("two fields are named \"\(field.name)\"")
      }
    }
    return lines
  }

  /// One line per field: `title: 9 values (nil, "", "Title", …)`.
  public var description: String {
    fields.map { field in
      let shown = field.descriptions.prefix(3).joined(separator: ", ")
      let more = field.descriptions.count > 3 ? ", …" : ""
      return "\(field.name): \(field.descriptions.count) values (\(shown)\(more))"
    }.joined(separator: "\n")
  }
}

/// A field without its value type: the values boxed, with their descriptions.
nonisolated struct ErasedField: Sendable {
  let name: String
  let values: [any Sendable]
  let descriptions: [String]

  init<Value: Sendable>(_ field: DataField<Value>) {
    name = field.name
    values = field.values
    descriptions = field.valueDescriptions
  }
}
