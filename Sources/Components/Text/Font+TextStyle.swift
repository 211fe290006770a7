import Foundation
import LayoutEngine

nonisolated extension Font {
  /// The semantic styles of Dynamic Type: UIKit's `UIFont.TextStyle`, with its raw values.
  nonisolated public enum TextStyle: String, Hashable, Sendable, CaseIterable,
    CustomStringConvertible
  {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case subheadline = "UICTFontTextStyleSubhead"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"
    /// iOS 17's styles for the largest titles (made for visionOS's editorial layouts).
    case extraLargeTitle = "UICTFontTextStyleExtraLargeTitle"
    case extraLargeTitle2 = "UICTFontTextStyleExtraLargeTitle2"

    /// The point size of the style at each content size category, `.extraSmall` … AX5.
    ///
    /// Source: UIKit's own `preferredFont(forTextStyle:compatibleWith:)` printed for every style
    /// and category on an iOS 13.3 simulator (temoki/UIKit_DynamicType, README); the `.large`
    /// column and the body row agree with Apple's Human Interface Guidelines (Typography,
    /// "Dynamic Type sizes"), the title1 sizes at xSmall, Large, AX1, AX3 and AX5 with the label
    /// heights UIKit laid out in swift-snapshot-testing's reference files. See
    /// Documentation/Text.md.
    public var pointSizes: [CGFloat] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
      // 48 and 40 points at `.large`, bold: the visionOS rows of Apple's Human Interface
      // Guidelines (Typography, "visionOS"); Apple publishes no iOS table for them. The other
      // categories scale as largeTitle's do (its size ÷ 34, rounded): an estimate
      // (Documentation/UIKitBehavior.md, "Extra large titles").
      case .extraLargeTitle: [44, 45, 47, 48, 51, 54, 56, 62, 68, 73, 79, 85]
      case .extraLargeTitle2: [36, 38, 39, 40, 42, 45, 47, 52, 56, 61, 66, 71]
      }
    }

    /// The style's point size at `category` (`ContentSizeCategory.unspecified` reads as
    /// `.large`).
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
      pointSizes[category == .unspecified ? 3 : category.index]
    }

    /// The weight of the style: semibold for ``headline``, bold for the extra large titles,
    /// regular for the others.
    public var weight: Weight {
      switch self {
      case .headline: .semibold
      case .extraLargeTitle, .extraLargeTitle2: .bold
      default: .regular
      }
    }

    public var description: String {
      switch self {
      case .largeTitle: "largeTitle"
      case .title1: "title1"
      case .title2: "title2"
      case .title3: "title3"
      case .headline: "headline"
      case .subheadline: "subheadline"
      case .body: "body"
      case .callout: "callout"
      case .footnote: "footnote"
      case .caption1: "caption1"
      case .caption2: "caption2"
      case .extraLargeTitle: "extraLargeTitle"
      case .extraLargeTitle2: "extraLargeTitle2"
      }
    }
  }

  /// The font of `style` at the default text size (`.large`): UIKit's
  /// `preferredFont(forTextStyle:)` when the person has not changed the text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of `style` at the content size category of `traitCollection` (nil or an unspecified
  /// category: `.large`).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    return Font(
      size: style.pointSize(for: category), weight: style.weight,
      scaling: Scaling(
        textStyle: style, sizeAtLarge: style.pointSize(for: .large), maximumPointSize: nil))
  }

  /// This font as it would be at `category`: a font that scales with a text style takes the
  /// style's size there (proportionally for ``FontMetrics`` fonts, capped at their maximum); a
  /// fixed-size font is returned as it is. What a label with
  /// `adjustsFontForContentSizeCategory` shows.
  public func adjusted(to category: ContentSizeCategory) -> Font {
    guard let scaling else { return self }
    let style = scaling.textStyle
    var size =
      scaling.sizeAtLarge * style.pointSize(for: category) / style.pointSize(for: .large)
    if let maximum = scaling.maximumPointSize, maximum > 0 { size = min(size, maximum) }
    guard size != pointSize else { return self }
    return Font(size: size, weight: weight, monospacedDigit: isMonospacedDigit, scaling: scaling)
  }
}
