import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension YAxisAnchor {
  /// `subtitle.top == title.bottom`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `subtitle.top == title.bottom + 4`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `subtitle.top <= title.bottom`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `subtitle.top <= title.bottom + 4`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `subtitle.top >= title.bottom`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `subtitle.top >= title.bottom + 4`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `title.bottom + 8`: moved by a constant.
  public static func + (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(rhs)
  }

  /// `title.bottom - 8`.
  public static func - (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(-rhs)
  }

  /// `title.bottom * 0.5`: scaled by a multiplier.
  public static func * (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: rhs)
  }

  /// `title.bottom / 2`.
  public static func / (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: 1 / rhs)
  }

  /// `0.5 * title.bottom`.
  public static func * (lhs: CGFloat, rhs: Self) -> AnchorExpression<Self> {
    rhs.layoutExpression.scaled(by: lhs)
  }
}
