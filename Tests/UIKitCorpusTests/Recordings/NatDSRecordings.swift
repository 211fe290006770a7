import Foundation
import TrellisUIKit

/// natura-cosmeticos/natds-ios's design-system components, recorded with `recursiveDescription` on
/// a @2x simulator (the frames are in halves of a point) from January to March 2021: the avatar
/// (``AvatarViewController``) in three designs, each showing initials, the placeholder icon or a
/// photo; the icon button (``IconButtonViewController``) with and without a badge; the circular
/// progress indicator (``ProgressIndicatorViewController``). The avatar's and the icon button's
/// tests centre the component in a small view and snapshot that as an image first; the description
/// then moves the component into a plain controller's view in a window of the component's size,
/// with no safe area.
///
/// The avatar's fourth test, `configure(image: nil)`, falls back on the placeholder and recorded
/// the placeholder's file word for word at each commit; it is not counted again.
nonisolated enum NatDSRecordings {
  private static let repository = "natura-cosmeticos/natds-ios"

  private static func avatar(
    _ commit: String, _ design: AvatarDesign, _ content: RecordedAvatarContent,
    _ frames: [RecordedFrame]
  ) -> Recording {
    let test =
      switch content {
      case .initials: "test_avatar_initials_hasValidSnapsht"
      case .placeholder: "test_avatar_icon_hasValidSnapshot"
      case .photo: "test_avatar_image_hasValidSnapshot"
      }
    let configuration = HostConfiguration.bareView(CGSize(width: 48, height: 48), scale: 2)
    return Recording(
      source:
        "\(repository)@\(commit):NatDSSnapShotTests/Avatar/__Snapshots__/NatAvatar+Snapshots+Tests/\(test).2.txt",
      screen: .avatar(design, content), configuration: configuration,
      frames: [
        RecordedFrame("subviews[0]", CGRect(x: 0, y: 0, width: 48, height: 48)),
        RecordedFrame("subviews[0].subviews[0]", CGRect(x: 0, y: 0, width: 48, height: 48)),
      ] + frames)
  }

  /// The initials label: "NS" centred in the circle, or, empty, a zero-size label at its centre.
  private static func initials(_ content: RecordedAvatarContent, _ frame: CGRect) -> RecordedFrame {
    content == .initials
      ? RecordedFrame("subviews[0].subviews[1]", frame, knownIssue: .textWidth)
      : RecordedFrame("subviews[0].subviews[1]", CGRect(x: 24, y: 24, width: 0, height: 0))
  }

  /// February 26, 2021: the photo on the circle, the placeholder 8 points inside, "NS" 20-point
  /// medium.
  private static func first(_ content: RecordedAvatarContent) -> Recording {
    avatar(
      "08acf064f0afd925253e67c04cd339a8ba2d7aaf", .first, content,
      [
        initials(content, CGRect(x: 10.5, y: 12, width: 27, height: 24)),
        RecordedFrame("subviews[0].subviews[2]", CGRect(x: 0, y: 0, width: 48, height: 48)),
        RecordedFrame("subviews[0].subviews[3]", CGRect(x: 8, y: 8, width: 32, height: 32)),
      ])
  }

  /// March 2021: an icon view and the placeholder 4 points inside the circle, the photo on it (the
  /// 11th) or 2 points outside it (the 16th), "NS" 24-point regular.
  private static func later(
    _ commit: String, _ design: AvatarDesign, _ content: RecordedAvatarContent, photo: CGRect
  ) -> Recording {
    avatar(
      commit, design, content,
      [
        initials(content, CGRect(x: 8, y: 9.5, width: 32, height: 29)),
        RecordedFrame("subviews[0].subviews[2]", CGRect(x: 4, y: 4, width: 40, height: 40)),
        RecordedFrame(
          "subviews[0].subviews[2].subviews[0]", CGRect(x: 0, y: 0, width: 40, height: 40)),
        RecordedFrame(
          "subviews[0].subviews[2].subviews[1]", CGRect(x: 0, y: 0, width: 40, height: 40)),
        RecordedFrame("subviews[0].subviews[3]", photo),
        RecordedFrame("subviews[0].subviews[4]", CGRect(x: 4, y: 4, width: 40, height: 40)),
      ])
  }

  static let avatars: [Recording] =
    [RecordedAvatarContent.initials, .placeholder, .photo].map(first)
    + [RecordedAvatarContent.initials, .placeholder, .photo].map {
      later(
        "38310db635d306524b2292fe74a9b732a4b20d8d", .withIconView, $0,
        photo: CGRect(x: 0, y: 0, width: 48, height: 48))
    }
    + [RecordedAvatarContent.initials, .placeholder, .photo].map {
      later(
        "2a44af1f5947c1daafa7802a846486f33c7a72ba", .withOutsetImage, $0,
        photo: CGRect(x: -2, y: -2, width: 52, height: 52))
    }

  private static func iconButton(
    _ commit: String, _ sizing: IconButtonSizing, badge: Bool, _ frames: [RecordedFrame]
  ) -> Recording {
    let side: CGFloat = sizing == .byItsUser ? 40 : 32
    let inset = (side - 24) / 2
    let configuration = HostConfiguration.bareView(CGSize(width: side, height: side), scale: 2)
    let test =
      badge
      ? "test_style_standard_color_default_with_badge_hasValidSnapshot"
      : "test_style_standard_color_default_hasValidSnapshot"
    return Recording(
      source:
        "\(repository)@\(commit):NatDSSnapShotTests/IconButton/__Snapshots__/NatIconButton+Snapshot+Tests/\(test).2.txt",
      screen: .iconButton(sizing, badge: badge), configuration: configuration,
      frames: [
        RecordedFrame(
          "subviews[0]", CGRect(x: 0, y: 0, width: side, height: side),
          knownIssue: badge ? .unplacedViewSettlesElsewhere : nil),
        RecordedFrame(
          "subviews[0].subviews[0]", CGRect(x: inset, y: inset, width: 24, height: 24)),
        RecordedFrame(
          "subviews[0].subviews[0].subviews[0]", CGRect(x: 0, y: 0, width: 24, height: 24)),
        RecordedFrame(
          "subviews[0].subviews[0].subviews[1]", CGRect(x: 0, y: 0, width: 24, height: 24)),
      ] + frames)
  }

  /// The badge: "10" in 12 points, 4 points inside a pill whose top is a tenth of a point below
  /// the button's (0 at @2x) and whose trailing edge is the button's.
  private static func badge(x: CGFloat) -> [RecordedFrame] {
    [
      RecordedFrame("subviews[0].subviews[1]", CGRect(x: x, y: 0, width: 21.5, height: 14.5)),
      RecordedFrame(
        "subviews[0].subviews[1].subviews[0]", CGRect(x: 4, y: 0, width: 13.5, height: 14.5)),
    ]
  }

  /// natds-ios's icon button (``IconButtonViewController``) with and without a badge: sized 40 × 40
  /// by the test in January 2021 (8387b06), 32 × 32 by itself in March 2021 (0b39b6f). The test
  /// centres it in a 60 × 100 view for an image snapshot first; the description moves it into a
  /// window of its size.
  static let iconButtons: [Recording] = [
    iconButton("8387b0691f3b63844471aafcf30d46247384af8c", .byItsUser, badge: false, []),
    iconButton("8387b0691f3b63844471aafcf30d46247384af8c", .byItsUser, badge: true, badge(x: 18.5)),
    iconButton("0b39b6f5b251bf377f56ac2851bc1d24ee38116e", .byItself, badge: false, []),
    iconButton("0b39b6f5b251bf377f56ac2851bc1d24ee38116e", .byItself, badge: true, badge(x: 10.5)),
  ]

  /// The circular progress indicator (``ProgressIndicatorViewController``), February 11, 2021: the
  /// 200 × 200 view itself recorded, in a window of its size. The commit wrote the same file as
  /// `.2.txt` too, and the test with a background layer recorded it word for word; counted once.
  static let progressIndicator: Recording = {
    let configuration = HostConfiguration.bareView(CGSize(width: 200, height: 200), scale: 2)
    return Recording(
      source:
        "\(repository)@20a5ad3027f1e8d87d47ec39c389937c670a1051:NatDSSnapShotTests/ProgressIndicator/__Snapshots__/ProgressIndicatorCircular+Snapshot+Tests/test_progress_indicator_circular_hasValidSnapshot.1.txt",
      screen: .pinnedAndCentredIndicator, configuration: configuration,
      frames: [
        RecordedFrame("subviews[0]", CGRect(x: 0, y: 0, width: 200, height: 200)),
        RecordedFrame("subviews[0].subviews[0]", CGRect(x: 50, y: 50, width: 100, height: 100)),
      ])
  }()
}
