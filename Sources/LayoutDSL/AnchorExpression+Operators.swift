import Foundation

// One overload per operand type, each with concrete parameter types, so that the type checker
// favours the right one from the operand types alone and never tries the standard library's
// overloads of the same operator. See "Compile time" in Documentation/DSL.md before adding a
// generic overload here.

extension AnchorExpression where Anchor: OffsettableAnchor {
  /// `card.width * 0.5 + 8`: moved by a constant.
  public static func + (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(rhs) }

  /// `card.width * 0.5 - 8`.
  public static func - (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(-rhs) }
}

extension AnchorExpression where Anchor: ScalableAnchor {
  /// `(card.width + 10) * 0.5`: scaled by a multiplier, constant included.
  public static func * (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: rhs) }

  /// `(card.width + 10) / 2`.
  public static func / (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: 1 / rhs) }

  /// `0.5 * (card.width + 10)`.
  public static func * (lhs: CGFloat, rhs: Self) -> Self { rhs.scaled(by: lhs) }
}
