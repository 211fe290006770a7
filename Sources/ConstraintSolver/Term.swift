/// A variable multiplied by a coefficient: `coefficient * variable`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `x`, `-x`, or `2 * x`.
  public var description: String {
    switch coefficient {
    case 1: return variable.description
    case -1: return "-\(variable)"
    default: return "\(formatNumber(coefficient)) * \(variable)"
    }
  }
}

/// Formats a number the way descriptions and dumps print it: integers without a fraction
/// (`8`, not `8.0`), everything else with Swift's shortest round-trip form.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}
