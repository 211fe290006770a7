import Foundation
import Testing

@testable import LayoutEngine

/// A size the constraints make negative is shown as zero, and the views inside such a view are
/// squeezed to zero at its origin in that axis (UIKitBehavior.md §15, "Negative sizes";
/// Decisions.md, "Negative solved sizes"). UIKit's evidence: miguel-wooliex/SnapshotTestingDemo's
/// `testItemViewRecursiveDescription.1.txt` shows a stack pinned 24 points inside a view never
/// sized at (24, 24; 0 × 0) and every view inside it at (0, 0; 0 × 0); and UIKit reports a conflict
/// for views inset in a container too narrow for the insets, though no constraint gives them a size
/// (SnapKit/SnapKit#462, the image and label inset in a 20-point-wide view: its engine keeps sizes
/// at zero or more).
@Suite struct NegativeSizeTests {
  /// A `size`-sized root (its size from its frame) holding a box pinned `inset` inside every edge,
  /// holding a child pinned to the box's top and leading edges, 10 × 10.
  private func insetBox(size: CGSize, inset: CGFloat) -> (root: View, box: View, child: View) {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.hostSafeAreaInsets = .zero
    root.hostTraitCollection = TraitCollection(displayScale: 2)
    let box = EngineFixture.constrainedSubview(of: root)
    let child = EngineFixture.constrainedSubview(of: box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
      child.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, box, child)
  }

  @Test func aViewInsetInAZeroSizeViewIsShownAtZeroSizeWhereItsLeadingEdgeIs() {
    let (_, box, _) = insetBox(size: .zero, inset: 24)
    #expect(box.frame == CGRect(x: 24, y: 24, width: 0, height: 0))
    #expect(box.bounds.size == .zero)
  }

  @Test func theViewsInsideAViewWithoutAreaAreSqueezedToZeroAtItsOrigin() {
    let (_, _, child) = insetBox(size: .zero, inset: 24)
    #expect(child.frame == .zero)
  }

  @Test func onlyTheAxisWithoutAreaIsSqueezed() {
    let (_, box, child) = insetBox(size: CGSize(width: 100, height: 20), inset: 24)
    #expect(box.frame == CGRect(x: 24, y: 24, width: 52, height: 0))
    #expect(child.frame == CGRect(x: 5, y: 0, width: 10, height: 0))
  }

  @Test func aViewGivenAreaAgainLaysItsViewsOutFromTheConstraints() {
    let (root, box, child) = insetBox(size: .zero, inset: 24)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 24, y: 24, width: 52, height: 52))
    #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    root.frame = .zero
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 24, y: 24, width: 0, height: 0))
    #expect(child.frame == .zero)
  }

  @Test func aZeroSizeIsNotAnAreaLess() {
    // Zero is a size, not a negative one: what is inside keeps its frames (and overflows).
    let (_, box, child) = insetBox(size: CGSize(width: 48, height: 48), inset: 24)
    #expect(box.frame == CGRect(x: 24, y: 24, width: 0, height: 0))
    #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test func aGuideKeepsTheSolutionsSize() {
    let root = View(frame: .zero)
    root.hostSafeAreaInsets = .zero
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame.size.width == -20)
  }
}
