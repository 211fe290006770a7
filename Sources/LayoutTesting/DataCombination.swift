/// One value for each field of a ``LayoutData``: what one layout is made with.
///
/// Read a field's value with its ``DataField``, typed: `combination[title]`. It prints as the
/// values it holds — `title: "A paragraph long enough to wrap …" (332 characters), subtitle:
/// nil, isOn: true` — and knows its place (``index``) among the combinations it came from, so it can be made again
/// with `data.combination(index, coverage: coverage)`.
nonisolated public struct DataCombination: Hashable, Sendable, CustomStringConvertible {
  /// Its position in the list it came from.
  public let index: Int
  /// How many combinations that list holds.
  public let count: Int
  /// The coverage that chose the list (never ``DataCoverage/upTo(_:)``: that is resolved first).
  public let coverage: DataCoverage
  /// For each field, in order, the index of its value in the field's ``DataField/values``.
  public let valueIndices: [Int]
  let fields: [ErasedField]

  init(
    index: Int, count: Int, coverage: DataCoverage, valueIndices: [Int], fields: [ErasedField]
  ) {
    self.index = index
    self.count = count
    self.coverage = coverage
    self.valueIndices = valueIndices
    self.fields = fields
  }

  /// The value `field` takes in this combination. `field` should be one of the data's fields (by
  /// name, with the same value type); for any other field the test fails at the caller's line and
  /// the field's first value stands in (a field with no values at all has nothing to stand in,
  /// and stops the test process).
  public subscript<Value>(
    field: DataField<Value>, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Value {
    if let position = fields.firstIndex(where: { $0.name == field.name }),
      let value = fields[position].values[valueIndices[position]] as? Value
    {
      return value
    }
    recordLayoutFailure(
      "\"\(field.name)\" is not a field of this data (fields: "
        + fields.map(\.name).joined(separator: ", ") + "); its first value stands in",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    guard let first = field.values.first else {
      preconditionFailure("\"\(field.name)\" has no values and is not a field of this data")
    }
    return first
  }

  /// `name: value` for each field, in order.
  public var values: [(name: String, value: String)] {
    zip(fields, valueIndices).map { ($0.name, $0.descriptions[$1]) }
  }

  /// `title: "Title", subtitle: nil, isOn: true`.
  public var description: String {
    values.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
  }

  /// `combination 5 of 81 (pairs)`.
  public var position: String { "combination \(index) of \(count) (\(coverage))" }

  public static func == (lhs: DataCombination, rhs: DataCombination) -> Bool {
    lhs.index == rhs.index && lhs.count == rhs.count && lhs.coverage == rhs.coverage
      && lhs.valueIndices == rhs.valueIndices && lhs.fields.map(\.name) == rhs.fields.map(\.name)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(index)
    hasher.combine(valueIndices)
  }
}
