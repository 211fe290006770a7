#if canImport(Darwin)
  import CoreGraphics
#endif

/// UIKit's Bézier path, as drawing code inside `draw(_:)` uses it: it compiles, it remembers its
/// line style, and it draws nothing.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2))
///   ring.lineWidth = 4
///   UIColor.systemBlue.setStroke()
///   ring.stroke()
/// }
/// ```
///
/// Trellis never calls `draw(_:)` and has no graphics context, so ``fill()``, ``stroke()`` and
/// ``addClip()`` do nothing and no frame depends on a path. The path's geometry is not kept:
/// only ``isEmpty`` is answered (Documentation/Decisions.md, "Drawing code"). `cgPath` is
/// unavailable, as `layer.shadowPath` and `CAShapeLayer` are: what would show a path cannot.
nonisolated public final class UIBezierPath: CustomStringConvertible {
  /// The stroke's width in points (1 by default, as in UIKit).
  public var lineWidth: CGFloat = 1
  /// How the stroke's open ends are drawn (`.butt` by default).
  public var lineCapStyle: CGLineCap = .butt
  /// How the stroke's corners are drawn (`.miter` by default).
  public var lineJoinStyle: CGLineJoin = .miter
  /// The limit on mitred corners (10 by default, as in UIKit).
  public var miterLimit: CGFloat = 10
  /// The curve-rendering accuracy (0.6 by default, as in UIKit).
  public var flatness: CGFloat = 0.6
  /// Whether ``fill()`` uses the even-odd rule (false: the non-zero rule, UIKit's default).
  public var usesEvenOddFillRule = false
  /// Whether the path has no elements: true for ``init()`` and after ``removeAllPoints()``.
  public private(set) var isEmpty: Bool

  /// An empty path.
  public init() { isEmpty = true }

  /// A closed rectangle.
  public init(rect: CGRect) { isEmpty = false }

  /// A closed ellipse inscribed in `rect`.
  public init(ovalIn rect: CGRect) { isEmpty = false }

  /// A closed rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { isEmpty = false }

  /// A closed rectangle with the corners in `corners` rounded.
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    isEmpty = false
  }

  /// An open arc of a circle (angles in radians).
  public init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    isEmpty = false
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { isEmpty = false }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint) { isEmpty = false }

  /// Adds an arc of a circle (angles in radians).
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    isEmpty = false
  }

  /// Adds a cubic Bézier curve to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    isEmpty = false
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { isEmpty = false }

  /// Closes the current subpath.
  public func close() {}

  /// Adds `path`'s elements to this path.
  public func append(_ path: UIBezierPath) { isEmpty = isEmpty && path.isEmpty }

  /// Removes every element.
  public func removeAllPoints() { isEmpty = true }

  /// Transforms the path's points (kept only as far as ``isEmpty``, which a transform keeps).
  public func apply(_ transform: CGAffineTransform) {}

  /// The same path drawn in the opposite direction (a copy, with the same line style).
  public func reversing() -> UIBezierPath {
    let reversed = UIBezierPath()
    reversed.isEmpty = isEmpty
    reversed.lineWidth = lineWidth
    reversed.lineCapStyle = lineCapStyle
    reversed.lineJoinStyle = lineJoinStyle
    reversed.miterLimit = miterLimit
    reversed.flatness = flatness
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// Fills the enclosed area with the current fill colour: nothing, as Trellis has no graphics
  /// context.
  public func fill() {}

  /// Strokes the path with the current stroke colour: nothing, as Trellis has no graphics context.
  public func stroke() {}

  /// Intersects the clipping area with the path: nothing, as Trellis has no graphics context.
  public func addClip() {}

  /// Core Graphics's path.
  @available(
    *, unavailable,
    message:
      "Trellis keeps no path geometry (nothing shows a path: shadowPath and CAShapeLayer are unavailable); guard cgPath with #if canImport(UIKit)"
  )
  public var cgPath: Never? { nil }

  /// `UIBezierPath(empty)` or `UIBezierPath(lineWidth: 4)`.
  public var description: String {
    "UIBezierPath(\(isEmpty ? "empty, " : "")lineWidth: \(lineWidth))"
  }
}
