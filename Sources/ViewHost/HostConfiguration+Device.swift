import Foundation
import LayoutEngine

nonisolated extension HostConfiguration {
  /// How a device is held.
  nonisolated public enum Orientation: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case portrait
    case landscape

    public var description: String {
      switch self {
      case .portrait: "portrait"
      case .landscape: "landscape"
      }
    }
  }

  /// A real device: its screen in points, its scale, and the safe area its window gives a full-screen
  /// view controller with no bars, in each orientation (spec §3.2).
  ///
  /// The landscape values are for either landscape orientation: the notch side and the home indicator
  /// give the same insets both ways (UYL: "It does not matter if the notch is on the left or right").
  nonisolated public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The marketing names the preset stands for (`"iPhone X/XS/11 Pro"`).
    public var name: String
    /// The screen in points, held in portrait.
    public var portraitSize: CGSize
    public var displayScale: CGFloat
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// The window's safe area in portrait: the status bar (20 on devices with a home button), or the
    /// sensor housing and the home indicator.
    public var portraitSafeAreaInsets: EdgeInsets
    /// The window's safe area in landscape: on phones the status bar is hidden, notched phones keep
    /// the housing's inset on both sides and 21 for the home indicator; iPads keep their status bar.
    public var landscapeSafeAreaInsets: EdgeInsets
    /// Whether the device has regular width in landscape: every iPad, and the Plus and Max phones.
    public var isRegularWidthInLandscape: Bool

    public init(
      name: String, portraitSize: CGSize, displayScale: CGFloat,
      userInterfaceIdiom: UserInterfaceIdiom, portraitSafeAreaInsets: EdgeInsets,
      landscapeSafeAreaInsets: EdgeInsets, isRegularWidthInLandscape: Bool
    ) {
      self.name = name
      self.portraitSize = portraitSize
      self.displayScale = displayScale
      self.userInterfaceIdiom = userInterfaceIdiom
      self.portraitSafeAreaInsets = portraitSafeAreaInsets
      self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
      self.isRegularWidthInLandscape = isRegularWidthInLandscape
    }

    /// The screen in points, held in `orientation`.
    public func size(_ orientation: Orientation) -> CGSize {
      switch orientation {
      case .portrait: portraitSize
      case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
      }
    }

    /// The window's safe area with no bars, held in `orientation`.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
      orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// Apple's size classes for a full-screen app: iPad is regular both ways; a phone is compact
    /// width and regular height in portrait, compact height in landscape, where the Plus and Max
    /// phones have regular width.
    public func sizeClasses(_ orientation: Orientation) -> (
      horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
      if userInterfaceIdiom == .pad { return (.regular, .regular) }
      switch orientation {
      case .portrait: return (.compact, .regular)
      case .landscape: return (isRegularWidthInLandscape ? .regular : .compact, .compact)
      }
    }

    public var description: String { name }
  }

  /// The full-screen window of `device` held in `orientation`, with no bars.
  public init(
    device: Device, orientation: Orientation,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    let classes = device.sizeClasses(orientation)
    self.init(
      size: device.size(orientation), safeAreaInsets: device.safeAreaInsets(orientation),
      layoutDirection: layoutDirection, displayScale: device.displayScale,
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      userInterfaceIdiom: device.userInterfaceIdiom)
    name = "\(device.name) \(orientation)"
  }
}

