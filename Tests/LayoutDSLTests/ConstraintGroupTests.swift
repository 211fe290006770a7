import Foundation
import LayoutDSL
import Testing

/// A group's lifecycle: deactivating and reactivating, updating constants and priorities, and
/// reapplying its builder so that only what differs changes.
@Suite struct ConstraintGroupTests {
  private func makeViews() -> (root: View, a: View, b: View) {
    let root = makeRoot()
    return (root, addView("a", to: root), addView("b", to: root))
  }

  @Test func deactivateAndReactivate() {
    let (root, a, _) = makeViews()
    let group = constrain(a, root) { a, root in
      a.edges == root.edges.inset(by: 20)
    }
    let constraints = group.constraints
    group.deactivate()
    #expect(!group.isActive)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
    group.activate()
    #expect(group.isActive)
    #expect(zip(group.constraints, constraints).allSatisfy { $0 === $1 && $0.isActive })
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(20, 20, 335, 627))
    #expect(group.description.hasPrefix("ConstraintGroup (ConstraintGroupTests.swift:"))
    #expect(group.description.hasSuffix("): 4 constraints, active"))
  }

  @Test func updateConstantInPlace() {
    let (root, a, _) = makeViews()
    let group = constrain(a, root) { a, root in
      a.topLeading(in: root)
      a.width == 100
      (a.height == 50).identifier("height")
    }
    let before = group.constraints
    group.update(constant: 80, identifier: "height")
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 0, 100, 80))
    #expect(zip(group.constraints, before).allSatisfy { $0 === $1 })
    #expect(group.descriptions[3].constant == 80)
  }

  @Test func updateOptionalPriorityInPlace() {
    let (root, a, _) = makeViews()
    let group = constrain(a, root) { a, root in
      a.width == 100 ~ .defaultLow
      a.width == 200 ~ .defaultHigh
    }
    constrain(a, root) { a, root in
      a.topLeading(in: root)
      a.height == 10
    }
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    group.update(priority: 800, identifier: nil)
    group.update(priority: 900)
    #expect(group.constraints.map(\.priority) == [900, 900])
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// As in UIKit, an active constraint cannot change between required and optional.
  @Test func updatingARequiredPriorityOnAnActiveGroupIsADiagnostic() {
    let (root, a, _) = makeViews()
    let group = constrain(a) { a in a.width == 100 }
    group.update(priority: .defaultHigh)
    #expect(group.constraints[0].priority == .required)
    #expect(root.layoutDiagnostics.map(\.kind) == [.requiredPriorityChange])
  }

  /// DSL.md, "The group": a flag read in an `if` swaps one constraint; the others stay the same
  /// objects and nothing else is deactivated.
  @Test func reapplyChangesOnlyWhatDiffers() {
    let (root, a, b) = makeViews()
    var compact = true
    let group = constrain(a, b, root) { a, b, root in
      a.topLeading(in: root)
      a.height == 44
      b.edges == root.edges.inset(by: 100)
      if compact {
        a.trailing == root.trailing
      } else {
        a.width == 100
      }
    }
    let before = group.constraints
    root.layoutIfNeeded()
    #expect(a.frame.width == 375)

    compact = false
    let changes = group.reapply()
    #expect(
      changes
        == ConstraintGroup.Changes(kept: 7, added: 1, removed: 1, activated: 1, deactivated: 1))
    #expect(zip(group.constraints.prefix(7), before.prefix(7)).allSatisfy { $0 === $1 })
    #expect(!before[7].isActive)
    #expect(group.constraints[7].isActive)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)

    #expect(group.reapply() == ConstraintGroup.Changes(kept: 8))
  }

  @Test func reapplyUpdatesConstantsPrioritiesAndIdentifiersInPlace() {
    let (root, a, _) = makeViews()
    var spacing: CGFloat = 10
    var priority: LayoutPriority = .defaultHigh
    var name = "first"
    let group = constrain(a, root) { a, root in
      a.edges == root.edges.inset(by: spacing) ~ priority
      (a.width == 10 ~ .defaultLow).identifier(name)
    }
    let before = group.constraints
    spacing = 30
    priority = 760
    name = "second"
    let changes = group.reapply()
    #expect(changes == ConstraintGroup.Changes(updated: 5))
    #expect(zip(group.constraints, before).allSatisfy { $0 === $1 })
    #expect(group.constraints.map(\.constant) == [30, 30, -30, -30, 10])
    #expect(group.constraints.prefix(4).allSatisfy { $0.priority == 760 })
    #expect(group.constraints[4].identifier == "second")
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(30, 30, 315, 607))
  }

  /// A priority that crosses required keeps the object: it is deactivated, changed and activated.
  @Test func reapplyAcrossRequiredKeepsTheObject() {
    let (root, a, _) = makeViews()
    var priority: LayoutPriority = .required
    let group = constrain(a, root) { a, root in
      a.width == 100 ~ priority
      a.width == 200 ~ .defaultHigh
      a.topLeading(in: root)
      a.height == 10
    }
    let first = group.constraints[0]
    priority = .defaultLow
    let changes = group.reapply()
    #expect(changes == ConstraintGroup.Changes(kept: 4, updated: 1, activated: 1, deactivated: 1))
    #expect(group.constraints[0] === first)
    #expect(first.priority == .defaultLow && first.isActive)
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func reapplyFollowsALoopThatGrowsAndShrinks() {
    let root = makeRoot()
    let dots = (0..<4).map { addView("dot\($0)", to: root) }
    var count = 2
    let group = constrain(dots, root) { dots, root in
      for dot in dots.prefix(count) {
        dot.size == CGSize(width: 4, height: 4)
      }
    }
    let before = group.constraints
    count = 4
    #expect(group.reapply() == ConstraintGroup.Changes(kept: 4, added: 4, activated: 4))
    #expect(zip(group.constraints, before).allSatisfy { $0 === $1 })
    count = 1
    #expect(group.reapply() == ConstraintGroup.Changes(kept: 2, removed: 6, deactivated: 6))
    #expect(group.constraints.allSatisfy { $0.firstItem === dots[0] })
  }

  /// Statements written on one line differ by column, so each keeps its own constraint.
  @Test func statementsSharingALineAreMatchedByColumn() {
    let (_, a, _) = makeViews()
    var wide = false
    let group = constrain(a) { a in
      a.width >= 10
      a.width >= (wide ? 30 : 20)
    }
    let before = group.constraints
    wide = true
    #expect(group.reapply() == ConstraintGroup.Changes(kept: 1, updated: 1))
    #expect(group.constraints[0] === before[0] && group.constraints[1] === before[1])
    #expect(group.constraints.map(\.constant) == [10, 30])
  }

  @Test func reapplyOnAnInactiveGroupActivatesNothing() {
    let (root, a, _) = makeViews()
    var on = false
    let group = constrain(a, root) { a, root in
      if on { a.width == 10 }
    }
    group.deactivate()
    on = true
    #expect(group.reapply() == ConstraintGroup.Changes(added: 1))
    #expect(!group.constraints[0].isActive)
    group.activate()
    #expect(group.constraints[0].isActive)
  }

  @Test func reapplyMakesConstraintsThatCouldNotBeMadeBefore() {
    let root = makeRoot()
    let a = View()
    a.accessibilityIdentifier = "a"
    let group = constrain(a) { a in
      a.edges == a.superview.edges
    }
    #expect(group.constraints.isEmpty)
    #expect(group.diagnostics.count == 4)
    root.addSubview(a)
    #expect(group.reapply() == ConstraintGroup.Changes(added: 4, activated: 4))
    #expect(group.diagnostics.isEmpty)
    root.layoutIfNeeded()
    #expect(a.frame == root.bounds)
  }

  @Test func reapplyKeepsAConstraintWrittenWithUIKitsAnchors() {
    let (root, a, b) = makeViews()
    var constant: CGFloat = 8
    let group = constrain(a, b) { a, b in
      a.leadingAnchor == b.trailingAnchor + constant
    }
    let first = group.constraints[0]
    constant = 16
    #expect(group.reapply() == ConstraintGroup.Changes(updated: 1))
    #expect(group.constraints[0] === first)
    #expect(first.constant == 16 && first.isActive)
    #expect(root.layoutDiagnostics.isEmpty)
  }
}
