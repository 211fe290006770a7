import Foundation
import LayoutEngine

/// The display a host stands for: UIKit's `UIScreen`, the parts layout code reads (its bounds and
/// scale).
///
/// Headlessly there is no one screen: each ``ViewHost`` is a device. So ``main`` is the screen of
/// the host that is laying out — while ``ViewHost/layoutIfNeeded()`` runs (which loads the view,
/// calls `viewDidLoad()`, `layoutSubviews()` and the data sources), `Screen.main` has that host's
/// size and scale — and outside any host it is the iPhone SE (3rd generation) in portrait, 375 × 667
/// points at 2×, the default of `LayoutMatrix` (Documentation/Decisions.md, "UIScreen.main"). The
/// value is task-local: parallel tests each see their own host.
///
/// ```swift
/// Screen.main.bounds.width   // 375 outside a host
/// host.layoutIfNeeded()      // inside: the host configuration's width
/// ```
@preconcurrency @MainActor
public final class Screen: Sendable, @MainActor CustomStringConvertible {
  /// The screen's rectangle in points, origin zero (the host configuration's size).
  public let bounds: CGRect
  /// Pixels per point (the host configuration's display scale).
  public let scale: CGFloat
  /// The same as ``scale``: Trellis models no display zoom.
  public var nativeScale: CGFloat { scale }
  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The traits of the configuration the screen was made from.
  public let traitCollection: TraitCollection

  /// The screen a host in `configuration` stands for.
  public init(configuration: HostConfiguration) {
    bounds = CGRect(origin: .zero, size: configuration.size)
    scale = configuration.displayScale
    traitCollection = configuration.traitCollection
  }

  /// The screen of the host laying out now, else the iPhone SE (3rd generation) in portrait.
  public static var main: Screen { current ?? outsideAnyHost }

  /// The screen ``ViewHost/layoutIfNeeded()`` is laying out for; nil outside it. Bind it yourself
  /// to run code for another screen: `Screen.$current.withValue(Screen(configuration: …)) { … }`.
  @TaskLocal public static var current: Screen?

  private static let outsideAnyHost = Screen(configuration: .iPhoneSE3(.portrait))

  public var description: String {
    "Screen(\(formatPoints(bounds.width)) × \(formatPoints(bounds.height)) @\(formatPoints(scale))x)"
  }
}
