import ConstraintSolver
import Foundation
import Testing

@testable import LayoutEngine

/// Issue 30: `Lowering.appendTerms` makes each expression directly instead of through the
/// expression operators (which cost arrays and generic calls in a debug build). It must give the
/// terms and the constant the operators give, bit for bit — the solver's arithmetic, and so the
/// frames, follow from them. The reference below is the operator form it replaced.
@Suite struct LoweringTests {
  private final class Shifted: View {
    var insets = EdgeInsets(top: 1.25, left: 2.5, bottom: 6.75, right: 4.125)
    var firstBaseline: CGFloat? = 13.5
    var lastBaseline: CGFloat = 3.75
    override var alignmentRectInsets: EdgeInsets { insets }
    override var firstBaselineOffsetFromTop: CGFloat? { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
  }

  /// The operator form of lowering one side before issue 30.
  private static func reference(
    _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute,
    direction: UserInterfaceLayoutDirection, container: View?, mirrored: Bool, aligned: Bool
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
    var insets = EdgeInsets.zero
    if aligned, let view, !plain.isBaseline { insets = view.alignmentRectInsets }
    var result: LinearExpression
    var shift: CGFloat = 0
    switch plain {
    case .left:
      result = LinearExpression(variables.minX)
      shift = insets.left
    case .right:
      result = LinearExpression(variables.minX) + LinearExpression(variables.width)
      shift = -insets.right
    case .centerX:
      result = LinearExpression(variables.minX) + LinearExpression(variables.width) * 0.5
      shift = (insets.left - insets.right) / 2
    case .top:
      result = LinearExpression(variables.minY)
      shift = insets.top
    case .bottom:
      result = LinearExpression(variables.minY) + LinearExpression(variables.height)
      shift = -insets.bottom
    case .centerY:
      result = LinearExpression(variables.minY) + LinearExpression(variables.height) * 0.5
      shift = (insets.top - insets.bottom) / 2
    case .width:
      let width = LinearExpression(variables.width)
      let inset = insets.left + insets.right
      return inset == 0 ? width : width - Double(inset)
    case .height:
      let height = LinearExpression(variables.height)
      let inset = insets.top + insets.bottom
      return inset == 0 ? height : height - Double(inset)
    case .firstBaseline:
      let y = LinearExpression(variables.minY)
      result =
        view?.firstBaselineOffsetFromTop.map { y + Double($0) }
        ?? y + LinearExpression(variables.height)
    case .lastBaseline:
      result =
        LinearExpression(variables.minY) + LinearExpression(variables.height)
        - Double(view?.lastBaselineOffsetFromBottom ?? 0)
    default: return LinearExpression(constant: 0)
    }
    if shift != 0 { result = result + Double(shift) }
    if let container {
      let origin = plain.isXAxisLocation ? container.variables.minX : container.variables.minY
      result = result - origin
      if mirrored && plain.isXAxisLocation {
        result = LinearExpression(container.variables.width) - result
      }
    }
    return result
  }

  /// What `Lowering.appendTerms` makes of one side, as an expression.
  private static func direct(
    _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute,
    direction: UserInterfaceLayoutDirection, container: View?, mirrored: Bool, aligned: Bool
  ) -> LinearExpression {
    var terms: [Term] = []
    let constant = Lowering.appendTerms(
      of: item, attribute, direction: direction, container: container, mirrored: mirrored,
      aligned: aligned, into: &terms, rightSideTimes: nil)
    return LinearExpression(terms: terms, constant: constant)
  }

  private static func bits(_ expression: LinearExpression) -> [String] {
    expression.terms.map { "\($0.variable.id):\($0.coefficient.bitPattern)" }
      + ["c:\(expression.constant.bitPattern)"]
  }

