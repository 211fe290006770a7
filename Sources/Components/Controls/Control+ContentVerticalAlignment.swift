extension Control {
  /// Where a control puts its content vertically: UIKit's `UIControl.ContentVerticalAlignment`.
  nonisolated public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched to the full height.
    case fill = 3
  }
}
