import Foundation
import TrellisUIKit

/// swift-snapshot-testing's `testTableViewController` recording: ``NumberedTableViewController`` on
/// an iPhone SE (320 × 568, a 20-point status bar, text size `.medium`), recorded in December 2018
/// on a @2x simulator (the separators are half a point thick, every number is in halves).
///
/// Compared: the table, each row's cell, its content view and its title label. Not compared: the
/// private views UIKit adds — each cell's `_UITableViewCellSeparatorView` (16, 43.5; 304 × 0.5),
/// ten more separators below the last row at 44-point steps, and the two scroll indicators — which
/// Trellis has no counterpart for.
nonisolated extension SnapshotTestingRecordings {
  static let numberedTable: Recording = {
    var configuration = HostConfiguration(
      size: CGSize(width: 320, height: 568),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: 2)
    configuration.preferredContentSizeCategory = .medium
    configuration.name = "iphone-se"
    var frames = [RecordedFrame("table", CGRect(x: 0, y: 0, width: 320, height: 568))]
    for row in 0..<10 {
      frames += [
        RecordedFrame("row \(row)", CGRect(x: 0, y: 44 * CGFloat(row), width: 320, height: 44)),
        RecordedFrame(
          "row \(row) content", CGRect(x: 0, y: 0, width: 320, height: 43.5),
          knownIssue: .cellMetricsChangedBetweenVersions),
        RecordedFrame(
          "row \(row) title", CGRect(x: 16, y: 0, width: 288, height: 43.5),
          knownIssue: .cellMetricsChangedBetweenVersions),
      ]
    }
    return Recording(
      source:
        "\(repository)@1118cbcc11c44bc1229277dc5c3cb9a1492d3019:\(folder)/testTableViewController.2.txt",
      screen: .numberedTable, configuration: configuration, frames: frames)
  }()
}
