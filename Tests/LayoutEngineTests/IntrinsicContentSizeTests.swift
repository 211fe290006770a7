import Foundation
import LayoutEngine
import Testing

/// A view with a natural size, standing in for a label or a badge.
private final class Sized: View {
  var natural: CGSize = CGSize(width: 40, height: 20)
  override var intrinsicContentSize: CGSize { natural }
}

/// Intrinsic content size, content hugging and compression resistance, and fitting sizes (spec §8,
/// §7.7; Auto Layout Guide, "Intrinsic Content Size").
@Suite struct IntrinsicContentSizeTests {
  private func sized(
    _ width: CGFloat, _ height: CGFloat, in parent: View, named name: String? = nil
  ) -> Sized {
    let view = Sized()
    view.natural = CGSize(width: width, height: height)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    parent.addSubview(view)
    return view
  }

  // MARK: Defaults

  @Test func plainViewHasNoIntrinsicMetric() {
    // §8 [APPLE header]: (noIntrinsicMetric, noIntrinsicMetric), noIntrinsicMetric == -1.
    #expect(View.noIntrinsicMetric == -1)
    #expect(
      View().intrinsicContentSize
        == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(View.layoutFittingCompressedSize == .zero)
  }

  @Test func defaultHuggingIs250AndCompressionResistanceIs750() {
    // Auto Layout Guide: "by default, views use 250 for hugging and 750 for compression
    // resistance".
    let view = View()
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
  }

