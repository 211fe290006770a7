import Foundation
import LayoutEngine

nonisolated extension HostConfiguration {
  /// A container bar that covers one edge of the root view controller's view and so adds to its safe
  /// area: a navigation bar, a tab bar, a toolbar, or one of your own.
  ///
  /// Its height depends on where it is shown (spec §3.1):
  ///
  /// | bar | iPhone, regular height | iPhone, compact height (landscape) | iPad (iOS 12+) |
  /// |---|---|---|---|
  /// | ``navigationBar`` | 44 | 32 | 50 |
  /// | ``tabBar`` | 49 | 32 | 50 |
  /// | ``toolbar`` | 44 | 32 | 50 |
  nonisolated public struct ContainerBar: Hashable, Sendable, CustomStringConvertible {
    /// The edge a bar covers.
    nonisolated public enum Edge: Hashable, Sendable {
      case top
      case bottom
    }

    /// A label used in the configuration's name (`"iPhone X portrait + tabBar"`).
    public var name: String
    public var edge: Edge
    /// The height on a phone in regular vertical size class (portrait).
    public var regularHeight: CGFloat
    /// The height in compact vertical size class (a phone in landscape).
    public var compactHeight: CGFloat
    /// The height on an iPad, in any orientation.
    public var padHeight: CGFloat

    public init(
      name: String, edge: Edge, regularHeight: CGFloat, compactHeight: CGFloat,
      padHeight: CGFloat
    ) {
      self.name = name
      self.edge = edge
      self.regularHeight = regularHeight
      self.compactHeight = compactHeight
      self.padHeight = padHeight
    }

    /// A `UINavigationController`'s bar with a standard (small) title: 44 points, 32 in compact
    /// height (UYL "Supporting iPhone X": iPhone 8 top 64 in portrait, 32 in landscape; iPhone X top
    /// 88), 50 on iPad since iOS 12 (hacknicity, "iPad Navigation Bar and Toolbar Height Changes in
    /// iOS 12").
    public static let navigationBar = ContainerBar(
      name: "navigationBar", edge: .top, regularHeight: 44, compactHeight: 32, padHeight: 50)

    /// A `UITabBarController`'s bar: 49 points (iPhone X bottom 83 = 49 + 34, spec §3.1 and the
    /// HUAHUA printout), 32 in compact height, where UIKit lays the items out side by side since
    /// iOS 11; 50 on iPad, like the other bars there since iOS 12.
    public static let tabBar = ContainerBar(
      name: "tabBar", edge: .bottom, regularHeight: 49, compactHeight: 32, padHeight: 50)

    /// A `UINavigationController`'s toolbar: 44 points, 32 in compact height, 50 on iPad since
    /// iOS 12 (hacknicity).
    public static let toolbar = ContainerBar(
      name: "toolbar", edge: .bottom, regularHeight: 44, compactHeight: 32, padHeight: 50)

    /// The bar's height in `configuration`: the pad height on an iPad, else the compact height in
    /// compact vertical size class, else the regular height.
    public func height(in configuration: HostConfiguration) -> CGFloat {
      height(for: configuration.traitCollection)
    }

    /// The bar's height for `traits`: the pad height for the pad idiom, else the compact height
    /// in compact vertical size class, else the regular height (what ``NavigationController`` and
    /// ``TabBarController`` give their bars).
    public func height(for traits: TraitCollection) -> CGFloat {
      if traits.userInterfaceIdiom == .pad { return padHeight }
      return traits.verticalSizeClass == .compact ? compactHeight : regularHeight
    }

    /// What a large title adds to a navigation bar: 52 points, on iPhone in regular height and on
    /// iPad (hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12": 44 + 52 = 96,
    /// and 50 + 52 = 102 on iPad since iOS 12). Phones in compact height show no large title.
    public static let largeTitleHeight: CGFloat = 52

    public var description: String { name }
  }

  /// The configuration with `bar` shown on its edge: its height is added to the safe area on that
  /// edge, on top of the device's cut-outs, the status bar and bars added before.
  ///
  /// ```swift
  /// HostConfiguration.iPhone8(.portrait).adding(.navigationBar).safeAreaInsets   // top 64
  /// HostConfiguration.iPhoneX(.landscape).adding(.navigationBar).safeAreaInsets  // (32, 44, 21, 44)
  /// HostConfiguration.iPhoneX(.portrait).adding(.tabBar).safeAreaInsets          // bottom 83
  /// ```
  public func adding(_ bar: ContainerBar) -> HostConfiguration {
    var copy = self
    let height = bar.height(in: self)
    switch bar.edge {
    case .top: copy.safeAreaInsets.top += height
    case .bottom: copy.safeAreaInsets.bottom += height
    }
    copy.name = name.map { "\($0) + \(bar.name)" }
    return copy
  }
}
