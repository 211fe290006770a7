import Foundation
import LayoutDSL
import Testing

/// Leading and trailing follow the layout direction of the view a constraint is installed on; left,
/// right and absolute insets do not (spec §1.2).
@Suite struct RightToLeftTests {
  /// A "card" at (20, 100, 300, 200) with an "a" in it, in a host of the given direction.
  private func makeCard(_ direction: UserInterfaceLayoutDirection) -> (
    root: View, card: View, a: View
  ) {
    let root = makeRoot()
    root.hostTraitCollection = TraitCollection(layoutDirection: direction)
    let card = addView("card", to: root)
    card.frame = CGRect(20, 100, 300, 200)
    let a = addView("a", to: card)
    return (root, card, a)
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leadingAndTrailingMirror(direction: UserInterfaceLayoutDirection) {
    let (root, card, a) = makeCard(direction)
    constrain(a, card) { a, card in
      a.leading == card.leading + 20
      a.trailing <= card.trailing - 50
      a.width == 100
      a.verticalEdges == card.verticalEdges
    }
    root.layoutIfNeeded()
    #expect(a.frame.minX == (direction == .leftToRight ? 20 : 180))
  }

  /// The README's expression `a.leading == b.layoutMargins.leading + 8`: in right-to-left layouts
  /// `a` sits 8 points inside the right margin.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func briefsExpressionFollowsTheDirection(direction: UserInterfaceLayoutDirection) {
    let (root, card, a) = makeCard(direction)
    card.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 12, bottom: 0, trailing: 30)
    constrain(a, card) { a, card in
      a.leading == card.layoutMargins.leading + 8
      a.width == 100
      a.verticalEdges == card.verticalEdges
    }
    root.layoutIfNeeded()
    #expect(isClose(a.frame.minX, direction == .leftToRight ? 20 : 300 - 12 - 8 - 100))
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func directionalInsetsSwapSidesAbsoluteInsetsDoNot(direction: UserInterfaceLayoutDirection) {
    let (root, card, a) = makeCard(direction)
    let b = addView("b", to: card)
    constrain(a, b, card) { a, b, card in
      a.edges
        == card.edges.inset(by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      b.edges == card.edges.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    root.layoutIfNeeded()
    #expect(
      a.frame == (direction == .leftToRight ? CGRect(2, 1, 294, 196) : CGRect(4, 1, 294, 196)))
    #expect(b.frame == CGRect(2, 1, 294, 196))
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leftAndRightIgnoreTheDirection(direction: UserInterfaceLayoutDirection) {
    let (root, card, a) = makeCard(direction)
    constrain(a, card) { a, card in
      a.left == card.left + 20
      a.width == 100
      a.verticalEdges == card.verticalEdges
    }
    root.layoutIfNeeded()
    #expect(a.frame.minX == 20)
  }

  /// A forced direction on the view the constraints are installed on (the nearest common ancestor).
  @Test func semanticContentAttributeOfTheContainer() {
    let root = makeRoot()
    root.semanticContentAttribute = .forceRightToLeft
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    constrain(a, b, root) { a, b, root in
      a.leading == root.leading + 10
      b.leading == a.trailing + 8
      for view in [a, b] {
        view.size == CGSize(width: 50, height: 50)
        view.top == root.top
      }
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(315, 0, 50, 50))
    #expect(b.frame == CGRect(257, 0, 50, 50))
  }
}
