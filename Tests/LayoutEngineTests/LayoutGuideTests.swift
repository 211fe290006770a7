import Foundation
import LayoutEngine
import Testing

/// Layout guides (spec §6): custom guides placed by constraints, and each view's system guides that
/// follow its margins and safe area.
@Suite struct LayoutGuideTests {
  // MARK: Custom guides

  @Test func addLayoutGuideSetsTheOwningView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let guide = LayoutGuide()
    #expect(guide.owningView == nil)
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root)
    #expect(root.layoutGuides.count == 1)
    #expect(root.layoutGuides[0] === guide)
  }

  @Test func customGuideGetsItsLayoutFrameFromConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      guide.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 260, height: 30))
  }

  @Test func layoutFrameIsInTheOwningViewsCoordinates() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
    root.addSubview(container)
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      guide.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      guide.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 180, height: 80))
  }

  @Test func viewsCanBePinnedToACustomGuide() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      guide.widthAnchor.constraint(equalToConstant: 100),
      guide.heightAnchor.constraint(equalToConstant: 50),
    ])
    EngineFixture.pinEdges(of: child, to: guide)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
  }

  @Test func equalSpacerGuidesDistributeFreeSpace() {
    // The Auto Layout Guide's dummy-view replacement: three equal guides around two 60-pt views.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = EngineFixture.constrainedSubview(of: root)
    let b = EngineFixture.constrainedSubview(of: root)
    let gaps = [LayoutGuide(), LayoutGuide(), LayoutGuide()]
    gaps.forEach(root.addLayoutGuide)
    LayoutConstraint.activate([
      gaps[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
      gaps[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
      root.trailingAnchor.constraint(equalTo: gaps[2].trailingAnchor),
      gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      a.widthAnchor.constraint(equalToConstant: 60),
      b.widthAnchor.constraint(equalToConstant: 60),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 60, y: 0, width: 60, height: 10))
    #expect(b.frame == CGRect(x: 180, y: 0, width: 60, height: 10))
    #expect(gaps[2].layoutFrame.minX == 240)
    #expect(gaps[2].layoutFrame.width == 60)
  }

  @Test func removeLayoutGuideClearsOwnerAndDeactivatesItsConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let pin = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    pin.isActive = true
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(root.layoutGuides.isEmpty)
    #expect(!pin.isActive)
  }

  // MARK: System guides

  @Test func systemGuidesAreOwnedByTheirViewAndStable() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layoutMarginsGuide.owningView === view)
    #expect(view.safeAreaLayoutGuide.owningView === view)
    #expect(view.readableContentGuide.owningView === view)
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
  }

  @Test func layoutMarginsGuideIsTheBoundsInsetByTheMargins() {
    // §6 + §1.1: default margins are 8 on every side.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let guide = root.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
  }

  @Test func layoutMarginsGuideFollowsAMarginChange() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let guide = root.layoutMarginsGuide
    root.layoutIfNeeded()
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func layoutMarginsGuideOfASubviewIsInItsOwnCoordinates() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = View(frame: CGRect(x: 40, y: 50, width: 200, height: 100))
    root.addSubview(card)
    let guide = card.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test func safeAreaGuideEqualsTheBoundsWhenNotHosted() {
    // §6: "It equals the view's edges when the view is not on screen."
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let guide = root.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 812))
  }

  @Test func safeAreaGuideIsTheBoundsInsetByTheSafeArea() {
    // G13's root: safe area (64, 30, 83, 10) on 375×812.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
    let guide = root.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 30, y: 64, width: 335, height: 665))
  }

  @Test func readableContentGuideMatchesTheMarginsOnAPhone() {
    // §6: at the default text size the readable width is wider than any iPhone, so the guide is
    // the layout margins guide.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let readable = root.readableContentGuide
    let margins = root.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(readable.layoutFrame == margins.layoutFrame)
    #expect(readable.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
  }

  @Test func guideAnchorsRelateAcrossViews() {
    // A view pinned to its superview's margins guide, the commonest use of a guide.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 359, height: 44))
  }
}
