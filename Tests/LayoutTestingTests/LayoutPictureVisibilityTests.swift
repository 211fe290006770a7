import Components
import Foundation
import LayoutEngine
import LayoutTesting
import Testing

/// What a picture draws of the views themselves, for telling a blank screen from one that shows
/// something (issue 31: the card grid's clean pictures were blank).
@Suite struct LayoutPictureVisibilityTests {
  private let picture = LayoutPicture(options: .clean)

  @Test func plainViewsDrawNothingVisible() {
    let (root, _) = rootWithBox()
    #expect(picture.visibleMarks(root).isEmpty)
    #expect(!picture.drawsVisibleContent(root))
    // Outlines and names are not the views' own drawing.
    #expect(!LayoutPicture(options: .annotated).drawsVisibleContent(root))
  }

  @Test func aBackgroundIsAVisibleMark() {
    let (root, box) = rootWithBox()
    box.backgroundColor = .systemBlue
    #expect(
      picture.visibleMarks(root).map(\.description) == ["box background (20, 20, 100, 60)"])
  }

  @Test func theRootsOwnBackgroundIsTheCanvas() {
    let (root, box) = rootWithBox()
    root.backgroundColor = .systemGroupedBackground
    #expect(!picture.drawsVisibleContent(root))
    box.layer.borderWidth = 1
    box.layer.borderColor = .separator
    #expect(picture.visibleMarks(root).map(\.kind) == [.border])
  }

  @Test func transparentColoursDrawNothingVisible() {
    let (root, box) = rootWithBox()
    box.backgroundColor = .clear
    let label = Label(frame: CGRect(x: 4, y: 4, width: 80, height: 21))
    label.text = "Hidden ink"
    label.textColor = .clear
    box.addSubview(label)
    root.layoutIfNeeded()
    #expect(!picture.drawsVisibleContent(root))
    label.textColor = .label
    #expect(picture.visibleMarks(root).map(\.kind) == [.content])
  }

  @Test func aLabelWithNoTextDrawsNothingVisible() {
    let (root, box) = rootWithBox()
    let label = Label(frame: CGRect(x: 4, y: 4, width: 80, height: 21))
    box.addSubview(label)
    root.layoutIfNeeded()
    #expect(!picture.drawsVisibleContent(root))
    label.text = "Hello"
    #expect(picture.drawsVisibleContent(root))
  }

  @Test func hiddenAndTransparentViewsDrawNothingVisible() {
    let (root, box) = rootWithBox()
    box.backgroundColor = .systemBlue
    box.isHidden = true
    #expect(!picture.drawsVisibleContent(root))
    box.isHidden = false
    box.alpha = 0
    #expect(!picture.drawsVisibleContent(root))
    box.alpha = 0.5
    #expect(picture.drawsVisibleContent(root))
  }

  @Test func drawingOutsideTheRootOrAClippingAncestorIsNotVisible() {
    let (root, box) = rootWithBox()
    let inner = View(frame: CGRect(x: 120, y: 0, width: 40, height: 40))
    inner.backgroundColor = .systemRed
    box.addSubview(inner)
    box.frame.origin.x = 180
    root.layoutIfNeeded()
    // Inner lies at x 300…340, off the 200-point-wide root.
    #expect(!picture.drawsVisibleContent(root))
    box.frame.origin.x = 20
    root.layoutIfNeeded()
    #expect(
      picture.visibleMarks(root).map(\.description) == [
        "box.subviews[0] background (140, 20, 40, 40)"
      ])
    // Box clips, and inner lies wholly to its right.
    box.clipsToBounds = true
    #expect(!picture.drawsVisibleContent(root))
  }

  @Test func controlsAreVisibleMarks() {
    let (root, box) = rootWithBox()
    let toggle = Switch()
    toggle.frame = CGRect(x: 4, y: 4, width: 51, height: 31)
    box.addSubview(toggle)
    root.layoutIfNeeded()
    #expect(picture.visibleMarks(root).map(\.kind) == [.content])
  }
}
