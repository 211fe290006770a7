import Foundation
import TrellisUIKit

/// adammcarter/swift-snapshot-testing-macros's UIKit `recursiveDescription` sample (April 2025): a
/// 14-point system-font label reading ".recursiveDescription", sized to fit, recorded at @3x (the
/// height is 17, the width in thirds). The light and dark files and the three suites that record it
/// hold the same frame; it counts once. The label is sized in `viewDidLoad()`, before it has a
/// superview, and rounds up to the pixels of the screen the host lays out for.
nonisolated enum SnapshotTestingMacrosRecordings {
  static let sizedLabel: Recording = {
    let configuration = HostConfiguration.bareView(
      CGSize(width: 402, height: 874), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    return Recording(
      source:
        "adammcarter/swift-snapshot-testing-macros@479789f2734b1a9e47295f83cb25f0a8982c652f:Tests/SnapshotsIntegrationTests/SnapshotSuite/Traits/__Snapshots__/SnapshotSuite+Traits+Strategy+UIKit/recursiveDescription_min-size_light.1.txt",
      screen: .sizedLabel, configuration: configuration,
      frames: [
        RecordedFrame("label", CGRect(x: 0, y: 0, width: 137.333, height: 17))
      ])
  }()
}
