import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

// Leading/trailing with leading/trailing (written alike for each family so that the solver
// matches the family exactly and never tries the centre overloads below first).
extension XAxisAnchor where Family == LeadingTrailing {
  /// `label.leading == card.leading`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.leading == card.leading + 8`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.leading <= card.leading`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.leading <= card.leading + 8`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.leading >= card.leading`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `label.leading >= card.leading + 8`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}

// Left/right with left/right.
extension XAxisAnchor where Family == LeftRight {
  /// `label.left == card.left`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.left == card.left + 8`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.left <= card.left`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.left <= card.left + 8`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.left >= card.left`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `label.left >= card.left + 8`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}

// A centre with a centre.
extension XAxisAnchor where Family == CenterX {
  /// `dot.centerX == card.centerX`.
  public static func == (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `dot.centerX == card.centerX + 8`.
  public static func == (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `dot.centerX <= card.centerX`.
  public static func <= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `dot.centerX <= card.centerX + 8`.
  public static func <= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `dot.centerX >= card.centerX`.
  public static func >= (lhs: Self, rhs: Self) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `dot.centerX >= card.centerX + 8`.
  public static func >= (lhs: Self, rhs: AnchorExpression<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}

// An edge (either family) with a centre.
extension XAxisAnchor where Family: XAxisEdgeFamily {
  /// `label.leading == card.centerX`.
  public static func == (lhs: Self, rhs: XAxisAnchor<CenterX>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.leading == card.centerX - 8`.
  public static func == (lhs: Self, rhs: AnchorExpression<XAxisAnchor<CenterX>>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `label.leading <= card.centerX`.
  public static func <= (lhs: Self, rhs: XAxisAnchor<CenterX>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.leading <= card.centerX - 8`.
  public static func <= (lhs: Self, rhs: AnchorExpression<XAxisAnchor<CenterX>>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `label.leading >= card.centerX`.
  public static func >= (lhs: Self, rhs: XAxisAnchor<CenterX>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `label.leading >= card.centerX - 8`.
  public static func >= (lhs: Self, rhs: AnchorExpression<XAxisAnchor<CenterX>>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}

// A centre with an edge of either family.
extension XAxisAnchor where Family == CenterX {
  /// `dot.centerX == card.trailing`.
  public static func == <Other: XAxisEdgeFamily>(lhs: Self, rhs: XAxisAnchor<Other>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `dot.centerX == card.trailing - 12`.
  public static func == <Other: XAxisEdgeFamily>(
    lhs: Self, rhs: AnchorExpression<XAxisAnchor<Other>>
  ) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.operand)
  }

  /// `dot.centerX <= card.trailing`.
  public static func <= <Other: XAxisEdgeFamily>(lhs: Self, rhs: XAxisAnchor<Other>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `dot.centerX <= card.trailing - 12`.
  public static func <= <Other: XAxisEdgeFamily>(
    lhs: Self, rhs: AnchorExpression<XAxisAnchor<Other>>
  ) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.operand)
  }

  /// `dot.centerX >= card.trailing`.
  public static func >= <Other: XAxisEdgeFamily>(lhs: Self, rhs: XAxisAnchor<Other>)
    -> ConstraintStatement
  {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }

  /// `dot.centerX >= card.trailing - 12`.
  public static func >= <Other: XAxisEdgeFamily>(
    lhs: Self, rhs: AnchorExpression<XAxisAnchor<Other>>
  ) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.operand)
  }
}

extension XAxisAnchor {
  /// `card.leading + 8`: moved by a constant.
  public static func + (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(rhs)
  }

  /// `card.leading - 8`.
  public static func - (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.adding(-rhs)
  }

  /// `card.trailing * 0.5`: scaled by a multiplier.
  public static func * (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: rhs)
  }

  /// `card.trailing / 2`.
  public static func / (lhs: Self, rhs: CGFloat) -> AnchorExpression<Self> {
    lhs.layoutExpression.scaled(by: 1 / rhs)
  }

  /// `0.5 * card.trailing`.
  public static func * (lhs: CGFloat, rhs: Self) -> AnchorExpression<Self> {
    rhs.layoutExpression.scaled(by: lhs)
  }
}
