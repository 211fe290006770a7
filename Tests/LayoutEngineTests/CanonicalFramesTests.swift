import Foundation
import Testing

@testable import LayoutEngine

/// The frames the layout pass writes are canonical on the pixel grid (issue 22; `Decisions.md`,
/// "Canonical frames"): each origin and size is a whole number of pixels divided by the scale,
/// so one layout gives the same bits whatever the tree went through before. Each test builds one
/// scene two ways and compares frames with `==`.
@Suite struct CanonicalFramesTests {
  /// Whether `value` is a whole number of pixels divided by `scale`, to the bit.
  private func isCanonical(_ value: CGFloat, scale: CGFloat) -> Bool {
    (value * scale).rounded() / scale == value
  }

  private func isCanonical(_ frame: CGRect, scale: CGFloat) -> Bool {
    isCanonical(frame.minX, scale: scale) && isCanonical(frame.minY, scale: scale)
      && isCanonical(frame.width, scale: scale) && isCanonical(frame.height, scale: scale)
  }

  /// A root at `scale`; a spacer `spacer` points tall at the top; a container under it holding a
  /// box 62.3 points tall 19.9 points below the container's top (62⅓ and 20 at @3x).
  private struct Column {
    let root: View
    let spacerHeight: LayoutConstraint
    let container: View
    let box: View

