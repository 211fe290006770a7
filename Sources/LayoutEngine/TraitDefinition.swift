import Foundation

/// A trait of a ``TraitCollection``, named by its type: UIKit's iOS 17 `UITraitDefinition`.
///
/// Trellis declares the system traits it models (``TraitHorizontalSizeClass`` and the others
/// below); they name traits in ``View/registerForTraitChanges(_:handler:)``, in the subscripts of
/// ``TraitCollection`` and ``TraitOverrides``, and in ``TraitOverrides/contains(_:)``.
/// Traits an app defines itself are not modelled (Documentation/Decisions.md, "Traits").
nonisolated public protocol TraitDefinition {
  associatedtype Value
  /// The value when nothing sets the trait.
  static var defaultValue: Value { get }
  /// A unique string for the trait (UIKit's reverse-DNS identifiers).
  static var identifier: String { get }
  /// The trait's name, for descriptions.
  static var name: String { get }
}

/// A trait named by its type: UIKit's `UITrait` (`any UITraitDefinition.Type`).
public typealias Trait = any TraitDefinition.Type

/// The traits Trellis models, each one stored field of ``TraitCollection``.
nonisolated package enum SystemTraitKey: Int, Hashable, Sendable, CaseIterable {
  case horizontalSizeClass, verticalSizeClass, layoutDirection, displayScale
  case preferredContentSizeCategory, userInterfaceIdiom, userInterfaceStyle

  /// The key of `trait`, nil for a trait Trellis does not model.
  init?(_ trait: Trait) {
    guard let system = trait as? any SystemTraitDefinition.Type else { return nil }
    self = system.key
  }

  /// Whether `a` and `b` differ in this trait.
  func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
    switch self {
    case .horizontalSizeClass: a.horizontalSizeClass != b.horizontalSizeClass
    case .verticalSizeClass: a.verticalSizeClass != b.verticalSizeClass
    case .layoutDirection: a.layoutDirection != b.layoutDirection
    case .displayScale: a.displayScale != b.displayScale
    case .preferredContentSizeCategory:
      a.preferredContentSizeCategory != b.preferredContentSizeCategory
    case .userInterfaceIdiom: a.userInterfaceIdiom != b.userInterfaceIdiom
    case .userInterfaceStyle: a.userInterfaceStyle != b.userInterfaceStyle
    }
  }
}

/// A system trait: which field of ``TraitCollection`` it is.
nonisolated package protocol SystemTraitDefinition: TraitDefinition {
  static var key: SystemTraitKey { get }
}

/// The horizontal size class: UIKit's `UITraitHorizontalSizeClass`.
nonisolated public struct TraitHorizontalSizeClass: SystemTraitDefinition {
  public static let defaultValue = UserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitHorizontalSizeClass"
  public static let name = "HorizontalSizeClass"
  package static let key = SystemTraitKey.horizontalSizeClass
}

/// The vertical size class: UIKit's `UITraitVerticalSizeClass`.
nonisolated public struct TraitVerticalSizeClass: SystemTraitDefinition {
  public static let defaultValue = UserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitVerticalSizeClass"
  public static let name = "VerticalSizeClass"
  package static let key = SystemTraitKey.verticalSizeClass
}

/// The layout direction: UIKit's `UITraitLayoutDirection`.
nonisolated public struct TraitLayoutDirection: SystemTraitDefinition {
  public static let defaultValue = UserInterfaceLayoutDirection.leftToRight
  public static let identifier = "UITraitLayoutDirection"
  public static let name = "LayoutDirection"
  package static let key = SystemTraitKey.layoutDirection
}

/// Points to pixels: UIKit's `UITraitDisplayScale`.
nonisolated public struct TraitDisplayScale: SystemTraitDefinition {
  public static let defaultValue: CGFloat = 0
  public static let identifier = "UITraitDisplayScale"
  public static let name = "DisplayScale"
  package static let key = SystemTraitKey.displayScale
}

/// The text size a person chose: UIKit's `UITraitPreferredContentSizeCategory`.
nonisolated public struct TraitPreferredContentSizeCategory: SystemTraitDefinition {
  public static let defaultValue = ContentSizeCategory.unspecified
  public static let identifier = "UITraitPreferredContentSizeCategory"
  public static let name = "PreferredContentSizeCategory"
  package static let key = SystemTraitKey.preferredContentSizeCategory
}

/// The kind of device: UIKit's `UITraitUserInterfaceIdiom`.
nonisolated public struct TraitUserInterfaceIdiom: SystemTraitDefinition {
  public static let defaultValue = UserInterfaceIdiom.unspecified
  public static let identifier = "UITraitUserInterfaceIdiom"
  public static let name = "UserInterfaceIdiom"
  package static let key = SystemTraitKey.userInterfaceIdiom
}

/// Light or dark: UIKit's `UITraitUserInterfaceStyle`.
nonisolated public struct TraitUserInterfaceStyle: SystemTraitDefinition {
  public static let defaultValue = UserInterfaceStyle.unspecified
  public static let identifier = "UITraitUserInterfaceStyle"
  public static let name = "UserInterfaceStyle"
  package static let key = SystemTraitKey.userInterfaceStyle
}

nonisolated extension TraitCollection {
  /// The traits whose changes can change how a dynamic color resolves: UIKit's iOS 17
  /// `systemTraitsAffectingColorAppearance`, the ones Trellis models (the user interface style;
  /// UIKit's list also has the contrast, level and active appearance).
  public static var systemTraitsAffectingColorAppearance: [Trait] {
    [TraitUserInterfaceStyle.self]
  }

  /// The traits whose changes can change which image an asset catalog gives: UIKit's iOS 17
  /// `systemTraitsAffectingImageLookup`, the ones Trellis models.
  public static var systemTraitsAffectingImageLookup: [Trait] {
    [
      TraitUserInterfaceStyle.self, TraitDisplayScale.self, TraitLayoutDirection.self,
      TraitUserInterfaceIdiom.self, TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self,
    ]
  }

  /// The value of `trait` in these traits: `traitCollection[TraitHorizontalSizeClass.self]`.
  /// A trait Trellis does not model reads as its default value.
  public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
    guard let key = SystemTraitKey(trait) else { return T.defaultValue }
    let value: Any =
      switch key {
      case .horizontalSizeClass: horizontalSizeClass
      case .verticalSizeClass: verticalSizeClass
      case .layoutDirection: layoutDirection
      case .displayScale: displayScale
      case .preferredContentSizeCategory: preferredContentSizeCategory
      case .userInterfaceIdiom: userInterfaceIdiom
      case .userInterfaceStyle: userInterfaceStyle
      }
    return value as? T.Value ?? T.defaultValue
  }

  /// Whether any of `traits` has another value in `other`.
  func differs(in traits: [Trait], from other: TraitCollection) -> Bool {
    traits.contains { SystemTraitKey($0)?.differs(self, other) ?? false }
  }
}
