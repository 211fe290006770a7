import Testing
import TrellisUIKit

/// `draw(_:)` overrides and the drawing calls in them (issue 29 item 2): they compile and run, draw
/// nothing and change no frame; Trellis never calls `draw(_:)` (Decisions.md, "Drawing code").
@Suite struct DrawingTests {
  @Test func layoutNeverCallsDrawAndSetNeedsDisplayDoesNothing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let ring = ProgressRingView()
    ring.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(ring)
    NSLayoutConstraint.activate([
      ring.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      ring.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      ring.widthAnchor.constraint(equalToConstant: 64),
      ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
    ])
    ring.progress = 0.4
    ring.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    root.layoutIfNeeded()
    #expect(ring.frame == CGRect(x: 68, y: 68, width: 64, height: 64))
    #expect(ring.drawCount == 0)
  }

  @Test func drawingCodeRunsWithNoContextAndChangesNoFrame() {
    let ring = ProgressRingView(frame: CGRect(x: 10, y: 20, width: 64, height: 64))
    ring.progress = 0.75
    ring.draw(ring.bounds)
    #expect(ring.drawCount == 1)
    #expect(!ring.drewIntoContext)  // UIGraphicsGetCurrentContext() is nil: nothing draws
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(ring.frame == CGRect(x: 10, y: 20, width: 64, height: 64))
  }

  @Test func drawingPropertiesAreStoredWithUIKitsDefaults() {
    let plain = UIView()
    #expect(plain.isOpaque)
    #expect(plain.clearsContextBeforeDrawing)
    #expect(plain.contentScaleFactor == 1)  // outside a host the traits have no scale
    let ring = ProgressRingView()
    #expect(!ring.isOpaque)
    ring.contentScaleFactor = 2
    #expect(ring.contentScaleFactor == 2)
    ring.contentScaleFactor = 0  // ignored
    #expect(ring.contentScaleFactor == 2)
  }

  @Test func contentScaleFactorFollowsTheHostsDisplay() {
    let controller = UIViewController()
    let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    controller.view.addSubview(ring)
    let host = ViewHost(rootViewController: controller, configuration: .iPhone15(.portrait))
    host.layoutIfNeeded()
    #expect(ring.contentScaleFactor == 3)  // the iPhone 15's display
  }

  @Test func bezierPathKeepsItsLineStyle() {
    let path = UIBezierPath()
    #expect(path.isEmpty)
    #expect(path.lineWidth == 1 && path.miterLimit == 10 && !path.usesEvenOddFillRule)
    #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 0, y: 5),
      controlPoint2: CGPoint(x: 5, y: 10))
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 10))
    path.lineJoinStyle = .round
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
    #expect(!path.isEmpty)
    #expect(path.reversing().lineJoinStyle == .round)
    path.removeAllPoints()
    #expect(path.isEmpty)
    #expect(!UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).isEmpty)
  }
}
