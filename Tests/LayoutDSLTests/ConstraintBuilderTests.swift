import Foundation
import LayoutDSL
import Testing

/// The builder: control flow, nesting and helpers, and the source line of every statement.
@Suite struct ConstraintBuilderTests {
  private func makeViews() -> (root: View, a: View, b: View) {
    let root = makeRoot()
    return (root, addView("a", to: root), addView("b", to: root))
  }

  @Test(arguments: [true, false])
  func ifElseTakesOneBranch(compact: Bool) {
    let (root, a, _) = makeViews()
    let group = constrain(a, root) { a, root in
      a.topLeading(in: root)
      a.height == 44
      if compact {
        a.trailing == root.trailing
      } else {
        a.width == 100
      }
    }
    #expect(group.constraints.count == 4)
    root.layoutIfNeeded()
    #expect(a.frame.width == (compact ? 375 : 100))
  }

  private enum Size: CaseIterable { case small, medium, large }

  @Test(arguments: Size.allCases)
  private func switchTakesOneCase(size: Size) {
    let (root, a, _) = makeViews()
    constrain(a, root) { a, root in
      a.topLeading(in: root)
      switch size {
      case .small:
        a.size == CGSize(width: 10, height: 10)
      case .medium:
        a.size == CGSize(width: 20, height: 20)
      case .large:
        a.width == root.width
        a.height == 30
      }
    }
    root.layoutIfNeeded()
    #expect(a.frame.width == [Size.small: 10, .medium: 20, .large: 375][size])
  }

  @Test func forInRunsEachIteration() {
    let root = makeRoot()
    let boxes = (0..<4).map { addView("box\($0)", to: root) }
    constrain(boxes, root) { boxes, root in
      for (index, box) in boxes.enumerated() {
        box.size == CGSize(width: 30, height: 30)
        box.top == root.top
        if index == 0 {
          box.leading == root.leading
        } else {
          box.leading == boxes[index - 1].trailing + 5
        }
      }
    }
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 35, 70, 105])
  }

  @Test(arguments: [true, false])
  func optionalsAndIfLet(hasBadge: Bool) {
    let (root, title, _) = makeViews()
    let badge: View? = hasBadge ? addView("badge", to: root) : nil
    let extraSpacing: CGFloat? = hasBadge ? 6 : nil
    let group = constrain(title, badge, root) { title, badge, root in
      title.topLeading(in: root)
      title.size == CGSize(width: 100, height: 20)
      if let badge {
        badge.leading == title.trailing + (extraSpacing ?? 0)
        badge.centerY == title.centerY
        badge.size == CGSize(width: 10, height: 10)
      }
    }
    #expect(group.constraints.count == (hasBadge ? 8 : 4))
    root.layoutIfNeeded()
    if let badge { #expect(badge.frame == CGRect(106, 5, 10, 10)) }
  }

  @Test func ifAvailableIsSupported() {
    let (root, a, _) = makeViews()
    let group = constrain(a, root) { a, root in
      if #available(macOS 10.15, iOS 13, *) {
        a.edges == root.edges
      } else {
        a.size == CGSize(width: 1, height: 1)
      }
    }
    #expect(group.constraints.count == 4)
  }

  @Test func helpersNestedBlocksArraysAndLocalDeclarations() {
    let (root, a, b) = makeViews()
    let group = constrain(a, b, root) { a, b, root in
      let spacing: CGFloat = 8
      a.topLeading(in: root)
      ConstraintBlock {
        b.top == a.bottom + spacing
        b.leading == a.leading
      }
      [a, b].map { $0.size == CGSize(width: 50, height: 50) }
    }
    #expect(group.block.statements.count == 6)
    #expect(group.constraints.count == 8)
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(0, 58, 50, 50))
  }

  @Test func anEmptyBlockMakesNothing() {
    let (_, a, _) = makeViews()
    let group = constrain(a) { _ in }
    #expect(group.constraints.isEmpty)
    #expect(group.isActive)
  }

  /// Every statement, including those in branches, loops and helpers' call sites, records the line
  /// that wrote it; a helper's own statements record the helper's lines.
  @Test func everyStatementRecordsItsOwnLine() {
    let (_, a, b) = makeViews()
    let flag = true
    let line = #line + 2
    let group = constrain(a, b) { a, b in
      a.width == 10
      if flag {
        a.height == 20
      }
      for _ in 0..<2 {
        b.width == a.width
      }
      switch flag {
      case true: b.height == 5
      case false: b.height == 6
      }
      b.pinnedAbove(a)
    }
    let lines = group.constraints.map { $0.sourceLocation?.line }
    let expected: [Int] = [0, 2, 5, 5, 8].map { line + $0 }
    #expect(Array(lines.prefix(5)) == expected.map(Optional.some))
    #expect(lines.last == ViewProxy.pinnedAboveLine)
    #expect(
      group.constraints.allSatisfy {
        $0.sourceLocation?.fileID == "LayoutDSLTests/ConstraintBuilderTests.swift"
      })
    #expect(
      group.constraints[1].description
        == "a.height == 20 (ConstraintBuilderTests.swift:\(line + 2))")
    #expect(
      group.block.statements[0].sourceLocation
        == SourceLocation(fileID: "LayoutDSLTests/ConstraintBuilderTests.swift", line: line))
  }

  /// Problems found while laying out name the lines of the constraints involved.
  @Test func conflictDiagnosticsPointAtTheLinesThatWroteThem() {
    let (root, a, _) = makeViews()
    let line = #line + 2
    constrain(a) { a in
      a.width == 10
      a.width == 20
      a.height == 10
    }
    constrain(a, root) { a, root in a.topLeading(in: root) }
    root.layoutIfNeeded()
    let conflict = root.layoutDiagnostics.first { $0.kind == .unsatisfiableConstraints }
    let described = conflict?.constraints.map(\.description) ?? []
    #expect(described.contains("a.width == 10 (ConstraintBuilderTests.swift:\(line))"))
    #expect(described.contains("a.width == 20 (ConstraintBuilderTests.swift:\(line + 1))"))
  }
}

extension ViewProxy {
  static let pinnedAboveLine = #line + 4
  /// A helper whose statements record their own line.
  @ConstraintBuilder
  fileprivate func pinnedAbove(_ other: ViewProxy) -> ConstraintBlock {
    bottom == other.top
  }
}
