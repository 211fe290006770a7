import Foundation

/// A shape made of lines, curves and arcs: what a `UIBezierPath` records and a `CAShapeLayer`
/// draws (Core Graphics's `CGPath`). Kept as its elements, in the layer's coordinates (y down), so
/// pictures can draw it.
///
/// ```swift
/// var ring = Path()
/// ring.addArc(center: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2,
///             endAngle: .pi * 1.5, clockwise: true)
/// ```
nonisolated public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// An arc of a circle, angles in radians from the x axis towards y (down): `clockwise` is
    /// clockwise on screen, as UIKit's `UIBezierPath` means it.
    case arc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    case close
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A closed rectangle.
  public init(rect: CGRect) {
    let r = rect.standardized
    elements = [
      .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
      .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close,
    ]
  }

  /// A closed ellipse inscribed in `rect` (four curves, the usual approximation).
  public init(ellipseIn rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.552_284_749_8  // 4/3 (√2 − 1): a quarter circle by one cubic curve
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    elements = [
      .move(to: CGPoint(x: r.maxX, y: cy)),
      .curve(
        to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
        control2: CGPoint(x: cx + k * rx, y: r.maxY)),
      .curve(
        to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
        control2: CGPoint(x: r.minX, y: cy + k * ry)),
      .curve(
        to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
        control2: CGPoint(x: cx - k * rx, y: r.minY)),
      .curve(
        to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
        control2: CGPoint(x: r.maxX, y: cy - k * ry)),
      .close,
    ]
  }

  /// A closed rectangle with rounded corners (the radius at most half the shorter side).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    let r = rect.standardized
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(r.width, r.height) / 2) : 0
    guard radius > 0 else {
      self.init(rect: r)
      return
    }
    let half = CGFloat.pi / 2
    self.init()
    elements = [
      .move(to: CGPoint(x: r.minX + radius, y: r.minY)),
      .line(to: CGPoint(x: r.maxX - radius, y: r.minY)),
      .arc(
        center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
        startAngle: -half, endAngle: 0, clockwise: true),
      .line(to: CGPoint(x: r.maxX, y: r.maxY - radius)),
      .arc(
        center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0,
        endAngle: half, clockwise: true),
      .line(to: CGPoint(x: r.minX + radius, y: r.maxY)),
      .arc(
        center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
        startAngle: half, endAngle: .pi, clockwise: true),
      .line(to: CGPoint(x: r.minX, y: r.minY + radius)),
      .arc(
        center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
        startAngle: .pi, endAngle: 3 * half, clockwise: true),
      .close,
    ]
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    elements.append(
      .arc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
  }
  public mutating func closeSubpath() { elements.append(.close) }
  /// Adds `path`'s elements after this path's.
  public mutating func addPath(_ path: Path) { elements += path.elements }
  public mutating func removeAll() { elements = [] }

  /// The path with `transform` applied to its points (an arc's centre moves, its radius scales by
  /// the transform's x scale: exact for translations and uniform scales).
  public func applying(_ transform: CGAffineTransform) -> Path {
    func t(_ p: CGPoint) -> CGPoint {
      CGPoint(
        x: transform.a * p.x + transform.c * p.y + transform.tx,
        y: transform.b * p.x + transform.d * p.y + transform.ty)
    }
    let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: t(p))
      case .line(let p): return .line(to: t(p))
      case .quadCurve(let p, let c): return .quadCurve(to: t(p), control: t(c))
      case .curve(let p, let c1, let c2): return .curve(to: t(p), control1: t(c1), control2: t(c2))
      case .arc(let c, let r, let s, let e, let cw):
        return .arc(center: t(c), radius: r * scale, startAngle: s, endAngle: e, clockwise: cw)
      case .close: return .close
      }
    }
    return result
  }
}
