import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension CenterAnchor {
  /// `badge.center == icon.center`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `badge.center == icon.center.offset(by: CGPoint(x: 12, y: -12))`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `badge.center <= icon.center`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `badge.center <= icon.center.offset(by: CGPoint(x: 12, y: -12))`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `badge.center >= icon.center`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `badge.center >= icon.center.offset(by: CGPoint(x: 12, y: -12))`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}
