import Foundation

/// An anchor a proxy hands out, which can stand on the left of `==`, `<=` and `>=`.
///
/// Each kind of anchor is its own type, so only anchors of the same kind relate:
/// ``XAxisAnchor`` (with a family that keeps leading/trailing apart from left/right),
/// ``YAxisAnchor``, ``DimensionAnchor``, ``EdgesAnchor``, ``SizeAnchor`` and ``CenterAnchor``.
///
/// ```swift
/// constrain(title, card) { title, card in
///   title.top == card.layoutMargins.top          // Y with Y
///   title.leading >= card.leading + 16           // X (leading/trailing) with X
///   title.width <= card.width * 0.8              // dimension with dimension
///   title.height == 44                           // dimension with a constant
/// }
/// ```
public protocol RelatableAnchor: LayoutOperand where Anchor == Self {}

extension RelatableAnchor {
  /// The target and attribute(s) this anchor names.
  var reference: AnchorReference { layoutExpression.operand.reference }

  /// `lhs == rhs`: the anchor equals the operand.
  public static func == (lhs: Self, rhs: some LayoutOperand<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .equal, rhs.layoutExpression.operand)
  }

  /// `lhs <= rhs`: the anchor is at most the operand (for edges: inset at most that much).
  public static func <= (lhs: Self, rhs: some LayoutOperand<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .lessThanOrEqual, rhs.layoutExpression.operand)
  }

  /// `lhs >= rhs`: the anchor is at least the operand (for edges: inset at least that much).
  public static func >= (lhs: Self, rhs: some LayoutOperand<Self>) -> ConstraintStatement {
    ConstraintStatement(lhs.reference, .greaterThanOrEqual, rhs.layoutExpression.operand)
  }
}
