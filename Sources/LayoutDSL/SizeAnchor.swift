import Foundation

/// Width and height at once: relates to another size, with a multiplier and an offset, or to a
/// constant size.
///
/// ```swift
/// constrain(avatar, card) { avatar, card in
///   avatar.size == CGSize(width: 40, height: 40)
/// }
/// constrain(preview, card) { preview, card in
///   preview.size == card.size * 0.5
/// }
/// ```
public struct SizeAnchor: ScalableAnchor, CustomStringConvertible {
  public let layoutExpression: AnchorExpression<SizeAnchor>

  init(_ target: LayoutTarget) {
    layoutExpression = AnchorExpression(Operand(AnchorReference(target: target, attributes: .size)))
  }

  /// `card.size`.
  public var description: String { layoutExpression.description }

  /// This size grown by `offset` (width and height added separately).
  public func offset(by offset: CGSize) -> AnchorExpression<SizeAnchor> {
    layoutExpression.with(.size(offset))
  }

}
