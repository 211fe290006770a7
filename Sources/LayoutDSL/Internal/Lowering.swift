import Foundation

/// Descriptions to constraints, the third stage: resolves targets (creating system guides) and
/// makes each `LayoutConstraint` with UIKit's checks, or says why it cannot.
enum Lowering {
  /// A constraint, or why there is none.
  enum Outcome {
    case made(LayoutConstraint)
    case notMade(LayoutDiagnostic)
  }

  static func makeConstraint(_ description: ConstraintDescription) -> Outcome {
    if let adopted = description.adopted {
      if adopted.sourceLocation == nil { adopted.sourceLocation = description.sourceLocation }
      return .made(adopted)
    }
    guard let first = description.firstTarget.item else {
      return .notMade(missingSuperview(description.firstTarget, description))
    }
    var second: (any LayoutItem)?
    if let secondTarget = description.secondTarget {
      guard let item = secondTarget.item else {
        return .notMade(missingSuperview(secondTarget, description))
      }
      second = item
    }
    let constraint: LayoutConstraint
    do {
      constraint = try LayoutConstraint(
        item: first, attribute: description.firstAttribute, relatedBy: description.relation,
        toItem: second, attribute: description.secondAttribute, multiplier: description.multiplier,
        constant: description.constant)
    } catch {
      return .notMade(
        LayoutDiagnostic(
          kind: kind(of: error), constraints: [],
          message: "\(error) The constraint \(description) was not made."))
    }
    constraint.sourceLocation = description.sourceLocation
    constraint.identifier = description.identifier
    constraint.priority = description.priority
    return .made(constraint)
  }

  private static func missingSuperview(_ target: LayoutTarget, _ description: ConstraintDescription)
    -> LayoutDiagnostic
  {
    LayoutDiagnostic(
      kind: .noCommonAncestor, constraints: [],
      message: "\(target) does not exist: the view had no superview when the block ran. "
        + "The constraint \(description) was not made.")
  }

  /// The diagnostic kind closest to what UIKit would have raised for `error`.
  private static func kind(of error: LayoutError) -> LayoutDiagnostic.Kind {
    switch error {
    case .nonFiniteConstant, .nonFiniteMultiplier: .nonFiniteValue
    case .invalidPriority: .invalidPriority
    case .mixedDirectionalAndAbsolute: .mixedDirectionalAndAbsolute
    // A location related to a constant: the DSL's types leave only a multiplier of 0 on a position.
    case .locationEqualToConstant, .invalidPairing, .missingFirstAttribute: .invalidConstraint
    }
  }
}
