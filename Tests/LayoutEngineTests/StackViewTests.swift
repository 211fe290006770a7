import Foundation
import LayoutEngine
import Testing

/// A view with a fixed natural size, standing in for a label or an image.
private final class Sized: View {
  let natural: CGSize
  init(_ width: CGFloat, _ height: CGFloat, id: String) {
    natural = CGSize(width: width, height: height)
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

/// Spec §10: UIStackView's distributions, alignments, spacing and hiding, by generated constraints.
@Suite struct StackViewTests {
  /// A stack pinned to a root of the given size.
  private func host(_ stack: StackView, width: CGFloat, height: CGFloat = 100) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return root
  }

  @Test func defaultsMatchUIKit() {
    let stack = StackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.layoutMargins == .zero)  // §1.1: stack views default to zero margins
  }

  /// The example: two views filling 724 points equally get 362 each.
  @Test func fillEquallySplitsTheWidth() {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillEqually
    let root = host(stack, width: 724)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 362, height: 100))
    #expect(b.frame == CGRect(x: 362, y: 0, width: 362, height: 100))
    #expect(root.layoutDiagnostics.isEmpty)
    #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
  }

  /// §10 fill: the view with the lowest hugging priority takes the extra space.
  @Test func fillGivesSlackToTheLowestHugging() {
    let label = Sized(80, 20, id: "label")
    let value = Sized(60, 20, id: "value")
    label.setContentHuggingPriority(251, for: .horizontal)
    let stack = StackView(arrangedSubviews: [label, value])
    stack.spacing = 10
    _ = host(stack, width: 300)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 100))
    #expect(value.frame == CGRect(x: 90, y: 0, width: 210, height: 100))
  }

  /// §10 fill, overflow: the view with the lowest compression resistance shrinks.
  @Test func fillTakesOverflowFromTheLowestCompressionResistance() {
    let label = Sized(200, 20, id: "label")
    let value = Sized(200, 20, id: "value")
    value.setContentCompressionResistancePriority(749, for: .horizontal)
    let stack = StackView(arrangedSubviews: [label, value])
    _ = host(stack, width: 300)
    #expect(label.frame.width == 200)
    #expect(value.frame.width == 100)
  }

  @Test func fillProportionallyFollowsIntrinsicWidths() {
    let a = Sized(100, 20, id: "a")
    let b = Sized(300, 20, id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    _ = host(stack, width: 200)
    #expect(a.frame.width == 50)
    #expect(b.frame.width == 150)
  }

  @Test func equalSpacingPadsTheGapsEvenly() {
    let a = Sized(40, 20, id: "a")
    let b = Sized(40, 20, id: "b")
    let c = Sized(40, 20, id: "c")
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalSpacing
    _ = host(stack, width: 300)
    #expect(a.frame.minX == 0)
    #expect(b.frame.minX == 130)
    #expect(c.frame.minX == 260)
  }

  @Test func equalCenteringSpacesTheCentres() {
    let a = Sized(20, 20, id: "a")
    let b = Sized(60, 20, id: "b")
    let c = Sized(20, 20, id: "c")
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalCentering
    _ = host(stack, width: 300)
    #expect(a.frame.midX == 10)
    #expect(b.frame.midX == 150)
    #expect(c.frame.midX == 290)
  }

  @Test(arguments: [
    (StackView.Alignment.fill, CGFloat(0), CGFloat(100)),
    (.top, 0, 20),
    (.center, 40, 20),
    (.bottom, 80, 20),
  ])
  func alignmentAcrossAHorizontalStack(alignment: StackView.Alignment, y: CGFloat, height: CGFloat)
  {
    let a = Sized(50, 20, id: "a")
    let stack = StackView(arrangedSubviews: [a])
    stack.alignment = alignment
    _ = host(stack, width: 300)
    #expect(a.frame.minY == y)
    #expect(a.frame.height == height)
  }

  @Test func verticalStackWithLeadingAlignmentInRightToLeft() {
    let a = Sized(50, 20, id: "a")
    let b = Sized(80, 30, id: "b")
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.semanticContentAttribute = .forceRightToLeft
    a.setContentHuggingPriority(251, for: .vertical)  // b takes the extra height
    _ = host(stack, width: 300, height: 200)
    #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 220, y: 24, width: 80, height: 176))
  }

  @Test func customSpacingAndHiddenViewsCollapse() {
    let a = Sized(50, 20, id: "a")
    let b = Sized(50, 20, id: "b")
    let c = Sized(50, 20, id: "c")
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.setCustomSpacing(30, after: a)
    stack.alignment = .leading
    a.setContentHuggingPriority(251, for: .horizontal)  // c takes the extra width
    b.setContentHuggingPriority(251, for: .horizontal)
    let root = host(stack, width: 300)
    #expect(b.frame.minX == 80)
    #expect(c.frame.minX == 140)
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(c.frame.minX == 80)
    #expect(b.frame.width == 0)
  }

  @Test func layoutMarginsRelativeArrangement() {
    let a = View()
    let stack = StackView(arrangedSubviews: [a])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 20)
    _ = host(stack, width: 300)
    #expect(a.frame == CGRect(x: 10, y: 5, width: 270, height: 90))
  }

  /// Auto Layout Guide: a stack view's fitting size comes out of the engine.
  @Test func fittingSizeOfAVerticalStack() {
    let stack = StackView(arrangedSubviews: [Sized(100, 20, id: "a"), Sized(60, 30, id: "b")])
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .leading
    let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 100, height: 58))
  }

  @Test func nestedStacks() {
    let title = Sized(120, 20, id: "title")
    let subtitle = Sized(90, 16, id: "subtitle")
    let icon = Sized(40, 40, id: "icon")
    let texts = StackView(arrangedSubviews: [title, subtitle])
    texts.axis = .vertical
    texts.alignment = .leading
    texts.spacing = 2
    let row = StackView(arrangedSubviews: [icon, texts])
    row.spacing = 12
    row.alignment = .center
    _ = host(row, width: 320, height: 60)
    #expect(icon.frame == CGRect(x: 0, y: 10, width: 40, height: 40))
    #expect(texts.frame == CGRect(x: 52, y: 11, width: 268, height: 38))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
    #expect(subtitle.frame == CGRect(x: 0, y: 22, width: 90, height: 16))
  }

  /// §10: first/last baseline alignment lines up the arranged views' baselines (a plain view's
  /// baseline is its bottom edge; a text view's sits at its ascent).
  @Test func firstAndLastBaselineAlignment() {
    final class Text: View {
      let ascent: CGFloat
      let size: CGSize
      init(_ size: CGSize, ascent: CGFloat) {
        self.size = size
        self.ascent = ascent
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { nil }
      override var intrinsicContentSize: CGSize { size }
      override var firstBaselineOffsetFromTop: CGFloat? { ascent }
      override var lastBaselineOffsetFromBottom: CGFloat { size.height - ascent }
    }
    let big = Text(CGSize(width: 80, height: 40), ascent: 32)
    let small = Text(CGSize(width: 60, height: 20), ascent: 16)
    let stack = StackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    let root = host(stack, width: 300)
    #expect(big.frame.minY + 32 == small.frame.minY + 16)
    stack.alignment = .lastBaseline
    root.layoutIfNeeded()
    #expect(big.frame.minY + 32 == small.frame.minY + 16)
    #expect(small.frame.minY >= 0 && big.frame.minY >= 0)
  }

  /// §10 with §3.3: a stack pinned to the safe-area guide of a hosted root (iPhone X portrait).
  @Test func stackInsideTheSafeArea() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.hostSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let safe = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      stack.topAnchor.constraint(equalTo: safe.topAnchor),
      stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 375, height: 362))
    #expect(b.frame == CGRect(x: 0, y: 372, width: 375, height: 362))
    #expect(stack.safeAreaInsets == .zero)
  }
}
