import Foundation
import LayoutEngine
import ViewHost

/// UIKit's `UIDevice`, as layout code reads it: the device of the host laying out now
/// (`ViewHost.layoutIfNeeded()`), else the iPhone SE (3rd generation) in portrait — the same
/// device `UIScreen.main` reports (Documentation/Decisions.md, "UIDevice").
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { stack.axis = .horizontal }
/// ```
@preconcurrency @MainActor
public final class UIDevice {
  /// The device of the host laying out now.
  public static var current: UIDevice { UIDevice(screen: UIScreen.main) }

  private let screen: Screen
  private init(screen: Screen) { self.screen = screen }

  /// The host's idiom (`.phone` or `.pad`; a screen with an unspecified idiom reports `.phone`).
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    let idiom = screen.traitCollection.userInterfaceIdiom
    return idiom == .unspecified ? .phone : idiom
  }

  /// `.portrait` when the host is taller than wide, else `.landscapeLeft` (a choice: a host has
  /// no physical orientation, and `.landscapeLeft` is the one the Simulator turns to first).
  public var orientation: UIDeviceOrientation {
    screen.bounds.width > screen.bounds.height ? .landscapeLeft : .portrait
  }

  /// The operating system Trellis follows: "26.0".
  public var systemVersion: String { "26.0" }
  /// "iPadOS" on an iPad host, "iOS" otherwise, as UIKit reports them.
  public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
  /// "iPad" or "iPhone".
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The same as ``model``: without Apple's entitlement, iOS 16 and later report the model.
  public var name: String { model }
  /// The same as ``model``.
  public var localizedModel: String { model }
  /// Whether the device supports multitasking: true, as every device iOS 26 runs on does.
  public var isMultitaskingSupported: Bool { true }
  /// Stored; the battery is never read.
  public var isBatteryMonitoringEnabled = false
  /// Stored; nothing is sensed.
  public var isProximityMonitoringEnabled = false
  /// Whether orientation notifications are on: they never come, the host's orientation is fixed.
  public private(set) var isGeneratingDeviceOrientationNotifications = false
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
}

/// UIKit's `UIDeviceOrientation`, with its raw values.
nonisolated public enum UIDeviceOrientation: Int, Hashable, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
