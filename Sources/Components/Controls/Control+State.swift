extension Control {
  /// The states a control can be in: UIKit's `UIControl.State`.
  nonisolated public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted.
    public static let normal: State = []
    /// A touch is on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// ``Control/isEnabled`` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// ``Control/isSelected`` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (never set by Trellis: there is no focus engine).
    public static let focused = State(rawValue: 1 << 3)
    /// The bits left to the app (`0x00FF0000`): a subclass that overrides ``Control/state`` can
    /// add its own states there, and per-state titles and images follow them.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The bits UIKit keeps for itself (`0xFF000000`).
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
