import Foundation
import LayoutEngine
import Testing

/// Ambiguous layouts and the debugging APIs (spec §7.4; WWDC15-219; Auto Layout Guide, "Creating
/// Nonambiguous, Satisfiable Layouts"): `hasAmbiguousLayout`, `ambiguousAxes`, `ambiguousLayouts()`
/// and `constraintsAffectingLayout(for:)`.
@Suite struct AmbiguityTests {
  // MARK: Auto Layout Guide: two boxes side by side

  /// The two constraint sets of the Auto Layout Guide, in the guide's order (vertical first).
  private static func twoBoxConstraints(
    root: View, red: View, blue: View, alignBlueToRed: Bool
  ) -> [LayoutConstraint] {
    let vertical: [LayoutConstraint] =
      alignBlueToRed
      ? [
        // Red.top = Superview.top + 20; Superview.bottom = Red.bottom + 20;
        // Red.top = Blue.top; Red.bottom = Blue.bottom
        red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        red.topAnchor.constraint(equalTo: blue.topAnchor),
        red.bottomAnchor.constraint(equalTo: blue.bottomAnchor),
      ]
      : [
        // Red.top = Superview.top + 20; Superview.bottom = Red.bottom + 20;
        // Blue.top = Superview.top + 20; Superview.bottom = Blue.bottom + 20
        red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        blue.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        root.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
      ]
    let horizontal = [
      // Red.leading = Superview.leading + 20; Blue.leading = Red.trailing + 8;
      // Superview.trailing = Blue.trailing + 20; Red.width = Blue.width
      red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
      root.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
      red.widthAnchor.constraint(equalTo: blue.widthAnchor),
    ]
    return vertical + horizontal
  }

  private static func twoBoxes(
    width: CGFloat, height: CGFloat, alignBlueToRed: Bool, omitting omitted: Int? = nil
  ) -> (root: View, red: View, blue: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let red = EngineFixture.constrainedSubview(of: root, named: "red")
    let blue = EngineFixture.constrainedSubview(of: root, named: "blue")
    var constraints = twoBoxConstraints(
      root: root, red: red, blue: blue, alignBlueToRed: alignBlueToRed)
    if let omitted { constraints.remove(at: omitted) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, red, blue)
  }

