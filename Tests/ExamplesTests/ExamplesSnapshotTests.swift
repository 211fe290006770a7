import Foundation
import LayoutTesting
import Testing
import TrellisExamples
import ViewHost

/// Every example screen: no conflicts, no ambiguity, and a snapshot per device and orientation.
@Suite struct ExamplesSnapshotTests {
  static let matrix = LayoutMatrix(
    devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX, HostConfiguration.iPadPro11])

  @Test(arguments: ExampleCatalog.all.map(\.name))
  func laysOutCleanlyEverywhere(example name: String) {
    let example = ExampleCatalog.all.first { $0.name == name }!
    Self.matrix.run(example.make) { configuration, host in
      #expect(expectNoConflicts(host.rootView), "\(configuration)")
      #expect(expectNoAmbiguity(host.rootView), "\(configuration)")
    }
  }

  @Test func loginForm() { Self.matrix.expectSnapshots(of: { LoginFormController() }) }
  @Test func settingsList() { Self.matrix.expectSnapshots(of: { SettingsListController() }) }
  @Test func cardGrid() { Self.matrix.expectSnapshots(of: { CardGridController() }) }
  @Test func article() {
    LayoutMatrix(
      devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX],
      contentSizeCategories: [.extraSmall, .large, .accessibilityExtraLarge]
    ).expectSnapshots(of: { ArticleController() })
  }
  @Test func settingsTable() { Self.matrix.expectSnapshots(of: { SettingsTableController() }) }
  @Test func messageFeed() { Self.matrix.expectSnapshots(of: { MessageFeedController() }) }
  @Test func photoGrid() { Self.matrix.expectSnapshots(of: { PhotoGridController() }) }
  @Test func seedScenes() {
    for example in ExampleCatalog.all where example.name.hasPrefix("seed-") {
      LayoutMatrix(devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX])
        .expectSnapshots(of: example.make, function: example.name)
    }
  }
}

/// The examples' numbers checked against UIKit's where the spec has them.
@Suite struct ExampleNumbersTests {
  private func host(_ controller: ViewController, _ configuration: HostConfiguration) -> ViewHost {
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    return host
  }

  /// G13–G16 (HUAHUA): iPhone X portrait in a tab bar controller with
  /// additionalSafeAreaInsets (20, 30, 0, 10).
  @Test func seedSafeAreaMatchesTheHuahuaPrintout() {
    let controller = SeedSafeAreaController()
    let host = host(controller, .iPhoneX(.portrait).adding(.tabBar))
    expectInsets(host.rootView.safeAreaInsets, EdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
    expectInsets(controller.top.safeAreaInsets, EdgeInsets(top: 64, left: 10, bottom: 0, right: 0))
    expectInsets(controller.right.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
    expectInsets(controller.background.safeAreaInsets, .zero)
  }

  /// JIANSHU-LM example 1 with G18's numbers: blue's margins are 50 plus the 20-point status bar on
  /// top, so yellow sits at (50, 70) on a 375 × 667 phone.
  @Test func seedMarginsInsetsYellowByBluesMargins() {
    let controller = SeedMarginsController()
    _ = host(controller, .iPhoneSE3(.portrait))
    expectInsets(
      controller.blue.layoutMargins, EdgeInsets(top: 70, left: 50, bottom: 50, right: 50))
    expectFrame(controller.yellow, CGRect(x: 50, y: 70, width: 275, height: 547))
  }

  /// JIANSHU-LM example 2 (§5): yellow spans blue's width, so black keeps out of blue's 50-point
  /// side margins; yellow's top lies below blue's margin line, so black touches yellow's top and
  /// bottom.
  @Test func seedPreservedMarginsKeepBlackInsideBluesMargins() {
    let controller = SeedPreservedMarginsController()
    _ = host(controller, .iPhoneSE3(.portrait))
    expectFrame(controller.yellow, CGRect(x: 0, y: 167, width: 375, height: 333.5))
    expectFrame(controller.black, CGRect(x: 50, y: 0, width: 275, height: 333.5))
    controller.yellow.preservesSuperviewLayoutMargins = false
    controller.view.layoutIfNeeded()
    expectFrame(controller.black, CGRect(x: 0, y: 0, width: 375, height: 333.5))
  }

  /// IMANOU image 6 (§2.2): root margins 5, not inset from the safe area, minimums respected:
  /// left/right 20 on an iPhone X in landscape, bottom 5.
  @Test func seedSystemMinimumRaisesTheSides() {
    let controller = SeedSystemMinimumController()
    _ = host(controller, .iPhoneX(.landscape))
    expectFrame(controller.content, CGRect(x: 20, y: 5, width: 772, height: 365))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    controller.view.layoutIfNeeded()
    expectFrame(controller.content, CGRect(x: 5, y: 5, width: 802, height: 365))
  }

  /// The login button sits 16 above the safe area's bottom, and rises above a keyboard.
  @Test func loginButtonRisesAboveTheKeyboard() {
    let controller = LoginFormController()
    var configuration = HostConfiguration.iPhoneX(.portrait)
    let host = host(controller, configuration)
    let aboveHomeIndicator: CGFloat = 812 - 34 - 16
    #expect(controller.signIn.frame.maxY == aboveHomeIndicator)
    configuration.keyboardHeight = 336
    host.configuration = configuration
    host.layoutIfNeeded()
    let aboveKeyboard: CGFloat = 812 - 336 - 16
    #expect(controller.signIn.frame.maxY == aboveKeyboard)
  }

  /// Hugging and compression: the long value gives way, the title keeps its natural width.
  @Test func settingsValueGivesWayToTheTitle() {
    let controller = SettingsListController()
    _ = host(controller, .iPhoneSE3(.portrait))
    let row = controller.list.arrangedSubviews[4]
    let title = row.subviews[0]
    let value = row.subviews[1]
    #expect(title.frame.width == title.intrinsicContentSize.width)
    #expect(value.frame.width < value.intrinsicContentSize.width)
    #expect(value.frame.minX == title.frame.maxX + 8)
    let trailingMargin: CGFloat = 375 - 16
    #expect(value.frame.maxX == trailingMargin)
  }

  /// The grid has two columns on a phone in portrait and three elsewhere, after rotation too; in
  /// landscape the two rows of three stay inside the safe area (two columns of 3:2 cards ran off
  /// the bottom of a 375-point-tall phone, which the automatic layout checks found).
  @Test func cardGridColumnsFollowTheSizeClasses() {
    let controller = CardGridController()
    let host = host(controller, .iPhoneX(.portrait))
    #expect(controller.cards[1].frame.minY == controller.cards[0].frame.minY)
    #expect(controller.cards[2].frame.minY > controller.cards[0].frame.minY)
    for configuration in [HostConfiguration.iPhoneX(.landscape), .iPhoneSE3(.landscape)] {
      host.configuration = configuration
      host.layoutIfNeeded()
      #expect(controller.cards[2].frame.minY == controller.cards[0].frame.minY)
      #expect(controller.cards[3].frame.minY > controller.cards[0].frame.minY)
      let safeBottom = host.rootView.bounds.height - host.rootView.safeAreaInsets.bottom
      #expect(controller.cards[5].frame.maxY <= safeBottom, "\(configuration)")
    }
    host.configuration = .iPadPro11(.landscape)
    host.layoutIfNeeded()
    #expect(controller.cards[2].frame.minY == controller.cards[0].frame.minY)
    #expect(controller.cards[3].frame.minY > controller.cards[0].frame.minY)
    #expect(expectNoConflicts(host.rootView))
  }
}
