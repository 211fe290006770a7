import LayoutTesting
import Testing
import TrellisTestSupport
import TrellisUIKit

/// Issue 32: every corpus screen, hosted on each device and checked, is freed — controller, host,
/// and every view, guide and constraint of its tree — once the test lets go of it.
@Suite struct CorpusLifetimeTests {
  static let screens: [(name: String, make: @MainActor () -> UIViewController)] = [
    ("sign-in", { SignInViewController() }),
    ("onboarding", { OnboardingViewController() }),
    ("profile", { ProfileViewController(profile: CorpusScreenTests.profile) }),
    ("settings", { SettingsViewController() }),
    ("feed", { FeedViewController() }),
    (
      "article",
      {
        ArticleViewController(
          headline: "A headline", byline: "By someone", body: SampleText.paragraph)
      }
    ),
    (
      "product grid",
      {
        ProductGridViewController(
          products: (1...7).map {
            Product(name: "Product \($0)", price: "$\($0)9.00", imageName: "shippingbox")
          })
      }
    ),
  ]

  @Test(arguments: CorpusDevice.allCases)
  func everyScreenIsFreedAfterItsCheck(on device: CorpusDevice) {
    for screen in Self.screens {
      let tracker = LifetimeTracker()
      do {
        let controller = screen.make()
        let host = host(controller, on: device)
        _ = layoutProblems(in: host.rootView)
        tracker.track(controller, "controller")
        tracker.track(host, "host")
        tracker.track(tree: host.rootView, "root")
      }
      let alive = tracker.alive
      let tracked = tracker.count
      #expect(tracked > 10, "\(screen.name)")
      #expect(
        alive.isEmpty, "\(screen.name) on \(device): \(alive.count) alive: \(alive.prefix(6))")
    }
  }
}
