import Foundation
import TrellisUIKit

/// swift-snapshot-testing's `testTraitsWithViewController` recordings: `TitleLabelViewController` on
/// an iPhone SE (320 × 568, a 20-point status bar) at each of the twelve text sizes, its text
/// rounded at @3x. Each file was recorded by the library's authors on a simulator; the label's frame
/// is the fact replayed. Every size was recorded twice: in May 2020 (58d69a5, after a53b1cf's
/// recording in which every size came out at `.medium`) and in March 2025 (7e6c39f, whose dump
/// also prints the label's clear background colour). The two runs agree frame for frame.
nonisolated enum SnapshotTestingRecordings {
  static let repository = "pointfreeco/swift-snapshot-testing"
  static let folder = "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests"
  /// Where the June 2025 runs (6f4da01) of the XCTest-based tests are.
  static let deprecatedFolder =
    "Tests/Deprecated/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests"

  private static func label(
    _ name: String, _ commit: String, _ category: ContentSizeCategory, height: CGFloat
  ) -> Recording {
    var configuration = HostConfiguration.iPhoneSE1(.portrait)
    configuration.preferredContentSizeCategory = category
    // The heights are in thirds of a point: the text was rounded at @3x, the scale of the
    // simulator that ran the tests, though the library describes an iPhone SE (@2x).
    configuration.displayScale = 3
    return Recording(
      source: "\(repository)@\(commit):\(folder)/testTraitsWithViewController.label-\(name).txt",
      screen: .titleLabel, configuration: configuration,
      frames: [RecordedFrame("subviews[0]", CGRect(x: 16, y: 20, width: 288, height: height))])
  }

  static let titleLabel: [Recording] = [
    label("extra-small", "bcea819f05bf8b2fb30c57c6e194722c26bd5689", .extraSmall, height: 30),
    label("small", "b540c36977b14f9c10230bf9194aea37a98a72da", .small, height: 31.3333),
    label("medium", "8bacebcbd2452e4dcbc9f02ed1b901b486cd5928", .medium, height: 32.3333),
    label("large", "deff4825e0b456922ab1a17bc086ee4913d1a843", .large, height: 33.6667),
    label("extra-large", "b540c36977b14f9c10230bf9194aea37a98a72da", .extraLarge, height: 36),
    label(
      "extra-extra-large", "58d69a519bd6f059b3320b88f5594b8bb3ddc810", .extraExtraLarge,
      height: 38.3333),
    label(
      "extra-extra-extra-large", "58d69a519bd6f059b3320b88f5594b8bb3ddc810",
      .extraExtraExtraLarge, height: 40.6667),
    label(
      "accessibility-medium", "deff4825e0b456922ab1a17bc086ee4913d1a843", .accessibilityMedium,
      height: 45.6667),
    label(
      "accessibility-large", "5bc9cd4447388d8b429620821b6ae19d318f8e2f", .accessibilityLarge,
      height: 51.3333),
    label(
      "accessibility-extra-large", "deff4825e0b456922ab1a17bc086ee4913d1a843",
      .accessibilityExtraLarge, height: 57.3333),
    label(
      "accessibility-extra-extra-large", "bcea819f05bf8b2fb30c57c6e194722c26bd5689",
      .accessibilityExtraExtraLarge, height: 63.3333),
    label(
      "accessibility-extra-extra-extra-large", "bcea819f05bf8b2fb30c57c6e194722c26bd5689",
      .accessibilityExtraExtraExtraLarge, height: 69.3333),
  ]

  private static let may2020 = "58d69a519bd6f059b3320b88f5594b8bb3ddc810"
  private static let march2025 = "7e6c39fb435c18baca24d7458a3b9b0504b77e09"

  /// The other run of each file above: the 2020 one where the 2025 one is cited above, and the
  /// other way round.
  static let titleLabelRecordedAgain: [Recording] = [
    label("extra-small", may2020, .extraSmall, height: 30),
    label("small", march2025, .small, height: 31.3333),
    label("medium", march2025, .medium, height: 32.3333),
    label("large", may2020, .large, height: 33.6667),
    label("extra-large", march2025, .extraLarge, height: 36),
    label("extra-extra-large", march2025, .extraExtraLarge, height: 38.3333),
    label("extra-extra-extra-large", march2025, .extraExtraExtraLarge, height: 40.6667),
    label("accessibility-medium", may2020, .accessibilityMedium, height: 45.6667),
    label("accessibility-large", march2025, .accessibilityLarge, height: 51.3333),
    label("accessibility-extra-large", may2020, .accessibilityExtraLarge, height: 57.3333),
    label(
      "accessibility-extra-extra-large", may2020, .accessibilityExtraExtraLarge, height: 63.3333),
    label(
      "accessibility-extra-extra-extra-large", may2020, .accessibilityExtraExtraExtraLarge,
      height: 69.3333),
  ]
}
