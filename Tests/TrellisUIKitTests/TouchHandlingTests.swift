import Testing
import TrellisUIKit

/// A card that dims while pressed, as app code overrides the touch methods.
private final class PressableCard: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    let point = touches.first?.location(in: self) ?? .zero
    log.append("began \(point.x), \(point.y)")
    alpha = 0.5
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    log.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    log.append("ended")
    alpha = 1
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    log.append("cancelled")
    alpha = 1
  }
}

/// A 24-point button whose touch area is widened to 44 points, as Apple's HIG asks.
private final class SmallButton: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// `touchesBegan(_:with:)` and friends overridden as UIKit code does, with `UITouch` and `UIEvent`
/// stand-ins; the default implementations pass touches to the superview (UIKit's responder
/// chain); `hitTest(_:with:)` follows UIKit's documented rules.
@MainActor
struct TouchHandlingTests {
  @Test func anOverrideHearsTheTouchesInItsOwnCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let card = PressableCard(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
    root.addSubview(card)
    let touch = UITouch(at: CGPoint(x: 30, y: 50), in: root)
    #expect(touch.location(in: card) == CGPoint(x: 10, y: 10))
    card.touchesBegan([touch], with: UIEvent(touches: [touch]))
    #expect(card.alpha == 0.5)
    touch.move(to: CGPoint(x: 40, y: 50))
    card.touchesMoved([touch], with: nil)
    #expect(touch.previousLocation(in: root) == CGPoint(x: 30, y: 50))
    card.touchesEnded([touch], with: nil)
    #expect(card.log == ["began 10.0, 10.0", "moved", "ended"])
    #expect(card.alpha == 1)
  }

  @Test func aViewThatDoesNotOverridePassesTouchesToItsSuperview() {
    let card = PressableCard(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    card.addSubview(label)
    let touch = UITouch(at: CGPoint(x: 5, y: 5), in: label)
    label.touchesBegan([touch], with: nil)
    label.touchesCancelled([touch], with: nil)
    #expect(card.log == ["began 15.0, 15.0", "cancelled"])
  }

  @Test func hitTestFindsTheFrontmostInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    hidden.isHidden = true
    [back, front, hidden].forEach(root.addSubview)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
  }

  @Test func pointInsideWidensTheTouchArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let button = SmallButton(frame: CGRect(x: 100, y: 100, width: 24, height: 24))
    root.addSubview(button)
    // 44 − 24 = 20: ten points each side (Apple's HIG: controls at least 44 × 44 points).
    #expect(root.hitTest(CGPoint(x: 92, y: 92), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 89, y: 92), with: nil) === root)
  }
}
