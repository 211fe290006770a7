import Foundation
import LayoutEngine
import Testing

/// Safe-area insets (spec §3; HUAHUA): a hosted root has what its host gives it, every other view
/// the per-edge overlap of its frame with its superview's unsafe region, never more than the
/// superview's inset; a tree that no host holds has zero insets.
@Suite struct SafeAreaTests {
  /// G13: HUAHUA, iPhone X portrait in a tab bar controller with additionalSafeAreaInsets
  /// (20, 30, 0, 10): root safe area (64, 30, 83, 10) on 375×812.
  private func huahuaRoot() -> View {
    EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
  }

  @Test func g13HostedRootHasTheHostsInsets() {
    let root = huahuaRoot()
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
  }

  @Test func g14ViewInTheTopLeftCornerGetsTheOverlap() {
    // G14: topView.frame = (20, 0, 200, 400) → (64, 10, 0, 0).
    let root = huahuaRoot()
    let topView = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
    root.addSubview(topView)
    root.layoutIfNeeded()
    #expect(topView.safeAreaInsets == EdgeInsets(top: 64, left: 10, bottom: 0, right: 0))
  }

  @Test func g15InsetIsCappedAtTheSuperviewsInset() {
    // G15: rightView.frame = (300, 400, 300, 30) sticks out 225 pt past the right edge, yet its
    // right inset is the root's 10.
    let root = huahuaRoot()
    let rightView = View(frame: CGRect(x: 300, y: 400, width: 300, height: 30))
    root.addSubview(rightView)
    root.layoutIfNeeded()
    #expect(rightView.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
  }

