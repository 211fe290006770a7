import Foundation

/// Both centres at once (`centerX` and `centerY`).
///
/// ```swift
/// constrain(spinner, card) { spinner, card in
///   spinner.center == card.center
/// }
/// constrain(badge, icon) { badge, icon in
///   badge.center == icon.center.offset(by: CGPoint(x: 12, y: -12))
/// }
/// ```
public struct CenterAnchor: RelatableAnchor, CustomStringConvertible {
  public let layoutExpression: AnchorExpression<CenterAnchor>

  init(_ target: LayoutTarget) {
    layoutExpression = AnchorExpression(
      Operand(AnchorReference(target: target, attributes: .center)))
  }

  /// `card.center`.
  public var description: String { layoutExpression.description }

  /// This centre moved by `offset` (x to the right, y down).
  public func offset(by offset: CGPoint) -> AnchorExpression<CenterAnchor> {
    layoutExpression.with(.point(offset))
  }
}
