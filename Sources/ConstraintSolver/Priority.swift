/// How strongly a constraint should hold: UIKit's `Float` level in (0, 1000].
///
/// `1000` is ``required``: such constraints always hold, or adding them fails. Every other level is
/// optional, and levels are **strictly ordered**: the solver satisfies each level as well as it can
/// before it considers any lower level, so one constraint at 251 outweighs any number at 250. Within a
/// level, the solver minimises the sum of the absolute errors. Any level may be used (`999.5`, `1`).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: must hold.
  public static let required: Priority = 1000
  /// 750: UIKit's `defaultHigh`.
  public static let defaultHigh: Priority = 750
  /// 250: UIKit's `defaultLow`.
  public static let defaultLow: Priority = 250
  /// 50: UIKit's `fittingSizeLevel`.
  public static let fittingSizeLevel: Priority = 50

  /// Whether this is ``required`` (1000).
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the level is one UIKit accepts: greater than 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `750`, `999.5`.
  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : "\(rawValue)"
  }
}
