import Synchronization

/// A linear relation between an expression and zero, at a priority: `x + 2 * y <= 100`.
///
/// Build constraints with `==`, `<=` and `>=` between expressions, variables and numbers; they are
/// required unless you give a priority with ``withPriority(_:)``. A constraint is a value with an
/// identity: copies are the same constraint (for ``Solver/add(_:)-(Constraint)`` and ``Solver/remove(_:)``), and two
/// constraints built separately are different even when they read the same.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// How the expression relates to zero.
  public enum Relation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The process-wide unique identity of this constraint.
  public let id: Int
  /// The left side minus the right side, as written; the constraint reads `expression relation 0`.
  public let expression: Expression
  public let relation: Relation
  public let priority: Priority
  /// How the sides were written, for the description only: `expression` is the left side's terms
  /// followed by the right side's negated, so the count of the left side's terms and the two
  /// constants give both sides back without keeping two more arrays per constraint (a large layout
  /// holds tens of thousands of constraints).
  let sides: Sides?

  struct Sides: Sendable {
    var lhsTermCount: Int
    var lhsConstant: Double
    var rhsConstant: Double
  }

  /// Creates the constraint `expression relation 0` at `priority`.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.init(expression: expression, relation: relation, priority: priority, sides: nil)
  }

  /// Creates the constraint `lhs relation rhs` at `priority`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
  ) {
    self.init(
      expression: lhs - rhs, relation: relation, priority: priority,
      sides: Sides(
        lhsTermCount: lhs.terms.count, lhsConstant: lhs.constant, rhsConstant: rhs.constant))
  }

  /// Creates `lhs relation rhs * multiplier + constant` at `priority`: the constraint the
  /// operators make of that, with the same terms and the same arithmetic in the same order, built
  /// in one pass. A layout engine lowers every constraint to this shape, where the operators make
  /// five arrays for it (issue 30: a tenth of a debug build's lowering).
  package init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, times multiplier: Double,
    plus constant: Double, priority: Priority
  ) {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    var index = 0
    while index < lhs.terms.count {
      terms.append(lhs.terms[index])
      index += 1
    }
    index = 0
    while index < rhs.terms.count {
      let term = rhs.terms[index]
      // `(rhs * multiplier) * -1`, as `lhs - (rhs * multiplier + constant)` computes it.
      terms.append(Term(term.variable, coefficient: term.coefficient * multiplier * -1))
      index += 1
    }
    let rhsConstant = rhs.constant * multiplier + constant
    self.init(
      expression: Expression(terms: terms, constant: lhs.constant + rhsConstant * -1),
      relation: relation, priority: priority,
      sides: Sides(
        lhsTermCount: lhs.terms.count, lhsConstant: lhs.constant, rhsConstant: rhsConstant))
  }

  /// Creates `lhs relation rhs` from the terms of both sides as the constraint holds them — the
  /// left side's first (`lhsTermCount` of them), then the right side's already negated — and
  /// the two constants: for a layout engine that writes every term once, into one array (issue
  /// 30). The same constraint as ``init(_:_:_:times:plus:priority:)`` given the same numbers.
  package init(
    terms: [Term], lhsTermCount: Int, lhsConstant: Double, rhsConstant: Double,
    _ relation: Relation, priority: Priority
  ) {
    self.init(
      expression: Expression(terms: terms, constant: lhsConstant + rhsConstant * -1),
      relation: relation, priority: priority,
      sides: Sides(lhsTermCount: lhsTermCount, lhsConstant: lhsConstant, rhsConstant: rhsConstant)
    )
  }

  private init(expression: Expression, relation: Relation, priority: Priority, sides: Sides?) {
    self.id = ConstraintIdentity.next()
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.sides = sides
  }

  /// A new constraint with the same relation at another priority (a different identity).
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression: expression, relation: relation, priority: priority, sides: sides)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// `x + 2 * y <= 100 @250`; the priority is shown only when not required.
  public var description: String {
    let body =
      if let (lhs, rhs) = writtenSides { "\(lhs) \(relation) \(rhs)" } else {
        "\(expression) \(relation) 0"
      }
    return priority.isRequired ? body : "\(body) @\(priority)"
  }

  /// Both sides as written, when the constraint was made from two sides.
  private var writtenSides: (lhs: Expression, rhs: Expression)? {
    guard let sides else { return nil }
    let count = sides.lhsTermCount
    return (
      Expression(terms: Array(expression.terms[..<count]), constant: sides.lhsConstant),
      Expression(terms: expression.terms[count...].map { -$0 }, constant: sides.rhsConstant)
    )
  }
}

enum ConstraintIdentity {
  private static let counter = Atomic<Int>(0)

  static func next() -> Int {
    counter.add(1, ordering: .relaxed).newValue
  }
}

// `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` for any mix of variables, terms, expressions and numbers.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .equal, rhs.expression)
}
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .lessThanOrEqual, rhs.expression)
}
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .greaterThanOrEqual, rhs.expression)
}
