import Foundation
import LayoutEngine

/// UIKit's haptic feedback generators, so that code that plays feedback compiles and runs:
/// Trellis has no haptics, so preparing and playing do nothing (Documentation/Decisions.md,
/// "Haptics").
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  init() {}

  /// Readies the haptic engine; does nothing.
  public func prepare() {}
}

/// UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  nonisolated public enum FeedbackStyle: Int, Hashable, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// A generator for `view`'s screen (iOS 17.5).
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
  }

  /// A `.medium` generator.
  public override init() {
    self.style = .medium
    super.init()
  }

  /// Plays an impact; does nothing.
  public func impactOccurred() {}
  /// Plays an impact of `intensity` (0…1); does nothing.
  public func impactOccurred(intensity: CGFloat) {}
  /// Plays an impact at `location` in the view's coordinates (iOS 17.5); does nothing.
  public func impactOccurred(at location: CGPoint) {}
}

/// UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  public override init() {}
  /// Plays a selection change; does nothing.
  public func selectionChanged() {}
}

/// UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  nonisolated public enum FeedbackType: Int, Hashable, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }

  public override init() {}
  /// Plays a notification; does nothing.
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}
