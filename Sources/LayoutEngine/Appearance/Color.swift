import Foundation

/// A colour in the extended sRGB space: UIKit's `UIColor`, as a value.
///
/// ```swift
/// let card = View()
/// card.backgroundColor = .secondarySystemBackground
/// card.layer.borderColor = Color.separator
/// let dimmed = Color.systemBlue.withAlphaComponent(0.5)
/// let brand = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
/// ```
///
/// Trellis keeps the colours a layout test sets and draws them in pictures (``View/backgroundColor``,
/// ``Layer/borderColor``, ``View/tintColor``); nothing is rendered to pixels. The system colours
/// (``systemBlue``, ``label``, ``separator``…) have their light-mode values. A colour made with
/// ``init(dynamicProvider:)`` keeps what it resolves to in light and in dark mode
/// (``resolvedColor(with:)``); pictures draw the light one.
///
/// Two colours are equal when their components are; a system colour's name only shows in
/// ``description``.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component; outside 0…1 in the extended range (UIKit clamps nothing since iOS 10).
  public let redComponent: CGFloat
  /// The green component; outside 0…1 in the extended range.
  public let greenComponent: CGFloat
  /// The blue component; outside 0…1 in the extended range.
  public let blueComponent: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public let alphaComponent: CGFloat
  /// The name a system colour prints as (`systemBlue`), nil for colours made from components.
  let name: String?
  /// What a dynamic colour resolves to in dark mode, when that differs (Color+Dynamic.swift).
  let dark: DarkVariant?

  /// Creates a colour from red, green and blue components and an opacity.
  ///
  /// As in UIKit (iOS 10 and later), the colour components are not clamped: values outside 0…1 are
  /// extended-range sRGB. `alpha` is clamped to 0…1. A NaN component or alpha becomes 0 (a choice:
  /// UIKit does not say).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
  }

  /// Creates a grey: `white` is the brightness (0 black, 1 white), `alpha` the opacity (clamped to
  /// 0…1, as UIKit does).
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
  }

  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
    redComponent = red.isNaN ? 0 : red
    greenComponent = green.isNaN ? 0 : green
    blueComponent = blue.isNaN ? 0 : blue
    alphaComponent = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    self.name = name
    dark = nil
  }

  /// `light` with `dark` as what it resolves to in dark mode.
  init(light: Color, dark: Color?) {
    redComponent = light.redComponent
    greenComponent = light.greenComponent
    blueComponent = light.blueComponent
    alphaComponent = light.alphaComponent
    name = light.name
    self.dark = dark.flatMap { $0 == light ? nil : DarkVariant($0) }
  }

  /// A colour from 8-bit sRGB values, the form Apple's tables publish (`rgb8(0, 122, 255)`).
  static func rgb8(
    _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1, name: String
  ) -> Color {
    Color(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha, name: name)
  }

  /// The same colour with another opacity (clamped to 0…1).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    let newName = name.map { "\($0).withAlphaComponent(\(formatComponent(alpha)))" }
    let light = Color(
      red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha, name: newName)
    return Color(light: light, dark: dark?.color.withAlphaComponent(alpha))
  }

  /// Reads the components and the opacity, as UIKit's `getRed(_:green:blue:alpha:)` does; always
  /// succeeds (every Trellis colour is RGB).
  @discardableResult
  public func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    red = redComponent
    green = greenComponent
    blue = blueComponent
    alpha = alphaComponent
    return true
  }

  /// Reads the brightness and the opacity of a grey (three equal components); false, with the
  /// arguments untouched, for any other colour.
  @discardableResult
  public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
    guard redComponent == greenComponent && greenComponent == blueComponent else { return false }
    white = redComponent
    alpha = alphaComponent
    return true
  }

  public static func == (a: Color, b: Color) -> Bool {
    a.redComponent == b.redComponent && a.greenComponent == b.greenComponent
      && a.blueComponent == b.blueComponent && a.alphaComponent == b.alphaComponent
      && a.dark?.color == b.dark?.color
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(redComponent)
    hasher.combine(greenComponent)
    hasher.combine(blueComponent)
    hasher.combine(alphaComponent)
    hasher.combine(dark?.color)
  }

  /// The system colour's name (`systemBlue`, `label.withAlphaComponent(0.5)`), else the components:
  /// `Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`.
  public var description: String {
    if let name { return name }
    return
      "Color(red: \(formatComponent(redComponent)), green: \(formatComponent(greenComponent)), "
      + "blue: \(formatComponent(blueComponent)), alpha: \(formatComponent(alphaComponent)))"
  }
}

/// A component with up to three decimals, never `-0` (``formatPoints(_:)``'s rules).
nonisolated private func formatComponent(_ value: CGFloat) -> String { formatPoints(value) }
