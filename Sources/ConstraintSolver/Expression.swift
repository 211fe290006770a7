/// A linear expression: a sum of terms plus a constant, `2 * x + y - 8`.
///
/// Expressions are built with ordinary arithmetic on ``Variable``, ``Term``, `Expression` and `Double`,
/// and become constraints with `==`, `<=` and `>=`:
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let c = x + 2 * y <= 100
/// ```
///
/// The same variable may appear in several terms; the solver adds them up.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
  public init(_ term: Term) { self.init(terms: [term]) }
  public init(constant: Double) { self.init(terms: [], constant: constant) }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    guard constant.isFinite else { return false }
    // An index loop, not `allSatisfy`: its closure is a generic call of some 2,700 instructions
    // in a debug build, for every constraint a solver takes (issue 30).
    var index = 0
    while index < terms.count {
      guard terms[index].coefficient.isFinite else { return false }
      index += 1
    }
    return true
  }

  /// The value of the expression when each variable takes the value `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// `2 * x + y - 8`: terms in the order written, the constant last and only when it is not zero.
  public var description: String {
    var text = ""
    for (index, term) in terms.enumerated() {
      if index == 0 {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, coefficient: -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + " + formatNumber(constant) }
    if constant < 0 { text += " - " + formatNumber(-constant) }
    return text
  }
}
