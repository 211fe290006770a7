import Foundation
import LayoutEngine
import Testing

/// `translatesAutoresizingMaskIntoConstraints` and `autoresizingMask` (spec §7.6): a view made in
/// code keeps its frame, turned into required constraints, and a flexible mask makes it follow its
/// superview's size.
@Suite struct AutoresizingMaskTests {
  @Test func translatesAutoresizingMaskIntoConstraintsDefaultsToTrue() {
    // §7.6: "Default true for views made in code".
    let view = View()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask == [])
  }

  @Test func subviewThatTranslatesItsMaskKeepsItsFrame() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(!child.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func constraintsCanRelateToAViewPlacedByItsFrame() {
    // The frame becomes constraints, so a constrained sibling can depend on it.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let fixed = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(fixed)
    let follower = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 118, y: 70, width: 100, height: 10))
  }

  @Test func movingAFramedViewMovesTheViewsConstrainedToIt() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let fixed = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(fixed)
    let follower = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: fixed.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 20),
      follower.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    fixed.frame = CGRect(x: 50, y: 60, width: 40, height: 50)
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 50, y: 60, width: 40, height: 50))
    #expect(follower.frame == CGRect(x: 98, y: 60, width: 20, height: 20))
  }

  @Test func fixedMaskKeepsTheFrameWhenTheSuperviewResizes() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 20, y: 20, width: 260, height: 50))
    root.addSubview(child)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
  }

  @Test func flexibleWidthFollowsARootResize() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 20, y: 20, width: 260, height: 50))
    child.autoresizingMask = .flexibleWidth
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 360, height: 50))
  }

  @Test func flexibleWidthFollowsASuperviewResizedByConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
    let parent = EngineFixture.constrainedSubview(of: root)
    let width = parent.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      parent.topAnchor.constraint(equalTo: root.topAnchor),
      width,
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let child = View(frame: CGRect(x: 20, y: 20, width: 160, height: 50))
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 160, height: 50))
    width.constant = 300
    root.layoutIfNeeded()
    #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(child.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
  }

  @Test func flexibleWidthFollowsAFramedSuperviewResize() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(parent)
    let child = View(frame: CGRect(x: 20, y: 20, width: 160, height: 50))
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    root.layoutIfNeeded()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
  }

  @Test func aResizeMovesOnlySubviewsThatFollowTheirMaskNow() {
    // UIKit's resizeSubviewsWithOldSize: runs at the frame change, before any layout pass; a mask
    // or translatesAutoresizingMaskIntoConstraints changed after adding the view counts.
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View(frame: CGRect(x: 20, y: 20, width: 160, height: 50))
    parent.addSubview(child)
    parent.frame.size.width = 220
    #expect(child.frame.width == 160)  // no mask yet
    child.autoresizingMask = .flexibleWidth
    parent.frame.size.width = 240
    #expect(child.frame.width == 180)
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.frame.size.width = 260
    #expect(child.frame.width == 180)  // placed by constraints now, not by the mask
    child.translatesAutoresizingMaskIntoConstraints = true
    parent.frame.size.width = 280
    #expect(child.frame.width == 200)
    child.removeFromSuperview()
    parent.frame.size.width = 300
    #expect(child.frame.width == 200)
    parent.addSubview(child)
    parent.frame.size.width = 320
    #expect(child.frame.width == 220)
  }

  @Test func flexibleSideMarginsKeepAViewCentred() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 100, y: 20, width: 100, height: 50))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(child)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 150, y: 20, width: 100, height: 50))
  }

  @Test func flexibleTopMarginKeepsAViewAtTheBottom() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = View(frame: CGRect(x: 0, y: 250, width: 100, height: 50))
    child.autoresizingMask = .flexibleTopMargin
    root.addSubview(child)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 350, width: 100, height: 50))
  }

  @Test func flexibleWidthAndHeightFillsAResizedSuperview() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(child)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 400, height: 500))
  }

  @Test func constrainedViewsFollowARootResize() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    root.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 480, height: 80))
  }

  @Test func layoutReplacesAFrameSetByHandOnAConstrainedView() {
    // With translatesAutoresizingMaskIntoConstraints = false the engine owns the frame.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    child.frame = CGRect(x: 100, y: 100, width: 5, height: 5)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
  }

  @Test func turningTranslationOffWithoutConstraintsLeavesTheViewAmbiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(!child.hasAmbiguousLayout)
    child.translatesAutoresizingMaskIntoConstraints = false
    #expect(child.hasAmbiguousLayout)
    #expect(child.ambiguousAxes == [.horizontal, .vertical])
  }
}
