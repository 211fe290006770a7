import Foundation
import LayoutDSL
import Testing

/// `constrain(…)`: arguments, proxies, activation and `translatesAutoresizingMaskIntoConstraints`.
@Suite struct ConstrainTests {
  @Test func activatesEverythingAndReturnsTheGroup() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let group = constrain(a, root) { a, root in
      a.edges == root.edges.inset(by: 10)
    }
    #expect(group.isActive)
    #expect(group.constraints.count == 4)
    #expect(group.constraints.allSatisfy { $0.isActive })
    #expect(group.diagnostics.isEmpty)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 10, 355, 647))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func groupInitializerMakesConstraintsWithoutActivatingThem() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let group = ConstraintGroup(a, root) { a, root in
      a.width == root.width
    }
    #expect(!group.isActive)
    #expect(group.constraints.count == 1)
    #expect(!group.constraints[0].isActive)
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    group.activate()
    #expect(group.constraints[0].isActive)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func takesOneToSixArguments() {
    let root = makeRoot()
    let views = (0..<6).map { addView("v\($0)", to: root) }
    constrain(views[0]) { v0 in
      v0.size == CGSize(width: 10, height: 10)
    }
    constrain(views[0], views[1]) { v0, v1 in
      v1.size == v0.size
    }
    constrain(views[0], views[1], views[2]) { v0, v1, v2 in
      v2.size == v1.size
      v0.top == v1.top
    }
    constrain(views[0], views[2], views[3], views[4]) { v0, v2, v3, v4 in
      v3.size == v2.size
      v4.size == v3.size
      v0.leading == v4.leading
    }
    constrain(views[0], views[1], views[2], views[3], views[4], views[5], root) {
      v0, v1, v2, v3, v4, v5, root in
      v5.size == v0.size
      v0.topLeading(in: root)
      v1.leading == v0.trailing + 1
      v2.leading == v1.trailing + 1
      v3.leading == v2.trailing + 1
      v4.top == v3.bottom
      v5.leading == v3.leading
      v5.top == v4.bottom
      v1.top == v2.top
      v2.top == v3.top
    }
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 11, 22, 33, 0, 33])
    #expect(views.map(\.frame.minY) == [0, 0, 0, 0, 10, 20])
    #expect(root.ambiguousLayouts().isEmpty)
  }

  @Test func aGuideArgumentGetsAGuideProxy() {
    let root = makeRoot()
    let column = LayoutGuide()
    root.addLayoutGuide(column)
    let a = addView("a", to: root)
    constrain(column, a, root) { column, a, root in
      column.horizontalEdges == root.horizontalEdges.inset(by: 20)
      column.verticalEdges == root.verticalEdges
      a.edges == column.edges
    }
    root.layoutIfNeeded()
    #expect(column.layoutFrame == CGRect(20, 0, 335, 667))
    #expect(a.frame == CGRect(20, 0, 335, 667))
  }

  /// An array argument arrives as an array of proxies (DSL.md, "Arguments and proxies").
  @Test func anArrayArrivesAsAnArrayOfProxies() {
    let root = makeRoot()
    let title = addView("title", to: root)
    let dots = (0..<3).map { addView("dot\($0)", to: root) }
    constrain(title, dots, root) { t, dots, root in
      t.topLeading(in: root)
      t.size == CGSize(width: 100, height: 20)
      for d in dots { d.size == CGSize(width: 4, height: 4) }
    }
    constrain(title, dots) { t, dots in
      for d in dots {
        d.centerY == t.centerY
        d.leading == t.trailing + 4
      }
    }
    root.layoutIfNeeded()
    #expect(dots.map(\.frame) == Array(repeating: CGRect(104, 8, 4, 4), count: 3))
  }

  @Test func nestedArraysArriveAsNestedArraysOfProxies() {
    let root = makeRoot()
    let grid = (0..<2).map { row in (0..<3).map { addView("cell\(row)\($0)", to: root) } }
    constrain(grid, root) { grid, root in
      for (r, row) in grid.enumerated() {
        for (c, cell) in row.enumerated() {
          cell.size == CGSize(width: 10, height: 10)
          cell.leading == root.leading + CGFloat(c) * 10
          cell.top == root.top + CGFloat(r) * 10
        }
      }
    }
    root.layoutIfNeeded()
    #expect(grid[1][2].frame == CGRect(20, 10, 10, 10))
  }

  @Test func viewsOnTheLeftStopTranslatingTheirMask() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    b.frame = CGRect(0, 0, 50, 50)
    constrain(a, b, root) { a, b, root in
      a.edges == b.edges
      root.width == 375
    }
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(b.translatesAutoresizingMaskIntoConstraints)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 0, 50, 50))
  }

  @Test func aHostsRootViewIsNeverChanged() {
    let root = makeRoot()
    root.hostSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let a = addView("a", to: root)
    constrain(root, a) { root, a in
      root.width == 375
      a.edges == root.safeArea.edges
    }
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 44, 375, 589))
  }

  @Test func superviewNamesTheSuperviewWhenTheBlockRuns() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let a = addView("a", to: card)
    constrain(card, a) { card, a in
      card.edges == card.superview.edges.inset(by: 20)
      a.edges == a.superview.layoutMargins.edges
    }
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(20, 20, 335, 627))
    #expect(isClose(a.frame, CGRect(8, 8, 319, 611)))
  }

  @Test func aMissingSuperviewIsADiagnosticNamingTheLine() {
    let lonely = View()
    lonely.accessibilityIdentifier = "lonely"
    let line = #line + 2
    let group = constrain(lonely) { lonely in
      lonely.edges == lonely.superview.edges
      lonely.width == 10
    }
    #expect(
      group.constraints.map(\.description) == [
        "lonely.width == 10 (ConstrainTests.swift:\(line + 1))"
      ])
    #expect(group.diagnostics.count == 4)
    #expect(group.diagnostics.allSatisfy { $0.kind == .noCommonAncestor })
    #expect(
      group.diagnostics[0].message
        == "lonely.superview does not exist: the view had no superview when the block ran. The "
        + "constraint lonely.top == lonely.superview.top (ConstrainTests.swift:\(line)) was not made."
    )
  }

  @Test func guidesOfAMissingSuperviewAreNotMadeEither() {
    let lonely = View()
    lonely.accessibilityIdentifier = "lonely"
    let group = constrain(lonely) { lonely in
      lonely.top == lonely.superview.safeArea.top
      lonely.width == lonely.superview.layoutMargins.width
    }
    #expect(group.constraints.isEmpty)
    #expect(
      group.diagnostics.map(\.message).map { $0.components(separatedBy: ":")[0] } == [
        "lonely.superview.safeAreaLayoutGuide does not exist",
        "lonely.superview.layoutMarginsGuide does not exist",
      ])
  }
}