  @Test func directExpressionsMatchTheOperatorsBitForBit() {
    let container = View()
    let shifted = Shifted()
    container.addSubview(shifted)
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    // Insets that cancel, are zero, or are negative; baselines absent, zero, negative zero.
    let variants: [(EdgeInsets, CGFloat?, CGFloat)] = [
      (EdgeInsets(top: 1.25, left: 2.5, bottom: 6.75, right: 4.125), 13.5, 3.75),
      (.zero, nil, 0),
      (EdgeInsets(top: 3, left: 0.1, bottom: -3, right: -0.1), -0.0, -0.0),
      (EdgeInsets(top: -0.0, left: 1e-9, bottom: 0.3, right: 0.7), 0, 1e6),
    ]
    var compared = 0
    for (insets, first, last) in variants {
      shifted.insets = insets
      shifted.firstBaseline = first
      shifted.lastBaseline = last
      for item: any LayoutItem in [shifted, guide] {
        for attribute in LayoutConstraint.Attribute.allCases {
          for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            for into in [nil, container] as [View?] {
              for mirrored in [false, true] {
                for aligned in [false, true] {
                  let direct = Self.direct(
                    item, attribute, direction: direction, container: into, mirrored: mirrored,
                    aligned: aligned)
                  let expected = Self.reference(
                    item, attribute, direction: direction, container: into, mirrored: mirrored,
                    aligned: aligned)
                  #expect(
                    Self.bits(direct) == Self.bits(expected),
                    "\(attribute) \(direction) container: \(into != nil) mirrored: \(mirrored)")
                  compared += 1
                }
              }
            }
          }
        }
      }
    }
    #expect(compared > 1000)
  }

  /// `Lowering.lower` writes both sides' terms into one array (issue 30). It must give the
  /// constraint that making each side's expression and merging them gave — `Constraint(lhs,
  /// relation, rhs, times: multiplier, plus: constant)` — bit for bit, with the same written sides.
  @Test func loweredConstraintsMatchTheTwoSidedFormBitForBit() {
    let root = View()
    let container = View()
    root.addSubview(container)
    let shifted = Shifted()
    container.addSubview(shifted)
    let other = View()
    container.addSubview(other)
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    let attributes = LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }
    var compared = 0
    for semantic in [SemanticContentAttribute.unspecified, .forceRightToLeft] {
      container.semanticContentAttribute = semantic
      let direction = container.effectiveUserInterfaceLayoutDirection
      for first: any LayoutItem in [shifted, guide] {
        for firstAttribute in attributes {
          for (second, secondAttribute) in [(nil, .notAnAttribute)]
            + attributes.flatMap({
              attribute in
              [(other, attribute), (container, attribute)]
                as [((any LayoutItem)?, LayoutConstraint.Attribute)]
            })
          {
            for (multiplier, constant) in [(1.0, 8.0), (0.5, -3.25), (2.0, 0.0), (-1.5, 1e-7)] {
              for origin in [LayoutConstraint.Origin.user, .autoresizingMask] {
                let constraint = LayoutConstraint(
                  unchecked: first, firstAttribute, .greaterThanOrEqual, second, secondAttribute,
                  multiplier: CGFloat(multiplier), constant: CGFloat(constant),
                  priority: LayoutPriority(750), origin: origin)
                let lowered = Lowering.lower(constraint, container: container)
                let mirrored =
                  direction == .rightToLeft
                  && (firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                let aligned = origin.actsOnAlignmentRects
                let lhs = Self.direct(
                  Lowering.contentArea(first, firstAttribute, other: second), firstAttribute,
                  direction: direction, container: container, mirrored: mirrored,
                  aligned: aligned)
                let rhs =
                  second.map {
                    Self.direct(
                      Lowering.contentArea($0, secondAttribute, other: first), secondAttribute,
                      direction: direction, container: container, mirrored: mirrored,
                      aligned: aligned)
                  } ?? LinearExpression(constant: 0)
                let expected = Constraint(
                  lhs, .greaterThanOrEqual, rhs, times: second == nil ? 0 : multiplier,
                  plus: constant, priority: Priority(750))
                #expect(
                  Self.bits(lowered.expression) == Self.bits(expected.expression),
                  "\(constraint)")
                #expect(lowered.description == expected.description)
                #expect(lowered.priority == expected.priority)
                compared += 1
              }
            }
          }
        }
      }
    }
    #expect(compared > 10_000)
  }
}
