import Foundation

/// The syntax of one visual format string (spec §9), before names are resolved.
struct VisualFormat {
  enum Orientation { case horizontal, vertical }

  struct Predicate {
    enum Object {
      case number(CGFloat)
      case name(String)
    }
    var relation: LayoutConstraint.Relation
    var object: Object
    var priority: Object?
    var position: Int
  }

  enum Connection {
    /// `[a][b]`, `|[a]`: flush.
    case flush
    /// `-`: the standard spacing (8 between siblings, the margins to the superview).
    case standard
    /// `-20-`, `-(>=8@750)-`.
    case predicates([Predicate])
  }

  struct Element {
    var name: String
    var predicates: [Predicate]
    var position: Int
  }

  var orientation = Orientation.horizontal
  /// The connection after a leading `|`, if the format starts with one.
  var leadingSuperview: Connection?
  var leadingBarPosition = 0
  var views: [Element] = []
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  var connections: [Connection] = []
  /// The connection before a trailing `|`, if the format ends with one.
  var trailingSuperview: Connection?
  var trailingBarPosition = 0
}

/// A recursive-descent parser for UIKit's Visual Format Language grammar (spec §9).
struct VisualFormatParser {
  private let text: [Character]
  private let format: String
  private var index = 0

  init(_ format: String) {
    self.format = format
    self.text = Array(format)
  }

  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var result = VisualFormat()
    skipSpaces()
    if let first = peek, first == "H" || first == "V" {
      index += 1
      skipSpaces()
      guard peek == ":" else {
        let name = first == "V" ? "vertical" : "horizontal"
        throw fail("Expected ':' after '\(first)' to specify \(name) arrangement")
      }
      index += 1
      result.orientation = first == "V" ? .vertical : .horizontal
    }
    skipSpaces()
    if peek == "|" {
      result.leadingBarPosition = index
      index += 1
      result.leadingSuperview = try parseConnection()
    }
    while true {
      skipSpaces()
      guard peek == "[" else {
        throw fail(
          result.views.isEmpty
            ? "Expected a view. View names must be enclosed in '[' and ']'"
            : "Expected a view or '|' after the connection")
      }
      result.views.append(try parseView())
      skipSpaces()
      if peek == nil { return result }
      let connection = try parseConnection()
      skipSpaces()
      if peek == "|" {
        result.trailingBarPosition = index
        result.trailingSuperview = connection
        index += 1
        skipSpaces()
        guard peek == nil else { throw fail("Expected the end of the format string after '|'") }
        return result
      }
      if peek == nil {
        throw fail("Expected a view or '|' after the connection")
      }
      result.connections.append(connection)
    }
  }

  // MARK: Grammar

  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
    skipSpaces()
    guard peek == "-" else { return .flush }
    index += 1
    skipSpaces()
    if peek == "[" || peek == "|" || peek == nil { return .standard }
    let predicates = try parsePredicateList()
    skipSpaces()
    guard peek == "-" else {
      throw fail("Expected '-' after the spacing predicate")
    }
    index += 1
    return .predicates(predicates)
  }

  /// `<simplePredicate>` (a metric name or a positive number) or `( <predicate>, … )`.
  private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
    let start = index
    if peek == "(" { return try parseParenthesizedPredicates(inView: false) }
    if let number = parseNumber(allowSign: false) {
      return [.init(relation: .equal, object: .number(number), priority: nil, position: start)]
    }
    if let name = parseIdentifier() {
      return [.init(relation: .equal, object: .name(name), priority: nil, position: start)]
    }
    throw fail("Expected a number, a metric name or '(' in the connection")
  }

  private mutating func parseParenthesizedPredicates(inView: Bool) throws(VisualFormatError)
    -> [VisualFormat.Predicate]
  {
    index += 1  // (
    var predicates: [VisualFormat.Predicate] = []
    while true {
      skipSpaces()
      predicates.append(try parsePredicate())
      skipSpaces()
      if peek == "," {
        index += 1
        continue
      }
      if peek == ")" {
        index += 1
        return predicates
      }
      throw fail(
        inView
          ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
          : "Expected ',' or ')' in the predicate list")
    }
  }

  /// `(<relation>)? <objectOfPredicate> (@<priority>)?`
  private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
    let start = index
    var relation = LayoutConstraint.Relation.equal
    if let c = peek, c == "=" || c == "<" || c == ">" {
      let pair = String(text[index..<min(index + 2, text.count)])
      switch pair {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw fail("Unknown relation. Must be ==, >=, or <=")
      }
      index += 2
      skipSpaces()
    }
    let object: VisualFormat.Predicate.Object
    if let number = parseNumber(allowSign: true) {
      object = .number(number)
    } else if let name = parseIdentifier() {
      object = .name(name)
    } else {
      throw fail("Expected a number, a metric name or a view name in the predicate")
    }
    skipSpaces()
    var priority: VisualFormat.Predicate.Object?
    if peek == "@" {
      index += 1
      skipSpaces()
      if let number = parseNumber(allowSign: false) {
        priority = .number(number)
      } else if let name = parseIdentifier() {
        priority = .name(name)
      } else {
        throw fail("Expected a number or a metric name after '@' for the priority")
      }
    }
    return .init(relation: relation, object: object, priority: priority, position: start)
  }

  /// `[ <viewName> (<predicateListWithParens>)? ]`
  private mutating func parseView() throws(VisualFormatError) -> VisualFormat.Element {
    index += 1  // [
    skipSpaces()
    let start = index
    guard let name = parseIdentifier() else {
      throw fail("Expected a view name after '['. View names are C identifiers")
    }
    skipSpaces()
    var predicates: [VisualFormat.Predicate] = []
    if peek == "(" {
      predicates = try parseParenthesizedPredicates(inView: true)
      skipSpaces()
    }
    guard peek == "]" else {
      throw fail(
        "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    index += 1
    return .init(name: name, predicates: predicates, position: start)
  }

  // MARK: Tokens

  private var peek: Character? { index < text.count ? text[index] : nil }

  private mutating func skipSpaces() {
    while let c = peek, c == " " || c == "\t" || c == "\n" { index += 1 }
  }

  private mutating func parseIdentifier() -> String? {
    guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
    var name = ""
    while let c = peek, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) {
      name.append(c)
      index += 1
    }
    return name
  }

  /// A decimal number in the C locale (`8`, `0.5`, `-12.25`).
  private mutating func parseNumber(allowSign: Bool) -> CGFloat? {
    let start = index
    var literal = ""
    if allowSign, let c = peek, c == "-" || c == "+" {
      literal.append(c)
      index += 1
    }
    var digits = 0
    while let c = peek, c.isASCII, c.isNumber || c == "." {
      literal.append(c)
      if c.isNumber { digits += 1 }
      index += 1
    }
    guard digits > 0, let value = Double(literal) else {
      index = start
      return nil
    }
    return CGFloat(value)
  }

  private func fail(_ message: String) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: index)
  }
}
