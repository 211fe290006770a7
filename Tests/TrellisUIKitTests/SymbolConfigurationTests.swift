import Testing
import TrellisUIKit

/// `UIImage.SymbolConfiguration` and `UIImageView.preferredSymbolConfiguration` are stored and
/// combined as UIKit documents; a symbol keeps its size (Documentation/Decisions.md, "Symbol
/// configurations").
@MainActor
struct SymbolConfigurationTests {
  @Test func aConfigurationIsStoredOnTheImageAndTheView() throws {
    let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
    let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: config))
    #expect(image.symbolConfiguration == config)
    #expect(image.size == UIImage.defaultSymbolSize)
    let icon = UIImageView(image: UIImage(systemName: "heart.fill"))
    icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .headline)
    #expect(icon.preferredSymbolConfiguration?.textStyle == .headline)
    #expect(icon.intrinsicContentSize == UIImage.defaultSymbolSize)
  }

  @Test func applyingPutsTheSpecifiedValuesOver() {
    let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)
    let combined = base.applying(UIImage.SymbolConfiguration(weight: .bold))
    #expect(combined.pointSize == 17)
    #expect(combined.weight == .bold)
    #expect(
      UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15, weight: .semibold)).weight
        == .semibold)
    #expect(UIImage(size: CGSize(width: 4, height: 4)).applyingSymbolConfiguration(base) == nil)
  }

  @Test func extraLargeTitlesAreBoldAt48And40Points() {
    // Apple's Human Interface Guidelines, Typography, visionOS: 48 and 40 points, bold.
    let title = UIFont.preferredFont(forTextStyle: .extraLargeTitle)
    #expect(title.pointSize == 48)
    #expect(title.weight == .bold)
    #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2).pointSize == 40)
  }
}
