import Foundation

/// One attribute of one item, the factory of constraints: UIKit's `NSLayoutAnchor<AnchorType>`.
///
/// The subclasses ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and ``LayoutDimension`` make mixing
/// axes, or locations with sizes, a compile-time error. As in UIKit, all horizontal anchors share one
/// type, so a leading anchor related to a left anchor compiles; activating it records a diagnostic.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
  /// Not isolated (see ``LayoutConstraint``'s `deinit`).
  nonisolated deinit {}

  /// The view or guide.
  public let item: any LayoutItem
  public let attribute: LayoutConstraint.Attribute

  package init(item: any LayoutItem, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `item.attribute`, as in descriptions.
  public var description: String { "\(item.layoutName).\(attribute)" }

  package func constraint(
    _ relation: LayoutConstraint.Relation, _ other: (any LayoutItem)?,
    _ otherAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: item, attribute, relation, other, otherAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.equal, anchor.item, anchor.attribute)
  }
  /// `self >= anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor.item, anchor.attribute)
  }
  /// `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor.item, anchor.attribute)
  }
  /// `self == anchor + c`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    constraint(.equal, anchor.item, anchor.attribute, constant: c)
  }
  /// `self >= anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor.item, anchor.attribute, constant: c)
  }
  /// `self <= anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor.item, anchor.attribute, constant: c)
  }
}

/// A horizontal position: leading, trailing, left, right, centerX (and margin forms).
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  nonisolated deinit {}

  /// `self == anchor + 8 × multiplier`: the system spacing after `anchor` (spec §7.5).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(.equal, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
  /// `self <= anchor + 8 × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
}

/// A vertical position: top, bottom, centerY, the baselines (and margin forms).
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  nonisolated deinit {}

  /// `self == anchor + 8 × multiplier`: the system spacing below `anchor` (spec §7.5).
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(.equal, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
  /// `self <= anchor + 8 × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, anchor.item, anchor.attribute, constant: View.systemSpacing * multiplier)
  }
}

/// A size: width or height.
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  nonisolated deinit {}

  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.equal, nil, .notAnAttribute, multiplier: 0, constant: c)
  }
  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: c)
  }
  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: c)
  }
  /// `self == m × anchor`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint
  {
    constraint(.equal, anchor.item, anchor.attribute, multiplier: m)
  }
  /// `self >= m × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: m)
  }
  /// `self <= m × anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor.item, anchor.attribute, multiplier: m)
  }
  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    constraint(.equal, anchor.item, anchor.attribute, multiplier: m, constant: c)
  }
  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: m, constant: c)
  }
  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor.item, anchor.attribute, multiplier: m, constant: c)
  }
}
