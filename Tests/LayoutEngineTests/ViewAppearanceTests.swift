import Foundation
import LayoutEngine
import Testing

/// The non-layout properties of `View`: stored as UIKit stores them, never moving a frame.
@Suite struct ViewAppearanceTests {
  @Test func defaultsAreUIKits() {
    let view = View()
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(!view.clipsToBounds)
    #expect(view.contentMode == .scaleToFill)
    #expect(view.tintColor == .systemBlue)
    #expect(view.layer.cornerRadius == 0)
    #expect(view.layer.borderWidth == 0)
    // CALayer.borderColor defaults to opaque black.
    #expect(view.layer.borderColor == .black)
    #expect(view.layer.opacity == 1)
  }

  @Test func backgroundAlphaAndClippingAreTheLayersValues() {
    let view = View()
    view.backgroundColor = .systemRed
    #expect(view.layer.backgroundColor == .systemRed)
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
  }

  @Test func alphaIsClampedAndReadsBackAtFloatPrecision() {
    // CALayer.opacity docs: values outside 0…1 are clamped; UIView.alpha is the layer's Float.
    let view = View()
    view.alpha = 2
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
    view.alpha = 0.3
    #expect(view.alpha == CGFloat(Float(0.3)))
    // NaN is taken as opaque (a Trellis choice, Decisions.md).
    view.alpha = .nan
    #expect(view.alpha == 1)
  }

  @Test func tintColorIsInheritedFromTheSuperview() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)
    root.tintColor = .systemRed
    #expect(grandchild.tintColor == .systemRed)
    child.tintColor = .systemGreen
    #expect(grandchild.tintColor == .systemGreen)
    #expect(root.tintColor == .systemRed)
    child.tintColor = nil
    #expect(grandchild.tintColor == .systemRed)
    grandchild.removeFromSuperview()
    #expect(grandchild.tintColor == .systemBlue)
  }

  @Test func tintColorDidChangeReachesTheViewsThatInheritIt() {
    final class Recorder: View {
      var calls = 0
      override func tintColorDidChange() { calls += 1 }
    }
    let root = Recorder()
    let inheriting = Recorder()
    let ownTint = Recorder()
    let belowOwnTint = Recorder()
    root.addSubview(inheriting)
    root.addSubview(ownTint)
    ownTint.addSubview(belowOwnTint)
    ownTint.tintColor = .systemPink
    #expect(ownTint.calls == 1 && belowOwnTint.calls == 1)
    root.tintColor = .systemOrange
    #expect(root.calls == 1 && inheriting.calls == 1)
    #expect(ownTint.calls == 1 && belowOwnTint.calls == 1)
    root.tintColor = .systemOrange  // no change, no call
    #expect(root.calls == 1)
  }

  @Test func appearanceNeverMovesAFrame() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    child.backgroundColor = .systemBlue
    child.alpha = 0
    child.clipsToBounds = true
    child.layer.cornerRadius = 8
    child.layer.borderWidth = 2
    child.contentMode = .scaleAspectFit
    child.tintColor = .systemRed
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
  }

  @Test func contentModeKeepsUIKitsRawValues() {
    #expect(View.ContentMode.scaleAspectFill.rawValue == 2)
    #expect(View.ContentMode.bottomRight.rawValue == 12)
    #expect(View.ContentMode.allCases.count == 13)
  }
}
