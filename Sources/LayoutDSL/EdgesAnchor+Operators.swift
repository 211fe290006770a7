import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension EdgesAnchor {
  /// `content.edges == card.edges`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `content.edges == card.edges.inset(by: 8)`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `content.edges <= card.edges`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `content.edges <= card.edges.inset(by: 8)`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `content.edges >= card.edges`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `content.edges >= card.edges.inset(by: 8)`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}
