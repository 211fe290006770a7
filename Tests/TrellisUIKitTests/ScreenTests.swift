import Testing
import TrellisUIKit

/// A screen that sizes something from `UIScreen.main`, as some UIKit code does.
private final class GalleryViewController: UIViewController {
  private(set) var screenWidth: CGFloat = 0
  private(set) var hairline: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    screenWidth = UIScreen.main.bounds.width
    hairline = 1 / UIScreen.main.scale
  }
}

/// `UIScreen.main` is the screen of the host laying out, else the iPhone SE (3rd generation) in
/// portrait (Documentation/Decisions.md, "UIScreen.main").
@Suite struct ScreenTests {
  @Test func outsideAHostTheMainScreenIsTheDefaultDevice() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(UIScreen.main.scale == 2)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334))
  }

  @Test func whileAHostLaysOutTheMainScreenIsItsDevice() {
    let controller = GalleryViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.landscape))
    host.layoutIfNeeded()
    #expect(controller.screenWidth == 812)
    #expect(controller.hairline == CGFloat(1) / 3)
  }
}
