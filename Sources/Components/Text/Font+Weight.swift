import Foundation

nonisolated extension Font {
  /// How heavy the strokes are: UIKit's `UIFont.Weight`, with its raw values.
  ///
  /// Any raw value is accepted; the width model uses the nearest of the nine named weights.
  nonisolated public struct Weight: RawRepresentable, Hashable, Comparable, Sendable,
    CustomStringConvertible
  {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) { self.rawValue = rawValue.isNaN ? 0 : rawValue }
    public init(_ rawValue: CGFloat) { self.init(rawValue: rawValue) }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nine named weights, lightest first.
    static let named: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    static let names = [
      "UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]

    /// The position of the nearest named weight in ``named`` (the lighter one on a tie).
    var namedIndex: Int {
      var best = 0
      for index in Self.named.indices
      where abs(Self.named[index].rawValue - rawValue) < abs(Self.named[best].rawValue - rawValue) {
        best = index
      }
      return best
    }

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The nearest named weight's name (`Semibold`).
    public var description: String { Self.names[namedIndex] }
  }
}
