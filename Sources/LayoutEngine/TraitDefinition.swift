import Foundation

/// A trait of a ``TraitCollection``, named by its type: UIKit's iOS 17 `UITraitDefinition`.
///
/// Trellis declares the system traits it models (``TraitHorizontalSizeClass`` and the others
/// below); they name traits in ``View/registerForTraitChanges(_:handler:)``, in the subscripts of
/// ``TraitCollection`` and ``TraitOverrides``, and in ``TraitOverrides/contains(_:)``. An app's
/// own traits work the same way: a type with a default value, set through `traitOverrides` and
/// inherited by everything below.
///
/// ```swift
/// struct ThemeTrait: TraitDefinition {
///   static let defaultValue = Theme.standard
/// }
/// view.traitOverrides[ThemeTrait.self] = .night
/// subview.traitCollection[ThemeTrait.self]  // .night
/// ```
///
/// Two values of a trait are the same when they are equal (`Equatable` values), the same object
/// (class instances) or both nil; other values always differ.
nonisolated public protocol TraitDefinition {
  associatedtype Value
  /// The value when nothing sets the trait.
  static var defaultValue: Value { get }
  /// A unique string for the trait (UIKit's reverse-DNS identifiers); by default the type's name.
  static var identifier: String { get }
  /// The trait's name, for descriptions; by default the type's name.
  static var name: String { get }
  /// Whether the trait can change how a dynamic color resolves (default false).
  static var affectsColorAppearance: Bool { get }
}

nonisolated extension TraitDefinition {
  public static var identifier: String { String(reflecting: Self.self) }
  public static var name: String { String(describing: Self.self) }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait named by its type: UIKit's `UITrait` (`any UITraitDefinition.Type`).
public typealias Trait = any TraitDefinition.Type

/// The traits Trellis models, each one stored field of ``TraitCollection``.
nonisolated package enum SystemTraitKey: Int, Hashable, Sendable, CaseIterable {
  case horizontalSizeClass, verticalSizeClass, layoutDirection, displayScale
  case preferredContentSizeCategory, userInterfaceIdiom, userInterfaceStyle

  /// This trait's bit in a set of keys.
  var bit: UInt8 { 1 << UInt8(rawValue) }

  /// The key of `trait`, nil for a trait the app defines.
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

  /// The value of `trait` in these traits: `traitCollection[TraitHorizontalSizeClass.self]`, or a
  /// trait the app defines (its default value unless something sets it). Setting a system trait to
  /// a value of another type changes nothing.
  public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
    get {
      guard let key = SystemTraitKey(trait) else {
        return customTraits.value(of: trait) ?? T.defaultValue
      }
      return value(of: key) as? T.Value ?? T.defaultValue
    }
    set {
      guard let key = SystemTraitKey(trait) else {
        customTraits.set(newValue, of: trait)
        return
      }
      switch key {
      case .horizontalSizeClass:
        if let value = newValue as? UserInterfaceSizeClass { horizontalSizeClass = value }
      case .verticalSizeClass:
        if let value = newValue as? UserInterfaceSizeClass { verticalSizeClass = value }
      case .layoutDirection:
        if let value = newValue as? UserInterfaceLayoutDirection { layoutDirection = value }
      case .displayScale:
        if let value = newValue as? CGFloat { displayScale = value }
      case .preferredContentSizeCategory:
        if let value = newValue as? ContentSizeCategory { preferredContentSizeCategory = value }
      case .userInterfaceIdiom:
        if let value = newValue as? UserInterfaceIdiom { userInterfaceIdiom = value }
      case .userInterfaceStyle:
        if let value = newValue as? UserInterfaceStyle { userInterfaceStyle = value }
      }
    }
  }

  private func value(of key: SystemTraitKey) -> Any {
    switch key {
    case .horizontalSizeClass: horizontalSizeClass
    case .verticalSizeClass: verticalSizeClass
    case .layoutDirection: layoutDirection
    case .displayScale: displayScale
    case .preferredContentSizeCategory: preferredContentSizeCategory
    case .userInterfaceIdiom: userInterfaceIdiom
    case .userInterfaceStyle: userInterfaceStyle
    }
  }

  /// Whether the trait `key` has a value other than unspecified (the layout direction always has).
  func isSpecified(_ key: SystemTraitKey) -> Bool {
    key.differs(self, TraitCollection())
  }

  /// Gives the trait `key` its unspecified value.
  mutating func reset(_ key: SystemTraitKey) { copy(key, from: TraitCollection()) }

  /// Gives the trait `key` its value in `other`.
  mutating func copy(_ key: SystemTraitKey, from other: TraitCollection) {
    switch key {
    case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
    case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
    case .layoutDirection: layoutDirection = other.layoutDirection
    case .displayScale: displayScale = other.displayScale
    case .preferredContentSizeCategory:
      preferredContentSizeCategory = other.preferredContentSizeCategory
    case .userInterfaceIdiom: userInterfaceIdiom = other.userInterfaceIdiom
    case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
    }
  }

  /// Whether any of `traits` has another value in `other`.
  func differs(in traits: [Trait], from other: TraitCollection) -> Bool {
    traits.contains { trait in
      guard let key = SystemTraitKey(trait) else {
        return !customTraits.hasSameValue(of: trait, as: other.customTraits)
      }
      return key.differs(self, other)
    }
  }
}

