import Foundation

extension LayoutAnchor: LayoutAnchorOperand {
  public var layoutAnchorExpression: LayoutAnchorExpression<AnchorType> {
    LayoutAnchorExpression(anchor: self, multiplier: 1, constant: 0)
  }

  /// `lhs == rhs`, UIKit's `constraint(equalTo:constant:)` (and, for dimensions, `multiplier:`).
  ///
  /// ```swift
  /// LayoutConstraint.activate([
  ///   title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor + 8,
  ///   title.widthAnchor == card.widthAnchor * 0.5 ~ .defaultHigh,
  /// ])
  /// ```
  public static func == (lhs: LayoutAnchor, rhs: some LayoutAnchorOperand<AnchorType>)
    -> LayoutConstraint
  {
    lhs.constraint(.equal, rhs.layoutAnchorExpression)
  }

  /// `lhs <= rhs`, UIKit's `constraint(lessThanOrEqualTo:constant:)`.
  public static func <= (lhs: LayoutAnchor, rhs: some LayoutAnchorOperand<AnchorType>)
    -> LayoutConstraint
  {
    lhs.constraint(.lessThanOrEqual, rhs.layoutAnchorExpression)
  }

  /// `lhs >= rhs`, UIKit's `constraint(greaterThanOrEqualTo:constant:)`.
  public static func >= (lhs: LayoutAnchor, rhs: some LayoutAnchorOperand<AnchorType>)
    -> LayoutConstraint
  {
    lhs.constraint(.greaterThanOrEqual, rhs.layoutAnchorExpression)
  }

  private func constraint(
    _ relation: LayoutConstraint.Relation, _ rhs: LayoutAnchorExpression<AnchorType>
  ) -> LayoutConstraint {
    constraint(
      relation, rhs.anchor.item, rhs.anchor.attribute, multiplier: rhs.multiplier,
      constant: rhs.constant)
  }
}

extension LayoutDimension {
  /// `icon.widthAnchor == 44`, UIKit's `constraint(equalToConstant:)`.
  public static func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs.constraint(equalToConstant: rhs)
  }

  /// `icon.widthAnchor <= 44`, UIKit's `constraint(lessThanOrEqualToConstant:)`.
  public static func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: rhs)
  }

  /// `icon.widthAnchor >= 44`, UIKit's `constraint(greaterThanOrEqualToConstant:)`.
  public static func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: rhs)
  }
}
