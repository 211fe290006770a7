import Foundation

/// A finger on the screen: UIKit's `UITouch`, as a stand-in a test makes to call a view's
/// `touchesBegan(_:with:)` family the way UIKit would. Trellis has no screen to touch: nothing
/// makes touches but tests.
///
/// ```swift
/// let touch = Touch(at: CGPoint(x: 10, y: 10), in: button)
/// button.touchesBegan([touch], with: nil)
/// ```
@preconcurrency @MainActor
public final class Touch: Hashable {
  /// Where a touch is in its life: UIKit's `UITouch.Phase`, with its raw values.
  nonisolated public enum Phase: Int, Hashable, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// The kind of touch: UIKit's `UITouch.TouchType`.
  nonisolated public enum TouchType: Int, Hashable, Sendable {
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  /// The view the touch began in.
  public private(set) weak var view: View?
  /// The phase (``Phase/began`` when made).
  public var phase: Phase = .began
  /// How many taps in a row (1 when made).
  public var tapCount = 1
  /// When the touch last changed, in seconds (the system's uptime when made).
  public var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
  /// The kind of touch (``TouchType/direct``).
  public var type: TouchType = .direct
  /// The contact's radius in points (20, a fingertip).
  public var majorRadius: CGFloat = 20
  /// The pressure (0: not measured).
  public var force: CGFloat = 0
  private var point: CGPoint
  private var previousPoint: CGPoint

  /// A touch at `point` in `view`'s coordinates.
  public init(at point: CGPoint, in view: View) {
    self.view = view
    self.point = point
    self.previousPoint = point
  }

  /// Moves the touch to `point` in its view's coordinates (the old point becomes the previous
  /// location) and sets its phase to ``Phase/moved``.
  public func move(to point: CGPoint) {
    previousPoint = self.point
    self.point = point
    phase = .moved
  }

  /// The touch's location in `view`'s coordinates (nil: its own view's).
  public func location(in view: View?) -> CGPoint {
    guard let own = self.view, let view, view !== own else { return point }
    return own.convert(point, to: view)
  }

  /// The location before the last ``move(to:)``, in `view`'s coordinates.
  public func previousLocation(in view: View?) -> CGPoint {
    guard let own = self.view, let view, view !== own else { return previousPoint }
    return own.convert(previousPoint, to: view)
  }

  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event touches belong to: UIKit's `UIEvent`, a stand-in (tests pass nil or one of these).
@preconcurrency @MainActor
public final class Event {
  /// UIKit's `UIEvent.EventType`.
  nonisolated public enum EventType: Int, Hashable, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The kind of event (``EventType/touches``).
  public let type: EventType
  /// The touches of the event.
  public let allTouches: Set<Touch>?
  /// When the event happened, in seconds.
  public let timestamp: TimeInterval

  /// A touch event with `touches`.
  public init(touches: Set<Touch> = [], type: EventType = .touches) {
    self.type = type
    self.allTouches = touches
    self.timestamp = ProcessInfo.processInfo.systemUptime
  }

  /// The event's touches in `view`.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view === view }
  }
}
