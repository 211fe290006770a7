import Foundation

/// What a dynamic colour resolves to in dark mode (a class: a colour cannot hold a colour).
nonisolated final class DarkVariant: Sendable {
  let color: Color
  init(_ color: Color) { self.color = color }
}

nonisolated extension Color {
  /// A colour that depends on the traits it is shown with: UIKit's `UIColor(dynamicProvider:)`
  /// (`UIColor { traits in … }`).
  ///
  /// ```swift
  /// let card = Color { traits in
  ///   traits.userInterfaceStyle == .dark ? Color(white: 0.1, alpha: 1) : .white
  /// }
  /// card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))  // white 0.1
  /// ```
  ///
  /// Trellis asks the provider once for light and once for dark traits (the host's other traits
  /// are not known yet) and keeps both; a provider that reads another trait sees it unspecified.
  /// Pictures draw the light colour.
  public init(dynamicProvider: (TraitCollection) -> Color) {
    let light = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(TraitCollection(userInterfaceStyle: .dark))
    self.init(light: light.resolvedColor(with: .light), dark: dark.resolvedColor(with: .dark))
  }

  /// The colour as shown with `traits`: UIKit's `resolvedColor(with:)`. A dynamic colour gives its
  /// dark variant for dark traits and its light one otherwise; any other colour is itself.
  public func resolvedColor(with traits: TraitCollection) -> Color {
    resolvedColor(with: traits.userInterfaceStyle)
  }

  private func resolvedColor(with style: UserInterfaceStyle) -> Color {
    guard let dark else { return self }
    if style == .dark { return dark.color }
    return Color(
      red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent,
      name: name)
  }
}

extension TraitCollection {
  /// The traits UIKit resolves dynamic colours with when none is given: UIKit's
  /// `UITraitCollection.current`. Trellis sets it only in ``performAsCurrent(_:)`` (UIKit also
  /// sets it around `draw(_:)`, `layoutSubviews()` and the trait callbacks); unspecified
  /// otherwise.
  @MainActor public static var current = TraitCollection()

  /// Runs `actions` with these traits as ``current``: UIKit's `performAsCurrent(_:)`.
  @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = TraitCollection.current
    TraitCollection.current = self
    defer { TraitCollection.current = saved }
    try actions()
  }
}
