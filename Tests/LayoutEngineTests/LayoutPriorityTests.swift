import Foundation
import LayoutEngine
import Testing

/// `LayoutPriority` values (spec §7.2 "Standard priorities") and strict priority order through
/// views (Auto Layout Guide, "Constraint Priorities": Auto Layout satisfies constraints "in
/// priority order from highest to lowest").
@Suite struct LayoutPriorityTests {
  @Test func namedPrioritiesHaveUIKitsValues() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func prioritiesComeFromIntegerAndFloatLiterals() {
    let high: LayoutPriority = 750
    let almostRequired: LayoutPriority = 999.5
    #expect(high == .defaultHigh)
    #expect(almostRequired.rawValue == 999.5)
    #expect(LayoutPriority(rawValue: 251).rawValue == 251)
    #expect(LayoutPriority(251) == LayoutPriority(rawValue: 251))
  }

  @Test func prioritiesCompareAndOffset() {
    #expect(LayoutPriority.defaultLow < .defaultHigh)
    #expect(LayoutPriority(999.5) > 999)
    #expect(LayoutPriority.required - 1 == 999)
    #expect(LayoutPriority.defaultLow + 1 == 251)
  }

  @Test func theDefaultPriorityIsRequired() {
    let view = View()
    #expect(view.widthAnchor.constraint(equalToConstant: 1).priority == .required)
  }

  // MARK: Strict order

  /// A 20-pt-tall child pinned at the top left, whose width is decided by `wishes`.
  private func width(decidedBy wishes: [(CGFloat, LayoutPriority)]) -> CGFloat {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    for (value, priority) in wishes {
      let c = child.widthAnchor.constraint(equalToConstant: value)
      c.priority = priority
      c.isActive = true
    }
    root.layoutIfNeeded()
    return child.frame.width
  }

  @Test func oneConstraintAt251BeatsFiveAt250() {
    let wishes: [(CGFloat, LayoutPriority)] =
      Array(repeating: (200, 250), count: 5) + [(100, 251)]
    #expect(width(decidedBy: wishes) == 100)
  }

  @Test func aFractionalPriorityBeatsTheWholeNumberBelowIt() {
    // UIStackView's 'UISV-spanning-boundary' uses 999.5 (§10).
    #expect(width(decidedBy: [(100, 999), (50, 999.5)]) == 50)
    #expect(width(decidedBy: [(50, 999.5), (100, 999)]) == 50)
  }

  @Test func higherPriorityWinsWhateverTheOrder() {
    #expect(width(decidedBy: [(80, .defaultLow), (120, .defaultHigh)]) == 120)
    #expect(width(decidedBy: [(120, .defaultHigh), (80, .defaultLow)]) == 120)
    #expect(width(decidedBy: [(30, .fittingSizeLevel), (60, 51)]) == 60)
  }

  @Test func oneViewAt251BeatsFiveViewsAt250() {
    // Strict priorities through views: five siblings pull the target's leading edge to x 200 at
    // 250 each; one constraint at 251 pulls it to x 10.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let target = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      target.topAnchor.constraint(equalTo: root.topAnchor),
      target.widthAnchor.constraint(equalToConstant: 20),
      target.heightAnchor.constraint(equalToConstant: 20),
    ])
    for index in 0..<5 {
      let anchor = View(frame: CGRect(x: 200, y: 40 * CGFloat(index + 1), width: 10, height: 10))
      root.addSubview(anchor)
      let pull = target.leadingAnchor.constraint(equalTo: anchor.leadingAnchor)
      pull.priority = 250
      pull.isActive = true
    }
    let strong = target.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    strong.priority = 251
    strong.isActive = true
    root.layoutIfNeeded()
    #expect(target.frame.minX == 10)
  }

  @Test func anUnsatisfiedOptionalConstraintStillPulls() {
    // Auto Layout Guide: "an unsatisfied optional constraint … can act as a force pulling its
    // view".
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let child = EngineFixture.constrainedSubview(of: root)
    let pull = child.widthAnchor.constraint(equalToConstant: 500)
    pull.priority = .defaultLow
    LayoutConstraint.activate([
      pull,
      child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -50),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 350)
    #expect(!child.hasAmbiguousLayout)
  }
}
