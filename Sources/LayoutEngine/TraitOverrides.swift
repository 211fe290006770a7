import Foundation

/// Traits a view controller sets for itself and its view's tree, over those its host gives: UIKit's
/// iOS 17 `traitOverrides`, the traits Trellis models. Each trait set here replaces the host's;
/// traits not set follow the host.
///
/// ```swift
/// controller.traitOverrides.horizontalSizeClass = .compact  // an iPad screen laid out as a phone's
/// ```
nonisolated public struct TraitOverrides: Hashable, Sendable {
  private var storedHorizontalSizeClass: UserInterfaceSizeClass?
  private var storedVerticalSizeClass: UserInterfaceSizeClass?
  private var storedLayoutDirection: UserInterfaceLayoutDirection?
  private var storedDisplayScale: CGFloat?
  private var storedContentSizeCategory: ContentSizeCategory?
  private var storedIdiom: UserInterfaceIdiom?
  private var storedStyle: UserInterfaceStyle?

  /// No overrides.
  public init() {}

  /// The overriding horizontal size class (`.unspecified` when none is set).
  public var horizontalSizeClass: UserInterfaceSizeClass {
    get { storedHorizontalSizeClass ?? .unspecified }
    set { storedHorizontalSizeClass = newValue }
  }
  /// The overriding vertical size class (`.unspecified` when none is set).
  public var verticalSizeClass: UserInterfaceSizeClass {
    get { storedVerticalSizeClass ?? .unspecified }
    set { storedVerticalSizeClass = newValue }
  }
  /// The overriding layout direction (`.leftToRight` when none is set).
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { storedLayoutDirection ?? .leftToRight }
    set { storedLayoutDirection = newValue }
  }
  /// The overriding display scale (0 when none is set).
  public var displayScale: CGFloat {
    get { storedDisplayScale ?? 0 }
    set { storedDisplayScale = newValue }
  }
  /// The overriding text size (`.unspecified` when none is set).
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { storedContentSizeCategory ?? .unspecified }
    set { storedContentSizeCategory = newValue }
  }
  /// The overriding idiom (`.unspecified` when none is set).
  public var userInterfaceIdiom: UserInterfaceIdiom {
    get { storedIdiom ?? .unspecified }
    set { storedIdiom = newValue }
  }

  /// The overriding style (`.unspecified` when none is set).
  public var userInterfaceStyle: UserInterfaceStyle {
    get { storedStyle ?? .unspecified }
    set { storedStyle = newValue }
  }

  /// Overrides for the traits `traits` specifies: every size class, scale, text size, idiom and
  /// style that is not unspecified (a parent's `setOverrideTraitCollection(_:forChild:)`). The
  /// layout direction has no unspecified value in Trellis and is not taken.
  public init(specifiedIn traits: TraitCollection) {
    if traits.horizontalSizeClass != .unspecified {
      storedHorizontalSizeClass = traits.horizontalSizeClass
    }
    if traits.verticalSizeClass != .unspecified {
      storedVerticalSizeClass = traits.verticalSizeClass
    }
    if traits.displayScale != 0 { storedDisplayScale = traits.displayScale }
    if traits.preferredContentSizeCategory != .unspecified {
      storedContentSizeCategory = traits.preferredContentSizeCategory
    }
    if traits.userInterfaceIdiom != .unspecified { storedIdiom = traits.userInterfaceIdiom }
    if traits.userInterfaceStyle != .unspecified { storedStyle = traits.userInterfaceStyle }
  }

  /// Whether `trait` is overridden: UIKit's `UITraitOverrides.contains(_:)`.
  public func contains(_ trait: Trait) -> Bool {
    guard let key = SystemTraitKey(trait) else { return false }
    return switch key {
    case .horizontalSizeClass: storedHorizontalSizeClass != nil
    case .verticalSizeClass: storedVerticalSizeClass != nil
    case .layoutDirection: storedLayoutDirection != nil
    case .displayScale: storedDisplayScale != nil
    case .preferredContentSizeCategory: storedContentSizeCategory != nil
    case .userInterfaceIdiom: storedIdiom != nil
    case .userInterfaceStyle: storedStyle != nil
    }
  }

  /// Stops overriding `trait`, which follows the inherited traits again: UIKit's
  /// `UITraitOverrides.remove(_:)`.
  public mutating func remove(_ trait: Trait) {
    guard let key = SystemTraitKey(trait) else { return }
    switch key {
    case .horizontalSizeClass: storedHorizontalSizeClass = nil
    case .verticalSizeClass: storedVerticalSizeClass = nil
    case .layoutDirection: storedLayoutDirection = nil
    case .displayScale: storedDisplayScale = nil
    case .preferredContentSizeCategory: storedContentSizeCategory = nil
    case .userInterfaceIdiom: storedIdiom = nil
    case .userInterfaceStyle: storedStyle = nil
    }
  }

  /// The value `trait` is overridden with (its default when it is not):
  /// `view.traitOverrides[TraitHorizontalSizeClass.self] = .compact`. Setting a trait Trellis does
  /// not model, or a value of another type, changes nothing.
  public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
    get { applied(to: TraitCollection(mutations: { _ in }))[trait] }
    set {
      guard let key = SystemTraitKey(trait) else { return }
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

  /// The overridden layout direction, nil when it is inherited.
  package var overriddenLayoutDirection: UserInterfaceLayoutDirection? { storedLayoutDirection }

  /// These overrides with `other`'s in their place where `other` sets one.
  package func merged(with other: TraitOverrides) -> TraitOverrides {
    var result = self
    result.storedHorizontalSizeClass =
      other.storedHorizontalSizeClass ?? storedHorizontalSizeClass
    result.storedVerticalSizeClass = other.storedVerticalSizeClass ?? storedVerticalSizeClass
    result.storedLayoutDirection = other.storedLayoutDirection ?? storedLayoutDirection
    result.storedDisplayScale = other.storedDisplayScale ?? storedDisplayScale
    result.storedContentSizeCategory =
      other.storedContentSizeCategory ?? storedContentSizeCategory
    result.storedIdiom = other.storedIdiom ?? storedIdiom
    result.storedStyle = other.storedStyle ?? storedStyle
    return result
  }

  /// Whether no trait is overridden.
  public var isEmpty: Bool { self == TraitOverrides() }

  /// `traits` with the overridden traits replaced.
  public func applied(to traits: TraitCollection) -> TraitCollection {
    var result = traits
    if let storedHorizontalSizeClass { result.horizontalSizeClass = storedHorizontalSizeClass }
    if let storedVerticalSizeClass { result.verticalSizeClass = storedVerticalSizeClass }
    if let storedLayoutDirection { result.layoutDirection = storedLayoutDirection }
    if let storedDisplayScale { result.displayScale = storedDisplayScale }
    if let storedContentSizeCategory {
      result.preferredContentSizeCategory = storedContentSizeCategory
    }
    if let storedIdiom { result.userInterfaceIdiom = storedIdiom }
    if let storedStyle { result.userInterfaceStyle = storedStyle }
    return result
  }
}
