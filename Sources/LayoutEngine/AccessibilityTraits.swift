/// How an accessibility element behaves and what state it is in: UIKit's `UIAccessibilityTraits`.
///
/// ```swift
/// let heading = View()
/// heading.isAccessibilityElement = true
/// heading.accessibilityTraits = [.staticText, .header]
/// heading.accessibilityTraits.description  // "[staticText, header]"
/// ```
///
/// UIKit publishes these as constants without documenting their values; the raw values here are
/// the bits UIKit uses (Documentation/Accessibility.md, "Traits"), so a set stored by UIKit code
/// as a number reads back the same.
nonisolated public struct AccessibilityTraits: OptionSet, Hashable, Sendable,
  CustomStringConvertible
{
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none: AccessibilityTraits = []
  /// The element behaves like a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element behaves like a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element behaves like an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected (a selected segment or tab).
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// The element behaves like a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// The element summarises the app's state when it starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is disabled and does not respond to interaction.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// The element's label or value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be adjusted continuously (a slider, a page control).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Reaching the end of the element's text turns the page.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar (its tabs are elements; it is not one itself).
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a heading that divides content into sections.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// The element toggles a value on and off; with ``button`` it reads as a switch (iOS 17).
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

  /// The traits with their UIKit names, in bit order: what ``description`` prints.
  static let names: [(trait: AccessibilityTraits, name: String)] = [
    (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
    (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
    (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
    (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
    (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.tabBar, "tabBar"), (.header, "header"), (.toggleButton, "toggleButton"),
  ]

  /// The traits by name in bit order, bits without a name as hexadecimal:
  /// `[button, notEnabled]`, `[]`.
  public var description: String {
    var parts: [String] = []
    var rest = rawValue
    for (trait, name) in Self.names where contains(trait) {
      parts.append(name)
      rest &= ~trait.rawValue
    }
    if rest != 0 { parts.append("0x" + String(rest, radix: 16)) }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
