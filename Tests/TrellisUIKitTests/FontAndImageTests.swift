import Testing
import TrellisUIKit

/// `UIFont(name:size:)`, the system-font variants and `UIImage(named:)` as UIKit code uses them
/// (issue 23 item 3; Documentation/Decisions.md, "Fonts by name" and "UIImage(named:)").
@Suite struct FontAndImageTests {
  /// A font by name takes the system font's advances at its name's weight, without SF Pro's
  /// tracking (−0.44 points a character at 18 points; Text.md, "Named fonts").
  @Test func aNamedFontMeasuresWithTheSystemFontsAdvancesAtItsNamesWeight() throws {
    let heavy = try #require(UIFont(name: "Avenir-Heavy", size: 18))
    #expect(heavy.fontName == "Avenir-Heavy")
    #expect(heavy.familyName == "Avenir")
    #expect(heavy.pointSize == 18)
    #expect(heavy.weight == .heavy)
    #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.weight == .bold)
    #expect(UIFont(name: "Georgia", size: 12)?.weight == .regular)
    let named = UILabel()
    named.font = UIFont(name: "Avenir-Heavy", size: 18) ?? .systemFont(ofSize: 18)
    named.text = "Welcome back"
    let system = UILabel()
    system.font = .systemFont(ofSize: 18, weight: .heavy)
    system.text = "Welcome back"
    #expect(named.intrinsicContentSize.height == system.intrinsicContentSize.height)
    let untracked = system.intrinsicContentSize.width + 12 * 0.44
    #expect(abs(named.intrinsicContentSize.width - untracked) < 1e-9)
    #expect(heavy.withSize(20).fontName == "Avenir-Heavy")
  }

  @Test func systemFontVariants() {
    #expect(UIFont.boldSystemFont(ofSize: 15).weight == .bold)
    #expect(UIFont.italicSystemFont(ofSize: 15).pointSize == 15)
    #expect(UIFont.italicSystemFont(ofSize: 15).weight == .regular)
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium).isMonospacedDigit)
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
  }

  @Test func namedImagesComeFromTheRegistryAndUnknownNamesAreNil() throws {
    #expect(UIImage(named: "FontAndImageTests-missing") == nil)
    UIImage.register(
      named: "FontAndImageTests-avatar", size: CGSize(width: 48, height: 48), scale: 3)
    defer { UIImage.unregister(named: "FontAndImageTests-avatar") }
    let avatar = try #require(UIImage(named: "FontAndImageTests-avatar"))
    #expect(avatar.size == CGSize(width: 48, height: 48))
    #expect(avatar.scale == 3)
    let imageView = UIImageView(image: UIImage(named: "FontAndImageTests-avatar"))
    #expect(imageView.frame.size == CGSize(width: 48, height: 48))
    #expect(imageView.intrinsicContentSize == CGSize(width: 48, height: 48))
    #expect(
      UIImage(named: "FontAndImageTests-avatar", in: nil, compatibleWith: nil)?.size.width == 48)
    #expect(UIImage(systemName: "star.fill") != nil)
  }
}
