import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// Labels and Dynamic Type: the host's text size reaches the labels that adjust their font.
@Suite struct LabelDynamicTypeTests {
  /// The view controller of swift-snapshot-testing's `testTraitsWithViewController`: a title1
  /// label that adjusts its font, pinned to the root's margins.
  final class TitleController: ViewController {
    let label = Label()
    var traitChanges = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      label.font = .preferredFont(forTextStyle: .title1)
      label.adjustsFontForContentSizeCategory = true
      label.text = "What's the point?"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      traitChanges += 1
    }
  }

  static func host(_ category: ContentSizeCategory) -> (ViewHost, TitleController) {
    let controller = TitleController()
    var configuration = HostConfiguration(
      size: CGSize(width: 320, height: 568),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), displayScale: 3)
    configuration.preferredContentSizeCategory = category
    return (ViewHost(rootViewController: controller, configuration: configuration), controller)
  }

  /// [OBS] swift-snapshot-testing's reference files for `testTraitsWithViewController` (UIKit on
  /// a @3x simulator, a 320 × 568 root): the label's frame is (16, 20, 288, h) with h = 30 at
  /// xSmall, 33.6667 at Large, 45.6667 at AX1, 57.3333 at AX3 and 69.3333 at AX5 — title1 at 25,
  /// 28, 38, 48 and 58 points, one line each, rounded up to the @3x grid.
  @Test func titleLabelHeightsMatchUIKitAtEveryCategoryPrinted() {
    let expected: [(ContentSizeCategory, CGFloat)] = [
      (.extraSmall, 30), (.large, 101.0 / 3), (.accessibilityMedium, 137.0 / 3),
      (.accessibilityExtraLarge, 172.0 / 3), (.accessibilityExtraExtraExtraLarge, 208.0 / 3),
    ]
    for (category, height) in expected {
      let (host, controller) = Self.host(category)
      host.layoutIfNeeded()
      let frame = controller.label.frame
      #expect(frame.origin == CGPoint(x: 16, y: 20) && frame.width == 288, "\(category)")
      #expect(abs(frame.height - height) < 1e-9, "\(category): \(frame.height)")
    }
  }

  @Test func changingTheHostsCategoryRemeasuresAdjustingLabels() {
    let (host, controller) = Self.host(.large)
    host.layoutIfNeeded()
    #expect(controller.label.font.pointSize == 28)
    host.configuration.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    host.layoutIfNeeded()
    #expect(controller.label.font.pointSize == 58)
    #expect(controller.label.frame.height == 208.0 / 3)
    #expect(controller.traitChanges == 1)
    #expect(host.layoutDiagnostics.isEmpty)
  }

  @Test func aLabelThatDoesNotAdjustKeepsItsSize() {
    let (host, controller) = Self.host(.large)
    controller.loadViewIfNeeded()
    controller.label.adjustsFontForContentSizeCategory = false
    host.configuration.preferredContentSizeCategory = .accessibilityLarge
    host.layoutIfNeeded()
    #expect(controller.label.font.pointSize == 28)
  }

  /// A layout matrix across text sizes: the same screen at the smallest, default and largest.
  @Test func layoutMatrixRunsAcrossCategories() {
    let matrix = LayoutMatrix(
      devices: [
        { _ in
          var configuration = HostConfiguration(
            size: CGSize(width: 320, height: 568), displayScale: 3)
          configuration.name = "SE"
          return configuration
        }
      ],
      orientations: [.portrait],
      contentSizeCategories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    #expect(matrix.configurations.map(\.name) == ["SE xSmall", "SE large", "SE AX5"])
    var sizes: [CGFloat] = []
    matrix.run(TitleController.init) { _, host in
      sizes.append((host.rootViewController as! TitleController).label.font.pointSize)
    }
    #expect(sizes == [25, 28, 58])
  }

  /// UIFontMetrics fonts follow the category too.
  @Test func scaledFontsFollowTheCategory() {
    let root = makeRoot(scale: 2, category: .accessibilityExtraExtraExtraLarge)
    let label = addLabel("x", to: root)
    label.font = FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 10))
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 10 * 53 / CGFloat(17))
  }
}
