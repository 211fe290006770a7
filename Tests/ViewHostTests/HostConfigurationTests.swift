import Foundation
import Testing
import ViewHost

/// Presets, bars and size classes (spec §3.1, §3.2).
@Suite struct HostConfigurationTests {
  /// One row of spec §3.2's table, as UIKit reports it for a full-screen window with no bars.
  nonisolated struct Row: Sendable, CustomStringConvertible {
    let preset: @Sendable (HostConfiguration.Orientation) -> HostConfiguration
    let name: String
    let width: CGFloat
    let height: CGFloat
    let scale: CGFloat
    let portrait: EdgeInsets
    let landscape: EdgeInsets
    let isPad: Bool
    let regularWidthInLandscape: Bool
    var description: String { name }
  }

  nonisolated static let table: [Row] = [
    Row(
      preset: HostConfiguration.iPhoneSE1, name: "iPhone SE 1", width: 320, height: 568,
      scale: 2, portrait: insets(20, 0, 0, 0), landscape: .zero, isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhoneSE3, name: "iPhone SE 3", width: 375, height: 667,
      scale: 2, portrait: insets(20, 0, 0, 0), landscape: .zero, isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone8, name: "iPhone 8", width: 375, height: 667, scale: 2,
      portrait: insets(20, 0, 0, 0), landscape: .zero, isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone8Plus, name: "iPhone 8 Plus", width: 414, height: 736,
      scale: 3, portrait: insets(20, 0, 0, 0), landscape: .zero, isPad: false,
      regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhoneX, name: "iPhone X", width: 375, height: 812, scale: 3,
      portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhoneXS, name: "iPhone XS", width: 375, height: 812, scale: 3,
      portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone11Pro, name: "iPhone 11 Pro", width: 375, height: 812,
      scale: 3, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhoneXSMax, name: "iPhone XS Max", width: 414, height: 896,
      scale: 3, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhoneXR, name: "iPhone XR", width: 414, height: 896, scale: 2,
      portrait: insets(48, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhone11, name: "iPhone 11", width: 414, height: 896, scale: 2,
      portrait: insets(48, 0, 34, 0), landscape: insets(0, 44, 21, 44), isPad: false,
      regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhone12Mini, name: "iPhone 12 mini", width: 375, height: 812,
      scale: 3, portrait: insets(50, 0, 34, 0), landscape: insets(0, 50, 21, 50), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone12, name: "iPhone 12", width: 390, height: 844, scale: 3,
      portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone13, name: "iPhone 13", width: 390, height: 844, scale: 3,
      portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone14, name: "iPhone 14", width: 390, height: 844, scale: 3,
      portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone12ProMax, name: "iPhone 12 Pro Max", width: 428,
      height: 926, scale: 3, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47),
      isPad: false, regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhone14Pro, name: "iPhone 14 Pro", width: 393, height: 852,
      scale: 3, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone15, name: "iPhone 15", width: 393, height: 852, scale: 3,
      portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone16, name: "iPhone 16", width: 393, height: 852, scale: 3,
      portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone14ProMax, name: "iPhone 14 Pro Max", width: 430,
      height: 932, scale: 3, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59),
      isPad: false, regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPhone16Pro, name: "iPhone 16 Pro", width: 402, height: 874,
      scale: 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62), isPad: false,
      regularWidthInLandscape: false),
    Row(
      preset: HostConfiguration.iPhone16ProMax, name: "iPhone 16 Pro Max", width: 440,
      height: 956, scale: 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62),
      isPad: false, regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPad, name: "iPad (home button)", width: 810, height: 1080,
      scale: 2, portrait: insets(20, 0, 0, 0), landscape: insets(20, 0, 0, 0), isPad: true,
      regularWidthInLandscape: true),
    Row(
      preset: HostConfiguration.iPadPro11, name: "iPad Pro 11", width: 834, height: 1194,
      scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), isPad: true,
      regularWidthInLandscape: true),
  ]

  /// §3.2: each preset's size, scale and window safe area in portrait.
  @Test(arguments: table)
  func presetInPortraitMatchesTheDeviceTable(row: Row) {
    let configuration = row.preset(.portrait)
    #expect(configuration.size == CGSize(width: row.width, height: row.height))
    #expect(configuration.displayScale == row.scale)
    #expect(configuration.safeAreaInsets == row.portrait)
    #expect(configuration.layoutDirection == .leftToRight)
    #expect(configuration.userInterfaceIdiom == (row.isPad ? .pad : .phone))
    // Apple's size classes: iPad regular both ways; a phone in portrait compact width, regular height.
    #expect(configuration.horizontalSizeClass == (row.isPad ? .regular : .compact))
    #expect(configuration.verticalSizeClass == .regular)
  }

  /// §3.2: the same device in landscape: the size swaps; phones hide the status bar and move the
  /// housing's inset to both sides, with 21 for the home indicator.
  @Test(arguments: table)
  func presetInLandscapeMatchesTheDeviceTable(row: Row) {
    let configuration = row.preset(.landscape)
    #expect(configuration.size == CGSize(width: row.height, height: row.width))
    #expect(configuration.displayScale == row.scale)
    #expect(configuration.safeAreaInsets == row.landscape)
    #expect(
      configuration.horizontalSizeClass == (row.regularWidthInLandscape ? .regular : .compact))
    #expect(configuration.verticalSizeClass == (row.isPad ? .regular : .compact))
  }

  /// The initializer's size-class defaults give Apple's classes for every preset in both
  /// orientations.
  @Test(arguments: HostConfiguration.allPresets)
  func derivedSizeClassesAgreeWithEveryPreset(preset: HostConfiguration) {
    let derived = HostConfiguration(
      size: preset.size, safeAreaInsets: preset.safeAreaInsets,
      layoutDirection: preset.layoutDirection, displayScale: preset.displayScale)
    #expect(derived.horizontalSizeClass == preset.horizontalSizeClass)
    #expect(derived.verticalSizeClass == preset.verticalSizeClass)
    #expect(derived.userInterfaceIdiom == preset.userInterfaceIdiom)
    #expect(derived == preset)
  }

  @Test func everyPresetIsListedInBothOrientations() {
    #expect(HostConfiguration.allPresets.count == 2 * HostConfiguration.Device.allPresets.count)
    #expect(HostConfiguration.allPresets.contains(.iPhoneX(.landscape)))
    #expect(HostConfiguration.allPresets.contains(.iPadPro11(.portrait)))
  }

  /// The memberwise initializer (Hosting.md, `HostConfiguration`) keeps what it is given.
  @Test func contractInitializerKeepsWhatItIsGiven() {
    let custom = HostConfiguration(
      size: CGSize(width: 812, height: 375),
      safeAreaInsets: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44),
      layoutDirection: .leftToRight,
      displayScale: 3)
    #expect(custom.size == CGSize(width: 812, height: 375))
    #expect(custom.safeAreaInsets == insets(32, 44, 21, 44))
    #expect(custom.displayScale == 3)
    #expect(custom.horizontalSizeClass == .compact)
    #expect(custom.verticalSizeClass == .compact)
    #expect(custom.userInterfaceIdiom == .phone)
    #expect(custom.traitCollection.layoutDirection == .leftToRight)
    #expect(custom.traitCollection.displayScale == 3)
  }

  @Test func explicitSizeClassesOverrideTheDerivedOnes() {
    let slideOver = HostConfiguration(
      size: CGSize(width: 320, height: 1080), displayScale: 2, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, userInterfaceIdiom: .pad)
    #expect(slideOver.horizontalSizeClass == .compact)
    #expect(slideOver.userInterfaceIdiom == .pad)
    let forced = HostConfiguration(
      size: CGSize(width: 375, height: 667), displayScale: 2, horizontalSizeClass: .regular)
    #expect(forced.horizontalSizeClass == .regular)
    #expect(forced.verticalSizeClass == .regular)
  }

  /// Size classes for sizes no preset has: iPad multitasking widths and a small landscape window.
  @Test(arguments: [
    (
      CGSize(width: 320, height: 1024), UserInterfaceSizeClass.compact,
      UserInterfaceSizeClass.regular
    ),
    (CGSize(width: 639, height: 1366), .compact, .regular),  // 12.9" portrait, 2/3 split
    (CGSize(width: 678, height: 1024), .regular, .regular),  // 12.9" landscape, half split
    (CGSize(width: 1366, height: 1024), .regular, .regular),
    (CGSize(width: 568, height: 320), .compact, .compact),
  ])
  func defaultSizeClassesForOtherSizes(
    size: CGSize, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    let classes = HostConfiguration.defaultSizeClasses(for: size)
    #expect(classes.horizontal == horizontal)
    #expect(classes.vertical == vertical)
  }

  /// §3.1 (UYL): iPhone 8 with a navigation bar: top 64 in portrait; in landscape the status bar is
  /// hidden and the bar is 32.
  @Test func navigationBarOnAPhoneWithAHomeButton() {
    #expect(
      HostConfiguration.iPhone8(.portrait).adding(.navigationBar).safeAreaInsets
        == insets(64, 0, 0, 0))
    #expect(
      HostConfiguration.iPhone8(.landscape).adding(.navigationBar).safeAreaInsets
        == insets(32, 0, 0, 0))
    #expect(HostConfiguration.iPhoneSE3(.portrait).adding(.navigationBar).safeAreaInsets.top == 64)
    #expect(
      HostConfiguration.iPhone8Plus(.landscape).adding(.navigationBar).safeAreaInsets.top == 32)
  }

  /// §3.1: iPhone X with a navigation bar: top 88; landscape (32, 44, 21, 44) (IMANOU image1).
  @Test func navigationBarOnIPhoneX() {
    #expect(
      HostConfiguration.iPhoneX(.portrait).adding(.navigationBar).safeAreaInsets
        == insets(88, 0, 34, 0))
    #expect(
      HostConfiguration.iPhoneX(.landscape).adding(.navigationBar).safeAreaInsets
        == insets(32, 44, 21, 44))
  }

  /// §3.1: a tab bar adds 49 in portrait (iPhone X bottom 83 = 49 + 34, the base of G13) and the
  /// compact tab bar's 32 in landscape (21 + 32 = 53).
  @Test func tabBarOnIPhoneX() {
    #expect(
      HostConfiguration.iPhoneX(.portrait).adding(.tabBar).safeAreaInsets == insets(44, 0, 83, 0))
    #expect(
      HostConfiguration.iPhoneX(.landscape).adding(.tabBar).safeAreaInsets == insets(0, 44, 53, 44))
    #expect(
      HostConfiguration.iPhone8(.portrait).adding(.tabBar).safeAreaInsets == insets(20, 0, 49, 0))
    #expect(
      HostConfiguration.iPhone8(.landscape).adding(.tabBar).safeAreaInsets == insets(0, 0, 32, 0))
  }

  @Test func barsStack() {
    let configuration = HostConfiguration.iPhoneX(.portrait).adding(.navigationBar).adding(.tabBar)
    #expect(configuration.safeAreaInsets == insets(88, 0, 83, 0))
    let toolbar = HostConfiguration.iPhone14Pro(.portrait).adding(.navigationBar).adding(.toolbar)
    #expect(toolbar.safeAreaInsets == insets(103, 0, 78, 0))
    #expect(
      HostConfiguration.iPhone14Pro(.landscape).adding(.toolbar).safeAreaInsets
        == insets(0, 59, 53, 59))
  }

  /// iPad bars are 50 since iOS 12, in both orientations (Documentation/Hosting.md).
  @Test func barsOnIPad() {
    #expect(
      HostConfiguration.iPad(.portrait).adding(.navigationBar).safeAreaInsets == insets(70, 0, 0, 0)
    )
    #expect(
      HostConfiguration.iPad(.landscape).adding(.navigationBar).safeAreaInsets
        == insets(70, 0, 0, 0))
    #expect(
      HostConfiguration.iPadPro11(.landscape).adding(.tabBar).safeAreaInsets == insets(24, 0, 70, 0)
    )
  }

  @Test func customBar() {
    let banner = HostConfiguration.ContainerBar(
      name: "banner", edge: .top, regularHeight: 30, compactHeight: 20, padHeight: 40)
    #expect(HostConfiguration.iPhoneX(.portrait).adding(banner).safeAreaInsets.top == 74)
    #expect(HostConfiguration.iPhoneX(.landscape).adding(banner).safeAreaInsets.top == 20)
    #expect(HostConfiguration.iPad(.landscape).adding(banner).safeAreaInsets.top == 60)
  }

  @Test func descriptionNamesThePresetAndItsBars() {
    let configuration = HostConfiguration.iPhoneX(.portrait).adding(.navigationBar)
    #expect(
      configuration.description
        == "iPhone X/XS/11 Pro portrait + navigationBar: 375×812 @3x, safe area (88, 0, 34, 0), "
        + "h compact v regular, phone, leftToRight")
  }

  @Test func nameTakesNoPartInEquality() {
    var renamed = HostConfiguration.iPhone12(.portrait)
    renamed.name = "something else"
    #expect(renamed == .iPhone13(.portrait))
    #expect(renamed.hashValue == HostConfiguration.iPhone12(.portrait).hashValue)
    #expect(
      HostConfiguration.iPhone12(.portrait)
        != .iPhone12(.portrait).withLayoutDirection(.rightToLeft))
  }
}
