import Components
import Foundation
import Testing

/// `Switch`: 51 × 31 points (spec §14; sentry-cocoa's printouts of `UISwitch(frame: 80 × 30)` read
/// `frame = (10 40; 51 31)` on iOS 16 to 26).
@Suite struct SwitchTests {
  @Test func intrinsicSizeIs51By31() {
    #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(centredFrame(of: Switch()) == CGRect(x: 162, y: 318, width: 51, height: 31))
  }

  @Test func theFrameKeepsTheSwitchsOwnSize() {
    let toggle = Switch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
    #expect(toggle.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
  }

  @Test func intrinsicSizeIgnoresAConstrainedWidth() {
    let toggle = Switch()
    _ = centredFrame(of: toggle, width: 120)
    #expect(toggle.frame.width == 120)
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
  }

  @Test func setOnAppliesAtOnce() {
    let toggle = Switch()
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    #expect(toggle.onTintColor == nil)
  }

  @Test func landingPageExample() {
    // The example on the Components DocC landing page.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let toggle = Switch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(toggle)
    LayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 316, y: 20, width: 51, height: 31))
  }
}
