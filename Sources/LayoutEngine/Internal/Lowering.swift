import ConstraintSolver
import Foundation

/// Turns a ``LayoutConstraint`` into a solver constraint over the items' variables.
///
/// Variables live in the root's coordinate space. Locations are compared in the coordinate space of
/// the view the constraint belongs to (its `container`): each location term has the container's
/// origin subtracted, which cancels when the multiplier is 1 and makes `v.centerX == 0.5 ×
/// superview.trailing` mean half the superview's width, as in UIKit (spec §7.1).
///
/// Leading and trailing resolve with the container's layout direction (spec §1.2). In a
/// right-to-left container, a constraint that names leading or trailing is read in mirrored
/// coordinates (x' = container width − x), so that `a.leading == b.leading + 20` puts `a` 20 points in
/// from the right edge and a multiplier scales from the leading edge.
enum Lowering {
  static func lower(_ constraint: LayoutConstraint, container: View?) -> Constraint {
    #if TRELLIS_INTERNAL_CHECKS
      // An installed constraint's items live in its container's subtree (LayoutConstraint.first).
      precondition(constraint.itemsAreAlive, "lowering \(constraint), an item of which is gone")
    #endif
    let direction = container?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    let mirrored =
      direction == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    let aligned = constraint.origin.actsOnAlignmentRects
    let lhs = expression(
      contentArea(constraint.first, constraint.firstAttribute, other: constraint.second),
      constraint.firstAttribute, direction: direction, container: container, mirrored: mirrored,
      aligned: aligned)
    var rhs = LinearExpression(constant: 0)
    if let second = constraint.second {
      rhs = expression(
        contentArea(second, constraint.secondAttribute, other: constraint.first),
        constraint.secondAttribute, direction: direction, container: container,
        mirrored: mirrored, aligned: aligned)
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let multiplier = constraint.second == nil ? 0 : Double(constraint.multiplier)
    return Constraint(
      lhs, relation, rhs, times: multiplier, plus: Double(constraint.constant),
      priority: Priority(constraint.priority.rawValue))
  }

  /// `item`, or the guide of its content area when `item` is a view that has one (a scroll view)
  /// and the constraint relates its edges or centre to a view inside it: UIKit reads those
  /// constraints against the scrolled content, not the frame. Sizes and margins keep the view.
  static func contentArea(
    _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, other: (any LayoutItem)?
  ) -> any LayoutItem {
    guard let view = item as? View, let guide = view.storedContentAreaGuide,
      attribute.isLocation, !attribute.withoutMargin.isMargin,
      let inside = other?.layoutOwningView, inside !== view, inside.isDescendant(of: view)
    else { return item }
    return guide
  }

  /// The expression of `item.attribute` in `container`'s coordinate space. With `aligned`, a view's
  /// edges, centre and size are those of its alignment rectangle: its frame less
  /// ``View/alignmentRectInsets`` (UIKit's constraints act on alignment rectangles; §8 of
  /// UIKitBehavior.md). Baselines and margins stay where the view puts them.
  static func expression(
    _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute,
    direction: UserInterfaceLayoutDirection, container: View?, mirrored: Bool = false,
    aligned: Bool = false
  ) -> LinearExpression {
    var (plain, isMargin) = attribute.withoutMargin
    var variables: ItemVariables
    var view = item as? View
    if isMargin, let owner = view {
      variables = owner.layoutMarginsGuide.variables
      view = nil
    } else if let owner = view {
      variables = owner.variables
    } else {
      variables = (item as! LayoutGuide).variables
    }
    if plain == .leading { plain = direction == .leftToRight ? .left : .right }
    if plain == .trailing { plain = direction == .leftToRight ? .right : .left }
    // Only the expressions the attribute uses are made: a debug build pays an array for each
    // (issue 30: making all four was a quarter of lowering's cost).
    // An alignment rectangle moves each attribute by a constant (zero for most views).
    var insets = EdgeInsets.zero
    if aligned, let view, !plain.isBaseline { insets = view.alignmentRectInsets }
    // Each expression is made directly, with the terms and the constant the operators would
    // give (`a + b`, `e * 0.5`, `e + c`, `e - origin`, `width - e`), in the same order and with the
    // same arithmetic, so the same bits: a debug build pays arrays and generic calls for every
    // operator (issue 30).
    var terms: [Term]
    var constant = 0.0
    var shift: CGFloat = 0
    switch plain {
    case .left:
      terms = [Term(variables.minX)]
      shift = insets.left
    case .right:
      terms = [Term(variables.minX), Term(variables.width)]
      shift = -insets.right
    case .centerX:
      terms = [Term(variables.minX), Term(variables.width, coefficient: 0.5)]
      shift = (insets.left - insets.right) / 2
    case .top:
      terms = [Term(variables.minY)]
      shift = insets.top
    case .bottom:
      terms = [Term(variables.minY), Term(variables.height)]
      shift = -insets.bottom
    case .centerY:
      terms = [Term(variables.minY), Term(variables.height, coefficient: 0.5)]
      shift = (insets.top - insets.bottom) / 2
    case .width:
      let inset = insets.left + insets.right
      return LinearExpression(
        terms: [Term(variables.width)], constant: inset == 0 ? 0 : 0 + Double(inset) * -1)
    case .height:
      let inset = insets.top + insets.bottom
      return LinearExpression(
        terms: [Term(variables.height)], constant: inset == 0 ? 0 : 0 + Double(inset) * -1)
    case .firstBaseline:
      if let offset = view?.firstBaselineOffsetFromTop {
        terms = [Term(variables.minY)]
        constant = 0 + Double(offset)  // `y + offset`
      } else {
        terms = [Term(variables.minY), Term(variables.height)]
      }
    case .lastBaseline:
      terms = [Term(variables.minY), Term(variables.height)]
      constant = 0 + Double(view?.lastBaselineOffsetFromBottom ?? 0) * -1  // `e - offset`
    default: return LinearExpression(constant: 0)
    }
    if shift != 0 { constant += Double(shift) }
    if let container {
      let isX = plain.isXAxisLocation
      // `e - origin` adds −0 to the constant, which leaves it as it is.
      terms.append(Term(isX ? container.variables.minX : container.variables.minY, coefficient: -1))
      if mirrored && isX {
        // `width - e`: every term negated after the container's width, the constant 0 − c.
        var mirroredTerms: [Term] = [Term(container.variables.width)]
        mirroredTerms.reserveCapacity(terms.count + 1)
        var index = 0
        while index < terms.count {
          let term = terms[index]
          mirroredTerms.append(Term(term.variable, coefficient: term.coefficient * -1))
          index += 1
        }
        terms = mirroredTerms
        constant = 0 + constant * -1
      }
    }
    return LinearExpression(terms: terms, constant: constant)
  }
}

/// The solver's expression type (Foundation has an `Expression` of its own).
typealias LinearExpression = ConstraintSolver.Expression
