import LayoutEngine

/// Device presets: the full-screen window of a real device, no bars (spec §3.2). Add bars with
/// ``HostConfiguration/adding(_:)``; see ``HostConfiguration/Device`` for each device's numbers and
/// where they come from.
nonisolated extension HostConfiguration {
  /// iPhone SE (1st generation): 320×568 @2x.
  public static func iPhoneSE1(_ orientation: Orientation) -> Self {
    Self(device: .iPhoneSE1, orientation: orientation)
  }
  /// iPhone SE (2nd/3rd generation): 375×667 @2x.
  public static func iPhoneSE3(_ orientation: Orientation) -> Self {
    Self(device: .iPhoneSE3, orientation: orientation)
  }
  /// iPhone 6/7/8: 375×667 @2x.
  public static func iPhone8(_ orientation: Orientation) -> Self {
    Self(device: .iPhone8, orientation: orientation)
  }
  /// iPhone 6/7/8 Plus: 414×736 @3x.
  public static func iPhone8Plus(_ orientation: Orientation) -> Self {
    Self(device: .iPhone8Plus, orientation: orientation)
  }
  /// iPhone X/XS/11 Pro: 375×812 @3x.
  public static func iPhoneX(_ orientation: Orientation) -> Self {
    Self(device: .iPhoneX, orientation: orientation)
  }
  /// iPhone XS: the same screen as ``iPhoneX(_:)``.
  public static func iPhoneXS(_ orientation: Orientation) -> Self { iPhoneX(orientation) }
  /// iPhone 11 Pro: the same screen as ``iPhoneX(_:)``.
  public static func iPhone11Pro(_ orientation: Orientation) -> Self { iPhoneX(orientation) }
  /// iPhone XS Max/11 Pro Max: 414×896 @3x.
  public static func iPhoneXSMax(_ orientation: Orientation) -> Self {
    Self(device: .iPhoneXSMax, orientation: orientation)
  }
  /// iPhone XR/11: 414×896 @2x.
  public static func iPhoneXR(_ orientation: Orientation) -> Self {
    Self(device: .iPhoneXR, orientation: orientation)
  }
  /// iPhone 11: the same screen as ``iPhoneXR(_:)``.
  public static func iPhone11(_ orientation: Orientation) -> Self { iPhoneXR(orientation) }
  /// iPhone 12/13 mini: 375×812 @3x.
  public static func iPhone12Mini(_ orientation: Orientation) -> Self {
    Self(device: .iPhone12Mini, orientation: orientation)
  }
  /// iPhone 12/12 Pro/13/13 Pro/14: 390×844 @3x.
  public static func iPhone12(_ orientation: Orientation) -> Self {
    Self(device: .iPhone12, orientation: orientation)
  }
  /// iPhone 13: the same screen as ``iPhone12(_:)``.
  public static func iPhone13(_ orientation: Orientation) -> Self { iPhone12(orientation) }
  /// iPhone 14: the same screen as ``iPhone12(_:)``.
  public static func iPhone14(_ orientation: Orientation) -> Self { iPhone12(orientation) }
  /// iPhone 12/13 Pro Max, 14 Plus: 428×926 @3x.
  public static func iPhone12ProMax(_ orientation: Orientation) -> Self {
    Self(device: .iPhone12ProMax, orientation: orientation)
  }
  /// iPhone 14 Pro/15/15 Pro/16: 393×852 @3x.
  public static func iPhone14Pro(_ orientation: Orientation) -> Self {
    Self(device: .iPhone14Pro, orientation: orientation)
  }
  /// iPhone 15: the same screen as ``iPhone14Pro(_:)``.
  public static func iPhone15(_ orientation: Orientation) -> Self { iPhone14Pro(orientation) }
  /// iPhone 16: the same screen as ``iPhone14Pro(_:)``.
  public static func iPhone16(_ orientation: Orientation) -> Self { iPhone14Pro(orientation) }
  /// iPhone 14 Pro Max/15 Plus/15 Pro Max/16 Plus: 430×932 @3x.
  public static func iPhone14ProMax(_ orientation: Orientation) -> Self {
    Self(device: .iPhone14ProMax, orientation: orientation)
  }
  /// iPhone 16 Pro: 402×874 @3x.
  public static func iPhone16Pro(_ orientation: Orientation) -> Self {
    Self(device: .iPhone16Pro, orientation: orientation)
  }
  /// iPhone 16 Pro Max: 440×956 @3x.
  public static func iPhone16ProMax(_ orientation: Orientation) -> Self {
    Self(device: .iPhone16ProMax, orientation: orientation)
  }
  /// iPad with a home button (10.2-inch): 810×1080 @2x.
  public static func iPad(_ orientation: Orientation) -> Self {
    Self(device: .iPad, orientation: orientation)
  }
  /// iPad Pro 11-inch: 834×1194 @2x.
  public static func iPadPro11(_ orientation: Orientation) -> Self {
    Self(device: .iPadPro11, orientation: orientation)
  }

  /// Every preset device in both orientations, portrait first, with no bars: a matrix for layout
  /// tests.
  public static var allPresets: [Self] {
    Device.allPresets.flatMap { device in
      Orientation.allCases.map { Self(device: device, orientation: $0) }
    }
  }
}
