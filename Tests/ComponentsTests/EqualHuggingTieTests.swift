import Components
import Foundation
import Testing

/// Decisions.md, "Which of two views of equal hugging stretches"; UIKitBehavior.md §15, "The
/// earlier of two views of equal hugging takes the room". ZhgChgLi/github-actions-ci-cd-demo's
/// home tiles (iOS 18, @3x): a 24-point bold count 16 points below a 100-point tile's top and a
/// 14-point caption 4 points under it and 16 above the bottom, both hugging at 250 — UIKit
/// stretches the count (the earlier view) to 47 and keeps the caption at its 17.
@Suite struct EqualHuggingTieTests {
  /// The tile, with its two labels added to the tree in `order` (count first, as recorded, or
  /// caption first).
  private func tile(countFirst: Bool) -> (root: View, count: Label, caption: Label) {
    let root = makeRoot(width: 82 + 2.0 / 3, height: 100, scale: 3)
    let count = Label()
    count.font = .boldSystemFont(ofSize: 24)
    count.text = "12"
    let caption = Label()
    caption.font = .systemFont(ofSize: 14)
    caption.text = "Tasks"
    for label in countFirst ? [count, caption] : [caption, count] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      count.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      count.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      caption.topAnchor.constraint(equalTo: count.bottomAnchor, constant: 4),
      caption.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      caption.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
    ])
    root.layoutIfNeeded()
    return (root, count, caption)
  }

  @Test func theEarlierLabelTakesTheRoomAsUIKitsTileShows() {
    let (_, count, caption) = tile(countFirst: true)
    #expect(caption.frame.height == 17)
    #expect(caption.frame.minY == 67)
    #expect(count.frame.minY == 16)
    #expect(count.frame.height == 47)
  }

  /// The order is the tree's: with the caption added first, the caption takes the room. Both
  /// layouts stay ambiguous, as UIKit reports them.
  @Test func theOrderIsTheTrees() {
    let (root, count, caption) = tile(countFirst: false)
    #expect(count.frame.height == count.intrinsicContentSize.height)
    #expect(abs(caption.frame.height - (100 - 16 - 4 - 16 - count.frame.height)) < 1e-9)
    #expect(root.subviews.allSatisfy { $0.hasAmbiguousLayout })
  }
}
