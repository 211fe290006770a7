import Foundation

// The system colours, light appearance. Sources (Documentation/Components.md, "Colours"):
// - the standard colours and the six greys: Apple's Human Interface Guidelines, "Color", the iOS
//   table of system colours (Default, light), as published for iOS 13–18;
// - the element colours (label, fill, background, separator): Noah Gilmore, "Backwards
//   compatibility for iOS 13 system colors" (2019), which prints UIKit's resolved light values; one
//   cross-check, `secondaryLabel` printed as `UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745
//   0.6` (60/255, 67/255) in a public Q&A, and `secondarySystemFill` printed as `0.470588 0.470588
//   0.501961 0.16` in a UISwitch's view hierarchy (sentry-cocoa's redaction tests);
// - the fixed colours (`black`, `darkGray`…): UIKit's `UIColor` documentation (grayscale 1/3 for
//   `darkGray`, RGB 1.0, 0.5, 0.0 for `orange`…).
nonisolated extension Color {
  // MARK: Standard colours

  /// `(0, 122, 255)`.
  public static let systemBlue = rgb8(0, 122, 255, name: "systemBlue")
  /// `(52, 199, 89)`.
  public static let systemGreen = rgb8(52, 199, 89, name: "systemGreen")
  /// `(88, 86, 214)`.
  public static let systemIndigo = rgb8(88, 86, 214, name: "systemIndigo")
  /// `(255, 149, 0)`.
  public static let systemOrange = rgb8(255, 149, 0, name: "systemOrange")
  /// `(255, 45, 85)`.
  public static let systemPink = rgb8(255, 45, 85, name: "systemPink")
  /// `(175, 82, 222)`.
  public static let systemPurple = rgb8(175, 82, 222, name: "systemPurple")
  /// `(255, 59, 48)`.
  public static let systemRed = rgb8(255, 59, 48, name: "systemRed")
  /// `(48, 176, 199)`.
  public static let systemTeal = rgb8(48, 176, 199, name: "systemTeal")
  /// `(255, 204, 0)`.
  public static let systemYellow = rgb8(255, 204, 0, name: "systemYellow")
  /// `(0, 199, 190)`.
  public static let systemMint = rgb8(0, 199, 190, name: "systemMint")
  /// `(50, 173, 230)`.
  public static let systemCyan = rgb8(50, 173, 230, name: "systemCyan")
  /// `(162, 132, 94)`.
  public static let systemBrown = rgb8(162, 132, 94, name: "systemBrown")

  // MARK: Greys

  /// `(142, 142, 147)`.
  public static let systemGray = rgb8(142, 142, 147, name: "systemGray")
  /// `(174, 174, 178)`.
  public static let systemGray2 = rgb8(174, 174, 178, name: "systemGray2")
  /// `(199, 199, 204)`.
  public static let systemGray3 = rgb8(199, 199, 204, name: "systemGray3")
  /// `(209, 209, 214)`.
  public static let systemGray4 = rgb8(209, 209, 214, name: "systemGray4")
  /// `(229, 229, 234)`.
  public static let systemGray5 = rgb8(229, 229, 234, name: "systemGray5")
  /// `(242, 242, 247)`.
  public static let systemGray6 = rgb8(242, 242, 247, name: "systemGray6")

  // MARK: Text

  /// Primary text: black.
  public static let label = rgb8(0, 0, 0, name: "label")
  /// Secondary text: `(60, 60, 67)` at 60 %.
  public static let secondaryLabel = rgb8(60, 60, 67, alpha: 0.6, name: "secondaryLabel")
  /// Tertiary text: `(60, 60, 67)` at 30 %.
  public static let tertiaryLabel = rgb8(60, 60, 67, alpha: 0.3, name: "tertiaryLabel")
  /// Quaternary text: `(60, 60, 67)` at 18 %.
  public static let quaternaryLabel = rgb8(60, 60, 67, alpha: 0.18, name: "quaternaryLabel")
  /// Links: `(0, 122, 255)`.
  public static let link = rgb8(0, 122, 255, name: "link")
  /// Placeholder text: `(60, 60, 67)` at 30 %.
  public static let placeholderText = rgb8(60, 60, 67, alpha: 0.3, name: "placeholderText")

  // MARK: Separators

  /// A separator that lets what is under it show: `(60, 60, 67)` at 29 %.
  public static let separator = rgb8(60, 60, 67, alpha: 0.29, name: "separator")
  /// An opaque separator: `(198, 198, 200)`.
  public static let opaqueSeparator = rgb8(198, 198, 200, name: "opaqueSeparator")

  // MARK: Backgrounds

  /// White.
  public static let systemBackground = rgb8(255, 255, 255, name: "systemBackground")
  /// `(242, 242, 247)`.
  public static let secondarySystemBackground = rgb8(
    242, 242, 247, name: "secondarySystemBackground")
  /// White.
  public static let tertiarySystemBackground = rgb8(
    255, 255, 255, name: "tertiarySystemBackground")
  /// `(242, 242, 247)`.
  public static let systemGroupedBackground = rgb8(242, 242, 247, name: "systemGroupedBackground")
  /// White.
  public static let secondarySystemGroupedBackground = rgb8(
    255, 255, 255, name: "secondarySystemGroupedBackground")
  /// `(242, 242, 247)`.
  public static let tertiarySystemGroupedBackground = rgb8(
    242, 242, 247, name: "tertiarySystemGroupedBackground")

  // MARK: Fills

  /// `(120, 120, 128)` at 20 %.
  public static let systemFill = rgb8(120, 120, 128, alpha: 0.2, name: "systemFill")
  /// `(120, 120, 128)` at 16 % (a switch's off track).
  public static let secondarySystemFill = rgb8(
    120, 120, 128, alpha: 0.16, name: "secondarySystemFill")
  /// `(118, 118, 128)` at 12 %.
  public static let tertiarySystemFill = rgb8(
    118, 118, 128, alpha: 0.12, name: "tertiarySystemFill")
  /// `(116, 116, 128)` at 8 %.
  public static let quaternarySystemFill = rgb8(
    116, 116, 128, alpha: 0.08, name: "quaternarySystemFill")

  // MARK: Fixed colours

  /// Grayscale 0.
  public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1, name: "black")
  /// Grayscale 1/3.
  public static let darkGray = Color(
    red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1, name: "darkGray")
  /// Grayscale 2/3.
  public static let lightGray = Color(
    red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1, name: "lightGray")
  /// Grayscale 1.
  public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1, name: "white")
  /// Grayscale 0.5.
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1, name: "gray")
  /// RGB 1, 0, 0.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1, name: "red")
  /// RGB 0, 1, 0.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1, name: "green")
  /// RGB 0, 0, 1.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1, name: "blue")
  /// RGB 0, 1, 1.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1, name: "cyan")
  /// RGB 1, 1, 0.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1, name: "yellow")
  /// RGB 1, 0, 1.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1, name: "magenta")
  /// RGB 1, 0.5, 0.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1, name: "orange")
  /// RGB 0.5, 0, 0.5.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1, name: "purple")
  /// RGB 0.6, 0.4, 0.2.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1, name: "brown")
  /// Grayscale 0 with opacity 0.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
}
