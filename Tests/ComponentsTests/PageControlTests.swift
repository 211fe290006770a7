import Components
import Foundation
import Testing

/// `PageControl`: the geometry is a Trellis choice (Decisions.md) — 7-point dots 16 points apart,
/// 37 points tall — since no public printout of UIKit's `size(forNumberOfPages:)` was found.
@Suite struct PageControlTests {
  @Test func sizeGrowsSixteenPointsPerPage() {
    let dots = PageControl()
    #expect(dots.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
    #expect(dots.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
    #expect(dots.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
    #expect(dots.size(forNumberOfPages: -4) == CGSize(width: 0, height: 37))
  }

  @Test func intrinsicSizeFollowsNumberOfPages() {
    let dots = PageControl()
    dots.numberOfPages = 5
    #expect(dots.intrinsicContentSize == CGSize(width: 71, height: 37))
    let root = centredRoot(of: dots)
    #expect(dots.frame.size == CGSize(width: 71, height: 37))
    dots.numberOfPages = 2
    root.layoutIfNeeded()
    #expect(dots.frame.size == CGSize(width: 23, height: 37))
  }

  @Test func negativePageCountsAreZero() {
    let dots = PageControl()
    dots.numberOfPages = -3
    #expect(dots.numberOfPages == 0)
    #expect(dots.currentPage == 0)
  }

  @Test func currentPageIsPinnedToTheRange() {
    // UIPageControl docs: values outside are pinned to 0 or numberOfPages − 1.
    let dots = PageControl()
    dots.numberOfPages = 3
    dots.currentPage = 7
    #expect(dots.currentPage == 2)
    dots.currentPage = -1
    #expect(dots.currentPage == 0)
    dots.currentPage = 2
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
  }
}