nonisolated extension HostConfiguration.Device {
  /// A phone with a home button: status bar 20 in portrait, hidden in landscape (spec §3.2, UYL,
  /// SIMUI `portraitTopOnly`).
  private static func homeButtonPhone(
    _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, regularInLandscape: Bool
  ) -> Self {
    Self(
      name: name, portraitSize: CGSize(width: width, height: height), displayScale: scale,
      userInterfaceIdiom: .phone,
      portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeAreaInsets: .zero, isRegularWidthInLandscape: regularInLandscape)
  }

  /// A phone with a sensor housing and a home indicator: (housing, 0, 34, 0) in portrait,
  /// (0, side, 21, side) in landscape (spec §3.2).
  private static func faceIDPhone(
    _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat,
    side: CGFloat, regularInLandscape: Bool
  ) -> Self {
    Self(
      name: name, portraitSize: CGSize(width: width, height: height), displayScale: scale,
      userInterfaceIdiom: .phone,
      portraitSafeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeSafeAreaInsets: EdgeInsets(top: 0, left: side, bottom: 21, right: side),
      isRegularWidthInLandscape: regularInLandscape)
  }

  /// iPhone SE (1st generation), iPhone 5/5s: 320×568 @2x, status bar 20.
  public static let iPhoneSE1 = homeButtonPhone(
    "iPhone SE (1st gen)/5s", width: 320, height: 568, scale: 2, regularInLandscape: false)
  /// iPhone SE (2nd and 3rd generation): 375×667 @2x, (20, 0, 0, 0) / (0, 0, 0, 0) (§3.2, UYL, SIMUI).
  public static let iPhoneSE3 = homeButtonPhone(
    "iPhone SE (2nd/3rd gen)", width: 375, height: 667, scale: 2, regularInLandscape: false)
  /// iPhone 6/6s/7/8: 375×667 @2x, (20, 0, 0, 0) / (0, 0, 0, 0) (§3.2, UYL, SIMUI).
  public static let iPhone8 = homeButtonPhone(
    "iPhone 6/7/8", width: 375, height: 667, scale: 2, regularInLandscape: false)
  /// iPhone 6 Plus to 8 Plus: 414×736 @3x, (20, 0, 0, 0) / (0, 0, 0, 0), regular width in landscape
  /// (§3.2, UYL, SIMUI).
  public static let iPhone8Plus = homeButtonPhone(
    "iPhone 6/7/8 Plus", width: 414, height: 736, scale: 3, regularInLandscape: true)
  /// iPhone X, XS, 11 Pro: 375×812 @3x, (44, 0, 34, 0) / (0, 44, 21, 44) (§3.2: UYL, IMANOU
  /// measured, DEVFRAME).
  public static let iPhoneX = faceIDPhone(
    "iPhone X/XS/11 Pro", width: 375, height: 812, scale: 3, top: 44, side: 44,
    regularInLandscape: false)
  /// iPhone XS Max, 11 Pro Max: 414×896 @3x, (44, 0, 34, 0) / (0, 44, 21, 44), regular width in
  /// landscape (§3.2: UYL, DEVFRAME).
  public static let iPhoneXSMax = faceIDPhone(
    "iPhone XS Max/11 Pro Max", width: 414, height: 896, scale: 3, top: 44, side: 44,
    regularInLandscape: true)
  /// iPhone XR, 11: 414×896 @2x, (48, 0, 34, 0) on iOS 14+ / (0, 44, 21, 44), regular width in
  /// landscape (§3.2: SIMUI).
  public static let iPhoneXR = faceIDPhone(
    "iPhone XR/11", width: 414, height: 896, scale: 2, top: 48, side: 44,
    regularInLandscape: true)
  /// iPhone 12 mini, 13 mini: 375×812 @3x, (50, 0, 34, 0) / (0, 50, 21, 50) (§3.2: SIMUI,
  /// StartPoint).
  public static let iPhone12Mini = faceIDPhone(
    "iPhone 12/13 mini", width: 375, height: 812, scale: 3, top: 50, side: 50,
    regularInLandscape: false)
  /// iPhone 12, 12 Pro, 13, 13 Pro, 14: 390×844 @3x, (47, 0, 34, 0) / (0, 47, 21, 47) (§3.2:
  /// DEVFRAME, SIMUI).
  public static let iPhone12 = faceIDPhone(
    "iPhone 12/13/14", width: 390, height: 844, scale: 3, top: 47, side: 47,
    regularInLandscape: false)
  /// iPhone 12 Pro Max, 13 Pro Max, 14 Plus: 428×926 @3x, (47, 0, 34, 0) / (0, 47, 21, 47), regular
  /// width in landscape (§3.2: DEVFRAME, SIMUI).
  public static let iPhone12ProMax = faceIDPhone(
    "iPhone 12/13 Pro Max/14 Plus", width: 428, height: 926, scale: 3, top: 47, side: 47,
    regularInLandscape: true)
  /// iPhone 14 Pro, 15, 15 Pro, 16: 393×852 @3x, (59, 0, 34, 0) / (0, 59, 21, 59) (§3.2: CSL
  /// printout, DEVFRAME).
  public static let iPhone14Pro = faceIDPhone(
    "iPhone 14 Pro/15/16", width: 393, height: 852, scale: 3, top: 59, side: 59,
    regularInLandscape: false)
  /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430×932 @3x, (59, 0, 34, 0) /
  /// (0, 59, 21, 59), regular width in landscape (§3.2: CSL, DEVFRAME).
  public static let iPhone14ProMax = faceIDPhone(
    "iPhone 14 Pro Max/15 Plus/16 Plus", width: 430, height: 932, scale: 3, top: 59, side: 59,
    regularInLandscape: true)
  /// iPhone 16 Pro: 402×874 @3x, (62, 0, 34, 0) / (0, 62, 21, 62) (§3.2: DEVFRAME).
  public static let iPhone16Pro = faceIDPhone(
    "iPhone 16 Pro", width: 402, height: 874, scale: 3, top: 62, side: 62,
    regularInLandscape: false)
  /// iPhone 16 Pro Max: 440×956 @3x, (62, 0, 34, 0) / (0, 62, 21, 62), regular width in landscape
  /// (§3.2: DEVFRAME).
  public static let iPhone16ProMax = faceIDPhone(
    "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, top: 62, side: 62,
    regularInLandscape: true)
  /// iPad with a home button, modelled on the 10.2-inch iPad (7th–9th generation): 810×1080 @2x,
  /// status bar 20 in both orientations (§3.2: DEVFRAME, SIMUI).
  public static let iPad = Self(
    name: "iPad (home button, 10.2-inch)", portraitSize: CGSize(width: 810, height: 1080),
    displayScale: 2, userInterfaceIdiom: .pad,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    isRegularWidthInLandscape: true)
  /// iPad Pro 11-inch: 834×1194 @2x, (24, 0, 20, 0) in both orientations (§3.2: SIMUI; DEVFRAME
  /// disagrees, see Documentation/Hosting.md).
  public static let iPadPro11 = Self(
    name: "iPad Pro 11-inch", portraitSize: CGSize(width: 834, height: 1194), displayScale: 2,
    userInterfaceIdiom: .pad,
    portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    isRegularWidthInLandscape: true)

  /// Every preset device, phones from smallest to largest, then iPads.
  public static let allPresets: [Self] = [
    .iPhoneSE1, .iPhoneSE3, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXSMax, .iPhoneXR,
    .iPhone12Mini, .iPhone12, .iPhone12ProMax, .iPhone14Pro, .iPhone14ProMax, .iPhone16Pro,
    .iPhone16ProMax, .iPad, .iPadPro11,
  ]
}
