import Foundation
import LayoutEngine
import Testing

/// The layout pass end to end (spec §10a), without a host.
@Suite struct LayoutPassTests {
  @Test func documentationExamplePinsToMargins() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = View()
    root.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 20, width: 359, height: 44))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  /// The Auto Layout Guide's two boxes: 20 from the edges, 8 apart, equal widths; LTR and RTL.
  @Test(arguments: [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func twoBoxesSideBySide(direction: SemanticContentAttribute) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.semanticContentAttribute = direction
    let a = View()
    let b = View()
    for box in [a, b] {
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
    }
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 50),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    if direction == .forceLeftToRight {
      #expect(a.frame == CGRect(x: 20, y: 20, width: 126, height: 50))
      #expect(b.frame == CGRect(x: 154, y: 20, width: 126, height: 50))
    } else {
      #expect(a.frame == CGRect(x: 154, y: 20, width: 126, height: 50))
      #expect(b.frame == CGRect(x: 20, y: 20, width: 126, height: 50))
    }
    #expect(!a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
  }
}

/// §7.3: the constraint broken in a conflict is the one activated last, even when both arrive in
/// the same first layout pass and are installed on different views.
@Suite struct ConflictOrderTests {
  @Test func theLaterActivatedConstraintIsBroken() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let fixed = box.heightAnchor.constraint(equalToConstant: 50)
    let relative = box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      fixed, relative,
    ])
    root.layoutIfNeeded()
    #expect(box.frame.height == 50)
    #expect(root.layoutDiagnostics.count == 1)
    #expect(root.layoutDiagnostics.first?.brokenConstraint === relative)
    #expect(root.layoutDiagnostics.first?.constraints.contains { $0 === fixed } == true)
  }
}

/// Auto Layout Guide: "for location attributes, a vertical attribute cannot be constrained to a
/// horizontal one" — the raw initializer throws, as for any invalid pairing.
@Suite struct AxisPairingTests {
  @Test(arguments: [
    (LayoutConstraint.Attribute.left, LayoutConstraint.Attribute.top),
    (.centerY, .centerX), (.leading, .bottom), (.topMargin, .leftMargin),
  ])
  func locationsOnDifferentAxesAreAnInvalidPairing(
    first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute
  ) {
    let a = View()
    let b = View()
    #expect(throws: LayoutError.invalidPairing(first, second)) {
      _ = try LayoutConstraint(
        item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
        multiplier: 1, constant: 0)
    }
  }
}
