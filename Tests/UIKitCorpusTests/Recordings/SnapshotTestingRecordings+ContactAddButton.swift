import Foundation
import TrellisUIKit

/// swift-snapshot-testing's `testUIView` recordings: ``ContactAddButtonViewController``'s button and
/// its image view, in the five versions of the file recorded on iOS simulators (2018 to 2025; the
/// June 2025 run under `Tests/Deprecated` agrees with the March 2025 one frame for frame, though its
/// dump differs: it no longer prints the image view's symbol or the button's gesture recognizers).
/// The 2018 and November
/// 2019 sizes are whole points, which fits either scale; they are replayed at @2x. The December
/// 2019 and 2025 ones are in thirds (@3x). Trellis creates the button at the 2025 size, so the
/// three older files differ.
nonisolated extension SnapshotTestingRecordings {
  private static func contactAddButton(
    _ commit: String, in directory: String = folder, scale: CGFloat, _ size: CGSize,
    knownIssue: ReplayCause? = .systemButtonSizeChangedBetweenVersions
  ) -> Recording {
    let configuration = HostConfiguration.bareView(
      CGSize(width: 320, height: 568), scale: scale,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    return Recording(
      source: "\(repository)@\(commit):\(directory)/testUIView.2.txt", screen: .contactAddButton,
      configuration: configuration,
      frames: [
        RecordedFrame("button", CGRect(origin: .zero, size: size), knownIssue: knownIssue),
        RecordedFrame("button image", CGRect(origin: .zero, size: size), knownIssue: knownIssue),
      ])
  }

  static let contactAddButton: [Recording] = [
    contactAddButton(
      "0bdf101798e262e5ee09accee3ed0bffc390805d", scale: 2, CGSize(width: 22, height: 22)),
    contactAddButton(
      "e17c51e71ecbb580235b33806de716c07e5930de", scale: 2, CGSize(width: 25, height: 24)),
    contactAddButton(
      "6d7624bd6e131c88854e414c3812f17e4f9e167a", scale: 3,
      CGSize(width: 24.3333, height: 23.6667)),
    contactAddButton(
      "7e6c39fb435c18baca24d7458a3b9b0504b77e09", scale: 3,
      CGSize(width: 25.6667, height: 25.6667), knownIssue: nil),
    contactAddButton(
      "6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f",
      in: deprecatedFolder, scale: 3,
      CGSize(width: 25.6667, height: 25.6667), knownIssue: nil),
  ]
}
