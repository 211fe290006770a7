import Foundation

/// Descriptions to constraints, the third stage: resolves targets (creating system guides) and
/// makes each constraint with UIKit's checks, or says why it cannot. How a constraint is made is
/// the platform's (`Platform/`): Trellis's engine throws where UIKit raises; on UIKit the checks
/// run first, so that UIKit never raises.
enum Lowering {
  /// A constraint, or why there is none.
  enum Outcome {
    case made(PlatformLayoutConstraint)
    case notMade(LayoutDiagnostic)
  }

  static func makeConstraint(_ description: ConstraintDescription) -> Outcome {
    if let adopted = description.adopted {
      adopt(adopted, description)
      return .made(adopted)
    }
    guard let first = description.firstTarget.item else {
      return .notMade(missingSuperview(description.firstTarget, description))
    }
    var second: PlatformLayoutItem?
    if let secondTarget = description.secondTarget {
      guard let item = secondTarget.item else {
        return .notMade(missingSuperview(secondTarget, description))
      }
      second = item
    }
    return platformConstraint(first, second, description)
  }

  private static func missingSuperview(_ target: LayoutTarget, _ description: ConstraintDescription)
    -> LayoutDiagnostic
  {
    LayoutDiagnostic(
      kind: .noCommonAncestor,
      message: "\(target) does not exist: the view had no superview when the block ran. "
        + "The constraint \(description) was not made.")
  }
}
