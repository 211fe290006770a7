import Foundation
import LayoutEngine
import Testing

/// A view of odd size, to exercise fractional solutions.
private final class Chip: View {
  var natural = CGSize(width: 37, height: 17)
  override var intrinsicContentSize: CGSize { natural }
}

/// Same input, same frames, bit for bit (Architecture.md, "Conventions": identity and determinism).
@Suite struct DeterminismTests {
  /// A tree mixing margins, safe area, intrinsic sizes, multipliers, optional constraints and an
  /// ambiguous pair, built from scratch each time.
  private func build(scale: CGFloat, ambiguous: Bool = true) -> View {
    let root = EngineFixture.hostedRoot(
      width: 393, height: 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      traits: TraitCollection(displayScale: scale))
    let header = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 7),
    ])
    var previous: View?
    for index in 0..<5 {
      let chip = Chip()
      chip.natural = CGSize(width: 31 + CGFloat(index) * 7.3, height: 17)
      chip.translatesAutoresizingMaskIntoConstraints = false
      if !ambiguous {
        chip.setContentHuggingPriority(LayoutPriority(Float(251 + index)), for: .horizontal)
      }
      header.addSubview(chip)
      let leading =
        previous.map { chip.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 5.5) }
        ?? chip.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor)
      LayoutConstraint.activate([
        leading, chip.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      ])
      previous = chip
    }
    if let previous {
      // With equal hugging along the row the layout is ambiguous, but it must still land the same
      // way every time.
      previous.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor)
        .isActive = true
    }
    let body = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      body.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 1),
      body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      body.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2.0 / 3),
      body.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return root
  }

  private func frames(of view: View) -> [[UInt64]] {
    var result: [[UInt64]] = []
    func visit(_ view: View) {
      let f = view.frame
      result.append([f.minX, f.minY, f.width, f.height].map { Double($0).bitPattern })
      view.subviews.forEach(visit)
    }
    visit(view)
    return result
  }

  @Test(arguments: [CGFloat(0), 2, 3])
  func sameTreeBuiltTwiceGivesBitIdenticalFrames(scale: CGFloat) {
    let first = build(scale: scale)
    let second = build(scale: scale)
    #expect(frames(of: first) == frames(of: second))
    #expect(first.dump() == second.dump())
  }

  @Test func relayingOutAfterARoundTripRestoresTheFrames() {
    // An unambiguous layout has one solution, whatever the solver went through before.
    let root = build(scale: 3, ambiguous: false)
    let before = frames(of: root)
    root.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    root.layoutIfNeeded()
    #expect(frames(of: root) == before)
  }
}
