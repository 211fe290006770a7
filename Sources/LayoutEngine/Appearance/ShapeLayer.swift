import Foundation

/// A layer that draws a path: Core Animation's `CAShapeLayer`, as progress rings, dashed borders
/// and custom outlines use it.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = UIBezierPath(ovalIn: bounds).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = Color.systemBlue
/// ring.lineWidth = 4
/// layer.addSublayer(ring)
/// ```
///
/// Pictures draw the path in the layer's frame with its fill and stroke; ``strokeStart``,
/// ``strokeEnd`` and the dash pattern are stored, and the whole path is drawn.
open class ShapeLayer: Layer {
  /// The shape (default nil: nothing is drawn), in the layer's coordinates.
  public var path: Path?
  /// The fill; opaque black by default, as in Core Animation. Nil fills nothing.
  public var fillColor: Color? = .black
  /// The stroke (default nil: none).
  public var strokeColor: Color?
  /// The stroke's width in points (default 1).
  public var lineWidth: CGFloat = 1
  /// The fraction of the path where the stroke starts (default 0). Stored.
  public var strokeStart: CGFloat = 0
  /// The fraction of the path where the stroke ends (default 1). Stored.
  public var strokeEnd: CGFloat = 1
  /// How open ends are drawn (default ``LineCap/butt``).
  public var lineCap: LineCap = .butt
  /// How corners are drawn (default ``LineJoin/miter``).
  public var lineJoin: LineJoin = .miter
  /// The lengths of the dashes and gaps (default nil: a solid line).
  public var lineDashPattern: [NSNumber]?
  /// Where the dash pattern starts (default 0).
  public var lineDashPhase: CGFloat = 0
  /// The miter limit (default 10).
  public var miterLimit: CGFloat = 10
  /// The rule that decides what is inside the path (default ``FillRule/nonZero``).
  public var fillRule: FillRule = .nonZero

  public required init() { super.init() }
}

extension ShapeLayer {
  /// Core Animation's `CAShapeLayerLineCap`.
  nonisolated public struct LineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = LineCap(rawValue: "butt")
    public static let round = LineCap(rawValue: "round")
    public static let square = LineCap(rawValue: "square")
  }

  /// Core Animation's `CAShapeLayerLineJoin`.
  nonisolated public struct LineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = LineJoin(rawValue: "miter")
    public static let round = LineJoin(rawValue: "round")
    public static let bevel = LineJoin(rawValue: "bevel")
  }

  /// Core Animation's `CAShapeLayerFillRule`.
  nonisolated public struct FillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = FillRule(rawValue: "non-zero")
    public static let evenOdd = FillRule(rawValue: "even-odd")
  }
}
