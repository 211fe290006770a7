import Foundation
import LayoutDSL
import Testing

/// The relation and arithmetic operators on single anchors, their priorities and identifiers, and
/// the frames they lay out to.
@Suite struct AnchorOperatorTests {
  /// A root with a fixed "card" at (20, 100, 300, 200) (frame-translated) and an empty "a" in it.
  private func makeCard() -> (root: View, card: View, a: View) {
    let root = makeRoot()
    let card = addView("card", to: root)
    card.frame = CGRect(20, 100, 300, 200)
    let a = addView("a", to: card)
    return (root, card, a)
  }

  @Test func equalityWithConstantsAndMultipliers() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.leading == card.leading + 10
      a.top == card.top + 5
      a.width == card.width * 0.5 + 8
      a.height == card.height / 4
    }
    #expect(
      group.constraints.map(\.description).map(stripLocation) == [
        "a.leading == card.leading + 10",
        "a.top == card.top + 5",
        "a.width == 0.5*card.width + 8",
        "a.height == 0.25*card.height",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 5, 158, 50))
  }

  @Test func inequalitiesBoundTheFrame() {
    let (root, card, a) = makeCard()
    constrain(a, card) { a, card in
      a.leading >= card.leading + 30
      a.trailing <= card.trailing - 30
      a.top >= card.top
      a.bottom <= card.bottom
      a.width == 1000 ~ .defaultLow
      a.height >= 44
      a.height <= 60
      a.height == 0 ~ .defaultLow
      a.centerX == card.centerX ~ .defaultHigh
      a.centerY == card.centerY ~ .defaultHigh
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(30, 78, 240, 44))
    #expect(!a.hasAmbiguousLayout)
  }

  @Test func dimensionsTakeConstantsAndMultipliersFromEitherSideOfAPlus() {
    let (root, card, a) = makeCard()
    constrain(a, card) { a, card in
      a.width == (card.width + 10) * 0.5
      a.height == card.width / 3 - 20
      a.topLeading(in: card)
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 0, 155, 80))
  }

  @Test func multipliersOnPositionsAsUIKitsInitializerAllows() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.centerX == card.trailing * 0.5
      a.top == card.bottom * 0.25
      a.size == CGSize(width: 20, height: 20)
    }
    #expect(group.constraints[0].multiplier == 0.5)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(140, 50, 20, 20))
  }

  @Test func aZeroMultiplierOnAPositionIsNotMadeAndSaysWhere() {
    let (_, card, a) = makeCard()
    let line = #line + 2
    let group = constrain(a, card) { a, card in
      a.leading == card.leading * 0
      a.width == 10
    }
    #expect(group.constraints.count == 1)
    #expect(group.diagnostics.count == 1)
    #expect(group.diagnostics[0].message.contains("(AnchorOperatorTests.swift:\(line))"))
    #expect(group.diagnostics[0].message.hasPrefix("A multiplier of 0"))
  }

  @Test func centersRelateToEitherHorizontalFamily() {
    let (root, card, a) = makeCard()
    let b = addView("b", to: card)
    constrain(a, b, card) { a, b, card in
      a.centerX == card.leading + 50
      b.centerX == card.right - 50
      a.leading == b.centerX - 200
      b.left == a.centerX
      a.size == CGSize(width: 20, height: 20)
      b.size == CGSize(width: 40, height: 20)
      a.top == card.top
      b.top == card.top
    }
    root.layoutIfNeeded()
    #expect(a.frame.midX == 50)
    #expect(b.frame.midX == 250)
    #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
  }

  @Test func leftAndRightRelateWithinTheirFamily() {
    let (root, card, a) = makeCard()
    constrain(a, card) { a, card in
      a.left == card.left + 12
      a.right == card.right - 12
      a.verticalEdges == card.verticalEdges
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(12, 0, 276, 200))
  }

  @Test func baselinesOfPlainViewsAreTheirBottomEdges() {
    let (root, card, a) = makeCard()
    let b = addView("b", to: card)
    constrain(a, b, card) { a, b, card in
      a.topLeading(in: card)
      a.size == CGSize(width: 50, height: 30)
      b.firstBaseline == a.lastBaseline + 10
      b.lastBaseline == a.firstBaseline + 10
      b.leading == a.trailing
      b.size == a.size
    }
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(50, 10, 50, 30))
  }

  /// `~` binds looser than `==` and tighter than `&&` (DSL.md, "Priorities and identifiers"),
  /// with named priorities, integer literals and float literals.
  @Test func prioritiesWithTheTildeOperator() {
    let (_, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.width == card.width * 0.5 ~ .defaultHigh
      a.width <= 600 ~ 999.5
      a.height >= 20 ~ 500
      a.leading == card.leading ~ .required
      a.top == card.top
    }
    #expect(group.constraints.map(\.priority) == [750, 999.5, 500, .required, .required])
    #expect(group.constraints[0].multiplier == 0.5)
  }

  @Test func priorityAndIdentifierModifiers() {
    let (_, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      (a.width == card.width).priority(.defaultLow)
      (a.height == 44).identifier("a-height")
      (a.top == card.top).identifier("a-top").priority(999) ~ 998
      a.leading == card.leading ~ .defaultHigh - 1
    }
    let described = group.constraints.map(\.description).map(stripLocation)
    #expect(
      described == [
        "a.width == card.width @250",
        "a.height == 44 'a-height'",
        "a.top == card.top @998 'a-top'",
        "a.leading == card.leading @749",
      ])
    #expect(group.constraints(withIdentifier: "a-height").count == 1)
  }

  @Test func systemGuidesLowerToTheViewsGuides() {
    let (root, card, a) = makeCard()
    card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let group = constrain(a, card) { a, card in
      a.leading == card.layoutMargins.leading
      a.trailing == card.readableContent.trailing
      a.top == card.safeArea.top
      a.bottom == card.layoutMargins.bottom
    }
    #expect(group.constraints[0].secondItem === card.layoutMarginsGuide)
    #expect(group.constraints[1].secondItem === card.readableContentGuide)
    #expect(group.constraints[2].secondItem === card.safeAreaLayoutGuide)
    root.layoutIfNeeded()
    #expect(isClose(a.frame, CGRect(20, 0, 240, 170)))
  }
}

/// A description without its trailing ` (File.swift:12)`.
func stripLocation(_ description: String) -> String {
  guard description.hasSuffix(")"), let open = description.range(of: " (", options: .backwards)
  else { return description }
  return String(description[..<open.lowerBound])
}
