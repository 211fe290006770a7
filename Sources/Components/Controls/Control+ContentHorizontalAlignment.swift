extension Control {
  /// Where a control puts its content horizontally: UIKit's `UIControl.ContentHorizontalAlignment`.
  nonisolated public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to the full width.
    case fill = 3
    /// Against the leading edge (left, or right in right-to-left layouts).
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }
}
