import Components
import Foundation
import Testing

/// The system font's metrics and Dynamic Type sizes, with UIKit's numbers (spec §14;
/// Documentation/Text.md cites every table).
@Suite struct FontTests {
  /// Spec §14: SF Pro's units are 2048 per em, ascender 1950, descender −494, no line gap.
  @Test func systemFontMetricsAreSFProsFontUnits() {
    let font = Font.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
    #expect(font.leading == 0)
    #expect(font.lineHeight == 20.287109375)
    #expect(font.capHeight == 11.97802734375)
    #expect(font.xHeight == 8.6328125)
  }

  @Test func lineHeightScalesWithTheSize() {
    for size: CGFloat in [11, 12, 13, 15, 20, 28, 34, 53] {
      #expect(Font.systemFont(ofSize: size).lineHeight == size * 2444 / 2048)
    }
  }

  @Test func weightsAndNames() {
    #expect(Font.boldSystemFont(ofSize: 17).weight == .bold)
    #expect(Font.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(Font.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
    #expect(Font.Weight.semibold.rawValue == 0.3)
    #expect(Font.Weight(rawValue: 0.31).description == "Semibold")
    #expect(Font.Weight.ultraLight < Font.Weight.black)
    #expect(Font.monospacedDigitSystemFont(ofSize: 15, weight: .medium).isMonospacedDigit)
    #expect(Font.systemFont(ofSize: 17).description == ".SFUI-Regular 17pt")
  }

  /// No trap on bad sizes: NaN, infinite, zero and negative sizes become 12 points (CoreText's
  /// documented default for a size of 0); huge sizes are capped.
  @Test func badSizesAreClamped() {
    for size in [CGFloat.nan, .infinity, -.infinity, 0, -5] {
      let font = Font.systemFont(ofSize: size)
      #expect(font.pointSize == Font.fallbackPointSize)
      #expect(font.lineHeight.isFinite)
    }
    #expect(Font.systemFont(ofSize: 1e12).pointSize == Font.maximumPointSize)
    #expect(Font.Weight(rawValue: .nan) == .regular)
  }

  /// Text styles at `.large` (HIG, Typography; spec §14).
  @Test func textStylesAtTheDefaultSize() {
    let expected: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
      (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in expected {
      let font = Font.preferredFont(forTextStyle: style)
      #expect(font.pointSize == size, "\(style)")
      #expect(font.textStyle == style)
    }
    #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(Font.preferredFont(forTextStyle: .body).weight == .regular)
  }

  /// The body row for all twelve categories (spec §14; HIG): 14, 15, 16, 17, 19, 21, 23, then
  /// 28, 33, 40, 47, 53 for AX1–AX5.
  @Test func bodyAcrossAllTwelveCategories() {
    let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    for (category, size) in zip(ContentSizeCategory.allCases, sizes) {
      let font = Font.preferredFont(
        forTextStyle: .body,
        compatibleWith: TraitCollection(preferredContentSizeCategory: category))
      #expect(font.pointSize == size, "\(category)")
    }
  }

  /// Every style at every category, as UIKit printed them on an iOS 13.3 simulator
  /// (temoki/UIKit_DynamicType): a spot check of each row's ends and the accessibility sizes.
  @Test func everyStyleAtTheExtremes() {
    let xSmall = TraitCollection(preferredContentSizeCategory: .extraSmall)
    let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let expected: [(Font.TextStyle, CGFloat, CGFloat)] = [
      (.largeTitle, 31, 60), (.title1, 25, 58), (.title2, 19, 56), (.title3, 17, 55),
      (.headline, 14, 53), (.subheadline, 12, 49), (.body, 14, 53), (.callout, 13, 51),
      (.footnote, 12, 44), (.caption1, 11, 43), (.caption2, 11, 41),
    ]
    for (style, small, large) in expected {
      #expect(Font.preferredFont(forTextStyle: style, compatibleWith: xSmall).pointSize == small)
      #expect(Font.preferredFont(forTextStyle: style, compatibleWith: ax5).pointSize == large)
    }
    for style in Font.TextStyle.allCases {
      #expect(style.pointSizes.count == 12)
      #expect(style.pointSizes == style.pointSizes.sorted(), "\(style) grows with the category")
    }
  }

  /// Without traits, or with an unspecified category, a preferred font is the `.large` size.
  @Test func preferredFontWithoutTraitsIsLarge() {
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    #expect(
      Font.preferredFont(forTextStyle: .title1, compatibleWith: TraitCollection()).pointSize == 28)
  }

  @Test func adjustingAFixedFontChangesNothing() {
    let fixed = Font.systemFont(ofSize: 17)
    #expect(fixed.adjusted(to: .accessibilityExtraExtraExtraLarge) == fixed)
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(body.adjusted(to: .extraExtraExtraLarge).pointSize == 23)
    #expect(body.withSize(30).textStyle == nil)
  }

