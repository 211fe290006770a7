import Foundation
import LayoutEngine
import Testing

/// Leading and trailing follow the layout direction of the view a constraint is installed on — the
/// nearest common ancestor of its items (spec §1.2; Auto Layout Guide, "Constraint Attribute
/// Values": "set the semanticContentAttribute property on the view holding the constraint"); left,
/// right, centres and sizes do not flip.
@Suite struct LayoutDirectionTests {
  /// A 300×100 root in `direction`, with a 100×20 child placed by `constraint(child, root)`.
  private func place(
    direction: SemanticContentAttribute,
    _ constraint: (View, View) -> LayoutConstraint
  ) -> CGRect {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute = direction
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      constraint(child, root),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return child.frame
  }

  @Test func leadingIsTheRightEdgeInRightToLeft() {
    let ltr = place(direction: .forceLeftToRight) {
      $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20)
    }
    let rtl = place(direction: .forceRightToLeft) {
      $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20)
    }
    #expect(ltr.minX == 20)
    #expect(rtl.minX == 180)
  }

  @Test func trailingIsTheLeftEdgeInRightToLeft() {
    let rtl = place(direction: .forceRightToLeft) {
      $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -20)
    }
    #expect(rtl.minX == 20)
  }

  @Test func leftRightAndCentreDoNotFlip() {
    for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
      let left = place(direction: direction) {
        $0.leftAnchor.constraint(equalTo: $1.leftAnchor, constant: 20)
      }
      let right = place(direction: direction) {
        $0.rightAnchor.constraint(equalTo: $1.rightAnchor, constant: -30)
      }
      let centre = place(direction: direction) {
        $0.centerXAnchor.constraint(equalTo: $1.centerXAnchor, constant: 10)
      }
      #expect(left.minX == 20)
      #expect(right.minX == 170)
      #expect(centre.minX == 110)
    }
  }

  @Test func rightToLeftTraitsFlipUnspecifiedViews() {
    let root = EngineFixture.hostedRoot(
      width: 300, height: 100, traits: TraitCollection(layoutDirection: .rightToLeft))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 20))
  }

  @Test func theInstallingViewsDirectionDecides() {
    // A right-to-left container inside a left-to-right root: constraints between the container and
    // its subviews are installed on the container and read right to left.
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let container = View(frame: CGRect(x: 50, y: 0, width: 300, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    root.addSubview(container)
    let child = EngineFixture.constrainedSubview(of: container)
    let sibling = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 20),
      sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      sibling.topAnchor.constraint(equalTo: root.topAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 10),
      sibling.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 20))
    #expect(sibling.frame.minX == 20)
  }

  @Test func leadingMarginUsesTheMappedMarginInRightToLeft() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      try LayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 260, height: 20))
  }

  @Test func systemSpacingAfterGoesLeftInRightToLeft() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute = .forceRightToLeft
    let a = EngineFixture.constrainedSubview(of: root)
    let b = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.widthAnchor.constraint(equalToConstant: 50),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 180)
    #expect(b.frame.minX == 122)
  }

  @Test func flippingTheDirectionRelaysOut() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 20)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(child.frame.minX == 180)
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(child.frame.minX == 20)
  }

  @Test func sizesDoNotDependOnDirection() {
    let rtl = place(direction: .forceRightToLeft) {
      $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor)
    }
    #expect(rtl.size == CGSize(width: 100, height: 20))
  }
}
