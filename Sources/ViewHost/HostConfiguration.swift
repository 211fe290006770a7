import Foundation
import LayoutEngine

/// What a window, a screen and the container bars give a root view controller: UIKit's geometry and
/// traits for a headless ``ViewHost``.
///
/// Start from a device preset in either orientation and add the bars of the containers the view
/// controller sits in; or describe any window with the memberwise initializer:
///
/// ```swift
/// let phone = HostConfiguration.iPhoneX(.portrait).adding(.navigationBar).adding(.tabBar)
/// phone.safeAreaInsets  // (88, 0, 83, 0): 44 + 44 on top, 49 + 34 at the bottom
///
/// let custom = HostConfiguration(
///   size: CGSize(width: 812, height: 375),
///   safeAreaInsets: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44),
///   layoutDirection: .leftToRight,
///   displayScale: 3)
/// custom.horizontalSizeClass  // .compact: a phone whose short side is under 414 points
/// ```
///
/// ``safeAreaInsets`` is what the window and the containers provide, **before** the view
/// controller's ``ViewController/additionalSafeAreaInsets`` (spec §3.1).
nonisolated public struct HostConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The size the root view gets (UIKit's `UIView-Encapsulated-Layout-Width/Height`).
  public var size: CGSize
  /// Device cut-outs, the status bar and the container bars, before the view controller's
  /// ``ViewController/additionalSafeAreaInsets`` (spec §3.1, §3.2).
  public var safeAreaInsets: EdgeInsets
  /// The layout direction the tree inherits through its traits (spec §1.2).
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Points to pixels: frames are rounded to `1 / displayScale` (spec §7.7).
  public var displayScale: CGFloat
  public var horizontalSizeClass: UserInterfaceSizeClass
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Phone or pad; decides the height of the container bars (``ContainerBar``).
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// The width of the readable content guide (spec §6): 672 points at the default text size.
  public var readableContentWidth: CGFloat = 672
  /// The height of the software keyboard shown over the bottom of the root view; 0 (the default)
  /// when none shows. It moves `keyboardLayoutGuide` and leaves the safe area alone, as in UIKit.
  public var keyboardHeight: CGFloat = 0
  /// The text size a person chose (Dynamic Type), handed to the tree through
  /// `TraitCollection.preferredContentSizeCategory`: `.large` (a new device's default) unless set.
  /// Changing it re-lays out the tree at the next ``ViewHost/layoutIfNeeded()``: views hear
  /// `traitCollectionDidChange(_:)` and labels that adjust their font are measured again.
  public var preferredContentSizeCategory: ContentSizeCategory = .large
  /// Light or dark, handed to the tree through `TraitCollection.userInterfaceStyle`: `.light`
  /// (a device's default) unless set. No frame depends on it; views that register for it hear of
  /// a change.
  public var userInterfaceStyle: UserInterfaceStyle = .light
  /// A label for descriptions and test names (`"iPhone X portrait + navigationBar"`); it takes no
  /// part in equality.
  public var name: String?

  /// A window of any size.
  ///
  /// The size classes and the idiom default to what UIKit gives a full-screen window of that size
  /// (``defaultSizeClasses(for:)``): compact height below 500 points; regular width from 678 points,
  /// or in compact height when the short side is at least 414 points (Plus and Max phones in
  /// landscape); the pad idiom when both classes are regular.
  public init(
    size: CGSize,
    safeAreaInsets: EdgeInsets = .zero,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    displayScale: CGFloat,
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil,
    userInterfaceIdiom: UserInterfaceIdiom? = nil
  ) {
    let derived = Self.defaultSizeClasses(for: size)
    let horizontal = horizontalSizeClass ?? derived.horizontal
    let vertical = verticalSizeClass ?? derived.vertical
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
    self.userInterfaceIdiom =
      userInterfaceIdiom ?? (horizontal == .regular && vertical == .regular ? .pad : .phone)
  }

  /// The traits the root view and its subtree inherit.
  public var traitCollection: TraitCollection {
    var traits = TraitCollection(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      layoutDirection: layoutDirection, displayScale: displayScale)
    traits.readableContentWidth = readableContentWidth
    traits.preferredContentSizeCategory = preferredContentSizeCategory
    traits.userInterfaceIdiom = userInterfaceIdiom
    traits.userInterfaceStyle = userInterfaceStyle
    return traits
  }

  /// The size classes UIKit gives a full-screen window of `size`.
  ///
  /// Apple assigns size classes per device, not by a formula; these thresholds reproduce its table
  /// for every iPhone and iPad in both orientations and for iPad multitasking widths:
  /// - vertical: compact when the height is under 500 points (every phone in landscape), regular
  ///   otherwise;
  /// - horizontal, in compact height: regular when the height (the phone's short side) is at least
  ///   414 points — the Plus and Max phones — compact otherwise;
  /// - horizontal, in regular height: regular from 678 points wide (iPads, and the half-screen split
  ///   of a 12.9-inch iPad), compact below (phones in portrait, slide-over, narrow splits).
  public static func defaultSizeClasses(for size: CGSize) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    if size.height < 500 {
      return (size.height >= 414 ? .regular : .compact, .compact)
    }
    return (size.width >= 678 ? .regular : .compact, .regular)
  }

  /// The same configuration with the layout direction replaced.
  public func withLayoutDirection(_ direction: UserInterfaceLayoutDirection) -> HostConfiguration {
    var copy = self
    copy.layoutDirection = direction
    return copy
  }

  public static func == (lhs: HostConfiguration, rhs: HostConfiguration) -> Bool {
    lhs.size == rhs.size && lhs.safeAreaInsets == rhs.safeAreaInsets
      && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
      && lhs.readableContentWidth == rhs.readableContentWidth
      && lhs.keyboardHeight == rhs.keyboardHeight
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.userInterfaceStyle == rhs.userInterfaceStyle
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(safeAreaInsets)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(readableContentWidth)
    hasher.combine(keyboardHeight)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(userInterfaceStyle)
  }

  /// `iPhone X portrait + navigationBar: 375×812 @3x, safe area (88, 0, 34, 0), h compact v regular,
  /// phone, leftToRight`.
  public var description: String {
    let label = name.map { "\($0): " } ?? ""
    return "\(label)\(formatPoints(size.width))×\(formatPoints(size.height)) "
      + "@\(formatPoints(displayScale))x, safe area \(safeAreaInsets), "
      + "h \(horizontalSizeClass.name) v \(verticalSizeClass.name), \(userInterfaceIdiom), "
      + "\(layoutDirection.name)"
      + (preferredContentSizeCategory == .large ? "" : ", text \(preferredContentSizeCategory)")
      + (userInterfaceStyle == .light ? "" : ", style \(userInterfaceStyle)")
  }
}

nonisolated extension UserInterfaceSizeClass {
  var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

nonisolated extension UserInterfaceLayoutDirection {
  var name: String {
    switch self {
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
