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
    let configuration = HostConfiguration.bareView(CGSize(width: 434, height: 200), scale: 3)
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
          knownIssue: .stackFillStretchesTheEarlierView),
      ]),
  ]

  private static func divider(
    _ commit: String, screen: RecordedScreen, window: CGSize, _ frames: [RecordedFrame]
  ) -> Recording {
    let configuration = HostConfiguration.bareView(window, scale: 3)
    return Recording(
      source:
        "\(repository)@\(commit):solutions/devsprint-viewcode-1/ViewCodeChallenge-RealEstateTests/__Snapshots__/DividerViewTests/test_dividerWith1pxAndBackgroundColorLightGray.2.txt",
      screen: screen, configuration: configuration, frames: frames)
  }

  /// The first sprint's two dividers (``DividerViewController``), recorded the same day from
  /// sibling commits. The library hosts a bare view in a window of the view's size: 434 × 10 for
  /// the first, zero for the second (made with a zero frame and recorded so, although the image
  /// snapshot before it was 434 × 200).
  static let dividers: [Recording] = [
    divider(
      "08b9540b060fafbd87f2e1cd26a1d497f882a375", screen: .fixedWidthDivider,
      window: CGSize(width: 434, height: 10),
      [RecordedFrame("divider", CGRect(x: 0, y: 0, width: 434, height: 1))]),
    divider(
      "1294c2af198a77f78d17831ae30cd621823db7c0", screen: .centredLineDivider, window: .zero,
      [
        RecordedFrame("divider", .zero),
        // The line's edges, at -0.5 and 0.5, each rounded to the nearest pixel at @3x.
        RecordedFrame("divider line", CGRect(x: 0, y: -0.666667, width: 0, height: 1.33333)),
      ]),
  ]

  /// The first sprint's button view (``ZeroSizeButtonViewController``), October 21, 2021. The file
  /// sits beside a test that makes the view with a zero frame and titles it "Click"; the test as
  /// committed snapshots only an image, so the run that wrote this file is not in the history.
  static let zeroSizeButton: Recording = {
    let configuration = HostConfiguration.bareView(.zero, scale: 3)
    return Recording(
      source:
        "\(repository)@24b0efde9acc6c1d7df3461c9c64be16de04b537:solutions/devsprint-viewcode-1/ViewCodeChallenge-RealEstateTests/__Snapshots__/ButtonViewSnapshotTest/testButtonView.2.txt",
      screen: .zeroSizeButton, configuration: configuration,
      frames: [
        RecordedFrame("button view", .zero),
        RecordedFrame("button", CGRect(x: 10, y: 10, width: 0, height: 50)),
        RecordedFrame("button title", CGRect(x: 0, y: 13, width: 0, height: 24)),
      ])
  }()

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