    init(scale: CGFloat, spacer: CGFloat) {
      root = EngineFixture.hostedRoot(
        width: 320, height: 480, traits: TraitCollection(displayScale: scale))
      let top = EngineFixture.constrainedSubview(of: root, named: "spacer")
      container = EngineFixture.constrainedSubview(of: root, named: "container")
      box = EngineFixture.constrainedSubview(of: container, named: "box")
      spacerHeight = top.heightAnchor.constraint(equalToConstant: spacer)
      LayoutConstraint.activate([
        top.topAnchor.constraint(equalTo: root.topAnchor),
        top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        top.widthAnchor.constraint(equalToConstant: 10),
        spacerHeight,
        container.topAnchor.constraint(equalTo: top.bottomAnchor),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        container.heightAnchor.constraint(equalToConstant: 200),
        box.topAnchor.constraint(equalTo: container.topAnchor, constant: 19.9),
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7.4),
        box.widthAnchor.constraint(equalToConstant: 100.1),
        box.heightAnchor.constraint(equalToConstant: 62.3),
      ])
      root.layoutIfNeeded()
    }
  }

  /// A box that moved to a new place and a box built there are identical: in the root's space the
  /// box's edges at 187/3 … 374/3 and 188/3 … 375/3 differ by 62⅓ with different last bits, and a
  /// pass that kept a frame within 10⁻⁹ of the new one kept the old bits.
  @Test(arguments: [CGFloat(2), 3])
  func aMovedViewEqualsOneBuiltInPlace(scale: CGFloat) {
    let moved = Column(scale: scale, spacer: 0)
    for spacer: CGFloat in [0.3, 41.7, 1.3, 125.4] {
      moved.spacerHeight.constant = spacer
      moved.root.layoutIfNeeded()
      let fresh = Column(scale: scale, spacer: spacer)
      #expect(moved.box.frame == fresh.box.frame, "spacer \(spacer) at @\(scale)")
      #expect(moved.container.frame == fresh.container.frame, "spacer \(spacer) at @\(scale)")
      #expect(isCanonical(moved.box.frame, scale: scale), "\(moved.box.frame)")
    }
  }

  /// Each origin and size is one whole number of pixels divided by the scale: 62⅓ is
  /// `187.0 / 3`, not 62.33333333333333 (`188/3 − 1/3`), wherever the box lies on the screen.
  @Test func sizesAreWholePixelsDividedByTheScale() {
    // Spacers on the @3x grid, so the container is placed exactly where it was solved.
    for pixels in [0, 1, 2, 3, 40, 302] {
      let spacer = CGFloat(pixels) / 3
      let column = Column(scale: 3, spacer: spacer)
      #expect(column.box.frame.height == CGFloat(187) / 3, "spacer \(spacer)")
      #expect(column.box.frame.minY == 20, "spacer \(spacer)")
      #expect(column.box.frame.minX == CGFloat(22) / 3, "spacer \(spacer)")
      #expect(column.box.frame.width == CGFloat(300) / 3, "spacer \(spacer)")
    }
  }

  /// A view's frame is rounded in its superview's space: under a superview placed off the grid by
  /// code (an empty autoresizing mask keeps that frame as given), the view still lies a whole
  /// number of pixels from the superview's origin.
  @Test func framesAreRoundedInTheSuperviewsSpace() {
    let root = EngineFixture.hostedRoot(
      width: 320, height: 480, traits: TraitCollection(displayScale: 2))
    let holder = View(frame: CGRect(x: 10.3, y: 20.1, width: 200, height: 100))
    root.addSubview(holder)
    let child = EngineFixture.constrainedSubview(of: holder)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 5.2),
      child.topAnchor.constraint(equalTo: holder.topAnchor, constant: 3.3),
      child.widthAnchor.constraint(equalToConstant: 30.2),
      child.heightAnchor.constraint(equalToConstant: 10.7),
    ])
    root.layoutIfNeeded()
    #expect(holder.frame == CGRect(x: 10.3, y: 20.1, width: 200, height: 100))
    // 5.2 … 35.4 → 5 … 35.5; 3.3 … 14 → 3.5 … 14.
    #expect(child.frame == CGRect(x: 5, y: 3.5, width: 30.5, height: 10.5))
  }

  /// The same constraints added in the opposite order (the solver pivots differently, which shows
  /// in the last bits of its values) give the same frames, bit for bit, every one canonical.
  @Test(arguments: [CGFloat(2), 3])
  func constraintOrderDoesNotShowInTheBits(scale: CGFloat) {
    func build(reversed: Bool) -> [CGRect] {
      let root = EngineFixture.hostedRoot(
        width: 331, height: 517, traits: TraitCollection(displayScale: scale))
      var views: [View] = []
      var constraints: [LayoutConstraint] = []
      var previous: View = root
      for index in 0..<7 {
        let view = EngineFixture.constrainedSubview(of: index % 3 == 2 ? previous : root)
        let fraction = CGFloat(index + 2) / 11
        constraints += [
          view.leadingAnchor.constraint(
            equalTo: previous.leadingAnchor, constant: CGFloat(index) * 1.37 + 0.11),
          view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: fraction),
          view.topAnchor.constraint(
            equalTo: index == 0 ? root.topAnchor : previous.bottomAnchor,
            constant: CGFloat(index) / 7),
          view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: fraction / 3),
        ]
        views.append(view)
        previous = view
      }
      LayoutConstraint.activate(reversed ? constraints.reversed() : constraints)
      root.layoutIfNeeded()
      return views.map(\.frame)
    }
    let forward = build(reversed: false)
    let backward = build(reversed: true)
    #expect(forward == backward)
    for frame in forward { #expect(isCanonical(frame, scale: scale), "\(frame)") }
  }

  /// A custom layout guide's frame is canonical in its owner's space too.
  @Test func guideFramesAreCanonical() {
    let root = EngineFixture.hostedRoot(
      width: 320, height: 480, traits: TraitCollection(displayScale: 3))
    let owner = EngineFixture.constrainedSubview(of: root)
    let guide = LayoutGuide()
    owner.addLayoutGuide(guide)
    LayoutConstraint.activate([
      owner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40.1),
      owner.topAnchor.constraint(equalTo: root.topAnchor, constant: 60.4),
      owner.widthAnchor.constraint(equalToConstant: 200),
      owner.heightAnchor.constraint(equalToConstant: 300),
      guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 3.3),
      guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 20),
      guide.widthAnchor.constraint(equalToConstant: 50.4),
      guide.heightAnchor.constraint(equalToConstant: 62.3),
    ])
    root.layoutIfNeeded()
    let frame = guide.layoutFrame
    #expect(frame.height == CGFloat(187) / 3)
    #expect(frame.minY == 20)
    #expect(isCanonical(frame, scale: 3), "\(frame)")
  }
}
