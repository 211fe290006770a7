import Foundation
import LayoutEngine
import Testing

/// Views as rectangles in a tree: frame, bounds, center, adding and removing subviews, and converting
/// between coordinate spaces (UIKit's `UIView` geometry; README, "How it maps to UIKit").
@Suite struct ViewTreeTests {
  // MARK: Frame, bounds, center

  @Test func initWithFrameSetsFrameAndZeroOriginBounds() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
  }

  @Test func plainInitHasZeroFrame() {
    let view = View()
    #expect(view.frame == .zero)
    #expect(view.bounds == .zero)
    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
  }

  @Test func settingCenterMovesTheFrameWithoutResizingIt() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 200, y: 100)
    #expect(view.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
  }

  @Test func settingBoundsSizeKeepsTheCenter() {
    // UIKit: changing bounds.size resizes the frame around the unchanged center.
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
    #expect(view.center == CGPoint(x: 150, y: 125))
    #expect(view.frame == CGRect(x: 120, y: 110, width: 60, height: 30))
  }

  @Test func settingBoundsOriginKeepsTheFrame() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 30, width: 100, height: 50)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds.origin == CGPoint(x: 0, y: 30))
  }

  // MARK: The tree

  @Test func addSubviewAppendsAndSetsSuperview() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.subviews.count == 2)
    #expect(root.subviews[0] === a)
    #expect(root.subviews[1] === b)
    #expect(a.superview === root)
    #expect(b.superview === root)
  }

  @Test func insertSubviewAtIndexPlacesTheViewThere() {
    let root = View()
    let a = View()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    let d = View()
    root.insertSubview(d, at: 2)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, d, b].map(ObjectIdentifier.init))
  }

  @Test func addingASubviewAgainMovesItToTheFront() {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)
    root.addSubview(a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    #expect(a.superview === root)
  }

  @Test func addingToAnotherSuperviewRemovesFromTheOldOne() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
  }

  @Test func removeFromSuperviewDetaches() {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(root.subviews.count == 1)
    #expect(root.subviews[0] === b)
    a.removeFromSuperview()  // no superview: nothing happens
    #expect(a.superview == nil)
  }

  @Test func addingAViewToItselfOrItsSubtreeIsRefusedWithADiagnostic() {
    // UIKit raises ("Can't add self as subview"); Trellis never crashes: it records a diagnostic.
    let root = View()
    let child = View()
    root.addSubview(child)
    root.addSubview(root)
    child.addSubview(root)
    #expect(root.superview == nil)
    #expect(child.superview === root)
    #expect(child.subviews.isEmpty)
    let kinds = root.layoutDiagnostics.map(\.kind)
    #expect(kinds == [.invalidHierarchy, .invalidHierarchy])
  }

  @Test func isDescendantFollowsTheSuperviewChain() {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.isDescendant(of: root))
    #expect(b.isDescendant(of: b))
    #expect(!root.isDescendant(of: b))
  }

  // MARK: Converting between coordinate spaces

  /// root ⊃ a (10, 20) ⊃ b (5, 7); root ⊃ c (100, 100).
  private func nestedTree() -> (root: View, a: View, b: View, c: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let b = View(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let c = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    return (root, a, b, c)
  }

  @Test func convertPointToAnAncestorAddsFrameOrigins() {
    let (root, a, b, _) = nestedTree()
    #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 29))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: a) == CGPoint(x: 6, y: 9))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 29))
  }

  @Test func convertPointFromIsTheInverseOfTo() {
    let (root, _, b, c) = nestedTree()
    #expect(b.convert(CGPoint(x: 16, y: 29), from: root) == CGPoint(x: 1, y: 2))
    #expect(root.convert(CGPoint(x: 16, y: 29), to: b) == CGPoint(x: 1, y: 2))
    // Between cousins: b's origin is (15, 27) in root, c's is (100, 100).
    #expect(b.convert(CGPoint.zero, to: c) == CGPoint(x: -85, y: -73))
    #expect(c.convert(CGPoint.zero, from: b) == CGPoint(x: -85, y: -73))
  }

  @Test func convertRectKeepsTheSizeAndMovesTheOrigin() {
    let (root, _, b, c) = nestedTree()
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(b.convert(rect, to: root) == CGRect(x: 16, y: 29, width: 30, height: 40))
    #expect(b.convert(CGRect(x: 16, y: 29, width: 30, height: 40), from: root) == rect)
    #expect(c.convert(rect, from: b) == CGRect(x: -84, y: -71, width: 30, height: 40))
  }

  @Test func convertHonoursABoundsOrigin() {
    // A scrolled view: a subview at y 100 in a view whose bounds start at y 100 is drawn at the
    // view's top.
    let (root, a, b, _) = nestedTree()
    a.bounds = CGRect(x: 0, y: 100, width: 200, height: 200)
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: -73))
    #expect(a.convert(CGPoint(x: 0, y: 100), to: root) == CGPoint(x: 10, y: 20))
  }

  // MARK: Layout keeps the tree's geometry

  @Test func removingAViewDeactivatesConstraintsThatReachOutsideItsSubtree() {
    // Auto Layout Guide: "removing a view from the view hierarchy also removes all
    // constraints that reference that view"; constraints inside the removed subtree stay.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    let inner = EngineFixture.constrainedSubview(of: box)
    let outer = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    let inside = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5)
    let own = box.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([outer, inside, own])
    box.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(!root.constraints.contains { $0 === outer })
    #expect(inside.isActive)
    #expect(own.isActive)
    #expect(box.constraints.contains { $0 === inside })
  }
}
