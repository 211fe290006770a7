// UIKit API that Trellis cannot honour: each is a compile-time error whose message says what to do,
// never a silent no-op that would change a layout.

extension Layer {
  /// Core Animation's `shadowPath`.
  @available(
    *, unavailable,
    message:
      "Trellis has no paths: pictures draw the shadow from the bounds and cornerRadius. Guard shadowPath with #if canImport(UIKit)"
  )
  public var shadowPath: Never? {
    get { nil }
    set {}
  }
}

/// UIKit's Bézier path, which Trellis does not model.
@available(
  *, unavailable,
  message:
    "Trellis has no paths: use layer.cornerRadius and layer.maskedCorners, or guard the path code with #if canImport(UIKit)"
)
@preconcurrency @MainActor
public final class UIBezierPath {
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
  public init(rect: CGRect) {}
  public init(ovalIn rect: CGRect) {}
  public var cgPath: Never? { nil }
}

extension View {
  /// UIKit's `draw(_:)`.
  @available(
    *, unavailable,
    message:
      "Trellis draws nothing; pictures are drawn from view state. Guard draw(_:) with #if canImport(UIKit)"
  )
  public func draw(_ rect: CGRect) {}

  /// UIKit's `setNeedsDisplay()`.
  @available(
    *, unavailable,
    message: "Trellis draws nothing; guard setNeedsDisplay() with #if canImport(UIKit)"
  )
  public func setNeedsDisplay() {}
}
