import Foundation

// The relation operators on UIKit's anchors, one overload per operand type with concrete anchor
// classes (never on the generic `NSLayoutAnchor`, whose generic parameter an extension cannot use
// on Apple platforms). Taking the anchor class itself makes them more specific than `NSObject`'s
// `==`, so `let c = a.topAnchor == b.topAnchor` is a constraint, not a `Bool`, in an app too.

extension PlatformXAxisAnchor: LayoutAnchorOperand {
  public var layoutAnchorExpression: LayoutAnchorExpression<PlatformXAxisAnchor> {
    LayoutAnchorExpression(anchor: self, multiplier: 1, constant: 0)
  }

  /// `lhs == rhs`, UIKit's `constraint(equalTo:)`.
  ///
  /// ```swift
  /// LayoutConstraint.activate([
  ///   title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor,
  ///   title.trailingAnchor <= card.layoutMarginsGuide.trailingAnchor - 8,
  /// ])
  /// ```
  public static func == (lhs: PlatformXAxisAnchor, rhs: PlatformXAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .equal, rhs, 0) }

  /// `lhs == rhs + c`, UIKit's `constraint(equalTo:constant:)`.
  public static func == (
    lhs: PlatformXAxisAnchor, rhs: LayoutAnchorExpression<PlatformXAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .equal, rhs.anchor, rhs.constant) }

  /// `lhs <= rhs`, UIKit's `constraint(lessThanOrEqualTo:)`.
  public static func <= (lhs: PlatformXAxisAnchor, rhs: PlatformXAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .lessThanOrEqual, rhs, 0) }

  /// `lhs <= rhs + c`, UIKit's `constraint(lessThanOrEqualTo:constant:)`.
  public static func <= (
    lhs: PlatformXAxisAnchor, rhs: LayoutAnchorExpression<PlatformXAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .lessThanOrEqual, rhs.anchor, rhs.constant) }

  /// `lhs >= rhs`, UIKit's `constraint(greaterThanOrEqualTo:)`.
  public static func >= (lhs: PlatformXAxisAnchor, rhs: PlatformXAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .greaterThanOrEqual, rhs, 0) }

  /// `lhs >= rhs + c`, UIKit's `constraint(greaterThanOrEqualTo:constant:)`.
  public static func >= (
    lhs: PlatformXAxisAnchor, rhs: LayoutAnchorExpression<PlatformXAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .greaterThanOrEqual, rhs.anchor, rhs.constant) }
}

extension PlatformYAxisAnchor: LayoutAnchorOperand {
  public var layoutAnchorExpression: LayoutAnchorExpression<PlatformYAxisAnchor> {
    LayoutAnchorExpression(anchor: self, multiplier: 1, constant: 0)
  }

  /// `lhs == rhs`, UIKit's `constraint(equalTo:)`.
  public static func == (lhs: PlatformYAxisAnchor, rhs: PlatformYAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .equal, rhs, 0) }

  /// `lhs == rhs + c`, UIKit's `constraint(equalTo:constant:)`.
  public static func == (
    lhs: PlatformYAxisAnchor, rhs: LayoutAnchorExpression<PlatformYAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .equal, rhs.anchor, rhs.constant) }

  /// `lhs <= rhs`, UIKit's `constraint(lessThanOrEqualTo:)`.
  public static func <= (lhs: PlatformYAxisAnchor, rhs: PlatformYAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .lessThanOrEqual, rhs, 0) }

  /// `lhs <= rhs + c`, UIKit's `constraint(lessThanOrEqualTo:constant:)`.
  public static func <= (
    lhs: PlatformYAxisAnchor, rhs: LayoutAnchorExpression<PlatformYAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .lessThanOrEqual, rhs.anchor, rhs.constant) }

  /// `lhs >= rhs`, UIKit's `constraint(greaterThanOrEqualTo:)`.
  public static func >= (lhs: PlatformYAxisAnchor, rhs: PlatformYAxisAnchor)
    -> PlatformLayoutConstraint
  { relate(lhs, .greaterThanOrEqual, rhs, 0) }

  /// `lhs >= rhs + c`, UIKit's `constraint(greaterThanOrEqualTo:constant:)`.
  public static func >= (
    lhs: PlatformYAxisAnchor, rhs: LayoutAnchorExpression<PlatformYAxisAnchor>
  ) -> PlatformLayoutConstraint { relate(lhs, .greaterThanOrEqual, rhs.anchor, rhs.constant) }
}

