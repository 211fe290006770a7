import Foundation
import LayoutEngine
import Testing

/// The anchor API (`NSLayoutAnchor`): each factory makes the constraint its name says, and layout
/// solves `item1.attr1 (==|<=|>=) multiplier × item2.attr2 + constant` (spec §7.1, §7.5).
@Suite struct AnchorTests {
  /// A 300×200 root with one constrained child.
  private func rootAndChild() -> (root: View, child: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    return (root, child)
  }

  // MARK: What the factories make

  @Test func equalToMakesAnInactiveRequiredConstraint() {
    // §7.2: "a newly created constraint is inactive"; default priority 1000.
    let (root, child) = rootAndChild()
    let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    #expect(c.firstItem === child)
    #expect(c.firstAttribute == .leading)
    #expect(c.relation == .equal)
    #expect(c.secondItem === root)
    #expect(c.secondAttribute == .leading)
    #expect(c.multiplier == 1)
    #expect(c.constant == 8)
    #expect(c.priority == .required)
    #expect(!c.isActive)
    #expect(c.identifier == nil)
  }

  @Test func relationFactoriesSetTheRelation() {
    let (root, child) = rootAndChild()
    #expect(
      child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor).relation
        == .greaterThanOrEqual)
    #expect(
      child.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor).relation == .lessThanOrEqual)
    #expect(
      child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 3).constant == 3)
    #expect(
      child.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: -3).constant == -3)
    #expect(
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).relation == .greaterThanOrEqual
    )
    #expect(
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 44).relation == .lessThanOrEqual)
  }

  @Test func constantSizeHasNoSecondItem() {
    // Auto Layout Guide / §7.2: a constant size leaves the second item empty and its attribute
    // notAnAttribute.
    let (_, child) = rootAndChild()
    let c = child.heightAnchor.constraint(equalToConstant: 40)
    #expect(c.secondItem == nil)
    #expect(c.secondAttribute == .notAnAttribute)
    #expect(c.firstAttribute == .height)
    #expect(c.constant == 40)
  }

  @Test func dimensionMultiplierIsKept() {
    let (root, child) = rootAndChild()
    let c = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    #expect(c.multiplier == 0.5)
    #expect(c.constant == 0)
    let d = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
    #expect(d.multiplier == 0.5)
    #expect(d.constant == 10)
  }

  @Test func everyViewAnchorNamesItsAttribute() {
    let view = View()
    #expect(view.leadingAnchor.attribute == .leading)
    #expect(view.trailingAnchor.attribute == .trailing)
    #expect(view.leftAnchor.attribute == .left)
    #expect(view.rightAnchor.attribute == .right)
    #expect(view.centerXAnchor.attribute == .centerX)
    #expect(view.topAnchor.attribute == .top)
    #expect(view.bottomAnchor.attribute == .bottom)
    #expect(view.centerYAnchor.attribute == .centerY)
    #expect(view.firstBaselineAnchor.attribute == .firstBaseline)
    #expect(view.lastBaselineAnchor.attribute == .lastBaseline)
    #expect(view.widthAnchor.attribute == .width)
    #expect(view.heightAnchor.attribute == .height)
    #expect(view.leadingAnchor.item === view)
  }

  // MARK: What layout makes of them

  @Test func edgeConstantsOffsetFromTheEdges() {
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 250, height: 150))
  }

  @Test func leftAndRightAnchorsPlaceAbsolutely() {
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -15),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 0, width: 280, height: 10))
  }

  @Test func centerAnchorsCentre() {
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 100, y: 85, width: 100, height: 50))
    #expect(child.center == CGPoint(x: 150, y: 110))
  }

  @Test func dimensionMultiplierScalesTheOtherSize() {
    // §7.1 on a 375-wide root: width == 0.5 × root.width → 187.5.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 187.5, height: 176.75))
  }

  @Test func dimensionConstantAddsToTheOtherSize() {
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -20),
      child.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -150),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 280, height: 50))
  }

  @Test func aspectRatioRelatesAViewsOwnDimensions() {
    // Auto Layout Guide, listing 3-1: View.height = 2.0 * View.width + 0.0.
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 60))
  }

  @Test func inequalitiesBoundASize() {
    // Auto Layout Guide, listing 3-3: width >= 40 and width <= 280 bound an optional wish.
    let (root, child) = rootAndChild()
    let wish = child.widthAnchor.constraint(equalToConstant: 300)
    wish.priority = .defaultHigh
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
      wish,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 280)
    wish.constant = 10
    root.layoutIfNeeded()
    #expect(child.frame.width == 40)
  }

  @Test func requiredMinimumWithOptionalMaximumPullsToTheMinimum() {
    // Auto Layout Guide, listing 3-4: Blue.leading >= Red.trailing + 8 (required) and
    // Blue.leading <= Red.trailing + 8 @250 keep blue 8 points after red.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let red = EngineFixture.constrainedSubview(of: root)
    let blue = EngineFixture.constrainedSubview(of: root)
    let pull = blue.leadingAnchor.constraint(lessThanOrEqualTo: red.trailingAnchor, constant: 8)
    pull.priority = .defaultLow
    LayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      red.widthAnchor.constraint(equalToConstant: 50),
      blue.leadingAnchor.constraint(greaterThanOrEqualTo: red.trailingAnchor, constant: 8),
      pull,
      blue.widthAnchor.constraint(equalToConstant: 50),
      red.topAnchor.constraint(equalTo: root.topAnchor),
      blue.topAnchor.constraint(equalTo: root.topAnchor),
      red.heightAnchor.constraint(equalToConstant: 10),
      blue.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(blue.frame.minX == 78)
    #expect(!blue.hasAmbiguousLayout)
  }

  @Test func anEqualityAndTwoOppositeInequalitiesAgree() {
    // Auto Layout Guide, listing 3-4: a single == can be replaced with >= and <=.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let red = View(frame: CGRect(x: 20, y: 0, width: 50, height: 10))
    root.addSubview(red)
    let blue = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      blue.leadingAnchor.constraint(greaterThanOrEqualTo: red.trailingAnchor, constant: 8),
      blue.leadingAnchor.constraint(lessThanOrEqualTo: red.trailingAnchor, constant: 8),
      blue.topAnchor.constraint(equalTo: root.topAnchor),
      blue.widthAnchor.constraint(equalToConstant: 50),
      blue.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(blue.frame == CGRect(x: 78, y: 0, width: 50, height: 10))
    #expect(!blue.hasAmbiguousLayout)
  }

  // MARK: System spacing (§7.5)

  @Test func systemSpacingAfterIsEightPoints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = View(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
    root.addSubview(a)
    let b = EngineFixture.constrainedSubview(of: root)
    let c = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(c.constant == 8)
    LayoutConstraint.activate([
      c,
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minX == 128)
  }

  @Test func systemSpacingMultiplierScalesTheSpacing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = View(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
    root.addSubview(a)
    let b = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minX == 136)
  }

  @Test func systemSpacingBelowIsEightPoints() {
    // IMANOU image9: the system spacing to a superview's edge is 8 pt.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root)
    let below = child.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1)
    #expect(below.constant == 8)
    LayoutConstraint.activate([
      below,
      child.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
      root.trailingAnchor.constraint(
        equalToSystemSpacingAfter: child.trailingAnchor, multiplier: 1),
      root.bottomAnchor.constraint(equalToSystemSpacingBelow: child.bottomAnchor, multiplier: 1),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 284))
  }

  @Test func systemSpacingInequalitiesKeepAtLeastOrAtMostTheSpacing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
    root.addSubview(a)
    let b = EngineFixture.constrainedSubview(of: root)
    let wish = b.topAnchor.constraint(equalTo: a.bottomAnchor)
    wish.priority = .defaultHigh
    let atLeast = b.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    #expect(atLeast.relation == .greaterThanOrEqual)
    #expect(atLeast.constant == 8)
    let atMost = b.leadingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(atMost.relation == .lessThanOrEqual)
    let farWish = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 100)
    farWish.priority = .defaultHigh
    LayoutConstraint.activate([
      wish, atLeast, atMost, farWish,
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 18, y: 28, width: 10, height: 10))
  }

  // MARK: Baselines

  @Test func plainViewBaselinesAreItsBottomEdge() {
    // A view without text has its first and last baseline at its bottom edge.
    let (root, child) = rootAndChild()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    let other = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      other.firstBaselineAnchor.constraint(equalTo: child.lastBaselineAnchor),
      other.widthAnchor.constraint(equalToConstant: 20),
      other.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 60, width: 40, height: 40))
    #expect(other.frame == CGRect(x: 40, y: 80, width: 20, height: 20))
  }

  // MARK: Guides and anchors on other views

  @Test func anchorsRelateSiblingsInTheirSuperviewsSpace() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    root.addSubview(container)
    let a = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    container.addSubview(a)
    let b = EngineFixture.constrainedSubview(of: container)
    LayoutConstraint.activate([
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 70, y: 70, width: 50, height: 50))
  }

  @Test func anchorsRelateViewsInDifferentBranches() {
    // The constraint lives on the common ancestor; each frame stays in its own superview's space.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let left = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let right = View(frame: CGRect(x: 200, y: 50, width: 200, height: 300))
    root.addSubview(left)
    root.addSubview(right)
    let a = View(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
    left.addSubview(a)
    let b = EngineFixture.constrainedSubview(of: right)
    LayoutConstraint.activate([
      b.topAnchor.constraint(equalTo: a.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 200),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // a spans x 20…60, y 30 in root; right starts at (200, 50).
    #expect(b.frame == CGRect(x: 60, y: -20, width: 10, height: 10))
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 260, y: 30))
  }
}
