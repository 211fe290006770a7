import Foundation

/// A horizontal position a proxy hands out (`leading`, `trailing`, `left`, `right`, `centerX`).
///
/// The `Family` keeps leading/trailing apart from left/right at compile time — UIKit raises when
/// they are mixed, and its own anchors cannot catch it before run time. A centre relates to either
/// family.
///
/// ```swift
/// constrain(label, card) { label, card in
///   label.leading == card.layoutMargins.leading + 8   // LeadingTrailing with LeadingTrailing
///   label.centerX == card.trailing                    // CenterX with either family
///   // label.leading == card.left                     // does not compile
/// }
/// ```
public struct XAxisAnchor<Family: XAxisFamily>: OffsettableAnchor, ScalableAnchor,
  CustomStringConvertible
{
  public let layoutExpression: AnchorExpression<XAxisAnchor>

  init(_ target: LayoutTarget, _ attribute: PlatformLayoutConstraint.Attribute) {
    layoutExpression = AnchorExpression(
      Operand(AnchorReference(target: target, attributes: .single(attribute))))
  }

  /// `card.leading`.
  public var description: String { layoutExpression.description }
}

/// Which horizontal positions an ``XAxisAnchor`` belongs with.
public protocol XAxisFamily {}

/// A family of horizontal edges: ``LeadingTrailing`` or ``LeftRight``.
public protocol XAxisEdgeFamily: XAxisFamily {}

/// `leading` and `trailing`, which follow the layout direction.
public enum LeadingTrailing: XAxisEdgeFamily {}

/// `left` and `right`, which do not.
public enum LeftRight: XAxisEdgeFamily {}

/// `centerX`, which relates to either family.
public enum CenterX: XAxisFamily {}
