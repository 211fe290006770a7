// A UIKit component file with the imports such files have: `import CoreGraphics` and `import
// QuartzCore` compile on Linux (TrellisUIKit's empty modules of those names). It is kept apart from
// the test file because a file importing both Testing and CoreGraphics needs Swift Testing's
// cross-import overlay `_Testing_CoreGraphics`, which only Apple platforms ship
// (TestingYourUIKitCode.md, "The header").
import CoreGraphics
import QuartzCore
import TrellisUIKit

/// A progress ring drawn the way UIKit code draws one: a Core Graphics background, a Bézier track
/// and arc, redrawn when the progress changes.
final class ProgressRingView: UIView {
  var progress: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  private(set) var drawCount = 0
  private(set) var drewIntoContext = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    clearsContextBeforeDrawing = true
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    drawCount += 1
    let lineWidth: CGFloat = 4
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

    let track = UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
    track.lineWidth = lineWidth
    UIColor.systemGray5.setStroke()
    track.stroke()

    let arc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    arc.lineWidth = lineWidth
    arc.lineCapStyle = .round
    UIColor.systemBlue.setStroke()
    arc.stroke()

    let tick = UIBezierPath()
    tick.move(to: CGPoint(x: center.x - 6, y: center.y))
    tick.addLine(to: CGPoint(x: center.x - 2, y: center.y + 4))
    tick.addLine(to: CGPoint(x: center.x + 6, y: center.y - 4))
    tick.close()
    tick.fill()

    let badge = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 12, height: 12), cornerRadius: 6)
    badge.append(
      UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
        cornerRadii: CGSize(width: 4, height: 4)))
    badge.addArc(withCenter: center, radius: 3, startAngle: 0, endAngle: .pi, clockwise: false)
    badge.addClip()
    UIRectFill(rect)

    guard let context = UIGraphicsGetCurrentContext() else { return }
    drewIntoContext = true
    context.saveGState()
    UIColor.white.setFill()
    context.fill(rect)
    context.setLineWidth(1 / contentScaleFactor)
    context.move(to: CGPoint(x: 0, y: bounds.maxY))
    context.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
    context.strokePath()
    context.restoreGState()
  }
}
