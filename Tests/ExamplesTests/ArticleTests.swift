import Components
import Foundation
import LayoutTesting
import Testing
import TrellisExamples
import ViewHost

/// The article screen grows with Dynamic Type: the same card on an iPhone X in portrait at
/// xSmall, Large and AX3 (body text 14, 17 and 40 points, UIKit's Dynamic Type table in
/// Documentation/Text.md).
@Suite struct ArticleTests {
  private func laidOut(_ category: ContentSizeCategory) -> (ViewHost, ArticleController) {
    let controller = ArticleController()
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.preferredContentSizeCategory = category
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    return (host, controller)
  }

  @Test func theCardGrowsWithTheTextSize() {
    let heights = [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge].map {
      laidOut($0).1.card.frame.height
    }
    #expect(heights[0] < heights[1])
    #expect(heights[1] < heights[2])
    // At AX3 the card is taller than the screen: the scroll view's content follows it.
    #expect(heights[2] > 812)
  }

  @Test func everyLabelShowsAllItsTextAtEverySize() {
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge] {
      let (host, controller) = laidOut(category)
      expectNoConflicts(host.rootView)
      expectNoAmbiguity(host.rootView)
      for label in [controller.kicker, controller.headline, controller.byline] {
        #expect(!label.isTextTruncated, "\(label.layoutName) at \(category)")
      }
      for case let paragraph as Label in controller.body.arrangedSubviews {
        #expect(!paragraph.isTextTruncated)
        // The paragraph's height is its line count times the body line height, on the grid.
        let font = Font.preferredFont(
          forTextStyle: .body, compatibleWith: host.rootView.traitCollection)
        let lines = CGFloat(paragraph.displayedLineCount)
        #expect(abs(paragraph.frame.height - lines * font.lineHeight) < 1.0 / 3)
      }
    }
  }

  /// The content is the card plus 16 above and below; `.always` keeps it inside the safe area
  /// (44 and 34 on an iPhone X in portrait) whether it scrolls or not.
  @Test func theScrollViewFollowsTheCard() {
    for category in [ContentSizeCategory.extraSmall, .accessibilityExtraLarge] {
      let (_, controller) = laidOut(category)
      let scroll = controller.scrollView
      #expect(scroll.contentSize.height == controller.card.frame.height + 32)
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      #expect(controller.card.convert(controller.card.bounds, to: nil).minY == CGFloat(44 + 16))
    }
  }
}
