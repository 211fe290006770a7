import Components
import Foundation
import Testing

/// Issue 29, item 4: an image's alignment insets carry to its image view, whose constraints align
/// the alignment rectangle and whose frame stays the image's size (UIKit's
/// `UIImage.withAlignmentRectInsets(_:)`, `UIView.alignmentRectInsets`).
@Suite struct ImageAlignmentRectTests {
  @Test func anImageViewAlignsTheImagesAlignmentRectangleAndKeepsItsSize() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let badge = Image(size: CGSize(width: 44, height: 44), scale: 2)
      .withAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 4, right: 4))
    let imageView = ImageView(image: badge)
    let below = View()
    for view in [imageView, below] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    LayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      below.topAnchor.constraint(equalTo: imageView.bottomAnchor),
      below.trailingAnchor.constraint(equalTo: imageView.trailingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40))
    #expect(imageView.frame == CGRect(x: 20, y: 20, width: 44, height: 44))
    #expect(below.frame == CGRect(x: 50, y: 60, width: 10, height: 10))

    // Another image without insets: the image view's alignment rectangle is its frame again.
    imageView.image = Image(size: CGSize(width: 44, height: 44), scale: 2)
    root.layoutIfNeeded()
    #expect(below.frame == CGRect(x: 54, y: 64, width: 10, height: 10))
  }

  @Test func insetsSurviveAChangeOfRenderingModeAndSymbolsHaveNone() throws {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let image = Image(size: CGSize(width: 10, height: 10)).withAlignmentRectInsets(insets)
    #expect(image.withRenderingMode(.alwaysTemplate).alignmentRectInsets == insets)
    #expect(try #require(Image(systemName: "star")).alignmentRectInsets == .zero)
  }
}
