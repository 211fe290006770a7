import Foundation
import LayoutEngine

nonisolated extension Image {
  /// How a symbol is drawn — point size, weight, scale, text style, colours: UIKit's
  /// `UIImage.SymbolConfiguration`. Stored and read back; a symbol keeps its size
  /// (``Image/defaultSymbolSize``) whatever the configuration, as Trellis has no symbol shapes
  /// (Documentation/Decisions.md, "Symbol configurations").
  ///
  /// ```swift
  /// let config = Image.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
  /// iconView.preferredSymbolConfiguration = config
  /// ```
  public final class SymbolConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The point size (0: unspecified).
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale
    /// The text style the symbol follows (nil: none).
    public let textStyle: Font.TextStyle?
    /// The colours of hierarchical or palette rendering (empty: the tint).
    public let colors: [Color]
    /// Whether multicolour rendering is preferred.
    public let prefersMulticolor: Bool

    private init(
      pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
      scale: SymbolScale = .unspecified, textStyle: Font.TextStyle? = nil, colors: [Color] = [],
      prefersMulticolor: Bool = false
    ) {
      self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      self.colors = colors
      self.prefersMulticolor = prefersMulticolor
    }

    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(textStyle: Font.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }
    public convenience init(textStyle: Font.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }
    /// The font's size, and its weight to the nearest symbol weight.
    public convenience init(font: Font) { self.init(font: font, scale: .unspecified) }
    public convenience init(font: Font, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
    }
    /// Hierarchical rendering in shades of `hierarchicalColor`.
    public convenience init(hierarchicalColor: Color) {
      self.init(colors: [hierarchicalColor])
    }
    /// Palette rendering with `paletteColors`, layer by layer.
    public convenience init(paletteColors: [Color]) { self.init(colors: paletteColors) }

    /// Multicolour rendering.
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(prefersMulticolor: true)
    }

    /// The configuration that asks for nothing.
    public static let unspecified = SymbolConfiguration()

    /// This configuration with what `other` specifies put over it, as UIKit combines them.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: other.textStyle ?? textStyle,
        colors: other.colors.isEmpty ? colors : other.colors,
        prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
    }

    public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
      lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        && lhs.textStyle == rhs.textStyle && lhs.colors == rhs.colors
        && lhs.prefersMulticolor == rhs.prefersMulticolor
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
    }

    /// `SymbolConfiguration(pointSize: 24, weight: semibold, scale: large)`: what is specified.
    public var description: String {
      var parts: [String] = []
      if pointSize > 0 { parts.append("pointSize: \(formatPoints(pointSize))") }
      if weight != .unspecified { parts.append("weight: \(weight)") }
      if scale != .unspecified { parts.append("scale: \(scale)") }
      if let textStyle { parts.append("textStyle: \(textStyle)") }
      if !colors.isEmpty { parts.append("colors: \(colors.count)") }
      if prefersMulticolor { parts.append("multicolor") }
      return "SymbolConfiguration(\(parts.joined(separator: ", ")))"
    }
  }

  /// UIKit's `UIImage.SymbolWeight`, with its raw values.
  public enum SymbolWeight: Int, Hashable, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9

    /// The symbol weight nearest to a font weight.
    init(_ weight: Font.Weight) {
      let steps: [(CGFloat, SymbolWeight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
        (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      let value = CGFloat(weight.rawValue)
      self = steps.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
    }
  }

  /// UIKit's `UIImage.SymbolScale`, with its raw values.
  public enum SymbolScale: Int, Hashable, Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
