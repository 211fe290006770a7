import Foundation
import TrellisUIKit

/// miguel-wooliex/SnapshotTestingDemo's `testItemViewRecursiveDescription` recording (November
/// 2021): ``ItemCardView`` never sized — its frame is zero, so the 24-point insets leave the row
/// stack −48 points wide and high. UIKit puts the stack at (24, 24) with a zero size and every view
/// inside it at zero, as Trellis does (UIKitBehavior.md §15, "Negative sizes"). The image is the
/// app's 280 × 280 "point_free_logo" (the size the same repository's `testViewModel.1.txt` dump
/// records).
nonisolated enum SnapshotTestingDemoRecordings {
  static let itemCard: Recording = {
    let configuration = HostConfiguration.bareView(
      CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let zero = CGRect.zero
    return Recording(
      source:
        "miguel-wooliex/SnapshotTestingDemo@afbe1ecf2fdfa99fa276f6f974f3efe853dde464:SnapshotTestingDemoTests/SnapshotTests/__Snapshots__/ItemViewTests/testItemViewRecursiveDescription.1.txt",
      screen: .itemCard, configuration: configuration,
      frames: [
        RecordedFrame("card", zero),
        RecordedFrame(
          "card row", CGRect(x: 24, y: 24, width: 0, height: 0)),
        RecordedFrame("card image", zero),
        RecordedFrame("card text", zero),
        RecordedFrame("card title", zero),
        RecordedFrame("card body", zero),
      ])
  }()
}
