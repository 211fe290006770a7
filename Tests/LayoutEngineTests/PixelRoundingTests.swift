import Foundation
import Testing

@testable import LayoutEngine

/// Frames are rounded to the pixel grid of the host's display scale (spec §7.7, §10a step 5): edges
/// land on multiples of 1/scale; with no scale (an unhosted tree) frames are the exact solution.
@Suite struct PixelRoundingTests {
  /// Three equal views side by side filling a `width`-wide root.
  private func thirds(width: CGFloat, scale: CGFloat?) -> [CGRect] {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 50))
    if let scale {
      root.hostSafeAreaInsets = .zero
      root.hostTraitCollection = TraitCollection(displayScale: scale)
    }
    let views = (0..<3).map { _ in EngineFixture.constrainedSubview(of: root) }
    LayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
      views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ])
    for view in views {
      LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    root.layoutIfNeeded()
    return views.map(\.frame)
  }

  @Test func unscaledFramesAreExact() {
    let frames = thirds(width: 100, scale: nil)
    let third = CGFloat(100) / 3
    #expect(frames[0].isClose(to: CGRect(x: 0, y: 0, width: third, height: 10)))
    #expect(frames[1].isClose(to: CGRect(x: third, y: 0, width: third, height: 10)))
    #expect(frames[2].isClose(to: CGRect(x: 2 * third, y: 0, width: third, height: 10)))
  }

  @Test func edgesSnapToHalfPointsAtScale2() {
    // 33.33… → 33.5 and 66.66… → 66.5: the edges move to the 0.5-pt grid, so widths differ.
    let frames = thirds(width: 100, scale: 2)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 33.5, height: 10))
    #expect(frames[1] == CGRect(x: 33.5, y: 0, width: 33, height: 10))
    #expect(frames[2] == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
  }

  @Test func edgesSnapToThirdsAtScale3() {
    let frames = thirds(width: 100, scale: 3)
    for frame in frames {
      #expect((frame.minX * 3).rounded() == frame.minX * 3)
      #expect((frame.maxX * 3).rounded() == frame.maxX * 3)
    }
    #expect(frames[2].maxX == 100)
    #expect(frames[1].minX == CGFloat(100) / 3)
  }

  @Test(arguments: [
    (CGFloat(2), CGRect(x: 10.5, y: 7, width: 20, height: 5.5)),
    (CGFloat(3), CGRect(x: 31.0 / 3, y: 7, width: 61.0 / 3, height: 16.0 / 3)),
  ])
  func aFractionalFrameSnapsToThePixelGrid(scale: CGFloat, expected: CGRect) {
    // x 10.3 … 30.7, y 7 … 12.4: at @2x the edges go to 10.5 … 30.5 and 7 … 12.5; at @3x to
    // 31/3 … 92/3 and 21/3 … 37/3.
    let root = EngineFixture.hostedRoot(
      width: 100, height: 100, traits: TraitCollection(displayScale: scale))
    let view = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
      view.widthAnchor.constraint(equalToConstant: 20.4),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
      view.heightAnchor.constraint(equalToConstant: 5.4),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.isClose(to: expected, tolerance: 1e-9))
  }

  @Test func nestedFramesRoundInRootCoordinates() {
    // A child's edges are on the grid in the root's space, whatever its superview's offset.
    let root = EngineFixture.hostedRoot(
      width: 100, height: 100, traits: TraitCollection(displayScale: 2))
    let parent = EngineFixture.constrainedSubview(of: root)
    let child = EngineFixture.constrainedSubview(of: parent)
    LayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
      parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 50),
      parent.heightAnchor.constraint(equalToConstant: 50),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10.2),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // parent edge 10.2 → 10; child edge 20.4 → 20.5, i.e. 10.5 inside the parent.
    #expect(parent.frame.minX == 10)
    #expect(child.convert(CGPoint.zero, to: root).x == 20.5)
    #expect(child.frame.minX == 10.5)
  }

  @Test func layoutGuidesRoundToo() {
    let root = EngineFixture.hostedRoot(
      width: 100, height: 100, traits: TraitCollection(displayScale: 2))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
      guide.widthAnchor.constraint(equalToConstant: 20.4),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10.5, y: 0, width: 20, height: 10))
  }

  /// §7.7: a coordinate exactly on a half pixel rounds away from zero, and solver noise in the last
  /// bits (which depends on the pivots taken) does not tip it the other way.
  @Test(arguments: [-1e-12, 0, 1e-12])
  func halfPixelTiesIgnoreSolverNoise(noise: Double) {
    #expect(roundToPixels(155.5 + noise, scale: 3) == 467.0 / 3)
    #expect(roundToPixels(173.5 + noise, scale: 3) == 521.0 / 3)
    #expect(roundToPixels(10.25 + noise, scale: 2) == 10.5)
    #expect(roundToPixels(155.4 + noise, scale: 3) == 466.0 / 3)
  }

  /// The frame pass rounds in integers instead of calling `rounded()` twice; it must agree with
  /// the plain definition everywhere: ties (away from zero), negative values, huge values.
  @Test func theIntegerRoundingAgreesWithThePlainDefinition() {
    func reference(_ value: Double, _ scale: Double) -> Double {
      ((value * scale * 1_048_576).rounded() / 1_048_576).rounded() / scale
    }
    var values: [Double] = [
      0, -0.0, 0.25, -0.25, 0.5, -0.5, 1.5, -1.5, 173.5, 155.5, -155.5, 10.25, 0x1p40, -0x1p40,
      1e300, -1e300, .infinity, -.infinity, .leastNonzeroMagnitude, 0.5 / 1_048_576,
      -0.5 / 1_048_576, 1.5 / 1_048_576, 0.49999999999999994 / 1_048_576,
      (1_000_000.5).nextDown / 1_048_576, (1_000_000.5).nextUp / 1_048_576,
    ]
    // Spread without a random generator: a golden-ratio sequence in [0, 1) and multiples of primes.
    for i in 0..<20_000 {
      let spread = (Double(i) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)
      let whole = Double(i * 7_919 % 100_001 - 50_000)
      values.append(whole + Double(i % 18) / 18)  // halves, thirds and their ties at every scale
      values.append(whole + 2 * spread - 1)
      values.append((2 * spread - 1) * 1e9)
      // Just below and above a tie of the 2⁻²⁰ grid.
      let tie = Double(i * 400_009 % 8_000_000_001 - 4_000_000_000) + 0.5
      values.append(tie.nextDown / 1_048_576)
      values.append(tie.nextUp / 1_048_576)
    }
    for scale in [1.0, 2, 3] {
      for value in values {
        let expected = reference(value, scale)
        let actual = Double(roundToPixels(value, scale: CGFloat(scale)))
        #expect(
          actual == expected && actual.sign == expected.sign || (actual.isNaN && expected.isNaN),
          "\(value) at @\(scale)x: \(actual) vs \(expected)")
      }
    }
  }

}
