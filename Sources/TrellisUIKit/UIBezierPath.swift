#if canImport(Darwin)
  import CoreGraphics
#endif

/// UIKit's Bézier path, as drawing code inside `draw(_:)` and shape layers use it: it records its
/// elements (``cgPath``, a ``Path``) and its line style, and draws nothing itself.
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
/// ``addClip()`` do nothing and no frame depends on a path. A `CAShapeLayer` given ``cgPath`` is
/// drawn in pictures (Documentation/Decisions.md, "Drawing code").
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
  /// The elements recorded: Core Graphics's path (on Linux `CGPath` is ``Path``).
  public private(set) var cgPath: Path

  /// Whether the path has no elements: true for ``init()`` and after ``removeAllPoints()``.
  public var isEmpty: Bool { cgPath.isEmpty }

  /// An empty path.
  public init() { cgPath = Path() }

  /// A path with `path`'s elements.
  public init(cgPath path: Path) { cgPath = path }

  /// A closed rectangle.
  public init(rect: CGRect) { cgPath = Path(rect: rect) }

  /// A closed ellipse inscribed in `rect`.
  public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }

  /// A closed rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius)
  }

  /// A closed rectangle with the corners in `corners` rounded.
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), limit) : 0
    func corner(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
    let (tl, tr, br, bl) = (
      corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft)
    )
    let half = CGFloat.pi / 2
    var path = Path()
    path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      path.addArc(
        center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half,
        endAngle: 0, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      path.addArc(
        center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0,
        endAngle: half, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      path.addArc(
        center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half,
        endAngle: .pi, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      path.addArc(
        center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi,
        endAngle: 3 * half, clockwise: true)
    }
    path.closeSubpath()
    cgPath = path
  }

  /// An open arc of a circle (angles in radians).
  public init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    cgPath = Path()
    cgPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { cgPath.move(to: point) }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }

  /// Adds an arc of a circle (angles in radians).
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    cgPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Adds a cubic Bézier curve to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    cgPath.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Closes the current subpath.
  public func close() { cgPath.closeSubpath() }

  /// Adds `path`'s elements to this path.
  public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }

  /// Removes every element.
  public func removeAllPoints() { cgPath.removeAll() }

  /// Transforms the path's points.
  public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }

  /// The same path drawn in the opposite direction (a copy, with the same line style; the elements
  /// are kept in their order, which draws the same shape).
  public func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(cgPath: cgPath)
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

  /// `UIBezierPath(empty)` or `UIBezierPath(lineWidth: 4)`.
  public var description: String {
    "UIBezierPath(\(isEmpty ? "empty, " : "")lineWidth: \(lineWidth))"
  }
}
