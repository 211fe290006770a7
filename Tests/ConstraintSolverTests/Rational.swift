/// Thrown when exact arithmetic would not fit: the random test then skips the system.
struct RationalOverflow: Error {}

/// An exact fraction `numerator / denominator` over `Int`, always in lowest terms with a positive
/// denominator, for the reference solver. Every operation checks for overflow and throws instead of
/// trapping or wrapping.
struct Rational: Hashable, Comparable, CustomStringConvertible, Sendable {
  private(set) var numerator: Int
  private(set) var denominator: Int

  static let zero = Rational(0)
  static let one = Rational(1)

  init(_ value: Int) {
    numerator = value
    denominator = 1
  }

  init(_ numerator: Int, _ denominator: Int) throws(RationalOverflow) {
    precondition(denominator != 0, "zero denominator")
    guard numerator != .min, denominator != .min else { throw RationalOverflow() }
    let sign = denominator < 0 ? -1 : 1
    let divisor = Rational.gcd(numerator, denominator)
    self.numerator = sign * numerator / divisor
    self.denominator = sign * denominator / divisor
  }

  var isZero: Bool { numerator == 0 }
  var isNegative: Bool { numerator < 0 }
  var isPositive: Bool { numerator > 0 }

  /// The nearest `Double` (exact for the small values the tests compare).
  var doubleValue: Double { Double(numerator) / Double(denominator) }

  var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var a = a.magnitude
    var b = b.magnitude
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : Int(a)
  }

  private static func checked(_ result: (partialValue: Int, overflow: Bool))
    throws(RationalOverflow)
    -> Int
  {
    guard !result.overflow, result.partialValue != .min else { throw RationalOverflow() }
    return result.partialValue
  }

  static prefix func - (value: Rational) -> Rational {
    var result = value
    result.numerator = -value.numerator  // never `.min`: constructors and operators reject it
    return result
  }

  static func + (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
    if lhs.isZero { return rhs }
    if rhs.isZero { return lhs }
    let g = gcd(lhs.denominator, rhs.denominator)
    let left = try checked(lhs.numerator.multipliedReportingOverflow(by: rhs.denominator / g))
    let right = try checked(rhs.numerator.multipliedReportingOverflow(by: lhs.denominator / g))
    let sum = try checked(left.addingReportingOverflow(right))
    let denominator = try checked(
      (lhs.denominator / g).multipliedReportingOverflow(by: rhs.denominator))
    return try Rational(sum, denominator)
  }

  static func - (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
    try lhs + -rhs
  }

  static func * (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
    if lhs.isZero || rhs.isZero { return .zero }
    let g1 = gcd(lhs.numerator, rhs.denominator)
    let g2 = gcd(rhs.numerator, lhs.denominator)
    let numerator = try checked(
      (lhs.numerator / g1).multipliedReportingOverflow(by: rhs.numerator / g2))
    let denominator = try checked(
      (lhs.denominator / g2).multipliedReportingOverflow(by: rhs.denominator / g1))
    return try Rational(numerator, denominator)
  }

  static func / (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
    precondition(!rhs.isZero, "division by zero")
    return try lhs * Rational(rhs.denominator, rhs.numerator)
  }

  static func < (lhs: Rational, rhs: Rational) -> Bool {
    if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
    // Compare a/b < c/d as a·d < c·b in 128 bits: no overflow possible.
    let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }
}
