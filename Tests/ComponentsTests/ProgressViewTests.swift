import Components
import Foundation
import Testing

/// `ProgressView`: no intrinsic width, 4 points tall (the height Interface Builder gives a progress
/// view with no height constraint in public storyboards; 2 before iOS 14), progress pinned to 0…1.
@Suite struct ProgressViewTests {
  @Test func intrinsicSizeIsNoWidthBy4() {
    #expect(ProgressView().intrinsicContentSize == CGSize(width: -1, height: 4))
    // The .bar style's height is a Trellis choice (Decisions.md): the same 4 points.
    #expect(
      ProgressView(progressViewStyle: .bar).intrinsicContentSize == CGSize(width: -1, height: 4))
    #expect(
      centredFrame(of: ProgressView(), width: 300)
        == CGRect(x: 37.5, y: 331.5, width: 300, height: 4))
  }

  @Test func progressIsPinnedToZeroThroughOne() {
    // UIProgressView docs: values below 0 and above 1 are pinned to those limits.
    let bar = ProgressView()
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.setProgress(-0.5, animated: true)
    #expect(bar.progress == 0)
    bar.progress = 0.4
    #expect(bar.progress == 0.4)
    // NaN is taken as 0 (a Trellis choice).
    bar.progress = .nan
    #expect(bar.progress == 0)
  }
}
