import Foundation

/// A size a proxy hands out (`width`, `height`): relates to another dimension, with a multiplier
/// and a constant, or to a constant alone.
///
/// ```swift
/// constrain(icon, card) { icon, card in
///   icon.width == 44
///   icon.height == icon.width
///   icon.width <= card.width * 0.5 - 8
/// }
/// ```
public struct DimensionAnchor: OffsettableAnchor, ScalableAnchor, CustomStringConvertible {
  public let layoutExpression: AnchorExpression<DimensionAnchor>

  init(_ target: LayoutTarget, _ attribute: PlatformLayoutConstraint.Attribute) {
    layoutExpression = AnchorExpression(
      Operand(AnchorReference(target: target, attributes: .single(attribute))))
  }

  /// `card.width`.
  public var description: String { layoutExpression.description }

}
