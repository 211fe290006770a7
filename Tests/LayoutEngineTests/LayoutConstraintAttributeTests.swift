import Foundation
import LayoutEngine
import Testing

/// The raw initializer `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// with every attribute of spec §7.1, margin attributes included, and location multipliers.
///
/// The fixture: a 300×200 container at (50, 40) in a 400×300 root, with margins
/// (top 10, left 20, bottom 30, right 40); inside it a 100×50 child with margins
/// (top 2, left 4, bottom 6, right 10). Each case relates one child attribute to one container
/// attribute and checks where the child lands in the container.
@Suite struct LayoutConstraintAttributeTests {
  nonisolated struct Case: Sendable, CustomTestStringConvertible {
    let child: LayoutConstraint.Attribute
    let container: LayoutConstraint.Attribute
    /// The child's expected origin along the constrained axis, in container coordinates.
    let expected: CGFloat
    var testDescription: String { "child.\(child) == container.\(container) → \(expected)" }
  }

  private struct Fixture {
    let root: View
    let container: View
    let child: View
  }

  private func fixture() -> Fixture {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let container = View(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
    container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.addSubview(container)
    let child = EngineFixture.constrainedSubview(of: container)
    child.layoutMargins = EdgeInsets(top: 2, left: 4, bottom: 6, right: 10)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    return Fixture(root: root, container: container, child: child)
  }

  /// Horizontal cases: container margins guide spans x 20…260 (centre 140); the child's margins
  /// guide spans x+4…x+90 (centre x+47).
  nonisolated static let horizontal: [Case] = [
    Case(child: .left, container: .left, expected: 0),
    Case(child: .right, container: .right, expected: 200),
    Case(child: .leading, container: .leading, expected: 0),
    Case(child: .trailing, container: .trailing, expected: 200),
    Case(child: .centerX, container: .centerX, expected: 100),
    Case(child: .left, container: .leftMargin, expected: 20),
    Case(child: .right, container: .rightMargin, expected: 160),
    Case(child: .leading, container: .leadingMargin, expected: 20),
    Case(child: .trailing, container: .trailingMargin, expected: 160),
    Case(child: .centerX, container: .centerXWithinMargins, expected: 90),
    Case(child: .leftMargin, container: .left, expected: -4),
    Case(child: .rightMargin, container: .right, expected: 210),
    Case(child: .leadingMargin, container: .leading, expected: -4),
    Case(child: .trailingMargin, container: .trailing, expected: 210),
    Case(child: .centerXWithinMargins, container: .centerX, expected: 103),
    Case(child: .leftMargin, container: .leftMargin, expected: 16),
    Case(child: .trailingMargin, container: .trailingMargin, expected: 170),
    Case(child: .centerXWithinMargins, container: .centerXWithinMargins, expected: 93),
    Case(child: .centerX, container: .leading, expected: -50),
    Case(child: .leading, container: .centerX, expected: 150),
    Case(child: .trailing, container: .centerXWithinMargins, expected: 40),
    Case(child: .left, container: .right, expected: 300),
    Case(child: .right, container: .centerX, expected: 50),
  ]

  /// Vertical cases: container margins guide spans y 10…170 (centre 90); the child's margins guide
  /// spans y+2…y+44 (centre y+23); a plain view's baselines are its bottom edge.
  nonisolated static let vertical: [Case] = [
    Case(child: .top, container: .top, expected: 0),
    Case(child: .bottom, container: .bottom, expected: 150),
    Case(child: .centerY, container: .centerY, expected: 75),
    Case(child: .top, container: .topMargin, expected: 10),
    Case(child: .bottom, container: .bottomMargin, expected: 120),
    Case(child: .centerY, container: .centerYWithinMargins, expected: 65),
    Case(child: .topMargin, container: .top, expected: -2),
    Case(child: .bottomMargin, container: .bottom, expected: 156),
    Case(child: .centerYWithinMargins, container: .centerY, expected: 77),
    Case(child: .topMargin, container: .topMargin, expected: 8),
    Case(child: .bottomMargin, container: .bottomMargin, expected: 126),
    Case(child: .centerYWithinMargins, container: .centerYWithinMargins, expected: 67),
    Case(child: .lastBaseline, container: .bottom, expected: 150),
    Case(child: .firstBaseline, container: .centerY, expected: 50),
    Case(child: .top, container: .lastBaseline, expected: 200),
    Case(child: .bottom, container: .top, expected: -50),
  ]

  @Test(arguments: horizontal)
  func horizontalAttributePairsPlaceTheChild(_ c: Case) throws {
    let f = fixture()
    let constraint = try LayoutConstraint(
      item: f.child, attribute: c.child, relatedBy: .equal, toItem: f.container,
      attribute: c.container, multiplier: 1, constant: 0)
    LayoutConstraint.activate([
      constraint, f.child.topAnchor.constraint(equalTo: f.container.topAnchor),
    ])
    f.root.layoutIfNeeded()
    #expect(f.child.frame == CGRect(x: c.expected, y: 0, width: 100, height: 50))
    #expect(f.root.layoutDiagnostics.isEmpty)
  }

  @Test(arguments: vertical)
  func verticalAttributePairsPlaceTheChild(_ c: Case) throws {
    let f = fixture()
    let constraint = try LayoutConstraint(
      item: f.child, attribute: c.child, relatedBy: .equal, toItem: f.container,
      attribute: c.container, multiplier: 1, constant: 0)
    LayoutConstraint.activate([
      constraint, f.child.leadingAnchor.constraint(equalTo: f.container.leadingAnchor),
    ])
    f.root.layoutIfNeeded()
    #expect(f.child.frame == CGRect(x: 0, y: c.expected, width: 100, height: 50))
    #expect(f.root.layoutDiagnostics.isEmpty)
  }

  @Test func rawInitializerKeepsEveryArgument() throws {
    let f = fixture()
    let c = try LayoutConstraint(
      item: f.child, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: f.container,
      attribute: .leadingMargin, multiplier: 1, constant: 8)
    #expect(c.firstItem === f.child)
    #expect(c.firstAttribute == .leading)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.secondItem === f.container)
    #expect(c.secondAttribute == .leadingMargin)
    #expect(c.multiplier == 1)
    #expect(c.constant == 8)
    #expect(c.priority == .required)
    #expect(!c.isActive)
  }

  @Test func rawConstantPlacesWithAnOffset() throws {
    let f = fixture()
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: f.child, attribute: .leading, relatedBy: .equal, toItem: f.container,
        attribute: .leadingMargin, multiplier: 1, constant: 8),
      try LayoutConstraint(
        item: f.container, attribute: .bottomMargin, relatedBy: .equal, toItem: f.child,
        attribute: .bottom, multiplier: 1, constant: 12),
    ])
    f.root.layoutIfNeeded()
    // leading = 20 + 8; bottom = 170 − 12.
    #expect(f.child.frame == CGRect(x: 28, y: 108, width: 100, height: 50))
  }

  @Test(arguments: [CGFloat(0), 1])
  func rawConstantSizeIgnoresTheMultiplier(multiplier: CGFloat) throws {
    // Auto Layout Guide: "View.height = 0.0 * NotAnAttribute + 40.0"; with no second item the
    // multiplier has nothing to scale.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: multiplier, constant: 120),
      try LayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: multiplier, constant: 40),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
  }

  @Test func rawAspectRatioBetweenOwnDimensions() throws {
    // Auto Layout Guide, listing 3-2: View.width = 0.5 * View.height + 0.0.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: child, attribute: .height,
        multiplier: 0.5, constant: 0),
      child.heightAnchor.constraint(equalToConstant: 80),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 40, height: 80))
  }

  @Test func rawSizeBetweenViewsWithMultiplierAndConstant() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let tall = View(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
    root.addSubview(tall)
    let child = EngineFixture.constrainedSubview(of: root)
    let wish = child.heightAnchor.constraint(equalToConstant: 100)
    wish.priority = .defaultHigh
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: tall,
        attribute: .height, multiplier: 0.5, constant: 50),
      try LayoutConstraint(
        item: child, attribute: .height, relatedBy: .lessThanOrEqual, toItem: tall,
        attribute: .height, multiplier: 0.25, constant: 5),
      wish,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // width = 0.5 × 120 + 50; height pulled towards 100 but at most 0.25 × 120 + 5.
    #expect(child.frame.size == CGSize(width: 110, height: 35))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func rawConstraintToAGuide() throws {
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root.safeAreaLayoutGuide,
        attribute: .top, multiplier: 1, constant: 0),
      try LayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root.safeAreaLayoutGuide,
        attribute: .bottom, multiplier: 1, constant: 0),
      try LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root.layoutMarginsGuide,
        attribute: .leading, multiplier: 1, constant: 0),
      try LayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 44, width: 359, height: 734))
  }

  // MARK: Location multipliers (§7.1)

  @Test func centerXHalfOfTrailingIsHalfTheSuperviewsWidth() throws {
    // §7.1: `v.centerX == 0.5 × superview.trailing` puts v's centre at half the superview's width,
    // even when the superview itself is offset in its parent.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let container = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
    root.addSubview(container)
    let v = EngineFixture.constrainedSubview(of: container)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: v, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .trailing, multiplier: 0.5, constant: 0),
      try LayoutConstraint(
        item: v, attribute: .centerY, relatedBy: .equal, toItem: container,
        attribute: .bottom, multiplier: 0.5, constant: 0),
      v.widthAnchor.constraint(equalToConstant: 40),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
    #expect(v.center == CGPoint(x: 100, y: 50))
  }

  @Test func locationMultiplierScalesInTheSuperviewsCoordinates() throws {
    // trailing == 0.75 × superview.trailing: 150 in a 200-wide superview, wherever it sits.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let container = EngineFixture.constrainedSubview(of: root)
    let v = EngineFixture.constrainedSubview(of: container)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 120),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      try LayoutConstraint(
        item: v, attribute: .trailing, relatedBy: .equal, toItem: container,
        attribute: .trailing, multiplier: 0.75, constant: 0),
      try LayoutConstraint(
        item: v, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
        multiplier: 0.5, constant: 10),
      v.widthAnchor.constraint(equalToConstant: 50),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 100, y: 40, width: 50, height: 20))
  }

  @Test func locationMultipliersPlaceViewsAtFractionsOfTheWidth() throws {
    // Three views at 1/4, 2/4, 3/4 of the superview: a common use of location multipliers.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    var views: [View] = []
    for quarter in 1...3 {
      let v = EngineFixture.constrainedSubview(of: root)
      LayoutConstraint.activate([
        try LayoutConstraint(
          item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .trailing,
          multiplier: CGFloat(quarter) / 4, constant: 0),
        v.topAnchor.constraint(equalTo: root.topAnchor),
        v.widthAnchor.constraint(equalToConstant: 20),
        v.heightAnchor.constraint(equalToConstant: 20),
      ])
      views.append(v)
    }
    root.layoutIfNeeded()
    #expect(views.map(\.center.x) == [100, 200, 300])
  }
}
