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
    let multiplier = constraint.second == nil ? 0 : Double(constraint.multiplier)
    // Both sides' terms go straight into the constraint's one array: the left side's as they
    // are, the right side's times `multiplier` and negated, the arithmetic `lhs - (rhs *
    // multiplier + constant)` does, in the same order — so the same bits as making each side's
    // expression and merging them, without the two arrays that cost a debug build (issue 30).
    var terms: [Term] = []
    terms.reserveCapacity(8)
    let lhsConstant = appendTerms(
      of: contentArea(constraint.first, constraint.firstAttribute, other: constraint.second),
      constraint.firstAttribute, direction: direction, container: container, mirrored: mirrored,
      aligned: aligned, into: &terms, rightSideTimes: nil)
    let lhsTermCount = terms.count
    var rhsConstant = 0.0
    if let second = constraint.second {
      rhsConstant = appendTerms(
        of: contentArea(second, constraint.secondAttribute, other: constraint.first),
        constraint.secondAttribute, direction: direction, container: container,
        mirrored: mirrored, aligned: aligned, into: &terms, rightSideTimes: multiplier)
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(
      terms: terms, lhsTermCount: lhsTermCount, lhsConstant: lhsConstant,
      rhsConstant: rhsConstant * multiplier + Double(constraint.constant), relation,
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

  /// Appends to `terms` the terms of `item.attribute` in `container`'s coordinate space, and
  /// returns the expression's constant. With `aligned`, a view's edges, centre and size are those
  /// of its alignment rectangle: its frame less ``View/alignmentRectInsets`` (UIKit's constraints
  /// act on alignment rectangles; §8 of UIKitBehavior.md). Baselines and margins stay where the
  /// view puts them. With `rightSideTimes`, each coefficient is appended as the right side of a
  /// constraint takes it: times that multiplier, negated.
  ///
  /// Each term is made directly, with the coefficient and the constant the operators would give
  /// (`a + b`, `e * 0.5`, `e + c`, `e - origin`, `width - e`), in the same order and with the
  /// same arithmetic, so the same bits: a debug build pays arrays and generic calls for every
  /// operator (issue 30).
  static func appendTerms(
    of item: any LayoutItem, _ attribute: LayoutConstraint.Attribute,
    direction: UserInterfaceLayoutDirection, container: View?, mirrored: Bool, aligned: Bool,
    into terms: inout [Term], rightSideTimes multiplier: Double?
  ) -> Double {
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
    // An alignment rectangle moves each attribute by a constant (zero for most views).
    var insets = EdgeInsets.zero
    if aligned, let view, !plain.isBaseline { insets = view.alignmentRectInsets }
    // Mirrored, the expression is `container.width - e`: the container's width first, then every
    // term of `e` negated (and the constant 0 − c).
    let isX = plain.isXAxisLocation
    let mirrors = mirrored && isX && container != nil
    /// Appends `coefficient·variable` (negated when mirrored, unless `keepsSign`) as the
    /// expression holds it, then as the side takes it.
    func append(_ variable: Variable, _ coefficient: Double, keepsSign: Bool = false) {
      var held = coefficient
      if mirrors && !keepsSign { held = coefficient * -1 }
      if let multiplier { held = held * multiplier * -1 }
      terms.append(Term(variable, coefficient: held))
    }
    if mirrors, let container { append(container.variables.width, 1, keepsSign: true) }
    var constant = 0.0
    var shift: CGFloat = 0
    switch plain {
    case .left:
      append(variables.minX, 1)
      shift = insets.left
    case .right:
      append(variables.minX, 1)
      append(variables.width, 1)
      shift = -insets.right
    case .centerX:
      append(variables.minX, 1)
      append(variables.width, 0.5)
      shift = (insets.left - insets.right) / 2
    case .top:
      append(variables.minY, 1)
      shift = insets.top
    case .bottom:
      append(variables.minY, 1)
      append(variables.height, 1)
      shift = -insets.bottom
    case .centerY:
      append(variables.minY, 1)
      append(variables.height, 0.5)
      shift = (insets.top - insets.bottom) / 2
    case .width:
      append(variables.width, 1)
      let inset = insets.left + insets.right
      return inset == 0 ? 0 : 0 + Double(inset) * -1
    case .height:
      append(variables.height, 1)
      let inset = insets.top + insets.bottom
      return inset == 0 ? 0 : 0 + Double(inset) * -1
    case .firstBaseline:
      if let offset = view?.firstBaselineOffsetFromTop {
        append(variables.minY, 1)
        constant = 0 + Double(offset)  // `y + offset`
      } else {
        append(variables.minY, 1)
        append(variables.height, 1)
      }
    case .lastBaseline:
      append(variables.minY, 1)
      append(variables.height, 1)
      constant = 0 + Double(view?.lastBaselineOffsetFromBottom ?? 0) * -1  // `e - offset`
    default: return 0
    }
    if shift != 0 { constant += Double(shift) }
    if let container {
      // `e - origin` adds −0 to the constant, which leaves it as it is.
      append(isX ? container.variables.minX : container.variables.minY, -1)
      if mirrors { constant = 0 + constant * -1 }
    }
    return constant
  }
}

/// The solver's expression type (Foundation has an `Expression` of its own).
typealias LinearExpression = ConstraintSolver.Expression
