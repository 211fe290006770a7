import Foundation

/// A vertical position a proxy hands out (`top`, `bottom`, `centerY`, and a view's
/// `firstBaseline` and `lastBaseline`).
///
/// ```swift
/// constrain(title, subtitle) { title, subtitle in
///   subtitle.top == title.bottom + 4
///   subtitle.firstBaseline == title.lastBaseline + 20
/// }
/// ```
public struct YAxisAnchor: OffsettableAnchor, ScalableAnchor, CustomStringConvertible {
  public let layoutExpression: AnchorExpression<YAxisAnchor>

  init(_ target: LayoutTarget, _ attribute: PlatformLayoutConstraint.Attribute) {
    layoutExpression = AnchorExpression(
      Operand(AnchorReference(target: target, attributes: .single(attribute))))
  }

  /// `card.top`.
  public var description: String { layoutExpression.description }
}