extension PlatformDimension: LayoutAnchorOperand {
  public var layoutAnchorExpression: LayoutAnchorExpression<PlatformDimension> {
    LayoutAnchorExpression(anchor: self, multiplier: 1, constant: 0)
  }

  /// `lhs == rhs`, UIKit's `constraint(equalTo:)`.
  public static func == (lhs: PlatformDimension, rhs: PlatformDimension)
    -> PlatformLayoutConstraint
  { relate(lhs, .equal, rhs.layoutAnchorExpression) }

  /// `lhs == rhs * m + c`, UIKit's `constraint(equalTo:multiplier:constant:)`.
  public static func == (lhs: PlatformDimension, rhs: LayoutAnchorExpression<PlatformDimension>)
    -> PlatformLayoutConstraint
  { relate(lhs, .equal, rhs) }

  /// `lhs <= rhs`, UIKit's `constraint(lessThanOrEqualTo:)`.
  public static func <= (lhs: PlatformDimension, rhs: PlatformDimension)
    -> PlatformLayoutConstraint
  { relate(lhs, .lessThanOrEqual, rhs.layoutAnchorExpression) }

  /// `lhs <= rhs * m + c`, UIKit's `constraint(lessThanOrEqualTo:multiplier:constant:)`.
  public static func <= (lhs: PlatformDimension, rhs: LayoutAnchorExpression<PlatformDimension>)
    -> PlatformLayoutConstraint
  { relate(lhs, .lessThanOrEqual, rhs) }

  /// `lhs >= rhs`, UIKit's `constraint(greaterThanOrEqualTo:)`.
  public static func >= (lhs: PlatformDimension, rhs: PlatformDimension)
    -> PlatformLayoutConstraint
  { relate(lhs, .greaterThanOrEqual, rhs.layoutAnchorExpression) }

  /// `lhs >= rhs * m + c`, UIKit's `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
  public static func >= (lhs: PlatformDimension, rhs: LayoutAnchorExpression<PlatformDimension>)
    -> PlatformLayoutConstraint
  { relate(lhs, .greaterThanOrEqual, rhs) }

  /// `icon.widthAnchor == 44`, UIKit's `constraint(equalToConstant:)`.
  public static func == (lhs: PlatformDimension, rhs: CGFloat) -> PlatformLayoutConstraint {
    lhs.constraint(equalToConstant: rhs)
  }

  /// `icon.widthAnchor <= 44`, UIKit's `constraint(lessThanOrEqualToConstant:)`.
  public static func <= (lhs: PlatformDimension, rhs: CGFloat) -> PlatformLayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: rhs)
  }

  /// `icon.widthAnchor >= 44`, UIKit's `constraint(greaterThanOrEqualToConstant:)`.
  public static func >= (lhs: PlatformDimension, rhs: CGFloat) -> PlatformLayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: rhs)
  }
}

/// A position related to a position with a constant: UIKit's anchors take no multiplier there.
private func relate<AnchorType: AnyObject>(
  _ lhs: PlatformAnchor<AnchorType>, _ relation: PlatformLayoutConstraint.Relation,
  _ anchor: PlatformAnchor<AnchorType>, _ constant: CGFloat
) -> PlatformLayoutConstraint {
  switch relation {
  case .lessThanOrEqual: lhs.constraint(lessThanOrEqualTo: anchor, constant: constant)
  case .greaterThanOrEqual: lhs.constraint(greaterThanOrEqualTo: anchor, constant: constant)
  default: lhs.constraint(equalTo: anchor, constant: constant)
  }
}

/// A dimension related to a dimension, with UIKit's multiplier and constant.
private func relate(
  _ lhs: PlatformDimension, _ relation: PlatformLayoutConstraint.Relation,
  _ rhs: LayoutAnchorExpression<PlatformDimension>
) -> PlatformLayoutConstraint {
  let (anchor, m, c) = (rhs.anchor, rhs.multiplier, rhs.constant)
  return switch relation {
  case .lessThanOrEqual: lhs.constraint(lessThanOrEqualTo: anchor, multiplier: m, constant: c)
  case .greaterThanOrEqual: lhs.constraint(greaterThanOrEqualTo: anchor, multiplier: m, constant: c)
  default: lhs.constraint(equalTo: anchor, multiplier: m, constant: c)
  }
}
