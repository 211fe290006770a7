import Foundation
import LayoutEngine

/// Scales custom sizes the way a text style scales with the person's text size: UIKit's
/// `UIFontMetrics`.
///
/// The factor at a category is the style's size there over its size at `.large` (body at AX5:
/// 53 / 17), so a 20-point value scales like body text:
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
/// metrics.scaledValue(for: 17, compatibleWith: traits)       // 53
/// let title = metrics.scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
/// title.pointSize                                             // 20 (no traits: `.large`)
/// title.adjusted(to: .extraSmall).pointSize                   // 16.470588… (20 × 14 / 17)
/// ```
///
/// A font from ``scaledFont(for:)`` remembers its style, so a ``Label`` with
/// ``Label/adjustsFontForContentSizeCategory`` follows the category as it does with
/// ``Font/preferredFont(forTextStyle:)``. UIKit does not document its curve; proportional
/// scaling is Trellis's choice (Documentation/Decisions.md).
nonisolated public struct FontMetrics: Hashable, Sendable {
  /// The style whose scaling this follows.
  public let textStyle: Font.TextStyle

  /// Metrics that scale like `textStyle`.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that scale like body text: UIKit's `UIFontMetrics.default`.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The factor at `category` (unspecified: `.large`, factor 1).
  func factor(for category: ContentSizeCategory) -> CGFloat {
    textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }

  /// `font`, scaling from now on with this style, at the `.large` size (its own size).
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font`, scaling with this style, at the category of `traitCollection`.
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled to `maximumPointSize` at most (0: no maximum).
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font`, scaling with this style, at the category of `traitCollection` and capped at
  /// `maximumPointSize` (0 or less: no maximum).
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let maximum: CGFloat? =
      maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
    let scalable = Font(
      size: font.pointSize, weight: font.weight, monospacedDigit: font.isMonospacedDigit,
      scaling: Font.Scaling(
        textStyle: textStyle, sizeAtLarge: font.pointSize, maximumPointSize: maximum))
    return scalable.adjusted(to: traitCollection?.preferredContentSizeCategory ?? .large)
  }

  /// `value` scaled like this style at the default size (`.large`): `value` itself.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled like this style at the category of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?)
    -> CGFloat
  {
    value * factor(for: traitCollection?.preferredContentSizeCategory ?? .large)
  }
}