  @Test func g16ViewPinnedToTheSafeAreaGuideHasZeroInsets() {
    // G16: bgView pinned to the root's safeAreaLayoutGuide → (0, 0, 0, 0).
    let root = huahuaRoot()
    let bgView = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: bgView, to: root.safeAreaLayoutGuide)
    root.layoutIfNeeded()
    #expect(bgView.frame == CGRect(x: 30, y: 64, width: 335, height: 665))
    #expect(bgView.safeAreaInsets == .zero)
  }

  @Test func viewEntirelyOutsideOnOneSideGetsTheFullInsetThere() {
    // §3.3: the inset "did not grow any further as the view moved outside of its parent".
    let root = huahuaRoot()
    let outside = View(frame: CGRect(x: -100, y: 300, width: 50, height: 50))
    root.addSubview(outside)
    let below = View(frame: CGRect(x: 100, y: 900, width: 50, height: 50))
    root.addSubview(below)
    root.layoutIfNeeded()
    #expect(outside.safeAreaInsets == EdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
    #expect(below.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 83, right: 0))
  }

  @Test func partialOverlapGivesThePartInside() {
    let root = huahuaRoot()
    let view = View(frame: CGRect(x: 10, y: 40, width: 360, height: 760))
    root.addSubview(view)
    root.layoutIfNeeded()
    // top 64 − 40; left 30 − 10; bottom 83 − (812 − 800); right 10 − (375 − 370).
    #expect(view.safeAreaInsets == EdgeInsets(top: 24, left: 20, bottom: 71, right: 5))
  }

  @Test func insetsPropagateThroughNestedViews() {
    let root = huahuaRoot()
    let topView = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
    root.addSubview(topView)
    let corner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let offset = View(frame: CGRect(x: 5, y: 30, width: 50, height: 50))
    topView.addSubview(corner)
    topView.addSubview(offset)
    root.layoutIfNeeded()
    #expect(corner.safeAreaInsets == EdgeInsets(top: 64, left: 10, bottom: 0, right: 0))
    #expect(offset.safeAreaInsets == EdgeInsets(top: 34, left: 5, bottom: 0, right: 0))
  }

  @Test func cslSubviewEqualToTheRootEdges() {
    // CSL: on a 59-pt device a subview with all edges equal to the root printed (59, 0, 34, 0);
    // with its top constant changed to 20 it printed (39, 0, 34, 0).
    let root = EngineFixture.hostedRoot(
      width: 393, height: 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let sub = EngineFixture.constrainedSubview(of: root)
    let top = sub.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([
      top,
      sub.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sub.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      sub.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(sub.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    top.constant = 20
    root.layoutIfNeeded()
    #expect(sub.frame == CGRect(x: 0, y: 20, width: 393, height: 832))
    #expect(sub.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
  }

  @Test func unhostedTreeHasZeroInsetsEverywhere() {
    // §3.1 [APPLE]: a view that is not in a window has insets 0.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == .zero)
    #expect(child.safeAreaInsets == .zero)
  }

  @Test func removingAViewFromAHostedTreeZeroesItsInsets() {
    let root = huahuaRoot()
    let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.safeAreaInsets == EdgeInsets(top: 64, left: 30, bottom: 0, right: 0))
    child.removeFromSuperview()
    #expect(child.safeAreaInsets == .zero)
  }

  @Test func subviewSafeAreaGuideFollowsItsInsets() {
    let root = huahuaRoot()
    let topView = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
    root.addSubview(topView)
    let guide = topView.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10, y: 64, width: 190, height: 336))
  }

  @Test func subviewMarginsGuideAddsItsSafeArea() {
    // §4: topView's margins are 8 plus its safe area (64, 10, 0, 0).
    let root = huahuaRoot()
    let topView = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
    root.addSubview(topView)
    let label = EngineFixture.constrainedSubview(of: topView)
    EngineFixture.pinEdges(of: label, to: topView.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(topView.layoutMargins == EdgeInsets(top: 72, left: 18, bottom: 8, right: 8))
    #expect(label.frame == CGRect(x: 18, y: 72, width: 174, height: 320))
  }

  @Test func seed003LabelLeavesTheSafeAreaWhenMarginsDoNotInset() {
    // HUAHUA: topView.layoutMargins = 0; a label at its margins' top-left sits in the unsafe area
    // when insetsLayoutMarginsFromSafeArea is false, and inside the safe area when true.
    for insets in [false, true] {
      let root = huahuaRoot()
      let topView = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
      root.addSubview(topView)
      topView.layoutMargins = .zero
      topView.insetsLayoutMarginsFromSafeArea = insets
      let label = EngineFixture.constrainedSubview(of: topView)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topView.layoutMarginsGuide.topAnchor),
        label.leftAnchor.constraint(equalTo: topView.layoutMarginsGuide.leftAnchor),
        label.widthAnchor.constraint(equalToConstant: 40),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      let expected = insets ? CGPoint(x: 10, y: 64) : CGPoint.zero
      #expect(label.frame.origin == expected)
      #expect(
        topView.layoutMargins
          == (insets ? EdgeInsets(top: 64, left: 10, bottom: 0, right: 0) : .zero))
    }
  }

  @Test func viewsFollowAChangedHostSafeArea() {
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let content = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: content, to: root.safeAreaLayoutGuide)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
    root.hostSafeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 83, right: 0)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 88, width: 375, height: 641))
  }

  @Test func imanouImage5SafeAreaGuideWithLargeInsets() {
    // IMANOU image5: base (32, 44, 21, 44) + additionalSafeAreaInsets 100 on every edge; a view
    // pinned to the safe-area guide measured x 144, y 132, w 524, h 122.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 132, left: 144, bottom: 121, right: 144))
    let view = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: view, to: root.safeAreaLayoutGuide)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 144, y: 132, width: 524, height: 122))
  }

  @Test func imanouImage3MarginsInsideTheSafeAreaGuide() {
    // IMANOU image3: red pinned to the safe-area guide (32, 44, 21, 44) with directional margins 70
    // puts its child at x 114 = 44 + 70, y 102 = 32 + 70.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    let red = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: red, to: root.safeAreaLayoutGuide)
    red.directionalLayoutMargins = DirectionalEdgeInsets(70)
    let child = EngineFixture.constrainedSubview(of: red)
    EngineFixture.pinEdges(of: child, to: red.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(red.safeAreaInsets == .zero)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 114, y: 102))
    #expect(child.frame.size == CGSize(width: 584, height: 182))
  }

  @Test func insetsUseTheSuperviewsBoundsOrigin() {
    // §3.3: the overlap is measured against the superview's bounds (B.minX, B.minY), which move
    // when a view scrolls.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let scroller = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.addSubview(scroller)
    scroller.bounds = CGRect(x: 0, y: 100, width: 375, height: 667)
    let row = View(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
    scroller.addSubview(row)
    root.layoutIfNeeded()
    #expect(scroller.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(row.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }
  @Test func marginsFollowTheSafeAreaOfAConstrainedView() {
    // §10a: frames → safe area → margins → guides, to a fixed point. A view 20 pt below the top of
    // a root with a 44-pt unsafe band overlaps it by 24, so its top margin is 8 + 24.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let panel = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: 200),
    ])
    let content = EngineFixture.constrainedSubview(of: panel)
    EngineFixture.pinEdges(of: content, to: panel.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(panel.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    #expect(panel.layoutMargins == EdgeInsets(top: 32, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 32, width: 359, height: 160))
  }

  @Test func zeroMarginsStillReportTheSafeArea() {
    // §1.1 (HorizonCalendar PR #102): after `layoutMargins = .zero`, `layoutMargins.top` read 64
    // under a navigation bar.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, safeArea: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    let view = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: view, to: root)
    view.layoutMargins = .zero
    root.layoutIfNeeded()
    #expect(view.layoutMargins.top == 64)
    #expect(view.rawLayoutMargins == .zero)
  }

  @Test func theSameViewOutsideTheWindowLosesTheSafeAreaMargin() {
    // §4 (SO 47003878): a header with safe area top 20 had layoutMargins.top 48; a copy outside the
    // window (safe area 0) had 28.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let header = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    header.layoutMargins = EdgeInsets(top: 28, left: 16, bottom: 8, right: 16)
    root.addSubview(header)
    root.layoutIfNeeded()
    #expect(header.layoutMargins.top == 48)
    header.removeFromSuperview()
    #expect(header.layoutMargins.top == 28)
  }

  @Test func landscapeSideInsetsAddToDirectionalMarginsInRightToLeft() {
    // §1.2 + §4: leading maps to the right in RTL; the safe area is added per physical edge.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      traits: TraitCollection(layoutDirection: .rightToLeft))
    let view = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: view, to: root)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 20)
    root.layoutIfNeeded()
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 64, bottom: 21, right: 54))
  }
}
