import Foundation

/// Something that can stand on the right of `==`, `<=` or `>=` against one of UIKit's anchors of
/// type `AnchorType`: the anchor itself, or a ``LayoutAnchorExpression`` made from it.
public protocol LayoutAnchorOperand<AnchorType> {
  /// `PlatformXAxisAnchor`, `PlatformYAxisAnchor` or `PlatformDimension`.
  associatedtype AnchorType: AnyObject
  /// The operand as `multiplier × anchor + constant`.
  var layoutAnchorExpression: LayoutAnchorExpression<AnchorType> { get }
}

extension LayoutAnchorOperand {
  /// The anchor moved by `constant` points: `card.leadingAnchor + 8`.
  public static func + (lhs: Self, rhs: CGFloat) -> LayoutAnchorExpression<AnchorType> {
    let e = lhs.layoutAnchorExpression
    return LayoutAnchorExpression(
      anchor: e.anchor, multiplier: e.multiplier, constant: e.constant + rhs)
  }

  /// The anchor moved by `-constant` points: `card.trailingAnchor - 8`.
  public static func - (lhs: Self, rhs: CGFloat) -> LayoutAnchorExpression<AnchorType> {
    let e = lhs.layoutAnchorExpression
    return LayoutAnchorExpression(
      anchor: e.anchor, multiplier: e.multiplier, constant: e.constant - rhs)
  }
}

extension LayoutAnchorOperand where AnchorType == PlatformDimension {
  /// The dimension scaled by `multiplier` (its constant too): `card.widthAnchor * 0.5`.
  public static func * (lhs: Self, rhs: CGFloat) -> LayoutAnchorExpression<PlatformDimension> {
    let e = lhs.layoutAnchorExpression
    return LayoutAnchorExpression(
      anchor: e.anchor, multiplier: e.multiplier * rhs, constant: e.constant * rhs)
  }

  /// The dimension divided by `divisor` (its constant too): `card.widthAnchor / 3`.
  public static func / (lhs: Self, rhs: CGFloat) -> LayoutAnchorExpression<PlatformDimension> {
    lhs * (1 / rhs)
  }

  /// The dimension scaled by `multiplier`, written first: `0.5 * card.widthAnchor`.
  public static func * (lhs: CGFloat, rhs: Self) -> LayoutAnchorExpression<PlatformDimension> {
    rhs * lhs
  }
}
