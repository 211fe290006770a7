import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension SizeAnchor {
  /// `icon.size == card.size`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `icon.size == card.size * 0.5`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `icon.size <= card.size`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `icon.size <= card.size * 0.5`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `icon.size >= card.size`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `icon.size >= card.size * 0.5`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `icon.size == CGSize(width: 40, height: 40)`.
  public static func == (lhs: Self, rhs: CGSize) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, constant: .size(rhs))
  }

  /// `icon.size <= CGSize(width: 40, height: 40)`: at most.
  public static func <= (lhs: Self, rhs: CGSize) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, constant: .size(rhs))
  }

  /// `icon.size >= CGSize(width: 40, height: 40)`: at least.
  public static func >= (lhs: Self, rhs: CGSize) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, constant: .size(rhs))
  }

  /// `card.size * 0.5`: scaled by a multiplier.
  public static func * (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: rhs)
  }

  /// `card.size / 2`.
  public static func / (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: 1 / rhs)
  }

  /// `0.5 * card.size`.
  public static func * (lhs: CGFloat, rhs: Self) -> AnchorExpression<Self> {
    rhs.layoutExpression.scaled(by: lhs)
  }
}
