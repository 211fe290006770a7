import Foundation
import LayoutDSL
import Testing

/// The operators on UIKit's anchors: they make the same `LayoutConstraint`s as UIKit's factory
/// methods, outside blocks (inactive, as UIKit's) and inside them (activated by the group).
@Suite struct LayoutAnchorOperatorTests {
  @Test func theBriefsExpressionMakesUIKitsConstraint() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let c: LayoutConstraint = a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
    let uikit = a.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor, constant: 8)
    #expect(c.description == uikit.description)
    #expect(c.description == "a.leading == b.layoutMarginsGuide.leading + 8")
    #expect(c.firstItem === a && c.secondItem === b.layoutMarginsGuide)
    #expect(!c.isActive)
    #expect(a.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func everyFormMatchesItsFactoryMethod() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let pairs: [(LayoutConstraint, LayoutConstraint)] = [
      (a.topAnchor == b.bottomAnchor, a.topAnchor.constraint(equalTo: b.bottomAnchor)),
      (
        a.topAnchor <= b.bottomAnchor - 4,
        a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -4)
      ),
      (
        a.trailingAnchor >= b.trailingAnchor + 2,
        a.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 2)
      ),
      (
        a.widthAnchor == b.widthAnchor * 0.5,
        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
      ),
      (
        a.widthAnchor <= b.widthAnchor / 4 + 10,
        a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.25, constant: 10)
      ),
      (
        a.heightAnchor >= b.heightAnchor * 2 - 1,
        a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: -1)
      ),
      (a.heightAnchor == 44, a.heightAnchor.constraint(equalToConstant: 44)),
      (a.heightAnchor <= 44, a.heightAnchor.constraint(lessThanOrEqualToConstant: 44)),
      (a.heightAnchor >= 44, a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)),
    ]
    for (dsl, uikit) in pairs {
      #expect(dsl.description == uikit.description)
      #expect(dsl.multiplier == uikit.multiplier)
    }
  }

  @Test func prioritiesAndIdentifiersOnConstraints() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let c1 = a.widthAnchor == b.widthAnchor * 0.5 ~ .defaultHigh
    let c2 = a.heightAnchor == 44 ~ 999.5
    let c3 = (a.topAnchor == b.topAnchor).identifier("a-top").priority(500)
    #expect(c1.priority == .defaultHigh && c1.multiplier == 0.5)
    #expect(c2.priority == 999.5)
    #expect(c3.description == "a.top == b.top @500 'a-top'")
  }

  @Test func insideABlockTheGroupActivatesTheSameObjectAndStampsItsLine() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let premade = a.heightAnchor == 44
    let line = #line + 2
    let group = constrain(a, b) { a, b in
      a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
      premade
      [a.topAnchor == b.topAnchor, a.widthAnchor == 100]
      a.trailingAnchor == b.trailingAnchor
    }
    #expect(group.constraints[1] === premade)
    #expect(premade.isActive)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    let expected: [String] = [
      "a.leading == b.layoutMarginsGuide.leading + 8 (LayoutAnchorOperatorTests.swift:\(line))",
      "a.height == 44 (LayoutAnchorOperatorTests.swift:\(line + 1))",
      "a.top == b.top (LayoutAnchorOperatorTests.swift:\(line + 2))",
      "a.width == 100 (LayoutAnchorOperatorTests.swift:\(line + 2))",
      "a.trailing == b.trailing (LayoutAnchorOperatorTests.swift:\(line + 3))",
    ]
    #expect(group.constraints.map(\.description) == expected)
  }

  /// UIKit types every horizontal anchor alike, so mixing compiles; activating records a diagnostic
  /// (Documentation/Diagnostics.md) that names the line.
  @Test func mixingLeadingWithLeftIsARunTimeDiagnostic() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let line = #line + 2
    let group = constrain(a, root) { a, root in
      a.leadingAnchor == root.leftAnchor
    }
    #expect(!group.constraints[0].isActive)
    let diagnostics = root.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.mixedDirectionalAndAbsolute])
    #expect(
      diagnostics.first?.constraints.map(\.description)
        == ["a.leading == root.left (LayoutAnchorOperatorTests.swift:\(line))"])
  }

  @Test func framesMatchTheFactoryMethods() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 8,
      a.topAnchor == root.topAnchor + 20,
      a.widthAnchor == root.widthAnchor * 0.5,
      a.heightAnchor == 44,
    ])
    root.layoutIfNeeded()
    #expect(isClose(a.frame, CGRect(16, 20, 187.5, 44)))
  }
}
