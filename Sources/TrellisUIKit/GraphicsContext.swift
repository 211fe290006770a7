#if canImport(Darwin)
  import CoreGraphics
#endif

// UIKit's graphics-context functions, for drawing code inside `draw(_:)`. Trellis never calls
// `draw(_:)` and has no graphics context, so there is never a current one: `guard let context =
// UIGraphicsGetCurrentContext() else { return }` returns, as it does in UIKit outside drawing
// (Documentation/Decisions.md, "Drawing code"). The functions keep UIKit's C-style names.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's current graphics context: always nil in Trellis, which draws nothing.
nonisolated public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's `UIRectFill(_:)`: fills `rect` in the current context; does nothing, as there is none.
nonisolated public func UIRectFill(_ rect: CGRect) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's `UIRectFrame(_:)`: outlines `rect` in the current context; does nothing, as there is none.
nonisolated public func UIRectFrame(_ rect: CGRect) {}

nonisolated extension Color {
  /// UIKit's `setFill()`: sets the current context's fill colour; does nothing, as there is none.
  public func setFill() {}

  /// UIKit's `setStroke()`: sets the current context's stroke colour; does nothing, as there is
  /// none.
  public func setStroke() {}

  /// UIKit's `set()`: sets both colours of the current context; does nothing, as there is none.
  public func set() {}
}
