import LayoutDSL
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// Groups, source lines and what UIKit would raise on, on both paths.
@Suite("Groups and diagnostics on both paths")
struct PortableGroupTests {
  @Test func activateDeactivateAndUpdateInPlace() {
    let root = namedView("root")
    let panel = namedView("panel", in: root)
    let height = constrain(panel) { panel in panel.height == 200 }
    let constraint = height.constraints[0]
    height.deactivate()
    #expect(!constraint.isActive)
    height.update(constant: 320)
    height.activate()
    #expect(constraint.isActive)
    #expect(summary(constraint) == "panel.height == 320.0")
    let problems = Hooks.problems(in: root) { height.update(priority: .defaultHigh) }
    // To or from required while active: UIKit raises; the DSL reports it and keeps the old one.
    #expect(problems.count == 1)
    #expect(constraint.priority == .required)
    height.deactivate()
    height.update(priority: .defaultHigh)
    #expect(constraint.priority == .defaultHigh)
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func aRequiredPriorityChangeOnAnActiveConstraintIsReportedNotRaised() {
    let root = namedView("root")
    let panel = namedView("panel", in: root)
    let height = constrain(panel) { panel in panel.height == 200 }
    let problems = Hooks.problems(in: root) { height.update(priority: .defaultHigh) }
    #expect(problems.count == 1)
    #expect(height.constraints[0].priority == .required)
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func reapplyCrossesRequiredWhileBrieflyInactive() {
    let root = namedView("root")
    let panel = namedView("panel", in: root)
    var optional = false
    let group = constrain(panel) { panel in
      panel.height == 200 ~ (optional ? .defaultHigh : .required)
    }
    let constraint = group.constraints[0]
    optional = true
    let changes = group.reapply()
    #expect(changes.updated == 1)
    #expect(group.constraints[0] === constraint)
    #expect(constraint.isActive && constraint.priority == .defaultHigh)
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func aMissingSuperviewMakesNoConstraintAndNamesTheLine() {
    let orphan = namedView("orphan")
    var group: ConstraintGroup?
    let problems = Hooks.problems(in: orphan) {
      group = constrain(orphan) { orphan in
        orphan.edges == orphan.superview.edges
      }
    }
    #expect(group?.constraints.isEmpty == true)
    #expect(group?.diagnostics.count == 4)
    #expect(group?.diagnostics.first?.kind == .noCommonAncestor)
    let message = group?.diagnostics.first?.message ?? ""
    #expect(message.contains("orphan.superview does not exist"))
    #expect(message.contains("PortableGroupTests.swift:"))
    // Reported where each path reports: UIKit's handler, Trellis's tree.
    #expect(problems.count == 4)
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func aNonFiniteConstantMakesNoConstraint() {
    let root = namedView("root")
    let panel = namedView("panel", in: root)
    let width = CGFloat.nan
    var group: ConstraintGroup?
    _ = Hooks.problems(in: root) {
      group = constrain(panel) { panel in panel.width == width }
    }
    #expect(group?.constraints.isEmpty == true)
    #expect(group?.diagnostics.first?.kind == .nonFiniteValue)
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func eachStatementKeepsItsSourceLine() {
    let root = namedView("root")
    let panel = namedView("panel", in: root)
    let line = #line + 2
    let group = constrain(panel, root) { panel, root in
      panel.top == root.top
      (panel.height == 44).identifier("panel-height")
    }
    let location = group.descriptions.map { "\($0.sourceLocation!)" }
    #expect(
      location == ["PortableGroupTests.swift:\(line)", "PortableGroupTests.swift:\(line + 1)"])
    #if canImport(UIKit)
      // UIKit has nowhere else to keep it: the identifier, unless the statement named one.
      #expect(group.constraints.map(\.identifier) == [location[0], "panel-height"])
    #else
      #expect(group.constraints.map(\.identifier) == [nil, "panel-height"])
      #expect(group.constraints.map { "\($0.sourceLocation!)" } == location)
    #endif
  }
}
