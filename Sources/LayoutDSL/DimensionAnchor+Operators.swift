import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension DimensionAnchor {
  /// `icon.width == card.width`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `icon.width == card.width * 0.5`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `icon.width <= card.width`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `icon.width <= card.width * 0.5`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `icon.width >= card.width`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `icon.width >= card.width * 0.5`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `icon.width == 44`.
  public static func == (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, constant: .constant(rhs))
  }

  /// `icon.width <= 44`: at most.
  public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, constant: .constant(rhs))
  }

  /// `icon.width >= 44`: at least.
  public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, constant: .constant(rhs))
  }

  /// `card.width + 8`: moved by a constant.
  public static func + (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(rhs)
  }

  /// `card.width - 8`.
  public static func - (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(-rhs)
  }

  /// `card.width * 0.5`: scaled by a multiplier.
  public static func * (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: rhs)
  }

  /// `card.width / 2`.
  public static func / (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: 1 / rhs)
  }

  /// `0.5 * card.width`.
  public static func * (lhs: CGFloat, rhs: Self) -> AnchorExpression<Self> {
    rhs.layoutExpression.scaled(by: lhs)
  }
}
