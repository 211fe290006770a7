/// The text size a person chose in Settings (Dynamic Type): UIKit's `UIContentSizeCategory`.
///
/// The raw values are UIKit's own (`"UICTContentSizeCategoryL"`). Categories compare by size, so
/// `category >= .accessibilityMedium` reads as in UIKit; ``unspecified`` sorts below every other.
/// A view reads the category from ``TraitCollection/preferredContentSizeCategory``; a host gives it
/// with `HostConfiguration.preferredContentSizeCategory` (`.large` by default, as on a new device).
nonisolated public enum ContentSizeCategory: String, Hashable, Sendable, Comparable, CaseIterable,
  CustomStringConvertible
{
  /// No category: the traits of a view outside a host. Fonts treat it as ``large``.
  case unspecified = "_UICTContentSizeCategoryUnspecified"
  case extraSmall = "UICTContentSizeCategoryXS"
  case small = "UICTContentSizeCategoryS"
  case medium = "UICTContentSizeCategoryM"
  /// The default size on a new device.
  case large = "UICTContentSizeCategoryL"
  case extraLarge = "UICTContentSizeCategoryXL"
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// The twelve categories a person can choose, smallest first (``unspecified`` is not one).
  public static let allCases: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the five larger accessibility sizes (AX1–AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The position among the categories: −1 for ``unspecified``, then 0 (``extraSmall``) to 11.
  public var index: Int {
    switch self {
    case .unspecified: -1
    case .extraSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .extraLarge: 4
    case .extraExtraLarge: 5
    case .extraExtraExtraLarge: 6
    case .accessibilityMedium: 7
    case .accessibilityLarge: 8
    case .accessibilityExtraLarge: 9
    case .accessibilityExtraExtraLarge: 10
    case .accessibilityExtraExtraExtraLarge: 11
    }
  }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// The short name Apple's design guidelines use: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }
}
