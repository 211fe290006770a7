import Foundation
import LayoutTesting
import Testing
import ViewHost

/// A card pinned to the root's layout margins, 100 tall, below the safe area's top.
private final class CardController: ViewController {
  let card = View()
  override func viewDidLoad() {
    card.accessibilityIdentifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

@Suite struct LayoutMatrixTests {
  private let matrix = LayoutMatrix(
    devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX],
    layoutDirections: [.leftToRight, .rightToLeft])

  @Test func expandsDevicesOrientationsAndDirections() {
    let names = matrix.configurations.map { $0.name ?? "" }
    #expect(names.count == 8)
    #expect(Set(names).count == 8)
    #expect(matrix.configurations.filter { $0.layoutDirection == .rightToLeft }.count == 4)
  }

  /// §2.2/§2.3: the card spans the root's margins — the system minimum (16 at 375 wide, 20 wider)
  /// plus the safe area — in every configuration.
  @Test func runsTheLayoutInEveryConfiguration() {
    var runs = 0
    matrix.run(CardController.init) { configuration, host in
      runs += 1
      let card = (host.rootViewController as! CardController).card
      let minimum: CGFloat = configuration.size.width <= 375 ? 16 : 20
      let safe = configuration.safeAreaInsets
      expectFrame(
        card,
        CGRect(
          x: minimum + safe.left, y: safe.top + 8,
          width: configuration.size.width - 2 * minimum - safe.left - safe.right, height: 100))
      expectNoAmbiguity(host.rootView)
      expectNoConflicts(host.rootView)
    }
    #expect(runs == 8)
  }

  @Test func snapshotsEveryConfiguration() {
    matrix.expectSnapshots(of: { CardController() })
  }

  @Test func displayScalesMultiplyTheConfigurations() {
    let scaled = LayoutMatrix(
      devices: [HostConfiguration.iPhoneX], orientations: [.portrait], displayScales: [2, 3])
    #expect(scaled.configurations.map(\.displayScale) == [2, 3])
    #expect(scaled.configurations.map { $0.name ?? "" }.allSatisfy { $0.hasSuffix("x") })
  }
}
