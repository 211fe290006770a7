import Foundation
import LayoutDSL
import Testing

/// `edges`, `horizontalEdges`, `verticalEdges`, `size` and `center`: what they expand to and the
/// frames they lay out to.
@Suite struct CompositeAnchorTests {
  /// A root with a fixed "card" at (20, 100, 300, 200) (frame-translated) and an empty "a" in it.
  private func makeCard(rightToLeft: Bool = false) -> (root: View, card: View, a: View) {
    let root = rightToLeft ? makeRightToLeftRoot() : makeRoot()
    let card = addView("card", to: root)
    card.frame = CGRect(20, 100, 300, 200)
    let a = addView("a", to: card)
    return (root, card, a)
  }

  @Test func edgesExpandToTopLeadingBottomTrailing() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.edges == card.edges
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation) == [
        "a.top == card.top",
        "a.leading == card.leading",
        "a.bottom == card.bottom",
        "a.trailing == card.trailing",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 0, 300, 200))
  }

  @Test func aUniformInsetShrinksEveryEdgeInward() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.edges == card.edges.inset(by: 10)
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation) == [
        "a.top == card.top + 10",
        "a.leading == card.leading + 10",
        "a.bottom == card.bottom - 10",
        "a.trailing == card.trailing - 10",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 10, 280, 180))
  }

  @Test func absoluteInsetsUseLeftAndRight() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.edges == card.edges.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation) == [
        "a.top == card.top + 1",
        "a.left == card.left + 2",
        "a.bottom == card.bottom - 3",
        "a.right == card.right - 4",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(2, 1, 294, 196))
  }

  @Test func directionalInsetsUseLeadingAndTrailing() {
    let (root, card, a) = makeCard()
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let group = constrain(a, card) { a, card in
      a.edges == card.edges.inset(by: insets)
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation) == [
        "a.top == card.top + 1",
        "a.leading == card.leading + 2",
        "a.bottom == card.bottom - 3",
        "a.trailing == card.trailing - 4",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(2, 1, 294, 196))
  }

  /// `>=` means "inset at least": the near edges keep `>=`, the far edges flip to `<=`.
  @Test func greaterThanKeepsTheLeftSideInside() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.edges >= card.edges.inset(by: 10)
      a.size == CGSize(width: 1000, height: 1000) ~ .defaultLow
    }
    #expect(
      group.descriptions.prefix(4).map(\.description).map(stripLocation) == [
        "a.top >= card.top + 10",
        "a.leading >= card.leading + 10",
        "a.bottom <= card.bottom - 10",
        "a.trailing <= card.trailing - 10",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 10, 280, 180))
  }

  /// `<=` means "inset at most": the left side reaches at least to the inset rectangle.
  @Test func lessThanKeepsTheLeftSideAroundTheInsetRectangle() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.edges <= card.edges.inset(by: 10)
      a.size == CGSize(width: 0, height: 0) ~ .defaultLow
    }
    #expect(
      group.descriptions.prefix(4).map(\.relation) == [
        .lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual,
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(10, 10, 280, 180))
  }

  @Test func horizontalAndVerticalEdges() {
    let (root, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      a.horizontalEdges
        == card.horizontalEdges.inset(by: EdgeInsets(top: 99, left: 5, bottom: 99, right: 7))
      a.verticalEdges
        == card.verticalEdges.inset(
          by: DirectionalEdgeInsets(top: 3, leading: 99, bottom: 4, trailing: 99))
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation) == [
        "a.left == card.left + 5",
        "a.right == card.right - 7",
        "a.top == card.top + 3",
        "a.bottom == card.bottom - 4",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(5, 3, 288, 193))
  }

  @Test func sizeAgainstAConstantAnotherSizeOrAnOffset() {
    let (root, card, a) = makeCard()
    let b = addView("b", to: card)
    let c = addView("c", to: card)
    let group = constrain(a, b, c, card) { a, b, c, card in
      a.size == CGSize(width: 40, height: 30)
      b.size == card.size * 0.5
      c.size == card.size.offset(by: CGSize(width: -10, height: 10))
      for view in [a, b, c] { view.topLeading(in: card) }
    }
    #expect(
      group.descriptions.prefix(4).map(\.description).map(stripLocation) == [
        "a.width == 40",
        "a.height == 30",
        "b.width == 0.5*card.width",
        "b.height == 0.5*card.height",
      ])
    root.layoutIfNeeded()
    #expect(a.frame.size == CGSize(width: 40, height: 30))
    #expect(b.frame.size == CGSize(width: 150, height: 100))
    #expect(c.frame.size == CGSize(width: 290, height: 210))
  }

  @Test func sizeInequalitiesBoundBothDimensions() {
    let (root, card, a) = makeCard()
    constrain(a, card) { a, card in
      a.size <= CGSize(width: 100, height: 50)
      a.size >= CGSize(width: 10, height: 20)
      a.width == 1000 ~ .defaultLow
      a.height == 0 ~ .defaultLow
      a.topLeading(in: card)
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(0, 0, 100, 20))
  }

  @Test func centerWithAndWithoutAnOffset() {
    let (root, card, a) = makeCard()
    let b = addView("b", to: card)
    let group = constrain(a, b, card) { a, b, card in
      a.center == card.center
      b.center == card.center.offset(by: CGPoint(x: 10, y: -10))
      a.size == CGSize(width: 20, height: 20)
      b.size == a.size
    }
    #expect(
      group.descriptions.map(\.description).map(stripLocation).prefix(4) == [
        "a.centerX == card.centerX",
        "a.centerY == card.centerY",
        "b.centerX == card.centerX + 10",
        "b.centerY == card.centerY - 10",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(140, 90, 20, 20))
    #expect(b.frame == CGRect(150, 80, 20, 20))
  }

  @Test func modifiersApplyToEveryMember() {
    let (_, card, a) = makeCard()
    let group = constrain(a, card) { a, card in
      (a.edges == card.layoutMargins.edges.inset(by: 8)).identifier("content") ~ .defaultHigh
    }
    #expect(group.constraints.count == 4)
    #expect(group.constraints.allSatisfy { $0.identifier == "content" && $0.priority == 750 })
    #expect(group.constraints.allSatisfy { $0.secondItem === card.layoutMarginsGuide })
  }
}
