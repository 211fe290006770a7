import LayoutEngine

/// Where lines sit across the width of the text: UIKit's `NSTextAlignment`, with iOS's raw values.
nonisolated public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
  case left = 0
  case center = 1
  case right = 2
  /// Lines stretched to the full width; Trellis places them as ``natural`` (widths and heights do
  /// not change).
  case justified = 3
  /// Leading: left in a left-to-right layout, right in a right-to-left one (the view's
  /// `effectiveUserInterfaceLayoutDirection`). UILabel's default.
  case natural = 4

  /// The alignment on screen for `direction`: ``natural`` and ``justified`` resolve to ``left``
  /// or ``right``.
  public func resolved(for direction: UserInterfaceLayoutDirection) -> TextAlignment {
    switch self {
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    default: self
    }
  }
}
