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
///
/// The relation operators are declared on each anchor type, with concrete operand types (the anchor,
/// its ``AnchorExpression``, a constant), not on this protocol: a generic operator would make the
/// type checker try the standard library's overloads too (see "Compile time" in the DSL guide).
public protocol RelatableAnchor: LayoutOperand where Anchor == Self {}

extension RelatableAnchor {
  /// The target and attribute(s) this anchor names.
  var reference: AnchorReference { layoutExpression.operand.reference }

  /// The anchor as the right side of a relation.
  var operand: Operand { layoutExpression.operand }
}
