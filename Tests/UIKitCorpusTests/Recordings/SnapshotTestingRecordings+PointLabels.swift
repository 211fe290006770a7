import Foundation
import TrellisUIKit

/// swift-snapshot-testing's `testTraits` recordings: ``PointLabelsViewController`` on the library's
/// twelve device descriptions, every version of the reference files whose numbers differ (32
/// recordings, 2018 to 2025). Each was recorded by the library's authors on a simulator; the commit
/// cited is the first that holds that version of the file.
///
/// The host follows the library's description of each device at that commit: the screen size, the
/// safe area its window reports, and the traits — text size `.medium` on phones, the default
/// (`.large`) on iPads and, before August 2021, on the iPhone XS Max, whose portrait traits left out
/// the text size. The display scale is the simulator's, read from the numbers: the 2018 and early 2019
/// files are in halves of a point (a @2x simulator, even for the @3x iPhones), the later ones in
/// thirds (@3x, even for the @2x iPhones and iPads).
nonisolated extension SnapshotTestingRecordings {
  /// The screen and safe area of each device as the library describes it.
  private static let devices: [String: (size: CGSize, safeArea: UIEdgeInsets)] = [
    "iphone-se": (
      CGSize(width: 320, height: 568), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "iphone-8": (
      CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "iphone-8-plus": (
      CGSize(width: 414, height: 736), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "iphone-x": (
      CGSize(width: 375, height: 812), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ),
    "iphone-xr": (
      CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ),
    "iphone-xs-max": (
      CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ),
    "ipad-mini": (
      CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "ipad-9-7": (
      CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "ipad-10-2": (
      CGSize(width: 1080, height: 810), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "ipad-pro-10-5": (
      CGSize(width: 1112, height: 834), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "ipad-pro-11": (
      CGSize(width: 1194, height: 834), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    ),
    "ipad-pro-12-9": (
      CGSize(width: 1366, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
    "ipad-mini-6th-gen": (
      CGSize(width: 1133, height: 744), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    ),
  ]

  private static func pointLabels(
    _ device: String, _ commit: String, _ folder: String, scale: CGFloat,
    textSize: ContentSizeCategory, _ labels: [RecordedFrame]
  ) -> Recording {
    let (size, safeArea) = devices[device]!
    var configuration = HostConfiguration(
      size: size, safeAreaInsets: safeArea, displayScale: scale)
    configuration.preferredContentSizeCategory = textSize
    configuration.name = device
    return Recording(
      source: "\(repository)@\(commit):\(folder)/testTraits.\(device).txt", screen: .pointLabels,
      configuration: configuration,
      frames: [RecordedFrame("root", CGRect(origin: .zero, size: size))] + labels)
  }

  static let pointLabels: [Recording] = [
    pointLabels(
      "ipad-mini", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2, textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 484.5, y: 20, width: 55.5, height: 20.5), knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 384, width: 25, height: 20.5)),
        RecordedFrame("subviews[2]", CGRect(x: 985, y: 384, width: 39, height: 20.5)),
        RecordedFrame("subviews[3]", CGRect(x: 508.5, y: 750, width: 7.5, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-10-5", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 528.5, y: 20, width: 55.5, height: 20.5), knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 417, width: 25, height: 20.5)),
        RecordedFrame("subviews[2]", CGRect(x: 1073, y: 417, width: 39, height: 20.5)),
        RecordedFrame("subviews[3]", CGRect(x: 552.5, y: 816, width: 7.5, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-12-9", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 655.5, y: 20, width: 55.5, height: 20.5), knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 512, width: 25, height: 20.5)),
        RecordedFrame("subviews[2]", CGRect(x: 1327, y: 512, width: 39, height: 20.5)),
        RecordedFrame("subviews[3]", CGRect(x: 679.5, y: 1006, width: 7.5, height: 18)),
      ]),
    pointLabels(
      "iphone-8", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 161, y: 20, width: 53, height: 19.5), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 334, width: 24, height: 19.5), knownIssue: .textWidth),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 334, width: 37, height: 19.5)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 650, width: 7.5, height: 17)),
      ]),
    pointLabels(
      "iphone-8-plus", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2,
      textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 180.5, y: 20, width: 53, height: 19.5), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 368.5, width: 24, height: 19.5), knownIssue: .textWidth),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 368.5, width: 37, height: 19.5)),
        RecordedFrame("subviews[3]", CGRect(x: 203.5, y: 719, width: 7.5, height: 17)),
      ]),
    pointLabels(
      "iphone-se", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 133.5, y: 20, width: 53, height: 19.5), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 284.5, width: 24, height: 19.5), knownIssue: .textWidth),
        RecordedFrame("subviews[2]", CGRect(x: 283, y: 284.5, width: 37, height: 19.5)),
        RecordedFrame("subviews[3]", CGRect(x: 156.5, y: 551, width: 7.5, height: 17)),
      ]),
    pointLabels(
      "iphone-x", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 161, y: 44, width: 53, height: 19.5), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 401.5, width: 24, height: 19.5), knownIssue: .textWidth),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 401.5, width: 37, height: 19.5)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 761, width: 7.5, height: 17)),
      ]),
    pointLabels(
      "iphone-xr", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 180.5, y: 44, width: 53, height: 19.5), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 443.5, width: 24, height: 19.5), knownIssue: .textWidth),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 443.5, width: 37, height: 19.5)),
        RecordedFrame("subviews[3]", CGRect(x: 203.5, y: 845, width: 7.5, height: 17)),
      ]),
    pointLabels(
      "iphone-xs-max", "1118cbcc11c44bc1229277dc5c3cb9a1492d3019", folder, scale: 2,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 179.5, y: 44, width: 55.5, height: 20.5),
          knownIssue: .traitChangeNotModelled),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 443, width: 25, height: 20.5)),
        RecordedFrame("subviews[2]", CGRect(x: 375, y: 443, width: 39, height: 20.5)),
        RecordedFrame(
          "subviews[3]", CGRect(x: 203.5, y: 844, width: 7.5, height: 18),
          knownIssue: .traitChangeNotModelled),
      ]),
    pointLabels(
      "ipad-10-2", "60705c4f691d4c71d53255e751054a208cf9590b", folder, scale: 3, textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 512.333, y: 20, width: 55.6667, height: 20.3333),
          knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 405, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 1041, y: 405, width: 39, height: 20.3333), knownIssue: .textWidth
        ),
        RecordedFrame("subviews[3]", CGRect(x: 536.333, y: 792, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-mini", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 484.333, y: 20, width: 55.6667, height: 20.3333),
          knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 384, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 985, y: 384, width: 39, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame("subviews[3]", CGRect(x: 508.333, y: 750, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-10-5", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 528.333, y: 20, width: 55.6667, height: 20.3333),
          knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 417, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 1073, y: 417, width: 39, height: 20.3333), knownIssue: .textWidth
        ),
        RecordedFrame("subviews[3]", CGRect(x: 552.333, y: 816, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-11", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 569.333, y: 24, width: 55.6667, height: 20.3333),
          knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 409, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 1155, y: 409, width: 39, height: 20.3333), knownIssue: .textWidth
        ),
        RecordedFrame("subviews[3]", CGRect(x: 593.333, y: 796, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-12-9", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 655.333, y: 20, width: 55.6667, height: 20.3333),
          knownIssue: .textWidth),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 512, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 1327, y: 512, width: 39, height: 20.3333), knownIssue: .textWidth
        ),
        RecordedFrame("subviews[3]", CGRect(x: 679.333, y: 1006, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "iphone-8", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 161.333, y: 20, width: 52.6667, height: 19.3333),
          knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 334, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 334, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 650, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-8-plus", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3,
      textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 180.667, y: 20, width: 52.6667, height: 19.3333),
          knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 368.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 368.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 203.333, y: 719, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-se", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 133.667, y: 20, width: 52.6667, height: 19.3333),
          knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 284.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 283, y: 284.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 156.333, y: 551, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-x", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 161.333, y: 44, width: 52.6667, height: 19.3333),
          knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 401.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 401.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 761, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-xr", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3, textSize: .medium,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 180.667, y: 44, width: 52.6667, height: 19.3333),
          knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 443.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 443.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 203.333, y: 845, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-xs-max", "6d7624bd6e131c88854e414c3812f17e4f9e167a", folder, scale: 3,
      textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 179.333, y: 44, width: 55.6667, height: 20.3333),
          knownIssue: .traitChangeNotModelled),
        RecordedFrame(
          "subviews[1]", CGRect(x: 0, y: 443, width: 25, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[2]", CGRect(x: 375, y: 443, width: 39, height: 20.3333), knownIssue: .textWidth),
        RecordedFrame(
          "subviews[3]", CGRect(x: 203.333, y: 844, width: 7.66667, height: 18),
          knownIssue: .traitChangeNotModelled),
      ]),
    pointLabels(
      "ipad-10-2", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 512, y: 20, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 405, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 1041.33, y: 405, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 536.333, y: 792, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-9-7", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 484, y: 20, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 384, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 985.333, y: 384, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 508.333, y: 750, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-10-5", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 528, y: 20, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 417, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 1073.33, y: 417, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 552.333, y: 816, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "iphone-8", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .medium,
      [
        RecordedFrame("subviews[0]", CGRect(x: 160.667, y: 20, width: 53.6667, height: 19.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 334, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 334, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 650, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-se", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .medium,
      [
        RecordedFrame("subviews[0]", CGRect(x: 133.333, y: 20, width: 53.6667, height: 19.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 284.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 283, y: 284.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 156.333, y: 551, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-x", "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f", deprecatedFolder, scale: 3,
      textSize: .medium,
      [
        RecordedFrame("subviews[0]", CGRect(x: 160.667, y: 44, width: 53.6667, height: 19.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 401.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 338, y: 401.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 184, y: 761, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "ipad-pro-11", "7479f291e9409bc5092d975f25b0728b0d0d9f0b", folder, scale: 2, textSize: .large,
      [
        RecordedFrame(
          "subviews[0]", CGRect(x: 569.5, y: 24, width: 55.5, height: 20.5), knownIssue: .textWidth),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 409, width: 25, height: 20.5)),
        RecordedFrame("subviews[2]", CGRect(x: 1155, y: 409, width: 39, height: 20.5)),
        RecordedFrame("subviews[3]", CGRect(x: 593.5, y: 796, width: 7.5, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-11", "a3650f05218407222aed2f5a632c43e4973378cc", folder, scale: 3, textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 569, y: 24, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 409, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 1155.33, y: 409, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 593.333, y: 796, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "ipad-pro-12-9", "a3650f05218407222aed2f5a632c43e4973378cc", folder, scale: 3,
      textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 655, y: 20, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 512, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 1327.33, y: 512, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 679.333, y: 1006, width: 7.66667, height: 18)),
      ]),
    pointLabels(
      "iphone-8-plus", "a3650f05218407222aed2f5a632c43e4973378cc", folder, scale: 3,
      textSize: .medium,
      [
        RecordedFrame("subviews[0]", CGRect(x: 180.333, y: 20, width: 53.6667, height: 19.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 368.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 368.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 203.333, y: 719, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "iphone-xr", "a3650f05218407222aed2f5a632c43e4973378cc", folder, scale: 3, textSize: .medium,
      [
        RecordedFrame("subviews[0]", CGRect(x: 180.333, y: 44, width: 53.6667, height: 19.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 443.333, width: 23.6667, height: 19.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 377, y: 443.333, width: 37, height: 19.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 203.333, y: 845, width: 7.33333, height: 17)),
      ]),
    pointLabels(
      "ipad-mini-6th-gen", "d45dbb8b905ade671bd6de3b49f86799d6e7dce4", folder, scale: 3,
      textSize: .large,
      [
        RecordedFrame("subviews[0]", CGRect(x: 538.333, y: 24, width: 56.3333, height: 20.3333)),
        RecordedFrame("subviews[1]", CGRect(x: 0, y: 364, width: 24.6667, height: 20.3333)),
        RecordedFrame("subviews[2]", CGRect(x: 1094.33, y: 364, width: 38.6667, height: 20.3333)),
        RecordedFrame("subviews[3]", CGRect(x: 562.667, y: 706, width: 7.66667, height: 18)),
      ]),
  ]

  /// The runs of May 2024 (a3650f0) and June 2025 (6f4da01, under `Tests/Deprecated`) agree frame for
  /// frame on every device they share; ``pointLabels`` cites one of the two for each device, these
  /// are the other. (The iPad mini and iPad 9.7" files are one file in 2024 as in 2025, and the
  /// iPhone XS Max ones the iPhone XR's: each counts once.)
  static let pointLabelsRecordedAgain: [Recording] = [
    ("ipad-10-2", "ipad-10-2", june2025, may2024),
    ("ipad-9-7", "ipad-mini", june2025, may2024),
    ("ipad-pro-10-5", "ipad-pro-10-5", june2025, may2024),
    ("iphone-8", "iphone-8", june2025, may2024),
    ("iphone-se", "iphone-se", june2025, may2024),
    ("iphone-x", "iphone-x", june2025, may2024),
    ("ipad-pro-11", "ipad-pro-11", may2024, june2025),
    ("ipad-pro-12-9", "ipad-pro-12-9", may2024, june2025),
    ("iphone-8-plus", "iphone-8-plus", may2024, june2025),
    ("iphone-xr", "iphone-xr", may2024, june2025),
  ].compactMap { cited, device, citedCommit, commit in
    let directory = commit == june2025 ? deprecatedFolder : folder
    return pointLabels.first {
      $0.source.hasPrefix("\(repository)@\(citedCommit):") && $0.configuration.name == cited
    }?
    .recordedAgain(in: "\(repository)@\(commit):\(directory)/testTraits.\(device).txt")
  }

  private static let may2024 = "a3650f05218407222aed2f5a632c43e4973378cc"
  private static let june2025 = "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f"
}
