import Foundation

/// Statements to descriptions: the one place where compound anchors (edges, size, centre) become
/// single attributes and insets become signed constants.
enum Expansion {
  /// The descriptions `statement` stands for, in a fixed order: top, leading (left), bottom,
  /// trailing (right); width, height; centerX, centerY.
  static func expand(_ statement: ConstraintStatement) -> [ConstraintDescription] {
    let relation: ConstraintStatement.Relation
    switch statement.content {
    case .constraint(let constraint):
      return [adopting(constraint, statement)]
    case .relation(let r):
      relation = r
    }
    let first = relation.first
    return members(of: relation).map { member in
      ConstraintDescription(
        first.target, member.first, member.relation, relation.second?.target, member.second,
        multiplier: relation.multiplier, constant: member.constant,
        priority: statement.priority ?? .required, identifier: statement.identifier,
        location: statement.location)
    }
  }

  /// One single-attribute relation of a compound.
  private struct Member {
    var first: PlatformLayoutConstraint.Attribute
    var second: PlatformLayoutConstraint.Attribute
    var relation: PlatformLayoutConstraint.Relation
    var constant: CGFloat
  }

  private static func members(of r: ConstraintStatement.Relation) -> [Member] {
    func member(
      _ attribute: PlatformLayoutConstraint.Attribute, _ constant: CGFloat, far: Bool = false
    )
      -> Member
    {
      Member(
        first: attribute, second: attribute, relation: far ? flipped(r.relation) : r.relation,
        constant: constant)
    }
    switch r.first.attributes {
    case .single(let attribute):
      var single = member(attribute, r.offset.scalar)
      if case .single(let secondAttribute)? = r.second?.attributes {
        single.second = secondAttribute
      }
      return [single]
    case .edges, .horizontalEdges, .verticalEdges:
      let insets = EdgeMembers(r.offset)
      var result: [Member] = []
      let vertical = r.first.attributes != .horizontalEdges
      let horizontal = r.first.attributes != .verticalEdges
      if vertical { result.append(member(.top, insets.top)) }
      if horizontal { result.append(member(insets.near, insets.nearInset)) }
      if vertical { result.append(member(.bottom, -insets.bottom, far: true)) }
      if horizontal { result.append(member(insets.far, -insets.farInset, far: true)) }
      return result
    case .size:
      let size = if case .size(let size) = r.offset { size } else { CGSize.zero }
      return [member(.width, size.width), member(.height, size.height)]
    case .center:
      let point = if case .point(let point) = r.offset { point } else { CGPoint.zero }
      return [member(.centerX, point.x), member(.centerY, point.y)]
    }
  }

  /// `<=` and `>=` swapped: a far edge moves inward by a negative constant.
  private static func flipped(_ relation: PlatformLayoutConstraint.Relation)
    -> PlatformLayoutConstraint.Relation
  {
    switch relation {
    case .lessThanOrEqual: .greaterThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }

  /// The horizontal attributes and the inset of each edge: absolute insets use left/right, every
  /// other form leading/trailing.
  private struct EdgeMembers {
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var near: PlatformLayoutConstraint.Attribute = .leading
    var nearInset: CGFloat = 0
    var far: PlatformLayoutConstraint.Attribute = .trailing
    var farInset: CGFloat = 0

    init(_ offset: Offset) {
      guard case .insets(let insets) = offset else { return }
      switch insets {
      case .uniform(let inset):
        (top, bottom, nearInset, farInset) = (inset, inset, inset, inset)
      case .directional(let insets):
        (top, bottom, nearInset, farInset) = (
          insets.top, insets.bottom, insets.leading, insets.trailing
        )
      case .absolute(let insets):
        (top, bottom, nearInset, farInset) = (insets.top, insets.bottom, insets.left, insets.right)
        (near, far) = (.left, .right)
      }
    }
  }

  /// A constraint written with UIKit's anchors, read back into a description that adopts it.
  private static func adopting(
    _ constraint: PlatformLayoutConstraint, _ statement: ConstraintStatement
  )
    -> ConstraintDescription
  {
    ConstraintDescription(
      target(constraint.firstItem), constraint.firstAttribute, constraint.relation,
      constraint.secondItem.map(target),
      constraint.secondAttribute, multiplier: constraint.multiplier,
      constant: constraint.constant, priority: statement.priority ?? constraint.priority,
      identifier: statement.identifier ?? constraint.identifier, location: statement.location,
      adopted: constraint)
  }

  private static func target(_ item: AnyObject?) -> LayoutTarget {
    // Constraints relate views and guides only; an item gone already reads as the missing
    // superview does: no constraint is made for it.
    LayoutTarget(constraintItem: item)
  }
}

extension Offset {
  /// The constant of a single-attribute statement.
  fileprivate var scalar: CGFloat {
    if case .constant(let c) = self { c } else { 0 }
  }
}
