import Foundation
import TrellisUIKit

/// devpass-tech/challenge-viewcode-realestate's swift-snapshot-testing recordings, made on a @3x
/// simulator (the reference images beside them are 1302 × 600 and 1170 × 2532 pixels) at the
/// default text size.
///
/// - The base project's ``PropertyDescriptionView`` (October 2021), made 434 × 200 and recorded
///   alone: the library puts a view in a window of the view's size, with no safe area. With a
///   two-line description the stack's views are the title (30 high) and the description; with a
///   long one the view adds the "more" button when it lays out, and the description shrinks to
///   make room for it.
/// - The third sprint's solution's ``CenteredMessageView`` (December 2021) as a controller's view, in
///   a window of the simulator's size, 390 × 844.
nonisolated enum RealEstateChallengeRecordings {
  private static let repository = "devpass-tech/challenge-viewcode-realestate"

  private static func propertyDescription(
    _ test: String, screen: RecordedScreen, _ frames: [RecordedFrame]
  ) -> Recording {
    var configuration = HostConfiguration(
      size: CGSize(width: 434, height: 200), safeAreaInsets: .zero, displayScale: 3)
    configuration.name = "a bare view"
    return Recording(
      source:
        "\(repository)@573679a871dc70682787480d441e70d2a4ee3906:base-project/ViewCodeChallenge-RealEstateTests/__Snapshots__/ViewCodeChallenge_RealEstateTests/\(test).2.txt",
      screen: screen, configuration: configuration,
      frames: [
        RecordedFrame("description view", CGRect(x: 0, y: 0, width: 434, height: 200)),
        RecordedFrame("description stack", CGRect(x: 8, y: 8, width: 418, height: 184)),
        RecordedFrame("description title", CGRect(x: 0, y: 0, width: 418, height: 30)),
      ] + frames)
  }

  static let propertyDescription: [Recording] = [
    propertyDescription(
      "test_withTextLessThanFiveLines", screen: .shortPropertyDescription,
      [RecordedFrame("description text", CGRect(x: 0, y: 42, width: 418, height: 142))]),
    propertyDescription(
      "test_withTextGreaterThanFiveLines", screen: .longPropertyDescription,
      [
        RecordedFrame(
          "description text", CGRect(x: 0, y: 42, width: 418, height: 96),
          knownIssue: .stackFillStretchesTheEarlierView),
        RecordedFrame(
          "description button", CGRect(x: 0, y: 150, width: 418, height: 34),
          knownIssue: .stackFillStretchesTheEarlierView),
        RecordedFrame(
          "description button title", CGRect(x: 174, y: 6, width: 70, height: 22),
          knownIssue: .customButtonTitleFont),
      ]),
  ]

  static let emptyState: Recording = {
    var configuration = HostConfiguration(
      size: CGSize(width: 390, height: 844), safeAreaInsets: .zero, displayScale: 3)
    configuration.name = "iphone-13"
    return Recording(
      source:
        "\(repository)@960af78a43710539e848c6a2d7be60bd558072e9:solutions/devsprint-viewcode-3/ViewCodeChallenge-RealEstateTests/SnapshotTests/__Snapshots__/EmptyView_Tests/test_emptyViewPropertyViewController.2.txt",
      screen: .emptyState, configuration: configuration,
      frames: [
        RecordedFrame("root", CGRect(x: 0, y: 0, width: 390, height: 844)),
        RecordedFrame(
          "empty title", CGRect(x: 94.3333, y: 405.333, width: 201.333, height: 33.6667),
          knownIssue: .textWidth),
        RecordedFrame(
          "empty message", CGRect(x: 14.6667, y: 449, width: 361, height: 14.3333),
          knownIssue: .textWidth),
      ])
  }()
}
