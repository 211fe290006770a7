// Arithmetic that builds expressions: `x + 2 * y - 8`, `(x + y) / 2`, `-x`.
// Every operator returns an `Expression` (or a `Term` for `number * variable`), so chains type-check fast.

extension Term {
  public static prefix func - (term: Term) -> Term {
    Term(term.variable, coefficient: -term.coefficient)
  }
  public static func * (term: Term, factor: Double) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
  }
  public static func * (factor: Double, term: Term) -> Term { term * factor }
  public static func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
}

extension Variable {
  public static prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
  public static func * (variable: Variable, factor: Double) -> Term {
    Term(variable, coefficient: factor)
  }
  public static func * (factor: Double, variable: Variable) -> Term {
    Term(variable, coefficient: factor)
  }
  public static func / (variable: Variable, divisor: Double) -> Term {
    Term(variable, coefficient: 1 / divisor)
  }
}

extension Expression {
  public static prefix func - (expression: Expression) -> Expression {
    expression * -1
  }
  public static func * (expression: Expression, factor: Double) -> Expression {
    // A loop, not `map`: a debug build pays a generic call and a closure per term (issue 30).
    var terms: [Term] = []
    terms.reserveCapacity(expression.terms.count)
    var index = 0
    while index < expression.terms.count {
      let term = expression.terms[index]
      terms.append(Term(term.variable, coefficient: term.coefficient * factor))
      index += 1
    }
    return Expression(terms: terms, constant: expression.constant * factor)
  }
  public static func * (factor: Double, expression: Expression) -> Expression {
    expression * factor
  }
  public static func / (expression: Expression, divisor: Double) -> Expression {
    expression * (1 / divisor)
  }
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
}

/// Values that can stand on either side of an expression operator.
public protocol ExpressionConvertible {
  /// This value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}
extension Term: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}
extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}
extension Double: ExpressionConvertible {
  public var expression: Expression { Expression(constant: self) }
}
extension Int: ExpressionConvertible {
  public var expression: Expression { Expression(constant: Double(self)) }
}

// Mixed-operand forms: `x + y`, `x + 8`, `8 - x`, `2 * x + y`.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression + rhs.expression
}
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression - rhs.expression
}
