import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's iOS 17 trait file (issues 29 and 33): a custom trait set through
/// `traitOverrides` and heard through `registerForTraitChanges`, a dynamic colour resolved with
/// the screen's style, `viewIsAppearing(_:)` reading the final size class — on the three devices,
/// with no layout problem.
@Suite struct CorpusTraitTests {
  @Test(arguments: CorpusDevice.allCases)
  func aThemeChangeReachesTheBannerThroughItsTraits(on device: CorpusDevice) {
    let controller = ThemedBannerViewController()
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    #expect(controller.appearances == 1)
    #expect(controller.titleLabel.text == "Winter sale")
    let regular = host.configuration.horizontalSizeClass == .regular
    #expect(controller.detailLabel.numberOfLines == (regular ? 1 : 0))
    let plainWidth = controller.titleLabel.frame.width

    controller.celebrate()
    host.layoutIfNeeded()
    #expect(controller.titleLabel.text == "🎉 Winter sale")
    #expect(controller.titleLabel.textColor == .systemOrange, "light mode")
    #expect(controller.titleLabel.frame.width > plainWidth)
    #expect(controller.strip.contentView.frame == controller.strip.bounds)
    #expect(controller.appearances == 1)
    expectNoLayoutProblems(host.rootView)
  }

  @Test func inDarkModeTheAccentIsTheDarkVariant() {
    let controller = ThemedBannerViewController()
    var configuration = CorpusDevice.iPhone15.configuration
    configuration.userInterfaceStyle = .dark
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    controller.celebrate()
    host.layoutIfNeeded()
    #expect(controller.titleLabel.textColor == .systemYellow)
  }
}
