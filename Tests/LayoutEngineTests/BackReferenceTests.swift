import Foundation
import LayoutEngine
import Testing

/// `superview`, `installedView` and `owningView` are not weak references (a weak reference slows
/// every retain and release of its target); the view they point to clears them when it goes away.
/// These tests let the target go and read the reference: a dangling one would crash or read junk.
@Suite struct BackReferenceTests {
  @Test func aSubviewOutlivingItsSuperviewHasNone() {
    let child = View()
    do {
      let parent = View()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    // The orphan works as a root of its own.
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
    child.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
  }

  @Test func aConstraintOutlivingTheViewItIsInstalledOnIsInactive() {
    // Installed on the common superview, which nothing else holds; the constraint holds the items.
    let a = View()
    let b = View()
    var constraint: LayoutConstraint?
    do {
      let parent = View()
      parent.addSubview(a)
      parent.addSubview(b)
      constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
      constraint!.isActive = true
      #expect(constraint!.installedView === parent)
    }
    #expect(constraint!.installedView == nil)
    #expect(!constraint!.isActive)
    #expect(a.superview == nil && b.superview == nil)
  }

  @Test func aGuideOutlivingItsOwningViewHasNone() {
    let guide = LayoutGuide()
    do {
      let owner = View()
      owner.addLayoutGuide(guide)
      #expect(guide.owningView === owner)
    }
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
  }

  @Test func aSystemGuideOutlivingItsOwningViewHasNone() {
    let guide: LayoutGuide
    do {
      let owner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      guide = owner.layoutMarginsGuide
      #expect(guide.owningView === owner)
    }
    #expect(guide.owningView == nil)
  }

  @Test func removedSubviewsKeepNoBackReference() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }
}
