import Foundation
import TrellisUIKit

/// pkozielecki/CleanCodeAnimations's swift-snapshot-testing recordings of its main screen
/// (``ButtonMenuViewController``), `recursiveDescription(on: .iPhoneX)`: 375 × 812 with the safe
/// area 44 points from the top and 34 from the bottom, the library's iPhone X traits (compact
/// width, regular height, text size `.medium`) as an override for the screen. The numbers are in
/// halves of a point: a @2x simulator. September 2020, the first version (one button); January
/// 2021, the second (three). The same texts came out a point apart in the two runs ("Change BG
/// color" 117 then 116 wide, the title 217.5 then 218.5).
///
/// Not compared: the image view filling each button, which shows its background image (see
/// ``ButtonMenuViewController``).
nonisolated enum CleanCodeAnimationsRecordings {
  private static let repository = "pkozielecki/CleanCodeAnimations"
  private static let file =
    "CleanCodeAnimationsTests/Main Screen/__Snapshots__/MainViewControllerTests/testSnapshotsOnDifferentDevices.1.txt"

  private static var iPhoneX: HostConfiguration {
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.displayScale = 2
    configuration.preferredContentSizeCategory = .medium
    configuration.name = "iphone-x"
    return configuration
  }

  static let all: [Recording] = [
    Recording(
      source: "\(repository)@0709d427f6bd78e54cd18aca6450043b2000f419:\(file)",
      screen: .buttonMenu, configuration: iPhoneX,
      frames: [
        RecordedFrame("root", CGRect(x: 0, y: 0, width: 375, height: 812)),
        RecordedFrame("centre button", CGRect(x: 20, y: 381, width: 335, height: 50)),
        RecordedFrame(
          "centre button title", CGRect(x: 109, y: 16, width: 117, height: 18),
          knownIssue: .textWidth),
        RecordedFrame(
          "title", CGRect(x: 79, y: 100, width: 217.5, height: 24), knownIssue: .textWidth),
      ]),
    Recording(
      source: "\(repository)@84d2c69d2d35c54e0e929a7eaa1089b95b6dba4e:\(file)",
      screen: .buttonMenuWithThreeButtons, configuration: iPhoneX,
      frames: [
        RecordedFrame("root", CGRect(x: 0, y: 0, width: 375, height: 812)),
        RecordedFrame("centre button", CGRect(x: 20, y: 381, width: 335, height: 50)),
        RecordedFrame(
          "centre button title", CGRect(x: 109.5, y: 16, width: 116, height: 18)),
        RecordedFrame("bottom button", CGRect(x: 20, y: 718, width: 335, height: 50)),
        RecordedFrame("bottom button title", CGRect(x: 154.5, y: 16, width: 26, height: 18)),
        RecordedFrame("below button", CGRect(x: 20, y: 441, width: 335, height: 50)),
        RecordedFrame("below button title", CGRect(x: 151.5, y: 16, width: 32, height: 18)),
        RecordedFrame(
          "title", CGRect(x: 78.5, y: 100, width: 218.5, height: 24), knownIssue: .textWidth),
      ]),
  ]
}
