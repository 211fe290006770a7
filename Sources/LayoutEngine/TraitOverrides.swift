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
    return result
  }
}
