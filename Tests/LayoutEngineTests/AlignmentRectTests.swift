import Foundation
import LayoutEngine
import Testing

/// Issue 29, item 4: constraints and intrinsic sizes act on a view's alignment rectangle — its frame
/// less `alignmentRectInsets` — as UIKit's do (Apple's `UIView.alignmentRectInsets`: "The
/// insets from the view's frame that define its alignment rectangle"; Auto Layout Guide,
/// "Alignment Rect"); the frame's own constraints (autoresizing) do not.
@Suite struct AlignmentRectTests {
  /// A view drawing a shadow below and to the right: its alignment rectangle leaves it out.
  private final class Shadowed: View {
    var insets = EdgeInsets(top: 2, left: 2, bottom: 6, right: 4)
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: CGSize { size }
  }

  private func tree() -> (root: View, card: Shadowed) {
    let root = EngineFixture.hostedRoot(width: 375, height: 667)
    let card = Shadowed()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    return (root, card)
  }

  /// The alignment rectangle at (10, 20), 100 × 50.
  private func place(_ card: View, in root: View) {
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  @Test func constraintsPlaceTheAlignmentRectangleAndTheFrameGrowsByTheInsets() {
    let (root, card) = tree()
    place(card, in: root)
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 8, y: 18, width: 106, height: 58))
    #expect(
      card.alignmentRect(forFrame: card.frame) == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(
      card.frame(forAlignmentRect: CGRect(x: 10, y: 20, width: 100, height: 50)) == card.frame)
  }

  @Test func centresAndTrailingEdgesAreTheAlignmentRectanglesToo() {
    let (root, card) = tree()
    LayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    // The alignment rectangle: centred (137.5 … 237.5), its bottom 10 above the root's (657).
    #expect(card.frame == CGRect(x: 135.5, y: 605, width: 106, height: 58))
  }

  @Test func theIntrinsicSizeIsTheAlignmentRectanglesSize() {
    let (root, card) = tree()
    card.size = CGSize(width: 40, height: 40)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: -2, y: -2, width: 46, height: 48))
  }

  @Test func theAutoresizingMaskPlacesTheFrameItself() {
    let root = EngineFixture.hostedRoot(width: 375, height: 667)
    let card = Shadowed(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(card)
    let below = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: card.bottomAnchor),
      below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    // Others align with its alignment rectangle: (12, 22) to (106, 64).
    #expect(below.frame == CGRect(x: 12, y: 64, width: 10, height: 10))
  }

  @Test func changedInsetsApplyAtTheNextPassOnceInvalidated() {
    let (root, card) = tree()
    place(card, in: root)
    root.layoutIfNeeded()
    card.insets = .zero
    card.invalidateAlignmentRectInsets()
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    // The live result is what a fresh tree computes.
    let (freshRoot, fresh) = tree()
    fresh.insets = .zero
    place(fresh, in: freshRoot)
    freshRoot.layoutIfNeeded()
    #expect(card.frame == fresh.frame)
  }

  @Test func aChangedIntrinsicSizeWithInsetsIsReadAgain() {
    let (root, card) = tree()
    card.size = CGSize(width: 40, height: 40)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    card.insets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    card.invalidateAlignmentRectInsets()
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 40, height: 50))
  }

  @Test func aStackViewAlignsItsArrangedSubviewsAlignmentRectangles() {
    let root = EngineFixture.hostedRoot(width: 375, height: 667)
    let plain = View()
    let card = Shadowed()
    card.size = CGSize(width: 40, height: 40)
    plain.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      plain.widthAnchor.constraint(equalToConstant: 40),
      plain.heightAnchor.constraint(equalToConstant: 40),
    ])
    let stack = StackView(arrangedSubviews: [plain, card])
    stack.axis = .horizontal
    stack.spacing = 8
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    // The card's alignment rectangle follows the plain view by 8, tops aligned.
    #expect(card.alignmentRect(forFrame: card.frame) == CGRect(x: 48, y: 0, width: 40, height: 40))
    #expect(stack.frame == CGRect(x: 0, y: 100, width: 88, height: 40))
  }
}
