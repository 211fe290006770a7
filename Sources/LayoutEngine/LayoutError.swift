/// What UIKit raises an exception for when a constraint is made; Trellis throws it instead.
///
/// Messages follow UIKit's (spec §7.2) so that they can be searched for.
nonisolated public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A location related to a size, or an attribute paired with nothing (`.top` to `.height`).
  case invalidPairing(LayoutConstraint.Attribute, LayoutConstraint.Attribute)
  /// A location attribute equal to a constant: no second item, or a multiplier of 0.
  case locationEqualToConstant(LayoutConstraint.Attribute)
  /// Leading/trailing related to left/right.
  case mixedDirectionalAndAbsolute(LayoutConstraint.Attribute, LayoutConstraint.Attribute)
  /// A priority outside (0, 1000].
  case invalidPriority(LayoutPriority)
  /// A NaN or infinite constant.
  case nonFiniteConstant(Double)
  /// A NaN or infinite multiplier.
  case nonFiniteMultiplier(Double)
  /// `notAnAttribute` as the first attribute.
  case missingFirstAttribute

  public var description: String {
    switch self {
    case .invalidPairing(let first, let second):
      "Invalid pairing of layout attributes: \(first) and \(second)."
    case .locationEqualToConstant:
      "A multiplier of 0 or a nil second item together with a location for the first attribute "
        + "creates an illegal constraint of a location equal to a constant. Location attributes "
        + "must be specified in pairs."
    case .mixedDirectionalAndAbsolute:
      "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    case .invalidPriority(let priority):
      "It's illegal to set priority:\(priority). Priorities must be greater than 0 and less or "
        + "equal to NSLayoutPriorityRequired, which is 1000.000000."
    case .nonFiniteConstant(let value):
      "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(value)"
    case .nonFiniteMultiplier(let value):
      "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:\(value)"
    case .missingFirstAttribute:
      "Constraint must contain a first layout item and a first attribute."
    }
  }
}
