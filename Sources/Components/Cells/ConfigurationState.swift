import Foundation
import LayoutEngine

/// What a view's configuration depends on: UIKit's `UIConfigurationState` protocol (iOS 14), to
/// which ``CellConfigurationState`` conforms — a trait collection and custom states set by key.
public protocol ConfigurationState {
  /// The traits of the view the state belongs to.
  var traitCollection: TraitCollection { get set }
  /// A state the app adds (nil: not set).
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a configuration state: UIKit's `UIConfigurationStateCustomKey`,
/// a string. Apple's documentation suggests reverse-DNS names (`"com.example.isArchived"`).
nonisolated public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable,
  ExpressibleByStringLiteral
{
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}
