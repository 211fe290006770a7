import Foundation
import TrellisUIKit

/// sger/Tinylog's setup screen (``SyncSetupViewController``), recorded in October 2020 with
/// swift-snapshot-testing 1.8.2's `recursiveDescription(on:)` on five of the library's device
/// descriptions, in portrait and in landscape, on a @2x simulator (the numbers are in halves of a
/// point). The English runs are the even-numbered files 2 to 10, the German ones 12 to 20 (the
/// same devices in the same order, every frame but the texts' the same). The host is the
/// library's description of each device: the screen size and the safe area its window reports — 44 points at
/// the top and 34 at the bottom on the iPhone X and XS Max in portrait, 44 on the sides and 24 at
/// the bottom in landscape (the "Use iCloud" button's bottom is 16 points above the safe area's:
/// y 762 of 812, 846 of 896, 335 of 375, 374 of 414), a 20-point status bar on the iPhone 8, the
/// iPhone SE and the iPad Pro 12.9" in portrait, none in landscape but on the iPad (their buttons
/// end 16 points above the screen's bottom). The screen is hosted as the library hosts it, a child
/// of a plain controller, with Trellis's default traits for each size: nothing on it reads them.
///
/// What differs is text width: Trellis measures Helvetica Neue at the system font's widths, so the
/// centred "iCloud for Tinylog" (34-point Thin) is 252 wide where UIKit gives 244, its x 4 points
/// less, and the description (28 points) fits two lines in the XS Max's 374 points where UIKit
/// needs three (65.5 high against 98). The buttons' 17-point medium system titles ("Later" 41,
/// "Use iCloud" 85 wide) are what calibrated the medium weight's width (Text.md, "Calibration
/// against recordings"): a point narrower before it.
nonisolated enum TinylogRecordings {
  private static let repository = "sger/Tinylog"
  private static let commit = "4f3e55260051bb286e57247bc99a49587ae791bd"
  private static let folder =
    "TinylogTests/View Controllers/Setup/__Snapshots__/SetupViewControllerTests"

  /// Where one device description puts the screen's parts, in either language: the device (its
  /// name, screen and safe area), the container's height, the image's frame, and the tops of the
  /// title and of the description.
  private struct Placement {
    let landscape: Bool
    let name: String
    let size: CGSize
    let safeArea: UIEdgeInsets
    let container: CGFloat
    let cloud: CGRect
    let titleY: CGFloat
    let descriptionY: CGFloat
  }

  private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)

  /// The five descriptions in portrait, then in landscape, in the files' order.
  private static let placements: [Placement] = [
    Placement(
      landscape: false, name: "iphone-x", size: CGSize(width: 375, height: 812),
      safeArea: notchPortrait, container: 646,
      cloud: CGRect(x: 115.5, y: 203, width: 144, height: 90), titleY: 303, descriptionY: 348.5),
    Placement(
      landscape: false, name: "iphone-xs-max", size: CGSize(width: 414, height: 896),
      safeArea: notchPortrait, container: 730,
      cloud: CGRect(x: 135, y: 245, width: 144, height: 90), titleY: 345, descriptionY: 390.5),
    Placement(
      landscape: false, name: "ipad-pro-12-9", size: CGSize(width: 1024, height: 1366),
      safeArea: statusBar, container: 1234,
      cloud: CGRect(x: 440, y: 497, width: 144, height: 90), titleY: 597, descriptionY: 642.5),
    Placement(
      landscape: false, name: "iphone-8", size: CGSize(width: 375, height: 667),
      safeArea: statusBar, container: 535,
      cloud: CGRect(x: 115.5, y: 147.5, width: 144, height: 90), titleY: 247.5, descriptionY: 293),
    Placement(
      landscape: false, name: "iphone-se", size: CGSize(width: 320, height: 568),
      safeArea: statusBar, container: 436,
      cloud: CGRect(x: 88, y: 98, width: 144, height: 90), titleY: 198, descriptionY: 243.5),
    Placement(
      landscape: true, name: "iphone-x", size: CGSize(width: 812, height: 375),
      safeArea: notchLandscape, container: 219,
      cloud: CGRect(x: 334, y: -11, width: 144, height: 90.5), titleY: 89.5, descriptionY: 135),
    Placement(
      landscape: true, name: "iphone-xs-max", size: CGSize(width: 896, height: 414),
      safeArea: notchLandscape, container: 258,
      cloud: CGRect(x: 376, y: 9, width: 144, height: 90), titleY: 109, descriptionY: 154.5),
    Placement(
      landscape: true, name: "ipad-pro-12-9", size: CGSize(width: 1366, height: 1024),
      safeArea: statusBar, container: 892,
      cloud: CGRect(x: 611, y: 326, width: 144, height: 90), titleY: 426, descriptionY: 471.5),
    Placement(
      landscape: true, name: "iphone-8", size: CGSize(width: 667, height: 375), safeArea: .zero,
      container: 243, cloud: CGRect(x: 261.5, y: 1.5, width: 144, height: 90), titleY: 101.5,
      descriptionY: 147),
    Placement(
      landscape: true, name: "iphone-se", size: CGSize(width: 568, height: 320), safeArea: .zero,
      container: 188, cloud: CGRect(x: 212, y: -26.5, width: 144, height: 90.5), titleY: 74,
      descriptionY: 119.5),
  ]

  /// What one language's files record differently: the title's width, the description's height
  /// on each placement (one, two or three lines), and the buttons' titles' widths.
  private struct Language {
    let german: Bool
    let firstFile: Int
    let titleWidth: CGFloat
    let descriptionHeights: [CGFloat]
    let later: CGFloat
    let useCloud: CGFloat
  }

  /// One recording: every frame as the file prints it. The title is centred on the pixel grid,
  /// its edges rounded to the half point ((375 − 243.5) / 2 = 65.75 is printed 66).
  private static func recording(_ language: Language, _ index: Int) -> Recording {
    let place = placements[index]
    var configuration = HostConfiguration(
      size: place.size, safeAreaInsets: place.safeArea, displayScale: 2)
    configuration.name = place.name
    let number = language.firstFile + 2 * (index % 5)
    let file =
      "testSetupViewControllerIn\(place.landscape ? "Landscape" : "Portait")Mode.\(number).txt"
    let width = place.size.width
    let titleX = ((width - language.titleWidth) / 2 * 2).rounded() / 2
    // Every file records the buttons alike: 20 points in, 50 high, the upper at the container's
    // bottom and the lower 66 below it, their titles 21 high and centred.
    let button = CGSize(width: width - 40, height: 50)
    // The English title is 244.5 wide in Trellis, 244 in UIKit; the German one is exact (Helvetica
    // Neue measured as the system font without SF Pro's tracking: Text.md, "Named fonts").
    // The XS Max's English description: two lines in Trellis, three in UIKit (text width).
    let descriptionIssue: ReplayCause? =
      !language.german && !place.landscape && place.name == "iphone-xs-max" ? .textWidth : nil
    return Recording(
      source: "\(repository)@\(commit):\(folder)/\(file)",
      screen: .syncSetup(german: language.german), configuration: configuration,
      frames: [
        RecordedFrame("root", CGRect(origin: .zero, size: place.size)),
        RecordedFrame("container", CGRect(x: 0, y: 0, width: width, height: place.container)),
        RecordedFrame("cloud", place.cloud),
        RecordedFrame(
          "title", CGRect(x: titleX, y: place.titleY, width: language.titleWidth, height: 40.5),
          knownIssue: language.german ? nil : .textWidth),
        RecordedFrame(
          "description",
          CGRect(
            x: 20, y: place.descriptionY, width: width - 40,
            height: language.descriptionHeights[index]), knownIssue: descriptionIssue),
        RecordedFrame("later", CGRect(origin: CGPoint(x: 20, y: place.container), size: button)),
        RecordedFrame(
          "later title",
          CGRect(
            x: (button.width - language.later) / 2, y: 14.5, width: language.later, height: 21)),
        RecordedFrame(
          "use iCloud", CGRect(origin: CGPoint(x: 20, y: place.container + 66), size: button)),
        RecordedFrame(
          "use iCloud title",
          CGRect(
            x: (button.width - language.useCloud) / 2, y: 14.5, width: language.useCloud,
            height: 21)),
      ])
  }

  private static let english = Language(
    german: false, firstFile: 2, titleWidth: 244,
    descriptionHeights: [98, 98, 33, 98, 98, 33, 33, 33, 65.5, 65.5], later: 41, useCloud: 85)

  /// "iCloud für Tinylog" 243.5 wide, a longer description, "Später" and "Benutze iCloud".
  private static let germanLanguage = Language(
    german: true, firstFile: 12, titleWidth: 243.5,
    descriptionHeights: [98, 98, 33, 98, 98, 65.5, 65.5, 33, 65.5, 65.5], later: 52, useCloud: 119)

  /// The English files 2 to 10, portrait.
  static let portrait: [Recording] = (0..<5).map { recording(english, $0) }
  /// The English files 2 to 10, landscape.
  static let landscape: [Recording] = (5..<10).map { recording(english, $0) }
  /// The German files 12 to 20, portrait then landscape.
  static let german: [Recording] = (0..<10).map { recording(germanLanguage, $0) }
}
