import Foundation

/// An anchor with a multiplier and an offset, the right side of a relation:
/// `card.width * 0.5 + 8`, `card.edges.inset(by: 16)`, `card.center.offset(by: CGPoint(x: 0, y: -20))`.
///
/// Made by the operators and methods of the anchors; it cannot stand on the left of a relation.
///
/// ```swift
/// constrain(avatar, card) { avatar, card in
///   avatar.width == card.width * 0.25 + 4
///   avatar.leading == card.layoutMargins.leading + 8
/// }
/// ```
public struct AnchorExpression<Anchor: RelatableAnchor>: LayoutOperand, CustomStringConvertible {
  let operand: Operand

  init(_ operand: Operand) { self.operand = operand }

  public var layoutExpression: AnchorExpression<Anchor> { self }

  /// `0.5*card.width + 8`.
  public var description: String { operand.description }

  func adding(_ constant: CGFloat) -> AnchorExpression {
    var operand = self.operand
    if case .constant(let c) = operand.offset { operand.offset = .constant(c + constant) }
    return AnchorExpression(operand)
  }

  func scaled(by factor: CGFloat) -> AnchorExpression {
    AnchorExpression(operand.scaled(by: factor))
  }

  func with(_ offset: Offset) -> AnchorExpression {
    var operand = self.operand
    operand.offset = offset
    return AnchorExpression(operand)
  }
}
