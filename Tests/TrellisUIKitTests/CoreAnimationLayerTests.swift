import LayoutTesting
import QuartzCore
import Testing
import TrellisUIKit

/// A skeleton (shimmer) placeholder as 2024–2026 apps write one: a gradient sublayer sized in
/// `layoutSubviews()` and animated with a `CABasicAnimation` on its locations.
private final class ShimmerView: UIView {
  let gradient = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [
      UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).cgColor,
      UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor,
      UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).cgColor,
    ]
    gradient.locations = [0, 0.5, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    layer.addSublayer(gradient)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }

  func startShimmering() {
    let animation = CABasicAnimation(keyPath: "locations")
    animation.fromValue = [-1.0, -0.5, 0.0]
    animation.toValue = [1.0, 1.5, 2.0]
    animation.duration = 1.2
    animation.repeatCount = .infinity
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    gradient.add(animation, forKey: "shimmer")
  }
}

/// A view backed by a gradient layer through `layerClass`.
private final class FadeView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// Records what an animation's delegate hears.
private final class AnimationListener: CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// Core Animation's layer tree, gradient and shape layers, and animations that end at once
/// (Apple's `CALayer`, `CAGradientLayer`, `CAShapeLayer` and `CAAnimation` documentation for the
/// defaults: start point (0.5, 0), end point (0.5, 1), fill colour opaque black, line width 1,
/// anchor point (0.5, 0.5)).
@MainActor
struct CoreAnimationLayerTests {
  @Test func aSublayerIsPlacedByItsFrameInCoreAnimationsModel() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(layer.position == CGPoint(x: 60, y: 40))  // the middle: anchor point (0.5, 0.5)
    layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
    #expect(layer.frame == CGRect(x: 35, y: 20, width: 50, height: 40))  // around its position
  }

  @Test func sublayersAreAddedInOrderAndRemoved() {
    let host = CALayer()
    #expect(host.sublayers == nil)
    let back = CALayer()
    let front = CAShapeLayer()
    host.addSublayer(back)
    host.addSublayer(front)
    let middle = CAGradientLayer()
    host.insertSublayer(middle, above: back)
    #expect(
      host.sublayers?.map { ObjectIdentifier($0) }
        == [back, middle, front].map { ObjectIdentifier($0) })
    #expect(front.superlayer === host)
    middle.removeFromSuperlayer()
    #expect(host.sublayers?.count == 2)
    #expect(middle.superlayer == nil)
    for layer in host.sublayers ?? [] { layer.removeFromSuperlayer() }
    #expect(host.sublayers == nil)
  }

  @Test func aLayerCannotBeAddedInsideItself() {
    let outer = CALayer()
    let inner = CALayer()
    outer.addSublayer(inner)
    inner.addSublayer(outer)
    outer.addSublayer(outer)
    #expect(outer.superlayer == nil)
    #expect(inner.sublayers == nil)
  }

  @Test func aViewsOwnLayerHasTheViewsFrame() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(view.layer.frame == view.frame)
    #expect(view.layer.bounds.size == CGSize(width: 70, height: 80))
    view.layer.isHidden = true
    #expect(view.isHidden)
  }

  @Test func layerClassBacksTheViewWithAGradientLayer() throws {
    let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let gradient = try #require(fade.layer as? CAGradientLayer)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(UIView().layer is CAGradientLayer == false)
  }

  @Test func aGradientSublayerIsDrawnAsALinearGradientOverItsFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let shimmer = ShimmerView(frame: CGRect(x: 20, y: 10, width: 160, height: 24))
    root.addSubview(shimmer)
    root.layoutIfNeeded()
    #expect(shimmer.gradient.frame == CGRect(x: 0, y: 0, width: 160, height: 24))
    let svg = LayoutPicture(options: []).render(root)
    #expect(
      svg.contains(
        "<linearGradient id=\"gradient1\" x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\">"
          + "<stop offset=\"0\" stop-color=\"#e6e6e6\"/><stop offset=\"0.5\" stop-color=\"#ffffff\"/>"
          + "<stop offset=\"1\" stop-color=\"#e6e6e6\"/></linearGradient>"))
    #expect(
      svg.contains(
        "<rect x=\"20\" y=\"10\" width=\"160\" height=\"24\" fill=\"url(#gradient1)\"/>"))
  }

  @Test func anAnimationEndsAtOnceAndChangesNothing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let shimmer = ShimmerView(frame: CGRect(x: 20, y: 10, width: 160, height: 24))
    root.addSubview(shimmer)
    root.layoutIfNeeded()
    let before = LayoutPicture(options: []).render(root)
    shimmer.startShimmering()
    let slide = CABasicAnimation(keyPath: "position.x")
    let listener = AnimationListener()
    slide.delegate = listener
    slide.toValue = 300
    shimmer.layer.add(slide, forKey: "slide")
    root.layoutIfNeeded()
    #expect(listener.events == ["start", "stop true"])
    #expect(shimmer.frame == CGRect(x: 20, y: 10, width: 160, height: 24))
    #expect(shimmer.gradient.locations == [0, 0.5, 1])
    #expect(shimmer.gradient.animationKeys() == nil)  // removed on completion, at once
    #expect(LayoutPicture(options: []).render(root) == before)
  }

  @Test func anAnimationKeptAfterCompletionIsListedUntilRemoved() {
    let layer = CALayer()
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.isRemovedOnCompletion = false
    pulse.fillMode = .forwards
    layer.add(pulse, forKey: "pulse")
    #expect(layer.animationKeys() == ["pulse"])
    #expect(layer.animation(forKey: "pulse") === pulse)
    #expect(layer.opacity == 1)
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }

  @Test func aShapeLayerDrawsItsPathWithItsFillAndStroke() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    root.addSubview(badge)
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
    ring.lineWidth = 4
    badge.layer.addSublayer(ring)
    let svg = LayoutPicture(options: []).render(root)
    #expect(
      svg.contains(
        "<path d=\"M 10 10 L 50 10 L 50 30 L 10 30 Z\" fill=\"none\" stroke=\"#0000ff\" "
          + "stroke-width=\"4\"/>"))
  }

  @Test func aFullCircleIsDrawnAsTwoArcs() {
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi,
      clockwise: true)
    #expect(
      LayoutPicture(options: []).svgPathData(ring.cgPath, origin: .zero)
        == "M 30 20 A 10 10 0 0 1 10 20 A 10 10 0 0 1 30 20")
  }

  @Test func aRemovedSublayerIsFreed() {
    weak var weakLayer: CALayer?
    let view = UIView()
    do {
      let gradient = CAGradientLayer()
      view.layer.addSublayer(gradient)
      weakLayer = gradient
    }
    #expect(weakLayer != nil)
    weakLayer?.removeFromSuperlayer()
    #expect(weakLayer == nil)
  }
}
