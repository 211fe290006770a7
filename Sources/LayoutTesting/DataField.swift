/// One piece of data a view shows, with the values worth laying it out with: a field of a
/// ``LayoutData``.
///
/// The field is typed, so a combination hands its value back as the type the view takes:
///
/// ```swift
/// let title = DataField<String?>("title", .strings)   // nil, "", a word, … (the ready-made list)
/// let isOn = DataField("isOn", [false, true])
/// let tags = DataField<[String]>("tags", .arrays(lengths: [0, 1, 12]) { "Tag \($0)" })
/// // later: cell.title.text = combination[title]
/// ```
nonisolated public struct DataField<Value: Sendable>: Sendable {
  /// The name a combination prints the value under (`title: "Hello"`); unique within the data.
  public let name: String
  /// The values to try, in order; the first is the one the others are paired with most.
  public let values: [Value]
  /// How each value prints in a combination, in ``values`` order.
  public let valueDescriptions: [String]

  /// A field named `name` taking each of `values` in turn; each value prints as Swift would
  /// write it, long strings and arrays shortened (`"A paragraph long enough to wrap …" (332
  /// characters)`, `[0, 1, 2, …] (12 elements)`).
  public init(_ name: String, _ values: [Value]) {
    self.init(name, values, describe: dataValueDescription)
  }

  /// A field named `name` taking each of `values`, printed in combinations by `describe`.
  public init(_ name: String, _ values: [Value], describe: (Value) -> String) {
    self.name = name
    self.values = values
    self.valueDescriptions = values.map(describe)
  }
}

/// How a value prints in a combination: `nil`, a quoted string (past 48 characters, its first 32
/// and its length), an array's elements (shortened past 4, with its count), anything else as Swift
/// prints it.
nonisolated func dataValueDescription(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return dataValueDescription(wrapped)
  }
  if let string = value as? String {
    let characters = string.count
    guard characters > 48 else { return quoted(string) }
    return "\(quoted(String(string.prefix(32))).dropLast())…\" (\(characters) characters)"
  }
  if mirror.displayStyle == .collection {
    let elements = mirror.children.map { dataValueDescription($0.value) }
    guard elements.count > 4 else { return "[\(elements.joined(separator: ", "))]" }
    return "[\(elements.prefix(3).joined(separator: ", ")), …] (\(elements.count) elements)"
  }
  return "\(value)"
}

/// `string` in double quotes, with quotes, backslashes and line breaks escaped.
nonisolated private func quoted(_ string: String) -> String {
  var result = "\""
  for character in string {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "\""
}
