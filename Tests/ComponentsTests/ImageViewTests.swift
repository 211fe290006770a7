import Components
import Foundation
import Testing

/// `ImageView`: its intrinsic content size is its image's size in points (UIKit's rule, Apple's
/// `intrinsicContentSize` docs and Erica Sadun's printout of a 57 × 57 icon's image view).
@Suite struct ImageViewTests {
  @Test func intrinsicSizeIsTheImageSizeInPoints() {
    let view = ImageView(image: Image(size: CGSize(width: 57, height: 57), scale: 2))
    #expect(view.intrinsicContentSize == CGSize(width: 57, height: 57))
    #expect(centredFrame(of: view) == CGRect(x: 159, y: 305, width: 57, height: 57))
  }

  @Test func initWithImageSizesTheFrameToTheImage() {
    // UIImageView(image:) "adjusts the frame of the receiver to match the size of the image".
    let view = ImageView(image: Image(size: CGSize(width: 120, height: 80), scale: 3))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
  }

  @Test func noImageMeansNoIntrinsicMetricOnBothAxes() {
    // UIKit returns (-1, -1) (UIView.noIntrinsicMetric) for an empty image view.
    #expect(ImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(ImageView(image: nil).frame == .zero)
  }

  @Test func changingTheImageChangesTheLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = ImageView(image: Image(size: CGSize(width: 10, height: 10)))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 10, height: 10))
    view.image = Image(size: CGSize(width: 64, height: 48))
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 64, height: 48))
  }

  @Test func highlightedImageIsShownWhileHighlighted() {
    let view = ImageView(
      image: Image(size: CGSize(width: 10, height: 10)),
      highlightedImage: Image(size: CGSize(width: 30, height: 20)))
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    view.highlightedImage = nil
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
  }

  @Test func aZeroSizedImageGivesAZeroIntrinsicSize() {
    // Bad input is clamped in Image, so the view never sees a negative size.
    let view = ImageView(image: Image(size: CGSize(width: -3, height: -3)))
    #expect(view.intrinsicContentSize == .zero)
  }
}
