import Foundation
import LayoutEngine
import Testing

/// UIKit's `UIContentSizeCategory`: twelve categories in order, five of them for accessibility.
@Suite struct ContentSizeCategoryTests {
  @Test func twelveCategoriesSmallestFirst() {
    let all = ContentSizeCategory.allCases
    #expect(all.count == 12)
    #expect(all.first == .extraSmall)
    #expect(all.last == .accessibilityExtraExtraExtraLarge)
    #expect(all == all.sorted())
    #expect(!all.contains(.unspecified))
    #expect(ContentSizeCategory.unspecified < .extraSmall)
  }

  @Test func accessibilityCategoriesAreTheLastFive() {
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  @Test func rawValuesAreUIKits() {
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
        == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.accessibilityLarge.description == "AX2")
  }

  @Test func traitsCarryTheCategory() {
    #expect(TraitCollection().preferredContentSizeCategory == .unspecified)
    let traits = TraitCollection(preferredContentSizeCategory: .extraLarge)
    #expect(traits.preferredContentSizeCategory == .extraLarge)
    #expect(traits.displayScale == 0)
    #expect(traits.description.hasSuffix("category: xLarge)"))
    #expect(TraitCollection().description.contains("category") == false)
  }
}
