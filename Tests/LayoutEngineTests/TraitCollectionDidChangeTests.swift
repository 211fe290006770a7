import Foundation
import LayoutEngine
import Testing

/// `traitCollectionDidChange(_:)` on views: delivered top-down when the root's traits change, and
/// when a view moves into a laid-out tree with other traits; never for the first traits.
@Suite struct TraitCollectionDidChangeTests {
  final class Recorder: View {
    var changes: [TraitCollection?] = []
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      changes.append(previousTraitCollection)
      log(accessibilityIdentifier ?? "?")
    }
  }

  @Test func firstTraitsAreNotAnnounced() {
    let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.hostTraitCollection = TraitCollection(displayScale: 2)
    root.layoutIfNeeded()
    #expect(root.changes.isEmpty)
  }

  @Test func aTraitChangeReachesEveryViewTopDownWithThePreviousTraits() {
    var order: [String] = []
    let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Recorder()
    let grandchild = Recorder()
    for (view, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
      view.accessibilityIdentifier = name
      view.log = { order.append($0) }
    }
    root.addSubview(child)
    child.addSubview(grandchild)
    let before = TraitCollection(displayScale: 2)
    root.hostTraitCollection = before
    root.layoutIfNeeded()
    var after = before
    after.preferredContentSizeCategory = .accessibilityLarge
    root.hostTraitCollection = after
    #expect(order.isEmpty, "delivered at the next layout pass, not when set")
    root.layoutIfNeeded()
    #expect(order == ["root", "child", "grandchild"])
    #expect(grandchild.changes == [before])
    #expect(grandchild.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    root.layoutIfNeeded()
    #expect(order.count == 3, "no change, no call")
  }

  @Test func movingIntoATreeWithOtherTraitsAnnouncesThem() {
    let small = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    small.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .small)
    let view = Recorder()
    small.addSubview(view)
    small.layoutIfNeeded()
    let large = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    large.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraLarge)
    large.layoutIfNeeded()
    large.addSubview(view)
    #expect(view.changes.count == 1)
    #expect(view.changes.first??.preferredContentSizeCategory == .small)
  }

  @Test func aNewViewAddedToALaidOutTreeHearsNothing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.hostTraitCollection = TraitCollection(displayScale: 3)
    root.layoutIfNeeded()
    let view = Recorder()
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.changes.isEmpty)
  }
}