  @Test(arguments: [false, true])
  func twoBoxesArePlacedInPortrait(alignBlueToRed: Bool) {
    let (root, red, blue) = Self.twoBoxes(width: 375, height: 667, alignBlueToRed: alignBlueToRed)
    #expect(red.frame == CGRect(x: 20, y: 20, width: 163.5, height: 627))
    #expect(blue.frame == CGRect(x: 191.5, y: 20, width: 163.5, height: 627))
    #expect(!red.hasAmbiguousLayout)
    #expect(!blue.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test(arguments: [false, true])
  func twoBoxesResizeInLandscape(alignBlueToRed: Bool) {
    // Auto Layout Guide: "They should also resize correctly when the device rotates."
    let (root, red, blue) = Self.twoBoxes(width: 375, height: 667, alignBlueToRed: alignBlueToRed)
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 20, y: 20, width: 309.5, height: 335))
    #expect(blue.frame == CGRect(x: 337.5, y: 20, width: 309.5, height: 335))
  }

  @Test(arguments: [false, true], 0..<8)
  func removingAnyTwoBoxConstraintMakesTheLayoutAmbiguous(alignBlueToRed: Bool, omitted: Int) {
    // Auto Layout Guide: "Remove any of these constraints, and the layout becomes ambiguous."
    let (root, red, blue) = Self.twoBoxes(
      width: 375, height: 667, alignBlueToRed: alignBlueToRed, omitting: omitted)
    #expect(red.hasAmbiguousLayout || blue.hasAmbiguousLayout)
    let expectedAxis: LayoutConstraint.Axis = omitted < 4 ? .vertical : .horizontal
    let axes = red.ambiguousAxes + blue.ambiguousAxes
    #expect(axes.contains(expectedAxis))
    #expect(!axes.contains(expectedAxis == .vertical ? .horizontal : .vertical))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  // MARK: hasAmbiguousLayout and ambiguousAxes

  @Test func aFullyConstrainedViewIsNotAmbiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!box.hasAmbiguousLayout)
    #expect(box.ambiguousAxes.isEmpty)
  }

  @Test func aMissingVerticalConstraintIsAmbiguousVertically() {
    // Auto Layout Guide: an unambiguous layout needs two constraints per view per dimension.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(box.hasAmbiguousLayout)
    #expect(box.ambiguousAxes == [.vertical])
  }

  @Test func anUnconstrainedViewIsAmbiguousOnBothAxes() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    #expect(box.ambiguousAxes == [.horizontal, .vertical])
  }

  @Test(arguments: 0..<3)
  func eachOfTheThreeHorizontalPairsIsUnambiguous(variant: Int) {
    // Auto Layout Guide: leading + width; leading + trailing; leading + centerX.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    let second =
      switch variant {
      case 0: box.widthAnchor.constraint(equalToConstant: 100)
      case 1: box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
      default: box.centerXAnchor.constraint(equalTo: root.centerXAnchor)
      }
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      second,
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!box.hasAmbiguousLayout)
    let expectedWidth: CGFloat = [100, 260, 260][variant]
    #expect(box.frame == CGRect(x: 20, y: 0, width: expectedWidth, height: 10))
  }

  @Test func ambiguityOfAParentMakesItsConstrainedChildAmbiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 100),
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    let child = EngineFixture.constrainedSubview(of: parent)
    EngineFixture.pinEdges(of: child, to: parent)
    #expect(parent.ambiguousAxes == [.horizontal])
    #expect(child.ambiguousAxes == [.horizontal])
  }

  @Test func framedViewsAndTheRootAreNeverAmbiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let framed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(framed)
    #expect(!root.hasAmbiguousLayout)
    #expect(!framed.hasAmbiguousLayout)
  }

  @Test func ambiguousLayoutsListsTheAmbiguousViewsInTreeOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let fine = EngineFixture.constrainedSubview(of: root, named: "fine")
    LayoutConstraint.activate([
      fine.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      fine.topAnchor.constraint(equalTo: root.topAnchor),
      fine.widthAnchor.constraint(equalToConstant: 10),
      fine.heightAnchor.constraint(equalToConstant: 10),
    ])
    let loose = EngineFixture.constrainedSubview(of: root, named: "loose")
    LayoutConstraint.activate([
      loose.topAnchor.constraint(equalTo: root.topAnchor),
      loose.heightAnchor.constraint(equalToConstant: 10),
    ])
    let lost = EngineFixture.constrainedSubview(of: fine, named: "lost")
    let found = root.ambiguousLayouts()
    #expect(found.map(\.view.accessibilityIdentifier) == ["lost", "loose"])
    #expect(found.first?.axes == [.horizontal, .vertical])
    #expect(found.last?.axes == [.horizontal])
    #expect(found.first?.view === lost)
  }

  // MARK: constraintsAffectingLayout(for:)

  @Test func constraintsAffectingLayoutAreSplitByAxis() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    let other = EngineFixture.constrainedSubview(of: root)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    let height = box.heightAnchor.constraint(equalToConstant: 20)
    let follower = other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
    let unrelated = other.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([leading, width, top, height, follower, unrelated])
    let horizontal = box.constraintsAffectingLayout(for: .horizontal)
    let vertical = box.constraintsAffectingLayout(for: .vertical)
    func has(_ list: [LayoutConstraint], _ c: LayoutConstraint) -> Bool {
      list.contains { $0 === c }
    }
    #expect(has(horizontal, leading))
    #expect(has(horizontal, width))
    #expect(!has(horizontal, top))
    #expect(!has(horizontal, height))
    #expect(!has(horizontal, unrelated))
    #expect(has(vertical, top))
    #expect(has(vertical, height))
    #expect(!has(vertical, leading))
    #expect(!has(vertical, width))
    #expect(!has(vertical, unrelated))
  }

  @Test func constraintsAffectingLayoutOmitsInactiveConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    let inactive = box.widthAnchor.constraint(equalToConstant: 99)
    let active = box.widthAnchor.constraint(equalToConstant: 50)
    active.isActive = true
    _ = inactive
    let list = box.constraintsAffectingLayout(for: .horizontal)
    #expect(list.contains { $0 === active })
    #expect(!list.contains { $0 === inactive })
  }
  @Test func anInequalityAloneLeavesTheSizeAmbiguous() {
    // Auto Layout Guide, listing 3-3: the inequalities "limit the range of possible values … but
    // they do not themselves define the width".
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
    ])
    #expect(box.ambiguousAxes == [.horizontal])
  }
  @Test func aFramedViewsLayoutIsAffectedByItsAutoresizingConstraints() {
    // §7.6: a framed view's frame becomes constraints, and they are what place it.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let framed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(framed)
    #expect(!framed.constraintsAffectingLayout(for: .horizontal).isEmpty)
    #expect(!framed.constraintsAffectingLayout(for: .vertical).isEmpty)
  }
}
