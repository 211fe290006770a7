import Foundation
import LayoutDSL
import Testing

/// The DSL's founding examples — a block that starts with the README's
/// `a.leading == b.layoutMargins.leading + 8` and holds an `if`, and a block taking an array —
/// and what they lay out to.
@Suite struct ContractExampleTests {
  /// `b` is a hosted root (safe area 44 on top, 34 below); `a` is its subview.
  private func makeHostedRoot() -> (a: View, b: View) {
    let b = makeRoot()
    b.hostSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let a = addView("a", to: b)
    return (a, b)
  }

  @Test(arguments: [true, false])
  func theContractsFirstBlock(compact: Bool) {
    let (a, b) = makeHostedRoot()
    let line = #line + 3
    // Any number of views or guides; returns a handle to the group.
    let group = constrain(a, b) { a, b in
      a.leading == b.layoutMargins.leading + 8
      a.top == b.safeArea.top
      a.width == b.width * 0.5 ~ .defaultHigh
      a.height >= 44
      if compact { a.trailing == b.layoutMargins.trailing } else { a.width <= 600 }
    }
    let expected: [String] = [
      "a.leading == root.layoutMarginsGuide.leading + 8 (ContractExampleTests.swift:\(line))",
      "a.top == root.safeAreaLayoutGuide.top (ContractExampleTests.swift:\(line + 1))",
      "a.width == 0.5*root.width @750 (ContractExampleTests.swift:\(line + 2))",
      "a.height >= 44 (ContractExampleTests.swift:\(line + 3))",
      compact
        ? "a.trailing == root.layoutMarginsGuide.trailing (ContractExampleTests.swift:\(line + 4))"
        : "a.width <= 600 (ContractExampleTests.swift:\(line + 4))",
    ]
    #expect(group.constraints.map(\.description) == expected)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(b.translatesAutoresizingMaskIntoConstraints)
    b.layoutIfNeeded()
    // 8 points inside the margin (8), at the safe area's top, half as wide unless compact.
    #expect(isClose(a.frame.minX, 16))
    #expect(isClose(a.frame.minY, 44))
    #expect(isClose(a.frame.width, compact ? 375 - 16 - 8 : 187.5))
    #expect(a.frame.height >= 44)
  }

  @Test func theContractsArrayBlock() {
    let root = makeRoot()
    let title = addView("title", to: root)
    title.frame = CGRect(10, 20, 100, 30)
    let dots = (0..<3).map { addView("dot\($0)", to: root) }
    for dot in dots { dot.frame.size = CGSize(width: 6, height: 6) }
    constrain(title, dots) { t, dots in  // an array argument arrives as an array of proxies
      for d in dots {
        d.centerY == t.centerY
        d.leading == t.trailing + 4
      }
    }
    constrain(dots) { dots in
      for d in dots { d.size == CGSize(width: 6, height: 6) }
    }
    root.layoutIfNeeded()
    #expect(dots.allSatisfy { $0.frame == CGRect(114, 32, 6, 6) })
  }

  @Test func theUIKitNamedAnchors() {
    let (a, b) = makeHostedRoot()
    let c = a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
    #expect(c.firstAttribute == .leading && c.secondAttribute == .leading)
    #expect(c.firstItem === a && c.secondItem === b.layoutMarginsGuide && c.constant == 8)
  }

  /// Every name a proxy offers (DSL.md, "Arguments and proxies"), on its guides and on `superview`.
  @Test func everyProxyNameExists() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let a = addView("a", to: card)
    let group = ConstraintGroup(a, card) { a, card in
      a.leading == card.leading
      a.trailing == card.trailing
      a.left == card.left
      a.right == card.right
      a.top == card.top
      a.bottom == card.bottom
      a.centerX == card.centerX
      a.centerY == card.centerY
      a.width == card.width
      a.height == card.height
      a.firstBaseline == card.firstBaseline
      a.lastBaseline == card.lastBaseline
      a.edges == card.edges
      a.horizontalEdges == card.horizontalEdges
      a.verticalEdges == card.verticalEdges
      a.size == card.size
      a.center == card.center
      for guide in [card.layoutMargins, card.safeArea, card.readableContent] {
        a.leading == guide.leading
        a.trailing == guide.trailing
        a.left == guide.left
        a.right == guide.right
        a.top == guide.top
        a.bottom == guide.bottom
        a.centerX == guide.centerX
        a.centerY == guide.centerY
        a.width == guide.width
        a.height == guide.height
        a.edges == guide.edges
        a.horizontalEdges == guide.horizontalEdges
        a.verticalEdges == guide.verticalEdges
        a.size == guide.size
        a.center == guide.center
      }
      a.edges == a.superview.edges
    }
    #expect(group.constraints.count == 24 + 3 * 22 + 4)
    #expect(group.diagnostics.isEmpty)
  }
}
