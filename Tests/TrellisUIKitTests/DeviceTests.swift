import LayoutTesting
import Testing
import TrellisUIKit

/// Reads the device while laying out, as adaptive code does.
private final class AdaptiveController: UIViewController {
  var seen: (idiom: UIUserInterfaceIdiom, orientation: UIDeviceOrientation, system: String)?
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let device = UIDevice.current
    seen = (device.userInterfaceIdiom, device.orientation, device.systemName)
  }
}

/// `UIDevice.current` reports the host laying out (Documentation/Decisions.md, "UIDevice").
@MainActor
struct DeviceTests {
  @Test func theDeviceIsTheHostsWhileItLaysOut() {
    let phone = AdaptiveController()
    ViewHost(rootViewController: phone, configuration: .iPhone8(.landscape)).layoutIfNeeded()
    #expect(phone.seen?.idiom == .phone)
    #expect(phone.seen?.orientation == .landscapeLeft)
    #expect(phone.seen?.system == "iOS")
    let pad = AdaptiveController()
    ViewHost(rootViewController: pad, configuration: .iPadPro11(.portrait)).layoutIfNeeded()
    #expect(pad.seen?.idiom == .pad)
    #expect(pad.seen?.orientation == .portrait)
    #expect(pad.seen?.system == "iPadOS")
  }

  @Test func outsideAHostTheDeviceIsThePortraitIPhoneOfUIScreenMain() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.orientation.isPortrait)
    #expect(device.systemVersion == "26.0")
    #expect(device.model == "iPhone")
  }
}