/// The values of the traits an app defines, by trait (empty for most collections).
nonisolated public struct CustomTraitValues: Hashable, @unchecked Sendable {
  private struct Entry {
    let value: Any
    /// Whether another value of the same trait is the same as this one.
    let isSame: (Any) -> Bool
  }

  // @unchecked Sendable: the values are what the app's traits hold; UIKit keeps them in an
  // immutable collection handed across threads likewise.
  private var entries: [ObjectIdentifier: Entry]?

  init() {}

  var isEmpty: Bool { entries?.isEmpty ?? true }

  func contains(_ trait: Trait) -> Bool { entries?[ObjectIdentifier(trait)] != nil }

  func value<T: TraitDefinition>(of trait: T.Type) -> T.Value? {
    entries?[ObjectIdentifier(trait)]?.value as? T.Value
  }

  mutating func set<T: TraitDefinition>(_ value: T.Value, of trait: T.Type) {
    entries = entries ?? [:]
    entries?[ObjectIdentifier(trait)] = Entry(value: value) { Self.same(value, $0) }
  }

  mutating func remove(_ trait: Trait) {
    entries?[ObjectIdentifier(trait)] = nil
    if entries?.isEmpty == true { entries = nil }
  }

  /// Adds `other`'s values, replacing these where both have one.
  mutating func merge(_ other: CustomTraitValues) {
    guard let theirs = other.entries else { return }
    entries = (entries ?? [:]).merging(theirs) { _, new in new }
  }

  /// Whether `trait` has the same value (or none) here and in `other`.
  func hasSameValue(of trait: Trait, as other: CustomTraitValues) -> Bool {
    let id = ObjectIdentifier(trait)
    switch (entries?[id], other.entries?[id]) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return mine.isSame(theirs.value)
    default: return false
    }
  }

  public static func == (lhs: CustomTraitValues, rhs: CustomTraitValues) -> Bool {
    let mine = lhs.entries ?? [:]
    let theirs = rhs.entries ?? [:]
    guard mine.count == theirs.count else { return false }
    return mine.allSatisfy { id, entry in theirs[id].map { entry.isSame($0.value) } ?? false }
  }

  public func hash(into hasher: inout Hasher) {
    // Equal collections hold the same traits; their values need not be hashable.
    hasher.combine(entries?.count ?? 0)
  }

  private static func same<Value>(_ value: Value, _ other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    if let equatable = value as? any Equatable { return equatable.isEqual(to: other) }
    switch (unwrapped(value), unwrapped(other)) {
    case (nil, nil): return true
    case (let mine?, let theirs?):
      return type(of: mine) is AnyClass && (mine as AnyObject) === (theirs as AnyObject)
    default: return false
    }
  }

  /// `value` without the optionals around it; nil when it is nil.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }
}

nonisolated extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
