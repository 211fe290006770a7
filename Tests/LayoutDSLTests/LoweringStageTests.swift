import Foundation
import LayoutDSL
import Testing

/// Lowering in stages, each printable: statements as written → single-attribute descriptions with
/// source locations → `LayoutConstraint`s (Architecture.md, "Conventions": lowering in stages).
@Suite struct LoweringStageTests {
  @Test func eachStagePrints() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let title = addView("title", to: card)
    let line = #line + 2
    let group = constrain(title, card) { title, card in
      title.edges == card.layoutMargins.edges.inset(by: 8) ~ .defaultHigh
      (title.height >= 44).identifier("title-height")
      title.width == card.width * 0.5 + 4
      title.size <= CGSize(width: 600, height: 400)
    }
    let file = "LoweringStageTests.swift"
    #expect(
      group.block.description == """
        title.edges == card.layoutMarginsGuide.edges inset 8 @750 (\(file):\(line))
        title.height >= 44 'title-height' (\(file):\(line + 1))
        title.width == 0.5*card.width + 4 (\(file):\(line + 2))
        title.size <= (600, 400) (\(file):\(line + 3))
        """)
    let expanded = """
      title.top == card.layoutMarginsGuide.top + 8 @750 (\(file):\(line))
      title.leading == card.layoutMarginsGuide.leading + 8 @750 (\(file):\(line))
      title.bottom == card.layoutMarginsGuide.bottom - 8 @750 (\(file):\(line))
      title.trailing == card.layoutMarginsGuide.trailing - 8 @750 (\(file):\(line))
      title.height >= 44 'title-height' (\(file):\(line + 1))
      title.width == 0.5*card.width + 4 (\(file):\(line + 2))
      title.width <= 600 (\(file):\(line + 3))
      title.height <= 400 (\(file):\(line + 3))
      """
    #expect(group.descriptions.map(\.description).joined(separator: "\n") == expanded)
    // The constraints print exactly as the descriptions they were lowered from.
    #expect(group.constraints.map(\.description).joined(separator: "\n") == expanded)
  }

  @Test func descriptionsAreValuesThatNameTheirTargets() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let block = ConstraintBlock {
      a.layoutProxy.leading == root.layoutProxy.safeArea.leading + 8
      a.layoutProxy.width == 10
    }
    let first = block.descriptions[0]
    #expect(first.firstTarget == .view(a))
    #expect(first.firstAttribute == .leading)
    #expect(first.relation == .equal)
    #expect(first.secondTarget == .safeAreaLayoutGuide(of: root))
    #expect(first.secondAttribute == .leading)
    #expect(first.multiplier == 1 && first.constant == 8 && first.priority == .required)
    #expect(first.sourceLocation?.fileID == "LayoutDSLTests/LoweringStageTests.swift")
    let constant = block.descriptions[1]
    #expect(constant.secondTarget == nil && constant.secondAttribute == .notAnAttribute)
    #expect(constant.multiplier == 0 && constant.constant == 10)
    // Building a block makes no constraint and touches no view.
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    #expect(root.constraints.isEmpty)
  }

  @Test func theSameBlockRunTwiceDescribesTheSameConstraints() {
    let root = makeRoot()
    let a = addView("a", to: root)
    func block() -> ConstraintBlock {
      ConstraintBlock {
        a.layoutProxy.edges == root.layoutProxy.edges.inset(by: 4)
      }
    }
    #expect(block().descriptions.map(\.description) == block().descriptions.map(\.description))
  }

  @Test func dumpShowsEveryStage() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let lonely = View()
    lonely.accessibilityIdentifier = "lonely"
    let line = #line + 2
    let group = constrain(a, lonely) { a, lonely in
      a.width == 10
      lonely.top == lonely.superview.top
    }
    let file = "LoweringStageTests.swift"
    #expect(
      group.dump() == """
        ConstraintGroup (\(file):\(line - 1)): 1 constraint, active
        statements:
          a.width == 10 (\(file):\(line))
          lonely.top == lonely.superview.top (\(file):\(line + 1))
        descriptions:
          a.width == 10 (\(file):\(line))
          lonely.top == lonely.superview.top (\(file):\(line + 1))
        constraints:
          + a.width == 10 (\(file):\(line))
        diagnostics:
          no common ancestor: lonely.superview does not exist: the view had no superview when the \
        block ran. The constraint lonely.top == lonely.superview.top (\(file):\(line + 1)) was not made.
        """)
  }

  @Test func proxiesPrintTheirAnchors() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let proxy = card.layoutProxy
    #expect(proxy.leading.description == "card.leading")
    #expect(
      (proxy.layoutMargins.trailing - 8).description == "card.layoutMarginsGuide.trailing - 8")
    #expect((proxy.width * 0.5 + 2).description == "0.5*card.width + 2")
    #expect(proxy.edges.inset(by: 8).description == "card.edges inset 8")
    #expect(proxy.safeArea.target == .safeAreaLayoutGuide(of: card))
    #expect(LayoutTarget.readableContentGuide(of: card).description == "card.readableContentGuide")
  }
}
