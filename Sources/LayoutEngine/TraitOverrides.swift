import Foundation

/// Traits a view or view controller sets for itself and everything below it, over those it
/// inherits: UIKit's iOS 17 `traitOverrides`. Each trait set here replaces the inherited one;
/// traits not set follow the host.
///
/// ```swift
/// controller.traitOverrides.horizontalSizeClass = .compact  // an iPad screen laid out as a phone's
/// view.traitOverrides[ThemeTrait.self] = .dark  // a trait the app defines
/// ```
nonisolated public struct TraitOverrides: Hashable, Sendable {
  /// The overriding values of the system traits in ``overridden``, and every custom trait set.
  private var values = TraitCollection()
  /// The system traits overridden, one bit per ``SystemTraitKey``.
  private var overridden: UInt8 = 0

  /// No overrides.
  public init() {}

  /// Overrides for the traits `traits` specifies: every size class, scale, text size, idiom and
  /// style that is not unspecified, and every custom trait it holds (a parent's
  /// `setOverrideTraitCollection(_:forChild:)`). The layout direction has no unspecified value in
  /// Trellis and is not taken.
  public init(specifiedIn traits: TraitCollection) {
    for key in SystemTraitKey.allCases where key != .layoutDirection && traits.isSpecified(key) {
      values.copy(key, from: traits)
      overridden |= key.bit
    }
    values.customTraits = traits.customTraits
  }

  private func value<Value>(_ key: SystemTraitKey, _ value: Value, else fallback: Value) -> Value {
    overridden & key.bit != 0 ? value : fallback
  }

  private mutating func set(_ key: SystemTraitKey, _ assign: (inout TraitCollection) -> Void) {
    assign(&values)
    overridden |= key.bit
  }

  /// The overriding horizontal size class (`.unspecified` when none is set).
  public var horizontalSizeClass: UserInterfaceSizeClass {
    get { value(.horizontalSizeClass, values.horizontalSizeClass, else: .unspecified) }
    set { set(.horizontalSizeClass) { $0.horizontalSizeClass = newValue } }
  }
  /// The overriding vertical size class (`.unspecified` when none is set).
  public var verticalSizeClass: UserInterfaceSizeClass {
    get { value(.verticalSizeClass, values.verticalSizeClass, else: .unspecified) }
    set { set(.verticalSizeClass) { $0.verticalSizeClass = newValue } }
  }
  /// The overriding layout direction (`.leftToRight` when none is set).
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { value(.layoutDirection, values.layoutDirection, else: .leftToRight) }
    set { set(.layoutDirection) { $0.layoutDirection = newValue } }
  }
  /// The overriding display scale (0 when none is set).
  public var displayScale: CGFloat {
    get { value(.displayScale, values.displayScale, else: 0) }
    set { set(.displayScale) { $0.displayScale = newValue } }
  }
  /// The overriding text size (`.unspecified` when none is set).
  public var preferredContentSizeCategory: ContentSizeCategory {
    get {
      value(.preferredContentSizeCategory, values.preferredContentSizeCategory, else: .unspecified)
    }
    set { set(.preferredContentSizeCategory) { $0.preferredContentSizeCategory = newValue } }
  }
  /// The overriding idiom (`.unspecified` when none is set).
  public var userInterfaceIdiom: UserInterfaceIdiom {
    get { value(.userInterfaceIdiom, values.userInterfaceIdiom, else: .unspecified) }
    set { set(.userInterfaceIdiom) { $0.userInterfaceIdiom = newValue } }
  }
  /// The overriding style (`.unspecified` when none is set).
  public var userInterfaceStyle: UserInterfaceStyle {
    get { value(.userInterfaceStyle, values.userInterfaceStyle, else: .unspecified) }
    set { set(.userInterfaceStyle) { $0.userInterfaceStyle = newValue } }
  }

  /// The value `trait` is overridden with (its default when it is not):
  /// `view.traitOverrides[TraitHorizontalSizeClass.self] = .compact`, or a trait the app defines.
  public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
    get { contains(trait) ? values[trait] : T.defaultValue }
    set {
      values[trait] = newValue
      if let key = SystemTraitKey(trait) { overridden |= key.bit }
    }
  }

  /// Whether `trait` is overridden: UIKit's `UITraitOverrides.contains(_:)`.
  public func contains(_ trait: Trait) -> Bool {
    guard let key = SystemTraitKey(trait) else { return values.customTraits.contains(trait) }
    return overridden & key.bit != 0
  }

  /// Stops overriding `trait`, which follows the inherited traits again: UIKit's
  /// `UITraitOverrides.remove(_:)`.
  public mutating func remove(_ trait: Trait) {
    guard let key = SystemTraitKey(trait) else {
      values.customTraits.remove(trait)
      return
    }
    overridden &= ~key.bit
    values.reset(key)
  }

  /// Whether no trait is overridden.
  public var isEmpty: Bool { overridden == 0 && values.customTraits.isEmpty }

  /// `traits` with the overridden traits replaced.
  public func applied(to traits: TraitCollection) -> TraitCollection {
    var result = traits
    for key in SystemTraitKey.allCases where overridden & key.bit != 0 {
      result.copy(key, from: values)
    }
    result.customTraits.merge(values.customTraits)
    return result
  }

  /// The overridden layout direction, nil when it is inherited.
  package var overriddenLayoutDirection: UserInterfaceLayoutDirection? {
    overridden & SystemTraitKey.layoutDirection.bit != 0 ? values.layoutDirection : nil
  }

  /// These overrides with `other`'s in their place where `other` sets one.
  package func merged(with other: TraitOverrides) -> TraitOverrides {
    var result = other
    result.values = other.applied(to: applied(to: TraitCollection()))
    result.overridden = overridden | other.overridden
    return result
  }
}
