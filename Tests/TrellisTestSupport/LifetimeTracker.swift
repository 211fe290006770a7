import LayoutEngine
import Testing

/// Weak references to everything a piece of work made: after the work lets go of it, every one
/// must be nil. UIKit's ownership (issue 32): a superview owns its subviews, a view the
/// constraints installed on it, a controller its view, a host its root controller; a constraint
/// does not own its items, a subview not its superview, a guide not its view.
@MainActor
public final class LifetimeTracker {
  public init() {}

  private var references: [(name: String, isAlive: () -> Bool)] = []

  public func track(_ object: AnyObject, _ name: String) {
    weak let reference = object
    references.append((name, { reference != nil }))
  }

  /// Tracks `view`, its guides, the constraints installed on it and its subtree.
  public func track(tree view: View, _ name: String) {
    track(view, name)
    for (index, guide) in view.layoutGuides.enumerated() {
      track(guide, "\(name).layoutGuides[\(index)]")
    }
    for (index, constraint) in view.constraints.enumerated() {
      track(constraint, "\(name).constraints[\(index)]")
    }
    for (index, subview) in view.subviews.enumerated() {
      track(tree: subview, "\(name).subviews[\(index)]")
    }
  }

  public var alive: [String] { references.filter { $0.isAlive() }.map(\.name) }
  public var count: Int { references.count }
}

/// Runs `work`, which tracks what it makes, and expects every tracked object to be freed once
/// `work` has returned (nothing else holds them).
@MainActor
public func expectFreed(
  _ what: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation,
  _ work: (LifetimeTracker) -> Void
) {
  let tracker = LifetimeTracker()
  work(tracker)
  #expect(tracker.count > 0, "nothing was tracked", sourceLocation: sourceLocation)
  let alive = tracker.alive
  #expect(
    alive.isEmpty,
    "\(what): \(alive.count) of \(tracker.count) objects still alive: \(alive.prefix(8))",
    sourceLocation: sourceLocation)
}
