extension View {
  /// How a view places its content when its size differs from the content's: UIKit's
  /// `UIView.ContentMode`. Stored and shown in pictures; it never changes a frame.
  nonisolated public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
    /// Stretches the content to the bounds (the default).
    case scaleToFill = 0
    /// Scales the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scales the content to cover the bounds, keeping its aspect ratio (the excess is cut off
    /// only when the view clips).
    case scaleAspectFill = 2
    /// Redraws the content when the bounds change.
    case redraw = 3
    /// Centres the content, unscaled.
    case center = 4
    /// Centres the content along the top edge.
    case top = 5
    /// Centres the content along the bottom edge.
    case bottom = 6
    /// Centres the content along the left edge.
    case left = 7
    /// Centres the content along the right edge.
    case right = 8
    /// Puts the content in the top-left corner.
    case topLeft = 9
    /// Puts the content in the top-right corner.
    case topRight = 10
    /// Puts the content in the bottom-left corner.
    case bottomLeft = 11
    /// Puts the content in the bottom-right corner.
    case bottomRight = 12
  }
}
