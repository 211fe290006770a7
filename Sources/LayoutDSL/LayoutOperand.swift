import Foundation

/// Something that can stand on the right of `==`, `<=` or `>=` against an `Anchor`: the anchor
/// itself, or an ``AnchorExpression`` made from it with `+`, `-`, `*`, `/`, `inset(by:)` or
/// `offset(by:)`.
///
/// ```swift
/// constrain(badge, card) { badge, card in
///   badge.top == card.top                  // an anchor
///   badge.leading == card.leading + 8      // an expression
///   badge.width == card.width * 0.25 - 4   // an expression with a multiplier
/// }
/// ```
///
/// The operators take the concrete operand types, the anchor or its ``AnchorExpression``, rather
/// than `some LayoutOperand`: the type checker then favours the right overload from the operands'
/// types alone.
public protocol LayoutOperand<Anchor> {
  /// The kind of anchor this operand can be related to.
  associatedtype Anchor: RelatableAnchor
  /// The operand as `multiplier × anchor + offset`.
  var layoutExpression: AnchorExpression<Anchor> { get }
}

/// An anchor whose operands take a constant: `+` and `-` (X-axis, Y-axis and dimension anchors).
public protocol OffsettableAnchor: RelatableAnchor {}

/// An anchor whose operands take a multiplier: `*` and `/` (dimensions, sizes, and — as UIKit's
/// `NSLayoutConstraint(item:…)` allows — positions).
public protocol ScalableAnchor: RelatableAnchor {}
