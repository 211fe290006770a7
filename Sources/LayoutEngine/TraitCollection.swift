import Foundation

/// The direction of the user interface: UIKit's `UIUserInterfaceLayoutDirection`.
nonisolated public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view's content flips in right-to-left layouts: UIKit's `UISemanticContentAttribute`.
nonisolated public enum SemanticContentAttribute: Int, Hashable, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// UIKit's `UIUserInterfaceSizeClass`.
nonisolated public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// Light or dark: UIKit's `UIUserInterfaceStyle`.
nonisolated public enum UserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The traits a view inherits from its host: UIKit's `UITraitCollection`, the parts that affect layout.
nonisolated public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
  public var horizontalSizeClass: UserInterfaceSizeClass
  public var verticalSizeClass: UserInterfaceSizeClass
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Points to pixels; 0 means unspecified (frames are then not rounded).
  public var displayScale: CGFloat
  /// The width of ``View/readableContentGuide`` (spec §6): 672 pt at the default text size. UIKit
  /// derives it from the preferred content size category; Trellis takes it as a trait.
  public var readableContentWidth: CGFloat = 672
  /// The text size a person chose (Dynamic Type); ``ContentSizeCategory/unspecified`` by default,
  /// as for a view outside a window. Hosts give `.large` unless configured otherwise.
  public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
  /// The kind of device (UIKit's `userInterfaceIdiom`); ``UserInterfaceIdiom/unspecified`` by
  /// default, as for a view outside a window. Hosts give their configuration's idiom.
  public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
  /// Light or dark; ``UserInterfaceStyle/unspecified`` by default, as for a view outside a window.
  /// Hosts give their configuration's style (light unless configured). No frame depends on it.
  public var userInterfaceStyle: UserInterfaceStyle = .unspecified
  /// The values of the traits the app defines (``TraitDefinition``), read through the subscript.
  public internal(set) var customTraits = CustomTraitValues()

  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    displayScale: CGFloat = 0
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// Traits with only the content size category specified: UIKit's
  /// `UITraitCollection(preferredContentSizeCategory:)`.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits with only the idiom specified: UIKit's `UITraitCollection(userInterfaceIdiom:)`.
  public init(userInterfaceIdiom: UserInterfaceIdiom) {
    self.init()
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// Traits with only the style specified: UIKit's `UITraitCollection(userInterfaceStyle:)`.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Unspecified traits changed by `mutations`: UIKit's iOS 17 `UITraitCollection(mutations:)`.
  public init(mutations: (inout TraitCollection) -> Void) {
    self.init()
    mutations(&self)
  }

  /// The traits of `collections` combined, a later one's specified traits replacing an earlier
  /// one's: UIKit's `UITraitCollection(traitsFrom:)`. The layout direction has no unspecified
  /// value in Trellis, so it is taken from the first collection.
  public init(traitsFrom collections: [TraitCollection]) {
    self = collections.first ?? TraitCollection()
    for collection in collections.dropFirst() {
      self = TraitOverrides(specifiedIn: collection).applied(to: self)
    }
  }

  /// These traits changed by `mutations`: UIKit's iOS 17 `modifyingTraits(_:)`.
  public func modifyingTraits(_ mutations: (inout TraitCollection) -> Void) -> TraitCollection {
    var traits = self
    mutations(&traits)
    return traits
  }

  public var description: String {
    let category =
      preferredContentSizeCategory == .unspecified
      ? "" : ", category: \(preferredContentSizeCategory)"
    return "TraitCollection(h: \(horizontalSizeClass), v: \(verticalSizeClass), "
      + "direction: \(layoutDirection), scale: \(formatPoints(displayScale))\(category))"
  }
}
