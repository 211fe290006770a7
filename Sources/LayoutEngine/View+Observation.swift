import Foundation
import Observation

// UIKit's automatic observation tracking (iOS 26; iOS 18 behind `UIObservationTrackingEnabled`):
// `@Observable` properties read in `updateProperties()`, in `layoutSubviews()` or in a view
// controller's `viewWillLayoutSubviews()` are remembered, and a change to one of them invalidates
// what read it — the properties of that view, or its layout — so the next `layoutIfNeeded()` runs
// that method again, and only that one. Apple: "Updating views automatically with observation
// tracking in UIKit"; the order (traits, then properties, then layout) is WWDC25's "What's new in
// UIKit" (Documentation/UIKitBehavior.md, "Observation tracking").

extension View {
  /// Asks for ``updateProperties()`` in the next layout pass, without invalidating the layout.
  /// Several requests before that pass make one call.
  public func setNeedsUpdateProperties() {
    needsUpdateProperties = true
    schedulePropertiesUpdate()
  }

  /// Runs the properties updates due in this view's subtree now, top-down: each flagged view's
  /// ``updateProperties()`` (after its view controller's, for a root view).
  public func updatePropertiesIfNeeded() {
    View.deliverPendingInvalidations()
    updatePropertiesInTree()
  }

  /// Tells the tree's engine that this view has a properties update due (its own, or its view
  /// controller's): the next pass visits it.
  package func schedulePropertiesUpdate() {
    guard let engine = root.engine else { return }
    engine.propertiesQueue.append(self)
    engine.needsPass = true
  }

  /// Top-down: the properties updates due in this subtree.
  func updatePropertiesInTree() {
    updateOwnPropertiesIfNeeded()
    for subview in subviews { subview.updatePropertiesInTree() }
  }

  /// This view's properties update, if due: its view controller's first (the delegate checks its
  /// own flag), then its module's own update (a cell's configuration, ``PropertiesPhaseUpdating``),
  /// then its own, each tracking what it reads.
  func updateOwnPropertiesIfNeeded() {
    if hasLayoutDelegate { layoutDelegate?.viewWillUpdateProperties() }
    if updatesInPropertiesPhase, let updating = self as? any PropertiesPhaseUpdating {
      updating.updateInPropertiesPhase()
    }
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    // A plain `View` does not override `updateProperties()`: nothing to call or track.
    guard type(of: self) != View.self else { return }
    View.trackingObservations(
      { updateProperties() }, invalidate: { [weak self] in self?.setNeedsUpdateProperties() })
  }

  /// Runs `body`, and calls `invalidate` once, on the main actor, before the next layout pass of
  /// any tree, when an `@Observable` property that `body` read changes. Observation's `onChange`
  /// runs in the property's `willSet`, on whatever thread changed it (not necessarily the main
  /// actor's, which need not be the main thread: Swift Testing on Linux runs it elsewhere), so it
  /// only records the invalidation; ``Engine/layoutIfNeeded()`` delivers what was recorded first.
  /// After that the reads are forgotten: the next call of `body` records them again.
  ///
  /// `invalidate` is held by the observed objects until then, so it must not hold a view strongly
  /// (capture `[weak self]`).
  package static func trackingObservations(
    _ body: () -> Void, invalidate: @escaping @MainActor () -> Void
  ) {
    let invalidation = MainActorAction(invalidate)
    withObservationTracking(body) { PendingInvalidations.shared.append(invalidation) }
  }

  /// Delivers the invalidations recorded since the last call (see ``trackingObservations``).
  static func deliverPendingInvalidations() {
    for invalidation in PendingInvalidations.shared.take() { invalidation.run() }
  }
}

/// Tracks the reads of repeated runs of one update, of which only the latest counts: a change to
/// what an earlier run read, and the latest no longer reads, is ignored. Components' cells and
/// buttons keep one for their configuration updates.
package final class LatestObservedRun {
  private var latest = 0

  package init() {}

  /// Runs `body`, tracking what it reads (``View/trackingObservations(_:invalidate:)``), and
  /// calls `invalidate` when a value it read changes — unless another run has started since.
  /// `invalidate` must not hold a view strongly (capture `[weak self]`).
  package func track(_ body: () -> Void, invalidate: @escaping @MainActor () -> Void) {
    latest &+= 1
    let run = latest
    View.trackingObservations(body) { [weak self] in
      guard let self, self.latest == run else { return }
      invalidate()
    }
  }
}

/// A view whose module updates something of its own kind when the layout pass visits the view
/// for its properties, after its view controller's ``View/updateProperties()`` and before its own
/// — Components' cells update their configuration there (UIKit's `updateConfiguration(using:)`).
/// The layout engine knows nothing of what is updated: the view sets
/// ``View/updatesInPropertiesPhase``, asks for a visit with ``View/schedulePropertiesUpdate()``
/// (a new view is visited at the first pass that sees it), and tracks its own reads with
/// ``View/trackingObservations(_:invalidate:)``.
package protocol PropertiesPhaseUpdating: View {
  /// Runs the view's own update, if one is due.
  func updateInPropertiesPhase()
}

/// A main-actor closure carried through Observation's `@Sendable` `onChange`: safe to send, since
/// it is only ever called on the main actor.
nonisolated final class MainActorAction: @unchecked Sendable {
  private let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  @MainActor func run() { action() }
}

/// The invalidations observed since the last layout, from any thread.
nonisolated final class PendingInvalidations: @unchecked Sendable {
  static let shared = PendingInvalidations()
  private let lock = NSLock()
  private var actions: [MainActorAction] = []

  func append(_ action: MainActorAction) {
    lock.lock()
    actions.append(action)
    lock.unlock()
  }

  func take() -> [MainActorAction] {
    lock.lock()
    defer { lock.unlock() }
    let taken = actions
    actions = []
    return taken
  }
}
