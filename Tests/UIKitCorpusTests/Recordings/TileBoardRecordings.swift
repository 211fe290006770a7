import Foundation
import TrellisUIKit

/// alter-al/sample_of_ios_snapshot_testing_2048's swift-snapshot-testing recordings (September
/// 2019, iOS 12.2): ``TileBoardViewController`` with the score "12345678" and a tile popped at row
/// 1, column 1, described as an iPhone 8 (375 × 667, a 20-point status bar). The file names carry the
/// simulator's scale: one was recorded on a @2x simulator, one on a @3x one — a 414 × 736 screen,
/// since the badge and board are centred in 414 × 736 (x 137 and 92, y 228 and 278), the size the
/// root view had when `viewDidLoad()` ran, before the library resized it to 375 × 667.
nonisolated enum TileBoardRecordings {
  private static let repository = "alter-al/sample_of_ios_snapshot_testing_2048"
  private static let commit = "caab894c36c3fef473005faa22ca133c496afe33"
  private static let folder = "swift-2048Tests/__Snapshots__/SnapshotUnitTests_PF"

  private static func tileBoard(
    _ file: String, scale: CGFloat, simulator: CGSize, badge: CGPoint, board: CGPoint
  ) -> Recording {
    var configuration = HostConfiguration(
      size: CGSize(width: 375, height: 667),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: scale)
    configuration.name = "iphone-8"
    var frames = [
      RecordedFrame("root", CGRect(x: 0, y: 0, width: 375, height: 667)),
      RecordedFrame(
        "subviews[0]", CGRect(origin: board, size: CGSize(width: 230, height: 230))),
    ]
    for index in 0..<16 {
      let origin = CGPoint(x: 6 + 56 * CGFloat(index / 4), y: 6 + 56 * CGFloat(index % 4))
      frames.append(
        RecordedFrame(
          "subviews[0].subviews[\(index)]",
          CGRect(origin: origin, size: CGSize(width: 50, height: 50))
        ))
    }
    frames += [
      RecordedFrame(
        "subviews[0].subviews[16]", CGRect(x: 59.5, y: 59.5, width: 55, height: 55),
        knownIssue: .animationCompletionRunsAtOnce),
      RecordedFrame(
        "subviews[0].subviews[16].subviews[0]", CGRect(x: 0, y: 0, width: 50, height: 50)),
      RecordedFrame(
        "subviews[1]", CGRect(origin: badge, size: CGSize(width: 140, height: 40))),
      RecordedFrame("subviews[1].subviews[0]", CGRect(x: 0, y: 0, width: 140, height: 40)),
    ]
    return Recording(
      source: "\(repository)@\(commit):\(folder)/\(file)", screen: .tileBoard,
      configuration: configuration, frames: frames,
      simulator: HostConfiguration(size: simulator, displayScale: scale))
  }

  static let all: [Recording] = [
    tileBoard(
      "test_Snapshot-_12-2_2-0.2.txt", scale: 2, simulator: CGSize(width: 375, height: 667),
      badge: CGPoint(x: 117.5, y: 193.5),
      board: CGPoint(x: 72.5, y: 243.5)),
    tileBoard(
      "test_Snapshot-_12-2_3-0.2.txt", scale: 3, simulator: CGSize(width: 414, height: 736),
      badge: CGPoint(x: 137, y: 228),
      board: CGPoint(x: 92, y: 278)),
  ]
}
