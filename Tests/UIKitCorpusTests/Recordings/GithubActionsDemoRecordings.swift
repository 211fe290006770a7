import Foundation
import TrellisUIKit

/// ZhgChgLi/github-actions-ci-cd-demo's profile screen (``PhotoProfileViewController``), recorded with
/// `recursiveDescription` and no device in July 2025 on two simulators, "iPhone 16 Pro 18.3.1"
/// (1d6ddd9) and "iPhone 16 18.4" (d750d2b), as the test files say. The test loads the view
/// first, and the library lays it out at the size it was loaded at: 320 × 480, with a 20-point
/// status bar (the photo, 20 points below the safe area's top, is at y 40), at @3x.
nonisolated enum GithubActionsDemoRecordings {
  /// The host every recording here was made in: 320 × 480 with a 20-point status bar, at @3x.
  private static let host: HostConfiguration = {
    var configuration = HostConfiguration(
      size: CGSize(width: 320, height: 480),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: 3)
    configuration.name = "320 × 480, status bar"
    return configuration
  }()

  /// `owner/repo@commit:path` of a reference file under the snapshot tests' folder.
  private static func source(_ commit: String, _ file: String) -> String {
    "ZhgChgLi/github-actions-ci-cd-demo@\(commit):Product/app-ci-cd-github-actions-demoSnapshotTests/__Snapshots__/\(file)"
  }

  private static func profile(
    _ commit: String, buttonTitle: CGRect, titleIssue: ReplayCause? = nil
  ) -> Recording {
    return Recording(
      source: source(
        commit,
        "ProfileViewControllerSnapshotTests/testProfileViewControllerRecursiveDescription.ProfileViewController_RecursiveDescription.txt"
      ),
      screen: .profile, configuration: host,
      frames: [
        RecordedFrame("root", CGRect(x: 0, y: 0, width: 320, height: 480)),
        RecordedFrame("subviews[0]", CGRect(x: 110, y: 40, width: 100, height: 100)),
        RecordedFrame("subviews[1]", CGRect(x: 20, y: 160, width: 280, height: 28.6667)),
        RecordedFrame("subviews[2]", CGRect(x: 20, y: 196.667, width: 280, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 20, y: 236, width: 280, height: 38.3333)),
        RecordedFrame("subviews[4]", CGRect(x: 100, y: 304.333, width: 120, height: 44)),
        RecordedFrame("edit button title", buttonTitle, knownIssue: titleIssue),
      ])
  }

  /// The two runs differ in the button's title: "編輯資料" (15 points) 62 wide, then 60.
  static let profile: [Recording] = [
    profile(
      "1d6ddd9eab82b6c5cef3cc431ced0f48c01ce46f",
      buttonTitle: CGRect(x: 29, y: 13, width: 62, height: 18), titleIssue: .textWidth),
    profile(
      "d750d2b99026c4ef17fbe9e129d1ec35f8261b86",
      buttonTitle: CGRect(x: 30, y: 13, width: 60, height: 18)),
  ]

  private static func dashboard(
    _ commit: String, captionIssue: ReplayCause? = nil, captions: [CGRect]
  ) -> Recording {
    let tiles =
      [
        // The bold 24-point counts "12" and "8" are 26 and 15.667 wide in UIKit, 24.333 and 16
        // in Trellis.
        (x: 0.0, count: CGRect(x: 28.3333, y: 16, width: 26, height: 47), countIssue: .textWidth),
        (x: 98.6667, count: CGRect(x: 33.6667, y: 16, width: 15.6667, height: 47), countIssue: nil),
        (
          x: 197.333, count: CGRect(x: 33.6667, y: 16, width: 15.6667, height: 47),
          countIssue: .textWidth
        ),
      ] as [(x: CGFloat, count: CGRect, countIssue: ReplayCause?)]
    var frames = [
      RecordedFrame("root", CGRect(x: 0, y: 0, width: 320, height: 480)),
      RecordedFrame("scroll", CGRect(x: 0, y: 20, width: 320, height: 460)),
      RecordedFrame("content", CGRect(x: 0, y: 0, width: 320, height: 483)),
      RecordedFrame("greeting", CGRect(x: 20, y: 20, width: 280, height: 67)),
      RecordedFrame("tiles", CGRect(x: 20, y: 117, width: 280, height: 100)),
    ]
    for (index, tile) in tiles.enumerated() {
      frames += [
        RecordedFrame("tile \(index)", CGRect(x: tile.x, y: 0, width: 82.6667, height: 100)),
        RecordedFrame("tile \(index) count", tile.count, knownIssue: tile.countIssue),
        RecordedFrame("tile \(index) caption", captions[index], knownIssue: captionIssue),
      ]
    }
    frames += [
      RecordedFrame("heading", CGRect(x: 20, y: 247, width: 280, height: 24)),
      RecordedFrame("activities", CGRect(x: 20, y: 287, width: 280, height: 176)),
    ]
    for row in 0..<4 {
      frames += [
        RecordedFrame(
          "activity \(row)", CGRect(x: 0, y: CGFloat(row) * 44, width: 280, height: 44)),
        RecordedFrame(
          "activity \(row) content", CGRect(x: 0, y: 0, width: 253.667, height: 44)),
        RecordedFrame(
          "activity \(row) title", CGRect(x: 16, y: 0, width: 229.667, height: 44)),
      ]
    }
    return Recording(
      source: source(
        commit,
        "HomeViewControllerSnapshotTests/testHomeViewControllerRecursiveDescription.HomeViewController_RecursiveDescription.txt"
      ),
      screen: .dashboard, configuration: host, frames: frames)
  }

  /// The home screen (``DashboardViewController``) on the same two simulators; the runs differ in
  /// the tiles' 14-point captions ("任務" and "完成" 28.667 wide, then 28; "進行中" 43, then 42, as
  /// Trellis gives them).
  static let dashboard: [Recording] = [
    dashboard(
      "1d6ddd9eab82b6c5cef3cc431ced0f48c01ce46f", captionIssue: .textWidth,
      captions: [
        CGRect(x: 27, y: 67, width: 28.6667, height: 17),
        CGRect(x: 27, y: 67, width: 28.6667, height: 17),
        CGRect(x: 20, y: 67, width: 43, height: 17),
      ]),
    dashboard(
      "d750d2b99026c4ef17fbe9e129d1ec35f8261b86",
      captions: [
        CGRect(x: 27.3333, y: 67, width: 28, height: 17),
        CGRect(x: 27.3333, y: 67, width: 28, height: 17),
        CGRect(x: 20.3333, y: 67, width: 42, height: 17),
      ]),
  ]

  /// The settings screen (``GroupedSettingsViewController``) on the same two simulators: every
  /// frame the same in both runs (the files differ in the cells' background descriptions). The
  /// rows the 460-point table shows: sections 0 to 2, from y 35, 35 points between sections.
  static let groupedSettings: [Recording] = [
    "1d6ddd9eab82b6c5cef3cc431ced0f48c01ce46f", "d750d2b99026c4ef17fbe9e129d1ec35f8261b86",
  ].map { commit in
    var frames = [
      RecordedFrame("root", CGRect(x: 0, y: 0, width: 320, height: 480)),
      RecordedFrame("settings", CGRect(x: 0, y: 20, width: 320, height: 460)),
    ]
    for section in 0..<3 {
      for row in 0..<3 {
        let y = 35 + CGFloat(section) * (3 * 44 + 35) + CGFloat(row) * 44
        frames += [
          RecordedFrame(
            "setting \(section).\(row)", CGRect(x: 0, y: y, width: 320, height: 44)),
          RecordedFrame(
            "setting \(section).\(row) content", CGRect(x: 0, y: 0, width: 293.667, height: 44)),
          RecordedFrame(
            "setting \(section).\(row) title", CGRect(x: 16, y: 0, width: 269.667, height: 44)),
        ]
      }
    }
    return Recording(
      source: source(
        commit,
        "SettingsViewControllerSnapshotTests/testSettingsViewControllerRecursiveDescription.SettingsViewController_RecursiveDescription.txt"
      ),
      screen: .groupedSettings, configuration: host, frames: frames)
  }
}