  /// UIFontMetrics: the style's size at the category over its size at `.large`.
  @Test func fontMetricsScaleLikeTheirStyle() {
    let metrics = FontMetrics(forTextStyle: .body)
    let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
    #expect(metrics.scaledValue(for: 10) == 10)
    #expect(FontMetrics.default == metrics)
    let custom = metrics.scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
    #expect(custom.pointSize == 20)
    #expect(custom.weight == .bold)
    #expect(custom.textStyle == .body)
    #expect(custom.adjusted(to: .extraSmall).pointSize == CGFloat(20) * 14 / 17)
    let capped = metrics.scaledFont(
      for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: ax5)
    #expect(capped.pointSize == 30)
    let footnote = FontMetrics(forTextStyle: .footnote)
    let small = TraitCollection(preferredContentSizeCategory: .small)
    #expect(footnote.scaledValue(for: 26, compatibleWith: small) == 24)
  }

  /// Text.md, "Named fonts": the Helvetica Neue faces and Georgia have their own vertical metrics
  /// (`@capsizecss/metrics`: HelveticaNeue ascent 952 and descent −213 of 1,000 units, Thin 967 and
  /// −213), a line being ascent − descent. sger/Tinylog@4f3e552's setup screen, recorded at @2x
  /// (`testSetupViewControllerInPortaitMode.2.txt`): "iCloud for Tinylog" in HelveticaNeue-Thin 34
  /// is 40.5 high (34 × 1.18 = 40.12, up to the pixel), and a three-line description in
  /// HelveticaNeue 28 is 98 (3 × 28 × 1.165 = 97.86); as the system font they were 41 and 100.5.
  /// Other names keep the system font's metrics; widths are the system font's for every name.
  @Test func helveticaNeueAndGeorgiaHaveTheirOwnLineHeights() throws {
    let thin = try #require(Font(name: "HelveticaNeue-Thin", size: 34))
    #expect(abs(thin.ascender - 34 * 0.967) < 1e-9)
    #expect(abs(thin.descender + 34 * 0.213) < 1e-9)
    #expect(abs(thin.lineHeight - 34 * 1.18) < 1e-9)
    let root = makeRoot(width: 375, height: 812, scale: 2)
    let title = Label()
    title.font = thin
    title.text = "iCloud for Tinylog"
    root.addSubview(title)
    #expect(title.intrinsicContentSize.height == 40.5)
    let body = Label()
    body.font = Font(name: "HelveticaNeue", size: 28)
    body.numberOfLines = 3
    body.text = String(repeating: "iCloud keeps your lists up to date ", count: 4)
    body.preferredMaxLayoutWidth = 335
    root.addSubview(body)
    #expect(body.intrinsicContentSize.height == 98)
    #expect(abs((Font(name: "helveticaneue-bold", size: 10)?.ascender ?? 0) - 9.75) < 1e-9)
    let georgia = try #require(Font(name: "Georgia", size: 20.48))
    #expect(abs(georgia.lineHeight - (1878 + 449) / 100) < 1e-9)
    // Unknown names: the system font's metrics, as before.
    let avenir = try #require(Font(name: "Avenir-Heavy", size: 17))
    #expect(avenir.lineHeight == Font.systemFont(ofSize: 17, weight: .heavy).lineHeight)
    #expect(avenir.capHeight == Font.systemFont(ofSize: 17).capHeight)
    // Widths: the system font's advances at the name's weight, without SF Pro's tracking — the
    // title is 244.5 wide, UIKit's 244 up to the pixel (252 with the tracking, as the system font).
    let system = Label()
    system.font = .systemFont(ofSize: 34, weight: .thin)
    system.text = title.text
    root.addSubview(system)
    #expect(title.intrinsicContentSize.width == 244.5)
    #expect(system.intrinsicContentSize.width == 252)
  }

  /// Text.md, "Named fonts": SF Pro's tracking (+0.40 pt at 34 points) is added to the system
  /// font's characters only. A face asked for by name takes the system font's advances without it;
  /// a name of the system font's own (UIKit's begin with a dot) keeps it.
  @Test func onlyTheSystemFontTakesSFProsTracking() throws {
    let characters = Array("iCloud for Tinylog")
    let measurer = SystemFontMeasurer()
    let system = measurer.advances(of: characters, in: .systemFont(ofSize: 34, weight: .thin))
    let named = measurer.advances(
      of: characters, in: try #require(Font(name: "HelveticaNeue-Thin", size: 34)))
    // The HIG's tracking at 34 points: +0.40 per character.
    #expect(zip(system, named).allSatisfy { abs($0 - $1 - 0.40) < 1e-9 })
    let dotted = measurer.advances(
      of: characters, in: try #require(Font(name: ".SFUI-Thin", size: 34)))
    #expect(dotted == system)
  }
}
