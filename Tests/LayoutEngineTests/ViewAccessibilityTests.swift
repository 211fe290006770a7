import Foundation
import LayoutEngine
import Testing

/// `View`'s accessibility properties (UIKit's informal `UIAccessibility` protocol) and the dump's
/// `.accessibility` option (Documentation/Accessibility.md).
@Suite struct ViewAccessibilityTests {
  @Test func aPlainViewIsNotAnElementAndSaysNothing() {
    // Apple, `isAccessibilityElement`: "The default value for this property is false" (true only
    // for UIKit controls).
    let view = View()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityValue == nil)
    #expect(view.accessibilityHint == nil)
    #expect(view.accessibilityTraits == .none)
    #expect(!view.accessibilityElementsHidden)
  }

  @Test func setValuesReadBack() {
    let view = View()
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Avatar"
    view.accessibilityValue = "3 unread"
    view.accessibilityHint = "Opens the profile"
    view.accessibilityTraits = [.image, .button]
    view.accessibilityElementsHidden = true
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Avatar")
    #expect(view.accessibilityValue == "3 unread")
    #expect(view.accessibilityHint == "Opens the profile")
    #expect(view.accessibilityTraits == [.button, .image])
    #expect(view.accessibilityElementsHidden)
    view.accessibilityLabel = nil
    view.isAccessibilityElement = false
    #expect(view.accessibilityLabel == nil)
    #expect(!view.isAccessibilityElement)
  }

  @Test func theIdentifierStaysANameNotALabel() {
    // accessibilityIdentifier names views in dumps and diagnostics; it is not spoken.
    let view = View()
    view.accessibilityIdentifier = "avatar"
    #expect(view.accessibilityLabel == nil)
    #expect(view.layoutName == "avatar")
  }

  @Test func traitsUseUIKitsBits() {
    // The values UIKit gives its trait constants (Accessibility.md, "Traits").
    #expect(AccessibilityTraits.button.rawValue == 1)
    #expect(AccessibilityTraits.image.rawValue == 4)
    #expect(AccessibilityTraits.staticText.rawValue == 64)
    #expect(AccessibilityTraits.notEnabled.rawValue == 256)
    #expect(AccessibilityTraits.searchField.rawValue == 1024)
    #expect(AccessibilityTraits.adjustable.rawValue == 4096)
    #expect(AccessibilityTraits.header.rawValue == 65536)
    #expect(AccessibilityTraits.toggleButton.rawValue == 1 << 53)
  }

  @Test func traitsDescribeThemselvesInBitOrder() {
    #expect(AccessibilityTraits([.notEnabled, .button]).description == "[button, notEnabled]")
    #expect(AccessibilityTraits.none.description == "[]")
    #expect(AccessibilityTraits([.header, .staticText]).description == "[staticText, header]")
    #expect(AccessibilityTraits(rawValue: 1 << 40 | 1).description == "[button, 0x10000000000]")
  }

  // MARK: The dump

  /// root ─ card (a container with a label) ─ avatar (an element), and a hidden badge.
  private func scene() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.accessibilityIdentifier = "root"
    let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    card.accessibilityIdentifier = "card"
    card.accessibilityLabel = "Profile"
    root.addSubview(card)
    let avatar = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    avatar.accessibilityIdentifier = "avatar"
    avatar.isAccessibilityElement = true
    avatar.accessibilityLabel = "Ada"
    avatar.accessibilityTraits = [.image, .button]
    card.addSubview(avatar)
    let badge = View(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
    badge.accessibilityIdentifier = "badge"
    badge.isAccessibilityElement = true
    badge.isHidden = true
    root.addSubview(badge)
    root.layoutIfNeeded()
    return root
  }

  @Test func theDumpWithoutTheOptionIsUnchanged() {
    let root = scene()
    #expect(!root.dump().contains("label="))
    #expect(!root.dump().contains("element"))
    #expect(!root.dump([.guides, .constraints]).contains("label="))
  }

  @Test func theDumpListsWhatEachViewSays() {
    let lines = scene().dump(.accessibility).split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "root (0, 0, 200, 100) margins=(8, 8, 8, 8)",
        "  card (0, 0, 200, 50) margins=(8, 8, 8, 8) label=\"Profile\"",
        "    avatar (0, 0, 40, 40) margins=(8, 8, 8, 8) element label=\"Ada\" traits=[button, image]",
        "  badge (0, 60, 20, 20) margins=(8, 8, 8, 8) hidden",
      ])
  }

  @Test func theDumpShowsValueAndHintAndAnElementThatSaysNothing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let field = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.accessibilityIdentifier = "field"
    field.accessibilityValue = "42"
    field.accessibilityHint = "Double-tap to edit"
    root.addSubview(field)
    let mute = View(frame: CGRect(x: 0, y: 40, width: 30, height: 30))
    mute.accessibilityIdentifier = "mute"
    mute.isAccessibilityElement = true
    root.addSubview(mute)
    let lines = root.dump(.accessibility).split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("margins=(8, 8, 8, 8) value=\"42\" hint=\"Double-tap to edit\""))
    // An element with no label: what a later check reports for an interactive view.
    #expect(lines[2].hasSuffix("margins=(8, 8, 8, 8) element"))
  }

  @Test func anElementHidesItsSubviews() {
    // Making a view an element makes assistive technologies stop looking inside it
    // (accessibilityupto11.com, day 62).
    let root = scene()
    let card = root.subviews[0]
    card.isAccessibilityElement = true
    let lines = root.dump(.accessibility).split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("element label=\"Profile\""))
    #expect(lines[2].hasSuffix("margins=(8, 8, 8, 8)"))
  }

  @Test func elementsHiddenHidesTheViewAndItsSubtree() {
    let root = scene()
    let card = root.subviews[0]
    card.accessibilityElementsHidden = true
    let lines = root.dump(.accessibility).split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("margins=(8, 8, 8, 8)"))
    #expect(lines[2].hasSuffix("margins=(8, 8, 8, 8)"))
  }

  @Test func theDumpEscapesQuotesAndLineBreaks() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.accessibilityLabel = "Say \"hi\"\r\nback\\slash"
    let dump = view.dump(.accessibility)
    #expect(!dump.contains("\n"))
    #expect(dump.hasSuffix(#"label="Say \"hi\"\r\nback\\slash""#))
  }
}
