import Components
import Foundation
import Testing
import ViewHost

/// A view not yet in a host's tree has the display scale of the screen the host lays out for, so
/// `sizeToFit()` in `viewDidLoad()`, before the label is added, rounds up to that screen's pixels
/// (UIKitBehavior.md §15, "sizeToFit() before hosting"; Decisions.md, "The scale of a view outside
/// a host").
///
/// UIKit's numbers: adammcarter/swift-snapshot-testing-macros's
/// `recursiveDescription_min-size_light.1.txt` (2025, @3x): a 14-point system label reading
/// ".recursiveDescription", sized to fit before it has a superview, is `(0 0; 137.333 17)`.
@Suite struct SizeToFitBeforeHostingTests {
  final class SizedLabelController: ViewController {
    let label = Label()
    var scaleBeforeAdding: CGFloat = -1

    override func viewDidLoad() {
      super.viewDidLoad()
      label.font = .systemFont(ofSize: 14)
      label.text = ".recursiveDescription"
      label.numberOfLines = 0
      scaleBeforeAdding = label.traitCollection.displayScale
      label.sizeToFit()
      view.addSubview(label)
    }
  }

  private func hosted(scale: CGFloat) -> SizedLabelController {
    let controller = SizedLabelController()
    let host = ViewHost(
      rootViewController: controller,
      configuration: HostConfiguration(
        size: CGSize(width: 402, height: 874), safeAreaInsets: .zero, displayScale: scale))
    host.layoutIfNeeded()
    return controller
  }

  @Test func aLabelSizedBeforeItIsAddedRoundsUpToTheScreensPixels() {
    let controller = hosted(scale: 3)
    #expect(controller.scaleBeforeAdding == 3)
    #expect(controller.label.frame.size == CGSize(width: 412.0 / 3, height: 17))
  }

  @Test func theScaleIsTheHostsScreens() {
    let controller = hosted(scale: 2)
    #expect(controller.scaleBeforeAdding == 2)
    #expect(controller.label.frame.size == CGSize(width: 137.5, height: 17))
  }

  @Test func outsideAHostsLayoutAViewWithoutAHostHasNoScale() {
    let label = Label()
    label.font = .systemFont(ofSize: 14)
    label.text = ".recursiveDescription"
    #expect(label.traitCollection.displayScale == 0)
    label.sizeToFit()
    #expect(label.frame.height < 17)
  }
}
