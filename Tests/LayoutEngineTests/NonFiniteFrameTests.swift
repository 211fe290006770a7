import Foundation
import LayoutEngine
import Testing

/// A frame that is not finite never reaches a view: a constant or multiplier beyond ±10¹² points
/// (where the solver's arithmetic would overflow) is reported as a diagnostic naming the
/// constraint; an installed constraint keeps its old constant, as with a non-finite constant, and a
/// new one is not installed, so views keep their last finite frame (or zero). Frames never come out
/// as −0, which UIKit shows as 0 (issue 18).
@Suite struct NonFiniteFrameTests {
  private func scene() -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = EngineFixture.constrainedSubview(of: root, named: "box")
    return (root, box)
  }

  private func expectFinite(
    _ frame: CGRect, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite
        && frame.height.isFinite, "\(frame)", sourceLocation: sourceLocation)
  }

  /// `widthAnchor.constraint(equalToConstant: 1e300)` with the box centred: its minX is −5e299,
  /// finite; maxX is finite; so is the frame. With the box's leading at the largest finite value
  /// and a width of 1e300, the trailing edge overflows to infinity.
  @Test(arguments: [
    (CGFloat.greatestFiniteMagnitude, CGFloat(1e300)),
    (CGFloat(1e308), CGFloat(1e308)),
    (CGFloat(-1e308), CGFloat(-1e308)),
  ])
  func anOverflowingSolutionKeepsTheLastFiniteFrameAndIsReported(left: CGFloat, width: CGFloat) {
    let (root, box) = scene()
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let widthConstraint = box.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      top, leading, widthConstraint, box.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    leading.constant = left
    widthConstraint.constant = width
    root.layoutIfNeeded()
    expectFinite(box.frame)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    let named = root.layoutDiagnostics.filter { $0.kind == .nonFiniteValue }.flatMap(\.constraints)
    #expect(named.count == 2)
    #expect(named.contains { $0 === leading })
    #expect(named.contains { $0 === widthConstraint })
    // Once per change: more passes with nothing new do not report again.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    root.frame.size.width = 310
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.filter { $0.kind == .nonFiniteValue }.count == 2)
    // Back to sane constants, the box moves again.
    leading.constant = 30
    widthConstraint.constant = 60
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 30, y: 10, width: 60, height: 20))
  }

  /// The inputs on a fresh view: a top at the largest finite value and a height of −1e300;
  /// the view never had a finite solved frame, so it keeps zero.
  @Test func aFreshViewWithAnOverflowingSolutionKeepsZero() {
    let (root, box) = scene()
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: .greatestFiniteMagnitude),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -1e300),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 1e300),
    ])
    root.layoutIfNeeded()
    expectFinite(box.frame)
    #expect(box.frame.minY == 0 && box.frame.width == 0)
    #expect(root.layoutDiagnostics.filter { $0.kind == .nonFiniteValue }.count == 3)
  }

  /// Descriptions of huge values never trap (they once converted to `Int64`).
  @Test func hugeConstantsDescribeThemselves() {
    let (root, box) = scene()
    let constraint = box.widthAnchor.constraint(equalToConstant: .greatestFiniteMagnitude)
    #expect(constraint.description.contains("1.7976931348623157e+308"))
    constraint.constant = -1e300
    #expect(constraint.description.contains("-1e+300"))
    constraint.isActive = true
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.first?.message.contains("-1e+300") == true)
  }

  /// A view pulled a fraction of a pixel left of its superview's edge rounds to x = 0, not −0.
  @Test func framesNeverComeOutAsNegativeZero() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.hostTraitCollection = TraitCollection(displayScale: 2)
    let box = EngineFixture.constrainedSubview(of: root, named: "box")
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -0.1),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: -0.2),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 0)
    #expect(box.frame.minX.sign == .plus)
    #expect(box.frame.minY.sign == .plus)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -0.1),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: -0.1),
      guide.widthAnchor.constraint(equalToConstant: 10),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame.minX.sign == .plus)
    #expect(guide.layoutFrame.minY.sign == .plus)
  }
}
