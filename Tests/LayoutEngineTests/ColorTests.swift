import Foundation
import LayoutEngine
import Testing

/// `Color`: UIKit's `UIColor` initializers, clamps and system colours (light values).
@Suite struct ColorTests {
  /// 8-bit components as Apple's tables print them.
  private func bytes(_ color: Color) -> [Int] {
    [color.redComponent, color.greenComponent, color.blueComponent].map {
      Int(($0 * 255).rounded())
    }
  }

  @Test func standardColoursHaveTheHIGLightValues() {
    // Apple HIG "Color", iOS system colours, default light (iOS 13–18 table).
    #expect(bytes(.systemBlue) == [0, 122, 255])
    #expect(bytes(.systemRed) == [255, 59, 48])
    #expect(bytes(.systemGreen) == [52, 199, 89])
    #expect(bytes(.systemOrange) == [255, 149, 0])
    #expect(bytes(.systemYellow) == [255, 204, 0])
    #expect(bytes(.systemPink) == [255, 45, 85])
    #expect(bytes(.systemPurple) == [175, 82, 222])
    #expect(bytes(.systemIndigo) == [88, 86, 214])
    #expect(bytes(.systemTeal) == [48, 176, 199])
    #expect(bytes(.systemGray) == [142, 142, 147])
    #expect(bytes(.systemGray6) == [242, 242, 247])
    #expect(Color.systemBlue.alphaComponent == 1)
  }

  @Test func elementColoursHaveUIKitsResolvedLightValues() {
    // secondaryLabel printed as UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745 0.6.
    #expect(abs(Color.secondaryLabel.redComponent - 0.235294) < 1e-6)
    #expect(abs(Color.secondaryLabel.blueComponent - 0.262745) < 1e-6)
    #expect(Color.secondaryLabel.alphaComponent == 0.6)
    // secondarySystemFill printed as 0.470588 0.470588 0.501961 0.16 (a UISwitch's track).
    #expect(bytes(.secondarySystemFill) == [120, 120, 128])
    #expect(Color.secondarySystemFill.alphaComponent == 0.16)
    #expect(bytes(.label) == [0, 0, 0])
    #expect(bytes(.systemBackground) == [255, 255, 255])
    #expect(bytes(.secondarySystemBackground) == [242, 242, 247])
    #expect(bytes(.separator) == [60, 60, 67])
    #expect(Color.separator.alphaComponent == 0.29)
  }

  @Test func fixedColoursFollowUIColorsDocumentation() {
    #expect(Color.darkGray == Color(white: 1.0 / 3, alpha: 1))
    #expect(Color.lightGray == Color(white: 2.0 / 3, alpha: 1))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(Color.clear.alphaComponent == 0)
    #expect(Color.white == Color(white: 1, alpha: 1))
  }

  @Test func alphaIsClampedButComponentsAreExtended() {
    // UIColor(red:green:blue:alpha:) docs: components are never clamped (iOS 10+); alpha is.
    let color = Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 3)
    #expect(color.redComponent == 1.2)
    #expect(color.greenComponent == -0.1)
    #expect(color.alphaComponent == 1)
    #expect(Color(white: 0.5, alpha: -2).alphaComponent == 0)
  }

  @Test func nanBecomesZeroWithoutTrapping() {
    // A Trellis choice (Decisions.md): UIKit does not document NaN.
    let color = Color(red: .nan, green: 0.5, blue: .nan, alpha: .nan)
    #expect(color == Color(red: 0, green: 0.5, blue: 0, alpha: 0))
  }

  @Test func withAlphaComponentKeepsTheComponentsAndClamps() {
    let half = Color.systemBlue.withAlphaComponent(0.5)
    #expect(half.alphaComponent == 0.5)
    #expect(half.redComponent == Color.systemBlue.redComponent)
    #expect(Color.systemBlue.withAlphaComponent(7).alphaComponent == 1)
    #expect(half.description == "systemBlue.withAlphaComponent(0.5)")
  }

  @Test func equalityComparesComponentsNotNames() {
    #expect(Color.systemBackground == Color.white)
    #expect(Color.systemBackground.description == "systemBackground")
    #expect(Set([Color.systemBackground, Color.white]).count == 1)
    #expect(
      Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).description
        == "Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)")
  }

  @Test func getRedAndGetWhiteReadTheComponents() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(Color.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect(r == 1 && a == 1)
    var white: CGFloat = -1
    #expect(Color.gray.getWhite(&white, alpha: &a))
    #expect(white == 0.5)
    white = -1
    #expect(!Color.systemRed.getWhite(&white, alpha: &a))
    #expect(white == -1)
  }
}
