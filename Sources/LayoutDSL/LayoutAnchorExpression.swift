import Foundation

/// One of UIKit's anchors with a multiplier and a constant, the right side of a relation between
/// UIKit-named anchors: `card.layoutMarginsGuide.leadingAnchor + 8`, `card.widthAnchor * 0.5`.
///
/// ```swift
/// let c = title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor + 8
/// // the same constraint as
/// // title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 8)
/// ```
public struct LayoutAnchorExpression<AnchorType: AnyObject>: LayoutAnchorOperand,
  CustomStringConvertible
{
  /// `PlatformXAxisAnchor`, `PlatformYAxisAnchor` or `PlatformDimension`.
  let anchor: AnchorType
  let multiplier: CGFloat
  let constant: CGFloat

  public var layoutAnchorExpression: LayoutAnchorExpression<AnchorType> { self }

  /// `0.5*anchor + 8`.
  public var description: String {
    var text = multiplier == 1 ? "" : "\(formatPoints(multiplier))*"
    text += "\(anchor)"
    if constant > 0 { text += " + \(formatPoints(constant))" }
    if constant < 0 { text += " - \(formatPoints(-constant))" }
    return text
  }
}
