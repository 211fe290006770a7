import Foundation
import TrellisUIKit

/// sger/Tinylog's setup screen (``SyncSetupViewController``), recorded in October 2020 with
/// swift-snapshot-testing 1.8.2's `recursiveDescription(on:)` on five of the library's device
/// descriptions, in portrait and in landscape, on a @2x simulator (the numbers are in halves of a
/// point). The English runs are the even-numbered files 2 to 10, the German ones 12 to 20 (the
/// same devices in the same order). The host is the library's
/// description of each device: the screen size and the safe area its window reports — 44 points at
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

  /// The library's description of a device: its name, screen and safe area.
  private struct Device {
    let name: String
    let size: CGSize
    let safeArea: UIEdgeInsets
  }

  private static func setup(
    _ file: String, on device: Device, german: Bool = false, container: CGFloat, cloud: CGRect,
    title: CGRect, description: CGRect, descriptionIssue: ReplayCause? = nil
  ) -> Recording {
    var configuration = HostConfiguration(
      size: device.size, safeAreaInsets: device.safeArea, displayScale: 2)
    configuration.name = device.name
    // Every file records the buttons alike: 20 points in, 50 high, the upper at the container's
    // bottom and the lower 66 below it; "Later" 41 × 21 and "Use iCloud" 85 × 21 ("Später" 52 × 21
    // and "Benutze iCloud" 119 × 21), centred.
    let width = device.size.width
    let button = CGSize(width: width - 40, height: 50)
    let (later, useCloud): (CGFloat, CGFloat) = german ? (52, 119) : (41, 85)
    return Recording(
      source: "\(repository)@\(commit):\(folder)/\(file)", screen: .syncSetup(german: german),
      configuration: configuration,
      frames: [
        RecordedFrame("root", CGRect(origin: .zero, size: device.size)),
        RecordedFrame("container", CGRect(x: 0, y: 0, width: width, height: container)),
        RecordedFrame("cloud", cloud),
        RecordedFrame("title", title, knownIssue: .textWidth),
        RecordedFrame("description", description, knownIssue: descriptionIssue),
        RecordedFrame("later", CGRect(origin: CGPoint(x: 20, y: container), size: button)),
        RecordedFrame(
          "later title",
          CGRect(x: (button.width - later) / 2, y: 14.5, width: later, height: 21)),
        RecordedFrame(
          "use iCloud", CGRect(origin: CGPoint(x: 20, y: container + 66), size: button)),
        RecordedFrame(
          "use iCloud title",
          CGRect(x: (button.width - useCloud) / 2, y: 14.5, width: useCloud, height: 21)),
      ])
  }

  private static func portrait(_ number: Int) -> String {
    "testSetupViewControllerInPortaitMode.\(number).txt"
  }

  private static func landscape(_ number: Int) -> String {
    "testSetupViewControllerInLandscapeMode.\(number).txt"
  }

  private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)

  static let portrait: [Recording] = [
    setup(
      portrait(2),
      on: Device(
        name: "iphone-x", size: CGSize(width: 375, height: 812), safeArea: notchPortrait),
      container: 646, cloud: CGRect(x: 115.5, y: 203, width: 144, height: 90),
      title: CGRect(x: 65.5, y: 303, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 348.5, width: 335, height: 98)),
    setup(
      portrait(4),
      on: Device(
        name: "iphone-xs-max", size: CGSize(width: 414, height: 896), safeArea: notchPortrait),
      container: 730, cloud: CGRect(x: 135, y: 245, width: 144, height: 90),
      title: CGRect(x: 85, y: 345, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 390.5, width: 374, height: 98), descriptionIssue: .textWidth),
    setup(
      portrait(6),
      on: Device(
        name: "ipad-pro-12-9", size: CGSize(width: 1024, height: 1366), safeArea: statusBar),
      container: 1234, cloud: CGRect(x: 440, y: 497, width: 144, height: 90),
      title: CGRect(x: 390, y: 597, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 642.5, width: 984, height: 33)),
    setup(
      portrait(8),
      on: Device(name: "iphone-8", size: CGSize(width: 375, height: 667), safeArea: statusBar),
      container: 535, cloud: CGRect(x: 115.5, y: 147.5, width: 144, height: 90),
      title: CGRect(x: 65.5, y: 247.5, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 293, width: 335, height: 98)),
    setup(
      portrait(10),
      on: Device(name: "iphone-se", size: CGSize(width: 320, height: 568), safeArea: statusBar),
      container: 436, cloud: CGRect(x: 88, y: 98, width: 144, height: 90),
      title: CGRect(x: 38, y: 198, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 243.5, width: 280, height: 98)),
  ]

  static let landscape: [Recording] = [
    setup(
      landscape(2),
      on: Device(
        name: "iphone-x", size: CGSize(width: 812, height: 375), safeArea: notchLandscape),
      container: 219, cloud: CGRect(x: 334, y: -11, width: 144, height: 90.5),
      title: CGRect(x: 284, y: 89.5, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 135, width: 772, height: 33)),
    setup(
      landscape(4),
      on: Device(
        name: "iphone-xs-max", size: CGSize(width: 896, height: 414), safeArea: notchLandscape),
      container: 258, cloud: CGRect(x: 376, y: 9, width: 144, height: 90),
      title: CGRect(x: 326, y: 109, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 154.5, width: 856, height: 33)),
    setup(
      landscape(6),
      on: Device(
        name: "ipad-pro-12-9", size: CGSize(width: 1366, height: 1024), safeArea: statusBar),
      container: 892, cloud: CGRect(x: 611, y: 326, width: 144, height: 90),
      title: CGRect(x: 561, y: 426, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 471.5, width: 1326, height: 33)),
    setup(
      landscape(8),
      on: Device(name: "iphone-8", size: CGSize(width: 667, height: 375), safeArea: .zero),
      container: 243, cloud: CGRect(x: 261.5, y: 1.5, width: 144, height: 90),
      title: CGRect(x: 211.5, y: 101.5, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 147, width: 627, height: 65.5)),
    setup(
      landscape(10),
      on: Device(name: "iphone-se", size: CGSize(width: 568, height: 320), safeArea: .zero),
      container: 188, cloud: CGRect(x: 212, y: -26.5, width: 144, height: 90.5),
      title: CGRect(x: 162, y: 74, width: 244, height: 40.5),
      description: CGRect(x: 20, y: 119.5, width: 528, height: 65.5)),
  ]

  /// The same screen in German (the odd files 12 to 20, the same devices in the same order): the
  /// title "iCloud für Tinylog" 243.5 wide, a longer description, "Später" and "Benutze iCloud".
  static let german: [Recording] = {
    let title = CGSize(width: 243.5, height: 40.5)
    func setupInGerman(
      _ file: String, on device: Device, container: CGFloat, cloud: CGRect, titleAt: CGPoint,
      description: CGRect
    ) -> Recording {
      setup(
        file, on: device, german: true, container: container, cloud: cloud,
        title: CGRect(origin: titleAt, size: title), description: description,
        descriptionIssue: nil)
    }
    let x = Device(name: "iphone-x", size: CGSize(width: 375, height: 812), safeArea: notchPortrait)
    let xsMax = Device(
      name: "iphone-xs-max", size: CGSize(width: 414, height: 896), safeArea: notchPortrait)
    let iPad = Device(
      name: "ipad-pro-12-9", size: CGSize(width: 1024, height: 1366), safeArea: statusBar)
    let eight = Device(name: "iphone-8", size: CGSize(width: 375, height: 667), safeArea: statusBar)
    let se = Device(name: "iphone-se", size: CGSize(width: 320, height: 568), safeArea: statusBar)
    func turned(_ device: Device, _ safeArea: UIEdgeInsets) -> Device {
      Device(
        name: device.name, size: CGSize(width: device.size.height, height: device.size.width),
        safeArea: safeArea)
    }
    return [
      setupInGerman(
        portrait(12), on: x, container: 646,
        cloud: CGRect(x: 115.5, y: 203, width: 144, height: 90),
        titleAt: CGPoint(x: 66, y: 303),
        description: CGRect(x: 20, y: 348.5, width: 335, height: 98)),
      setupInGerman(
        portrait(14), on: xsMax, container: 730,
        cloud: CGRect(x: 135, y: 245, width: 144, height: 90), titleAt: CGPoint(x: 85.5, y: 345),
        description: CGRect(x: 20, y: 390.5, width: 374, height: 98)),
      setupInGerman(
        portrait(16), on: iPad, container: 1234,
        cloud: CGRect(x: 440, y: 497, width: 144, height: 90), titleAt: CGPoint(x: 390.5, y: 597),
        description: CGRect(x: 20, y: 642.5, width: 984, height: 33)),
      setupInGerman(
        portrait(18), on: eight, container: 535,
        cloud: CGRect(x: 115.5, y: 147.5, width: 144, height: 90),
        titleAt: CGPoint(x: 66, y: 247.5),
        description: CGRect(x: 20, y: 293, width: 335, height: 98)),
      setupInGerman(
        portrait(20), on: se, container: 436, cloud: CGRect(x: 88, y: 98, width: 144, height: 90),
        titleAt: CGPoint(x: 38.5, y: 198),
        description: CGRect(x: 20, y: 243.5, width: 280, height: 98)),
      setupInGerman(
        landscape(12), on: turned(x, notchLandscape), container: 219,
        cloud: CGRect(x: 334, y: -11, width: 144, height: 90.5),
        titleAt: CGPoint(x: 284.5, y: 89.5),
        description: CGRect(x: 20, y: 135, width: 772, height: 65.5)),
      setupInGerman(
        landscape(14), on: turned(xsMax, notchLandscape), container: 258,
        cloud: CGRect(x: 376, y: 9, width: 144, height: 90), titleAt: CGPoint(x: 326.5, y: 109),
        description: CGRect(x: 20, y: 154.5, width: 856, height: 65.5)),
      setupInGerman(
        landscape(16), on: turned(iPad, statusBar), container: 892,
        cloud: CGRect(x: 611, y: 326, width: 144, height: 90), titleAt: CGPoint(x: 561.5, y: 426),
        description: CGRect(x: 20, y: 471.5, width: 1326, height: 33)),
      setupInGerman(
        landscape(18), on: turned(eight, .zero), container: 243,
        cloud: CGRect(x: 261.5, y: 1.5, width: 144, height: 90), titleAt: CGPoint(x: 212, y: 101.5),
        description: CGRect(x: 20, y: 147, width: 627, height: 65.5)),
      setupInGerman(
        landscape(20), on: turned(se, .zero), container: 188,
        cloud: CGRect(x: 212, y: -26.5, width: 144, height: 90.5),
        titleAt: CGPoint(x: 162.5, y: 74),
        description: CGRect(x: 20, y: 119.5, width: 528, height: 65.5)),
    ]
  }()
}
