import Components
import Foundation
import Testing

/// `Button(type:)` for the system-defined image types: created at their image's size, the image
/// view filling them (UIKitBehavior.md §15, "System button types"; Decisions.md, "System button
/// types").
///
/// UIKit's numbers: pointfreeco/swift-snapshot-testing's `testUIView.2.txt`, a `UIButton(type:
/// .contactAdd)` recorded untouched — `frame = (0 0; 25.6667 25.6667)` with its `UIImageView` at
/// the same frame (commit 7e6c39f, 2025, @3x); 22 × 22 in 2018 (iOS 12) and 25 × 24 / 24.3333 ×
/// 23.6667 in 2019 (iOS 13), which Trellis does not follow.
@Suite struct SystemButtonTypeTests {
  private static let recordedSize = CGSize(width: 77.0 / 3, height: 77.0 / 3)

  @Test(arguments: [
    Button.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure,
  ])
  func aSystemImageButtonIsCreatedAtItsImagesSize(_ type: Button.ButtonType) {
    let button = Button(type: type)
    #expect(button.frame == CGRect(origin: .zero, size: Self.recordedSize))
    #expect(button.imageView?.image?.size == Self.recordedSize)
    #expect(button.intrinsicContentSize == Self.recordedSize)
  }

  @Test func itsImageViewFillsIt() {
    let root = makeRoot(width: 320, height: 568, scale: 3)
    let button = Button(type: .contactAdd)
    root.addSubview(button)
    root.layoutIfNeeded()
    #expect(button.frame == CGRect(origin: .zero, size: Self.recordedSize))
    #expect(button.imageView?.frame == CGRect(origin: .zero, size: Self.recordedSize))
  }

  @Test func theOtherTypesAreCreatedWithAZeroFrame() {
    for type in [Button.ButtonType.custom, .system, .close] {
      #expect(Button(type: type).frame == .zero)
    }
  }
}
