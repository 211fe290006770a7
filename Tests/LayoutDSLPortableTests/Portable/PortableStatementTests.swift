import LayoutDSL
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// What each kind of statement lowers to, checked through UIKit's public properties on both paths.
@Suite("Statements lower alike on both paths")
struct PortableStatementTests {
  let root = namedView("root")
  var card: UIView { root.subviews[0] }
  var title: UIView { card.subviews[0] }

  init() {
    let card = namedView("card", in: root)
    _ = namedView("title", in: card)
  }

  private func lowered(
    @ConstraintBuilder _ layout: @escaping (ViewProxy, ViewProxy) -> ConstraintBlock
  ) -> [String] {
    constrain(title, card, layout: layout).constraints.map(summary)
  }

  @Test func edgesWithUniformDirectionalAndAbsoluteInsets() {
    #expect(
      lowered { title, card in title.edges == card.edges.inset(by: 8) } == [
        "title.top == card.top + 8.0", "title.leading == card.leading + 8.0",
        "title.bottom == card.bottom - 8.0", "title.trailing == card.trailing - 8.0",
      ])
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      lowered { title, card in title.edges == card.edges.inset(by: directional) } == [
        "title.top == card.top + 1.0", "title.leading == card.leading + 2.0",
        "title.bottom == card.bottom - 3.0", "title.trailing == card.trailing - 4.0",
      ])
    let absolute = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      lowered { title, card in title.edges == card.edges.inset(by: absolute) } == [
        "title.top == card.top + 1.0", "title.left == card.left + 2.0",
        "title.bottom == card.bottom - 3.0", "title.right == card.right - 4.0",
      ])
    // `<=` on edges keeps the content inside: the far edges flip.
    #expect(
      lowered { title, card in title.horizontalEdges <= card.horizontalEdges } == [
        "title.leading <= card.leading", "title.trailing >= card.trailing",
      ])
  }

  @Test func sizesCentresMultipliersAndBaselines() {
    #expect(
      lowered { title, card in
        title.size == card.size * 0.5
        title.center == card.center
        title.centerX == card.centerX * 0.5
        title.firstBaseline == card.top + 20
        title.width <= 300
      } == [
        "title.width == 0.5*card.width", "title.height == 0.5*card.height",
        "title.centerX == card.centerX", "title.centerY == card.centerY",
        "title.centerX == 0.5*card.centerX", "title.firstBaseline == card.top + 20.0",
        "title.width <= 300.0",
      ])
  }

  @Test func theSystemGuidesAreTheViewsOwnGuides() {
    let made = constrain(title, card) { title, card in
      title.top == card.safeArea.top
      title.leading == card.layoutMargins.leading
      title.trailing == card.readableContent.trailing
    }.constraints
    #expect(
      made.map(summary) == [
        "title.top == card.safeArea.top", "title.leading == card.layoutMargins.leading",
        "title.trailing == card.readableContent.trailing",
      ])
    #expect(made[0].secondItem === card.safeAreaLayoutGuide)
  }

  @Test func prioritiesByNameByLiteralAndByModifier() {
    #expect(
      lowered { title, card in
        title.width == card.width ~ .defaultHigh
        title.height == 44 ~ 999
        (title.leading == card.leading).priority(500)
        title.top == card.top ~ .defaultLow + 1
      } == [
        "title.width == card.width @750.0", "title.height == 44.0 @999.0",
        "title.leading == card.leading @500.0", "title.top == card.top @251.0",
      ])
  }

  @Test func uikitsAnchorsInsideAndOutsideABlock() {
    // Outside a block an anchor relation is an inactive constraint — a constraint, not the
    // `Bool` of `NSObject`'s `==` (which `.isActive` would not compile on).
    let outside = title.topAnchor == card.topAnchor
    #expect(!outside.isActive)
    #expect(summary(outside) == "title.top == card.top")
    let group = constrain(title, card) { title, card in
      title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor + 8
      title.widthAnchor == card.widthAnchor * 0.5 - 4
      title.heightAnchor >= 44
      (title.bottomAnchor <= card.bottomAnchor) ~ 999
    }
    #expect(
      group.constraints.map(summary) == [
        "title.leading == card.layoutMargins.leading + 8.0",
        "title.width == 0.5*card.width - 4.0",
        "title.height >= 44.0",
        "title.bottom <= card.bottom @999.0",
      ])
    #expect(group.constraints.allSatisfy { $0.isActive })
  }

  @Test func controlFlowAndLoopsMakeOneConstraintPerPass() {
    let dots = (0..<3).map { namedView("dot\($0)", in: card) }
    let group = constrain(title, dots) { title, dots in
      for (index, dot) in dots.enumerated() {
        dot.leading == title.trailing + 8 + CGFloat(index) * 12
        if index == 0 { dot.centerY == title.centerY } else { dot.top == title.top }
      }
    }
    #expect(
      group.constraints.map(summary) == [
        "dot0.leading == title.trailing + 8.0", "dot0.centerY == title.centerY",
        "dot1.leading == title.trailing + 20.0", "dot1.top == title.top",
        "dot2.leading == title.trailing + 32.0", "dot2.top == title.top",
      ])
  }
}
