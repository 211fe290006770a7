import Components
import Foundation
import Testing

/// `ActivityIndicatorView`: `.medium` 20 × 20, `.large` 37 × 37 (spec §14; public storyboards show
/// 20 × 20 frames for the small styles), hidden while stopped when `hidesWhenStopped`.
@Suite struct ActivityIndicatorViewTests {
  @Test func sizesFollowTheStyle() {
    #expect(
      ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(
      ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(ActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
    #expect(ActivityIndicatorView(style: .gray).intrinsicContentSize.width == 20)
    #expect(ActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
    #expect(
      centredFrame(of: ActivityIndicatorView(style: .large))
        == CGRect(x: 169, y: 315, width: 37, height: 37))
  }

  @Test func changingTheStyleChangesTheLayout() {
    let spinner = ActivityIndicatorView(style: .medium)
    let root = centredRoot(of: spinner)
    spinner.style = .large
    root.layoutIfNeeded()
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
  }

  @Test func aStoppedIndicatorHidesItselfByDefault() {
    // UIKit's hidesWhenStopped docs: hidden whenever not animating (default true).
    let spinner = ActivityIndicatorView()
    #expect(spinner.hidesWhenStopped)
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden)
  }

  @Test func hidesWhenStoppedOffKeepsItVisible() {
    let spinner = ActivityIndicatorView(style: .large)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = true
    #expect(spinner.isHidden)
  }

  @Test func aHiddenIndicatorKeepsItsPlaceInLayout() {
    let spinner = ActivityIndicatorView()
    #expect(spinner.isHidden)
    #expect(centredFrame(of: spinner).size == CGSize(width: 20, height: 20))
  }
}
