/// How strongly a constraint should hold: UIKit's `UILayoutPriority`, a `Float` in (0, 1000].
///
/// Priorities are strictly ordered: every constraint at a higher priority is satisfied as well as it
/// can be before any lower priority is considered. Write them as literals (`750`, `999.5`) or use the
/// named levels.
nonisolated public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  public static let required: LayoutPriority = 1000
  public static let defaultHigh: LayoutPriority = 750
  public static let dragThatCanResizeScene: LayoutPriority = 510
  public static let sceneSizeStayPut: LayoutPriority = 500
  public static let dragThatCannotResizeScene: LayoutPriority = 490
  public static let defaultLow: LayoutPriority = 250
  public static let fittingSizeLevel: LayoutPriority = 50

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// Whether UIKit accepts the value: greater than 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// `750`, `999.5`.
  public var description: String {
    rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : "\(rawValue)"
  }
}
