import Foundation
import LayoutEngine
import Testing

/// Layout margins (spec §1, §2.2, §4, §5; APPLE-MARGINS, JIANSHU-LM, HUAHUA, CSDN-MARGINS — sources
/// in UIKitBehavior.md §0): the default of 8, the effective getter, directional margins and the
/// layout direction, `insetsLayoutMarginsFromSafeArea` (additive) and
/// `preservesSuperviewLayoutMargins` (a max with the superview's margin line, after the safe area).
@Suite struct LayoutMarginsTests {
  // MARK: Defaults and the getter (§1.1)

  @Test func defaultMarginsAreEightOnEverySide() {
    // §1.1 [APPLE]: "For most views, the default layout margins are 8 points on each side."
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(view.rawLayoutMargins == EdgeInsets(8))
    #expect(!view.preservesSuperviewLayoutMargins)
    #expect(view.insetsLayoutMarginsFromSafeArea)
  }

  @Test func setMarginsReadBackOutsideAWindow() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.rawLayoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func aViewPinnedToMarginsSitsEightPointsInside() {
    // IMANOU image1: a view pinned to its superview's layoutMarginsGuide sits 8 pt inside it.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let yellow = View(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
    root.addSubview(yellow)
    let cyan = EngineFixture.constrainedSubview(of: yellow)
    EngineFixture.pinEdges(of: cyan, to: yellow.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(cyan.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test func marginAttributesFollowChangedMargins() {
    // JIANSHU-LM example 1: yellow's margin attributes equal blue's; blue.layoutMargins = 50.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let blue = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: blue, to: root)
    let yellow = EngineFixture.constrainedSubview(of: blue)
    let pairs: [LayoutConstraint.Attribute] = [
      .leftMargin, .rightMargin, .topMargin, .bottomMargin,
    ]
    for attribute in pairs {
      let c = try? LayoutConstraint(
        item: yellow, attribute: attribute, relatedBy: .equal, toItem: blue, attribute: attribute,
        multiplier: 1, constant: 0)
      c?.isActive = true
    }
    blue.layoutMargins = EdgeInsets(50)
    root.layoutIfNeeded()
    // yellow's own margins (8) sit on blue's (50): yellow is inset 42 from blue.
    #expect(yellow.frame == CGRect(x: 42, y: 42, width: 291, height: 583))
  }

  @Test func changingMarginsRelaysOutTheViewsThatUseThem() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: child, to: root.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  // MARK: Directional margins (§1.2)

  @Test func directionalMarginsMapLeadingToLeftInLeftToRight() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 10)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 3, right: 10))
  }

  @Test func directionalMarginsMapLeadingToRightInRightToLeft() {
    // §1.2 [APPLE]: "directionalLayoutMargins.leading is used on the left when the user interface
    // direction is LTR and on the right for RTL."
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.semanticContentAttribute = .forceRightToLeft
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 10)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 10, bottom: 3, right: 20))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 10))
  }

  @Test func directionalMarginsFollowALaterDirectionChange() {
    // §1.2: after directionalLayoutMargins is set, left and right depend on the direction.
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 5)
    #expect(view.layoutMargins.left == 30)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins.left == 5)
    #expect(view.layoutMargins.right == 30)
  }

  @Test func absoluteMarginsStayPutAndReadBackSwappedInRightToLeft() {
    // §1.2: `layoutMargins = x` stores left/right; directionalLayoutMargins reads back swapped
    // under RTL.
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 5)
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 30))
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
  }

  @Test func rightToLeftMarginsGuideUsesTheMappedSides() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 0, width: 260, height: 200))
    // Leading is the right side: the child's right edge sits on the margin at x 270.
    #expect(child.frame == CGRect(x: 220, y: 0, width: 50, height: 10))
  }

  @Test func layoutDirectionComesFromTheTraitsUnlessForced() {
    // §1.2: .unspecified follows traitCollection.layoutDirection; playback and spatial are never
    // flipped.
    let root = EngineFixture.hostedRoot(
      width: 300, height: 200, traits: TraitCollection(layoutDirection: .rightToLeft))
    let plain = View()
    let forcedLTR = View()
    forcedLTR.semanticContentAttribute = .forceLeftToRight
    let playback = View()
    playback.semanticContentAttribute = .playback
    let spatial = View()
    spatial.semanticContentAttribute = .spatial
    for view in [plain, forcedLTR, playback, spatial] { root.addSubview(view) }
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(plain.traitCollection.layoutDirection == .rightToLeft)
    #expect(forcedLTR.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(spatial.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func rightToLeftTraitsFlipDefaultDirectionalMargins() {
    let root = EngineFixture.hostedRoot(
      width: 300, height: 200, traits: TraitCollection(layoutDirection: .rightToLeft))
    let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(child)
    child.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 4)
    #expect(child.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 16))
  }

  // MARK: insetsLayoutMarginsFromSafeArea is additive (§4; CSDN-MARGINS)

  /// CSDN-MARGINS: a 375×667 root hosted with a 20-pt status bar; blue covers the root
  /// with margins 50; orange takes blue's left, right and top and half its height, margins
  /// (0, 50, 0, 0); red is pinned to orange's margins.
  private func csdnScene() -> (root: View, blue: View, orange: View, red: View) {
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let blue = EngineFixture.constrainedSubview(of: root, named: "blue")
    EngineFixture.pinEdges(of: blue, to: root)
    let orange = EngineFixture.constrainedSubview(of: blue, named: "orange")
    LayoutConstraint.activate([
      orange.leftAnchor.constraint(equalTo: blue.leftAnchor),
      orange.rightAnchor.constraint(equalTo: blue.rightAnchor),
      orange.topAnchor.constraint(equalTo: blue.topAnchor),
      orange.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
    ])
    let red = EngineFixture.constrainedSubview(of: orange, named: "red")
    LayoutConstraint.activate([
      red.topAnchor.constraint(equalTo: orange.layoutMarginsGuide.topAnchor),
      red.bottomAnchor.constraint(equalTo: orange.layoutMarginsGuide.bottomAnchor),
      red.leftAnchor.constraint(equalTo: orange.layoutMarginsGuide.leftAnchor),
      red.rightAnchor.constraint(equalTo: orange.layoutMarginsGuide.rightAnchor),
    ])
    blue.layoutMargins = EdgeInsets(50)
    orange.layoutMargins = EdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
    return (root, blue, orange, red)
  }

  @Test func g18SafeAreaAddsToTheSetMargins() {
    // G18: blue.safeAreaInsets (20, 0, 0, 0); blue.layoutMargins (70, 50, 50, 50).
    let (root, blue, _, _) = csdnScene()
    root.layoutIfNeeded()
    #expect(blue.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(blue.layoutMargins == EdgeInsets(top: 70, left: 50, bottom: 50, right: 50))
    #expect(blue.rawLayoutMargins == EdgeInsets(50))
  }

  @Test func g19SafeAreaAddsToAZeroMargin() {
    // G19: orange.safeAreaInsets (20, 0, 0, 0); orange.layoutMargins (20, 50, 0, 0).
    let (root, _, orange, _) = csdnScene()
    root.layoutIfNeeded()
    #expect(orange.frame == CGRect(x: 0, y: 0, width: 375, height: 333.5))
    #expect(orange.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(orange.layoutMargins == EdgeInsets(top: 20, left: 50, bottom: 0, right: 0))
  }

  @Test func g20InsetsFromSafeAreaOffKeepsTheSetMargins() {
    // G20: orange.insetsLayoutMarginsFromSafeArea = false → (0, 50, 0, 0); the safe area stays.
    let (root, _, orange, red) = csdnScene()
    orange.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(orange.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(orange.layoutMargins == EdgeInsets(top: 0, left: 50, bottom: 0, right: 0))
    #expect(red.frame == CGRect(x: 50, y: 0, width: 325, height: 333.5))
  }

  @Test func g21ViewInsideTheSafeAreaHasDefaultMargins() {
    // G21: red.safeAreaInsets (0, 0, 0, 0); red.layoutMargins (8, 8, 8, 8).
    let (root, _, _, red) = csdnScene()
    root.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 50, y: 20, width: 325, height: 313.5))
    #expect(red.safeAreaInsets == .zero)
    #expect(red.layoutMargins == EdgeInsets(8))
  }

  @Test func marginsGuideIncludesTheSafeArea() {
    let (root, blue, _, _) = csdnScene()
    let guide = blue.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 50, y: 70, width: 275, height: 547))
  }

  @Test func safeAreaAdditionAppliesOnEveryEdge() {
    // §4, IMANOU image9: root margins are the minimum plus the safe area (20 + 44 = 64), not the
    // larger of the two.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    let child = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: child, to: root)
    child.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    root.layoutIfNeeded()
    #expect(child.layoutMargins == EdgeInsets(top: 33, left: 46, bottom: 24, right: 48))
  }

  // MARK: A view controller's root: minimum margins (§2.2)

  @Test func g25RootMarginsAreRaisedToTheSystemMinimum() {
    // G25: iPhone 8 portrait 375×667, content view leading/trailing to the root margins: x 16,
    // width 343.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let content = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
  }

  @Test func rootMarginsSetToZeroStillGetTheMinimum() {
    // HUAHUA: root margins set to zero still leave 16 on the sides
    // (systemMinimumLayoutMargins (0, 16, 0, 16)).
    let root = EngineFixture.hostedRoot(width: 375, height: 812)
    root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    root.directionalLayoutMargins = .zero
    #expect(root.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    root.minimumLayoutMargins = nil  // viewRespectsSystemMinimumLayoutMargins = false
    #expect(root.layoutMargins == .zero)
  }

  @Test func imanouImage9MinimumIsAppliedBeforeTheSafeArea() {
    // IMANOU image9: iPhone X landscape, safe area (32, 44, 21, 44), minimum (0, 20, 0, 20): the
    // margins guide measured (32, 64, 21, 64).
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    root.directionalLayoutMargins = .zero
    let child = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: child, to: root.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(top: 32, left: 64, bottom: 21, right: 64))
    #expect(child.frame == CGRect(x: 64, y: 32, width: 684, height: 322))
  }

  @Test func imanouImage6MinimumWithoutTheSafeArea() {
    // IMANOU image6: root margins 5, insetsLayoutMarginsFromSafeArea = false, minimums respected:
    // left/right 20 = max(5, 20), bottom 5 = max(5, 0), no safe-area addition.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    root.layoutMargins = EdgeInsets(5)
    root.insetsLayoutMarginsFromSafeArea = false
    #expect(root.layoutMargins == EdgeInsets(top: 5, left: 20, bottom: 5, right: 20))
  }

  @Test func imanouImage7BothFlagsOffKeepsTheSetMargins() {
    // IMANOU image7: both flags false and margins 5 → 5 on every edge.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.layoutMargins = EdgeInsets(5)
    root.insetsLayoutMarginsFromSafeArea = false
    let child = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: child, to: root.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(5))
    #expect(child.frame == CGRect(x: 5, y: 5, width: 802, height: 365))
  }

  @Test func minimumMarginsAffectTheRootOnly() {
    // §2.2 [APPLE]: "The minimums affect the root view only, not its subviews."
    let root = EngineFixture.hostedRoot(width: 375, height: 667)
    root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let child = View(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.layoutMargins == EdgeInsets(8))
  }

  // MARK: preservesSuperviewLayoutMargins (§5)

  @Test func imanouImage8PreservedMarginsAreTakenAfterTheSafeArea() {
    // §5, IMANOU image8: root margins 140, both root flags false; an orange full-size child (own 8,
    // safe area (32, 44, 21, 44)) preserving its superview's margins has a margins guide exactly
    // 140 in from every edge: yellow (140, 140, 532, 95).
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.layoutMargins = EdgeInsets(140)
    root.insetsLayoutMarginsFromSafeArea = false
    let orange = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: orange, to: root)
    orange.preservesSuperviewLayoutMargins = true
    let yellow = EngineFixture.constrainedSubview(of: orange)
    EngineFixture.pinEdges(of: yellow, to: orange.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(orange.safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    #expect(orange.layoutMargins == EdgeInsets(140))
    #expect(yellow.frame == CGRect(x: 140, y: 140, width: 532, height: 95))
  }

  @Test func imanouImage8WithoutPreservingUsesOwnMarginsPlusSafeArea() {
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.layoutMargins = EdgeInsets(140)
    root.insetsLayoutMarginsFromSafeArea = false
    let orange = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: orange, to: root)
    root.layoutIfNeeded()
    #expect(orange.layoutMargins == EdgeInsets(top: 40, left: 52, bottom: 29, right: 52))
  }

  @Test func preservedMarginsWinOnlyWhereTheyReachFurther() {
    // §5: own margins larger than the superview's margin line are kept per edge.
    let root = EngineFixture.hostedRoot(
      width: 812, height: 375, safeArea: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    root.layoutMargins = EdgeInsets(140)
    root.insetsLayoutMarginsFromSafeArea = false
    let orange = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: orange, to: root)
    orange.preservesSuperviewLayoutMargins = true
    orange.layoutMargins = EdgeInsets(top: 8, left: 150, bottom: 8, right: 8)
    root.layoutIfNeeded()
    // left: own 150 + 44 = 194 beats 140.
    #expect(orange.layoutMargins == EdgeInsets(top: 140, left: 194, bottom: 140, right: 140))
  }

  /// JIANSHU-LM examples 2 and 3 (`seed001…` below: see UIKitBehavior.md §0): blue covers a 375×668
  /// root with margins 50; yellow has blue's width, half its height, zero margins and preserves;
  /// black is pinned to yellow's margins. Returns the root, which the caller keeps while it reads
  /// margins (they are computed from the live tree, whose views do not retain their superviews).
  private func seed001Scene(yellowAtTop: Bool, preserves: Bool) -> (View, View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 668))
    let blue = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: blue, to: root)
    let yellow = EngineFixture.constrainedSubview(of: blue)
    LayoutConstraint.activate([
      yellow.widthAnchor.constraint(equalTo: blue.widthAnchor),
      yellow.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
      yellow.centerXAnchor.constraint(equalTo: blue.centerXAnchor),
      yellowAtTop
        ? yellow.topAnchor.constraint(equalTo: blue.topAnchor)
        : yellow.centerYAnchor.constraint(equalTo: blue.centerYAnchor),
    ])
    let black = EngineFixture.constrainedSubview(of: yellow)
    LayoutConstraint.activate([
      black.trailingAnchor.constraint(equalTo: yellow.layoutMarginsGuide.trailingAnchor),
      black.leadingAnchor.constraint(equalTo: yellow.layoutMarginsGuide.leadingAnchor),
      black.topAnchor.constraint(equalTo: yellow.layoutMarginsGuide.topAnchor),
      black.bottomAnchor.constraint(equalTo: yellow.layoutMarginsGuide.bottomAnchor),
    ])
    blue.layoutMargins = EdgeInsets(50)
    yellow.layoutMargins = .zero
    yellow.preservesSuperviewLayoutMargins = preserves
    root.layoutIfNeeded()
    return (root, yellow, black)
  }

  @Test func seed001CentredYellowInheritsOnlyTheSideMargins() {
    // JIANSHU-LM example 2: the top and bottom of yellow already clear blue's 50-pt margins; the
    // sides do not, so black is inset 50 on the left and right only.
    let (root, yellow, black) = seed001Scene(yellowAtTop: false, preserves: true)
    #expect(yellow.frame == CGRect(x: 0, y: 167, width: 375, height: 334))
    withExtendedLifetime(root) {
      #expect(yellow.layoutMargins == EdgeInsets(top: 0, left: 50, bottom: 0, right: 50))
    }
    #expect(black.frame == CGRect(x: 50, y: 0, width: 275, height: 334))
  }

  @Test func seed001WithoutPreservingBlackCoversYellow() {
    // JIANSHU-LM (translated): "when yellowView.preservesSuperviewLayoutMargins = NO, blackView
    // completely covers yellowView".
    let (_, yellow, black) = seed001Scene(yellowAtTop: false, preserves: false)
    #expect(black.frame == yellow.bounds)
  }

  @Test func seed001YellowAtTheTopAlsoInheritsTheTopMargin() {
    // JIANSHU-LM example 3: yellow's top now coincides with blue's top, so the top margin is kept
    // too.
    let (root, yellow, black) = seed001Scene(yellowAtTop: true, preserves: true)
    withExtendedLifetime(root) {
      #expect(yellow.layoutMargins == EdgeInsets(top: 50, left: 50, bottom: 0, right: 50))
    }
    #expect(black.frame == CGRect(x: 50, y: 50, width: 275, height: 284))
  }

  @Test func seed003InheritedMarginsSubtractTheOffset() {
    // HUAHUA: blue margins (100, 50, 100, 40); purple 10 in from blue's top and bottom,
    // full width, zero margins, preserving → purple's margins are blue's minus the 10-pt offset.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let blue = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: blue, to: root)
    blue.layoutMargins = EdgeInsets(top: 100, left: 50, bottom: 100, right: 40)
    let purple = EngineFixture.constrainedSubview(of: blue)
    LayoutConstraint.activate([
      purple.topAnchor.constraint(equalTo: blue.topAnchor, constant: 10),
      purple.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: -10),
      purple.leadingAnchor.constraint(equalTo: blue.leadingAnchor),
      purple.trailingAnchor.constraint(equalTo: blue.trailingAnchor),
    ])
    purple.layoutMargins = .zero
    purple.preservesSuperviewLayoutMargins = true
    let white = EngineFixture.constrainedSubview(of: purple)
    EngineFixture.pinEdges(of: white, to: purple.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(purple.layoutMargins == EdgeInsets(top: 90, left: 50, bottom: 90, right: 40))
    #expect(white.frame == CGRect(x: 50, y: 90, width: 285, height: 400))
  }

  @Test func seed004PreservingWithOwnMarginInsideTheInheritedOneChangesNothing() {
    // CSDN-MARGINS scene 2: orange (blue's left/right/top, half its height) preserving blue's 50-pt
    // margins gives the same result with own margins zero or (0, 50, 0, 0).
    func orangeMargins(own: EdgeInsets) -> EdgeInsets {
      let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let blue = EngineFixture.constrainedSubview(of: root)
      EngineFixture.pinEdges(of: blue, to: root)
      let orange = EngineFixture.constrainedSubview(of: blue)
      LayoutConstraint.activate([
        orange.leftAnchor.constraint(equalTo: blue.leftAnchor),
        orange.rightAnchor.constraint(equalTo: blue.rightAnchor),
        orange.topAnchor.constraint(equalTo: blue.topAnchor),
        orange.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
      ])
      blue.layoutMargins = EdgeInsets(50)
      orange.preservesSuperviewLayoutMargins = true
      orange.layoutMargins = own
      root.layoutIfNeeded()
      return orange.layoutMargins
    }
    let expected = EdgeInsets(top: 50, left: 50, bottom: 0, right: 50)
    #expect(orangeMargins(own: .zero) == expected)
    #expect(orangeMargins(own: EdgeInsets(top: 0, left: 50, bottom: 0, right: 0)) == expected)
  }

  @Test func preservedMarginsCascadeThroughSeveralLevels() {
    // UIView.h: "margins cascade down the view tree, adjusting for geometry offsets".
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.layoutMargins = EdgeInsets(60)
    let middle = View(frame: CGRect(x: 10, y: 10, width: 380, height: 380))
    middle.layoutMargins = .zero
    middle.preservesSuperviewLayoutMargins = true
    root.addSubview(middle)
    let inner = View(frame: CGRect(x: 20, y: 20, width: 340, height: 340))
    inner.layoutMargins = .zero
    inner.preservesSuperviewLayoutMargins = true
    middle.addSubview(inner)
    root.layoutIfNeeded()
    #expect(middle.layoutMargins == EdgeInsets(50))
    #expect(inner.layoutMargins == EdgeInsets(30))
  }
  @Test func changingASuperviewsMarginsMovesContentThatPreservesThem() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = EngineFixture.constrainedSubview(of: root)
    EngineFixture.pinEdges(of: inner, to: root)
    inner.layoutMargins = .zero
    inner.preservesSuperviewLayoutMargins = true
    let content = EngineFixture.constrainedSubview(of: inner)
    EngineFixture.pinEdges(of: content, to: inner.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 284))
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 20, y: 10, width: 240, height: 260))
  }

  @Test func movingAFramedViewUpdatesTheMarginsItPreserves() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.layoutMargins = EdgeInsets(50)
    let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    inner.layoutMargins = .zero
    inner.preservesSuperviewLayoutMargins = true
    root.addSubview(inner)
    let content = EngineFixture.constrainedSubview(of: inner)
    EngineFixture.pinEdges(of: content, to: inner.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 50, y: 50, width: 50, height: 50))
    inner.frame = CGRect(x: 30, y: 40, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 20, y: 10, width: 80, height: 90))
  }
}
