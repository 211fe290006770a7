#if !canImport(Darwin)
  /// Core Graphics's drawing context, where the platform has no Core Graphics (Linux): the type
  /// that ``UIGraphicsGetCurrentContext()`` returns, with the calls drawing code makes, so that a
  /// `draw(_:)` override compiles. There is never a current context; the only one Trellis makes
  /// is a ``UIGraphicsImageRenderer``'s, whose calls do nothing. On Apple platforms Core
  /// Graphics's own type is used.
  nonisolated public final class CGContext {
    init() {}

    public func saveGState() {}
    public func restoreGState() {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func beginPath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public func closePath() {}
    public func fillPath() {}
    public func strokePath() {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip() {}
    public func clip(to rect: CGRect) {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
  }

  /// Core Graphics's line cap, where the platform has no Core Graphics (Linux).
  nonisolated public enum CGLineCap: Int32, Hashable, Sendable {
    case butt = 0
    case round = 1
    case square = 2
  }

  /// Core Graphics's line join, where the platform has no Core Graphics (Linux).
  nonisolated public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
  }
#endif