  @Test func prioritiesAreSetPerAxis() {
    let view = View()
    view.setContentHuggingPriority(251, for: .horizontal)
    view.setContentCompressionResistancePriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .horizontal) == 251)
    #expect(view.contentHuggingPriority(for: .vertical) == 250)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
  }

  // MARK: Intrinsic size in layout

  @Test func intrinsicSizeSizesAViewPlacedByPositionOnly() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = sized(40, 20, in: root)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    #expect(!badge.hasAmbiguousLayout)
  }

  @Test func oneAxisIntrinsicLeavesTheOtherToConstraints() {
    // Auto Layout Guide, table 3-1: a slider defines only its width.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let slider = sized(120, View.noIntrinsicMetric, in: root)
    LayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      slider.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(slider.frame.width == 120)
    #expect(slider.ambiguousAxes == [.vertical])
    slider.heightAnchor.constraint(equalToConstant: 31).isActive = true
    root.layoutIfNeeded()
    #expect(slider.frame == CGRect(x: 0, y: 0, width: 120, height: 31))
    #expect(!slider.hasAmbiguousLayout)
  }

  @Test func requiredEdgesStretchPastHugging() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let badge = sized(40, 20, in: root)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 0, width: 335, height: 20))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func huggingYieldsToAHigherPriorityWish() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let badge = sized(40, 20, in: root)
    let wish = badge.widthAnchor.constraint(equalToConstant: 100)
    wish.priority = 251
    LayoutConstraint.activate([
      wish,
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame.width == 100)
    wish.priority = 249
    root.layoutIfNeeded()
    #expect(badge.frame.width == 40)
  }

  @Test func compressionResistanceBeatsALowerPriorityWish() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let badge = sized(40, 20, in: root)
    let wish = badge.widthAnchor.constraint(equalToConstant: 30)
    wish.priority = 700
    LayoutConstraint.activate([
      wish,
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame.width == 40)
    wish.priority = 800
    root.layoutIfNeeded()
    #expect(badge.frame.width == 30)
  }

  /// Two labels in a row between 20-pt insets, 8 apart: a (100×20) then b (60×20).
  private func row(width: CGFloat) -> (root: View, a: Sized, b: Sized) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    let a = sized(100, 20, in: root, named: "a")
    let b = sized(60, 20, in: root, named: "b")
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, a, b)
  }

  @Test func theLowerHuggingLabelStretches() {
    // Auto Layout Guide / WWDC15-218: give the view that should stretch the lower hugging
    // priority (Interface Builder gives labels 251).
    let (root, a, b) = row(width: 375)
    a.setContentHuggingPriority(251, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 128, y: 0, width: 227, height: 20))
    #expect(!a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
  }

  @Test func theOtherLabelStretchesWhenItsHuggingIsLower() {
    let (root, a, b) = row(width: 375)
    a.setContentHuggingPriority(249, for: .horizontal)
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 295, y: 0, width: 60, height: 20))
    #expect(a.frame == CGRect(x: 20, y: 0, width: 267, height: 20))
  }

  @Test func equalHuggingIsAmbiguous() {
    // WWDC15-218: a text field and a button both at 250 hugging are ambiguous; Auto Layout
    // Guide: "if all the views have the same content-hugging priority, the layout is ambiguous".
    let (root, a, b) = row(width: 375)
    root.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout)
    #expect(b.hasAmbiguousLayout)
    #expect(a.ambiguousAxes == [.horizontal])
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func theLowerCompressionResistanceLabelShrinks() {
    // 20 + 100 + 8 + 60 + 20 = 208 > 150: b (749) gives way, a (750) keeps its 100.
    let (root, a, b) = row(width: 150)
    b.setContentCompressionResistancePriority(749, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame == CGRect(x: 128, y: 0, width: 2, height: 20))
  }

  @Test func invalidateIntrinsicContentSizeRelaysOut() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = sized(40, 20, in: root)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    badge.natural = CGSize(width: 70, height: 30)
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 70, height: 30))
  }

  @Test func aViewPlacedByItsFrameIgnoresItsIntrinsicSize() {
    // With translatesAutoresizingMaskIntoConstraints the frame is required; the intrinsic size
    // (optional) cannot change it.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = Sized(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(badge)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  // MARK: Fitting size (§8)

  @Test func compressedFittingSizeWrapsTheContent() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 9),
      container.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
    ])
    let badge = sized(40, 20, in: container)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      badge.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    let size = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 60, height: 40))
    #expect(
      badge.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 40, height: 20))
  }

  @Test func fittingDoesNotMoveTheView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = View(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
    root.addSubview(container)
    let badge = sized(40, 20, in: container)
    EngineFixture.pinEdges(of: badge, to: container.layoutMarginsGuide)
    root.layoutIfNeeded()
    let before = (container.frame, badge.frame)
    let size = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 56, height: 36))
    #expect(container.frame == before.0)
    #expect(badge.frame == before.1)
    root.layoutIfNeeded()
    #expect(container.frame == before.0)
  }

  @Test func fittingWithPrioritiesHoldsTheRequiredWidth() {
    // UIKit's fitting call with priorities: width 320 required, height as small as possible.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let cell = EngineFixture.constrainedSubview(of: root)
    let content = EngineFixture.constrainedSubview(of: cell)
    EngineFixture.pinEdges(of: content, to: cell)
    content.heightAnchor.constraint(equalToConstant: 44).isActive = true
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 44))
  }

  @Test func fittingMovesTowardsTheTargetWithinTheConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let cell = EngineFixture.constrainedSubview(of: root)
    let content = EngineFixture.constrainedSubview(of: cell)
    EngineFixture.pinEdges(of: content, to: cell)
    LayoutConstraint.activate([
      content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      content.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      content.heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 30))
    #expect(
      cell.systemLayoutSizeFitting(CGSize(width: 150, height: 0)) == CGSize(width: 150, height: 30))
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 200, height: 30)
    )
  }

  @Test(arguments: [(CGFloat(2), CGFloat(173.5)), (3, 173.66666666666666)])
  func g28FittingSizeIsRoundedToTheDisplayScale(scale: CGFloat, expected: CGFloat) {
    // G28 / §7.7 (SO 63747471): a width constraint of 173.5 and systemLayoutSizeFitting(.zero)
    // gives 173.5 at @2x and 173.66666666666666 at @3x.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 667, traits: TraitCollection(displayScale: scale))
    let view = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 173.5),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let frame = view.frame
    let size = view.systemLayoutSizeFitting(.zero)
    #expect(size.width == expected)
    #expect(size.height == 10)
    #expect(view.frame == frame)
  }
  @Test func compressedFittingSizeOfAStackedCell() {
    // Two labels stacked 8 apart inside 16-pt insets: the width is the wider label's plus insets,
    // the height the sum.
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let cell = EngineFixture.constrainedSubview(of: root)
    let title = sized(120, 21, in: cell)
    let detail = sized(90, 17, in: cell)
    for label in [title, detail] {
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      ])
    }
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      cell.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 16),
    ])
    let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 152, height: 78))
  }

  @Test func fittingWithoutADisplayScaleIsNotRounded() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 173.3),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(view.systemLayoutSizeFitting(.zero).isClose(to: CGSize(width: 173.3, height: 10)))
  }
}
