import LayoutTesting
import Testing
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
      var alive: [String] = []
      var tracked = 0
      do {
        var references: [(String, () -> Bool)] = []
        func track(_ object: AnyObject, _ name: String) {
          weak var reference = object
          references.append((name, { reference != nil }))
        }
        func track(tree view: UIView, _ name: String) {
          track(view, name)
          for (index, constraint) in view.constraints.enumerated() {
            track(constraint, "\(name).constraints[\(index)]")
          }
          for (index, subview) in view.subviews.enumerated() {
            track(tree: subview, "\(name).subviews[\(index)]")
          }
        }
        do {
          let controller = screen.make()
          let host = host(controller, on: device)
          _ = layoutProblems(in: host.rootView)
          track(controller, "controller")
          track(host, "host")
          track(tree: host.rootView, "root")
        }
        tracked = references.count
        alive = references.filter { $0.1() }.map(\.0)
      }
      #expect(tracked > 10, "\(screen.name)")
      #expect(
        alive.isEmpty, "\(screen.name) on \(device): \(alive.count) alive: \(alive.prefix(6))")
    }
  }
}
