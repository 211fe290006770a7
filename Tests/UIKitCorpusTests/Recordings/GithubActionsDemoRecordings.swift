import Foundation
import TrellisUIKit

/// ZhgChgLi/github-actions-ci-cd-demo's profile screen (``PhotoProfileViewController``), recorded with
/// `recursiveDescription` and no device in July 2025 on two simulators, "iPhone 16 Pro 18.3.1"
/// (1d6ddd9) and "iPhone 16 18.4" (d750d2b), as the test files say. The test loads the view
/// first, and the library lays it out at the size it was loaded at: 320 × 480, with a 20-point
/// status bar (the photo, 20 points below the safe area's top, is at y 40), at @3x.
nonisolated enum GithubActionsDemoRecordings {
  private static func profile(
    _ commit: String, buttonTitle: CGRect, titleIssue: ReplayCause? = nil
  ) -> Recording {
    var configuration = HostConfiguration(
      size: CGSize(width: 320, height: 480),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: 3)
    configuration.name = "320 × 480, status bar"
    return Recording(
      source:
        "ZhgChgLi/github-actions-ci-cd-demo@\(commit):Product/app-ci-cd-github-actions-demoSnapshotTests/__Snapshots__/ProfileViewControllerSnapshotTests/testProfileViewControllerRecursiveDescription.ProfileViewController_RecursiveDescription.txt",
      screen: .profile, configuration: configuration,
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
}
