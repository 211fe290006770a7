import TrellisUIKit

/// The three devices every corpus file is laid out on, with the numbers the tests derive frames
/// from: the screen width, the safe area's top and bottom, and the root view's side margins.
///
/// Safe areas are the presets' (UIKitBehavior.md §3.2); the side margins are the root view's
/// system minimum, which depends on the root's width: 16 points up to 375 points wide, 20 on wider
/// roots (§2.3: the iPhone 15's 393 points and the iPad both get 20).
enum CorpusDevice: String, CaseIterable, Sendable, CustomStringConvertible {
  /// iPhone SE (2nd/3rd generation), portrait: 375 × 667, status bar 20.
  case iPhoneSE
  /// iPhone 15 (the 14 Pro class), portrait: 393 × 852, safe area (59, 0, 34, 0).
  case iPhone15
  /// iPad Pro 11-inch, landscape: 1194 × 834, safe area (24, 0, 20, 0), regular width.
  case iPadLandscape

  var configuration: HostConfiguration {
    switch self {
    case .iPhoneSE: .iPhoneSE3(.portrait)
    case .iPhone15: .iPhone15(.portrait)
    case .iPadLandscape: .iPadPro11(.landscape)
    }
  }

  var width: CGFloat {
    switch self {
    case .iPhoneSE: 375
    case .iPhone15: 393
    case .iPadLandscape: 1194
    }
  }

  var safeAreaTop: CGFloat {
    switch self {
    case .iPhoneSE: 20
    case .iPhone15: 59
    case .iPadLandscape: 24
    }
  }

  var safeAreaBottom: CGFloat {
    switch self {
    case .iPhoneSE: 0
    case .iPhone15: 34
    case .iPadLandscape: 20
    }
  }

  /// The root view's leading and trailing layout margins.
  var sideMargin: CGFloat { width <= 375 ? 16 : 20 }

  /// The width of the root's readable content guide: the width inside the margins, at most 672
  /// points (the readable width at the default text size, UIKitBehavior.md §6), centred.
  var readableWidth: CGFloat { min(width - 2 * sideMargin, 672) }

  /// Where the readable content guide starts.
  var readableMinX: CGFloat { (width - readableWidth) / 2 }

  var description: String { rawValue }
}
