import Foundation

/// An object with traits that it hears change of: UIKit's `UITraitEnvironment` (views and view
/// controllers).
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
  var traitCollection: TraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

/// What ``TraitChangeObservable/registerForTraitChanges(_:handler:)`` returns, to unregister
/// with: UIKit's `UITraitChangeRegistration`.
@preconcurrency @MainActor
public protocol TraitChangeRegistration: AnyObject {}

/// An object that calls handlers when some of its traits change: UIKit's iOS 17
/// `UITraitChangeObservable`.
///
/// ```swift
/// registerForTraitChanges([TraitPreferredContentSizeCategory.self]) { (self: Self, _) in
///   self.updateFonts()
/// }
/// ```
///
/// A handler is called after `traitCollectionDidChange(_:)`, with the object and its previous
/// traits, whenever one of the traits it names differs from those the object last had — not for
/// traits an object first gets when they are the host's (UIKit predicts them, iOS 13), and again
/// when an override or the host changes them. The object keeps its handlers: one that captures
/// the object strongly keeps it alive; use the object the handler receives.
@preconcurrency @MainActor
public protocol TraitChangeObservable: TraitEnvironment {
  @discardableResult
  func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration
  func unregisterForTraitChanges(_ registration: any TraitChangeRegistration)
}

/// The trait change handlers of one view or view controller.
package struct TraitChangeRegistry {
  private final class Registration: TraitChangeRegistration {
    let traits: [Trait]
    let handler: (AnyObject, TraitCollection) -> Void
    init(traits: [Trait], handler: @escaping (AnyObject, TraitCollection) -> Void) {
      self.traits = traits
      self.handler = handler
    }
  }

  private var registrations: [Registration] = []

  package init() {}

  package mutating func register<Environment: TraitEnvironment>(
    _ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    let registration = Registration(traits: traits) { object, previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
    registrations.append(registration)
    return registration
  }

  package mutating func unregister(_ registration: any TraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// Calls, in the order they were registered, the handlers of `object` that name a trait that
  /// differs between `previous` and `current`.
  package func notify(
    _ object: AnyObject, from previous: TraitCollection, to current: TraitCollection
  ) {
    for registration in registrations
    where current.differs(in: registration.traits, from: previous) {
      registration.handler(object, previous)
    }
  }
}

/// A view's trait overrides and trait change handlers, allocated for the few views that have any.
final class ViewTraitStorage {
  /// ``View/traitOverrides``.
  var overrides = TraitOverrides()
  /// Those of the view controller whose root view this is (its own and its parent's for it).
  var controllerOverrides = TraitOverrides()
  var registry = TraitChangeRegistry()
  /// The controller's overrides, then the view's own; nil when none is set.
  private(set) var effectiveOverrides: TraitOverrides?
  /// Their layout direction, nil when they do not set one (read for every constraint lowered).
  private(set) var layoutDirection: UserInterfaceLayoutDirection?

  func overridesDidChange() {
    let merged = controllerOverrides.merged(with: overrides)
    effectiveOverrides = merged.isEmpty ? nil : merged
    layoutDirection = merged.overriddenLayoutDirection
    View.traitGeneration &+= 1
  }
}

extension View: TraitChangeObservable {
  /// The traits inherited from the host through the superview chain, with the overrides of the
  /// views (``traitOverrides``) and view controllers along it.
  ///
  /// Remembered, in a tree with a host, until the trait generation moves (a superview, an
  /// override or the host's traits changed): the walk to the root was read for every label's
  /// font and every pixel rounding (issue 30).
  public var traitCollection: TraitCollection {
    if let cached = cachedTraitCollection, cached.generation == View.traitGeneration {
      return cached.traits
    }
    let (traits, isHosted) = walkedTraitCollection
    if isHosted { cachedTraitCollection = (View.traitGeneration, traits) }
    return traits
  }

  /// ``traitCollection`` read up the superview chain, without the cache, and whether the chain
  /// ends at a host (outside one, the traits follow ``screenScale``, which moves no generation).
  var walkedTraitCollection: (traits: TraitCollection, isHosted: Bool) {
    // Most trees have no overrides: one walk to the root, and the host's traits as they are.
    var top = self
    var overridden = traitStorage?.effectiveOverrides != nil
    while let parent = top.superview {
      top = parent
      if !overridden && parent.traitStorage?.effectiveOverrides != nil { overridden = true }
    }
    let hostTraits = top.hostTraitCollection
    let host = hostTraits ?? TraitCollection(displayScale: View.screenScale ?? 0)
    return (overridden ? traits(appliedTo: host) : host, hostTraits != nil)
  }

  /// The scale of the screen a host is laying out for (ViewHost binds it while its layout pass
  /// runs the app's code), nil otherwise. A view outside any host takes it as its traits'
  /// `displayScale`: UIKit rounds a label sized to fit in `viewDidLoad()`, before it has a
  /// superview, up to the pixels of the screen (UIKitBehavior.md §15, "sizeToFit() before
  /// hosting"; Decisions.md, "The scale of a view outside a host"). Outside a host's layout, a view
  /// outside any host has scale 0 and its sizes are not rounded.
  @TaskLocal package static var screenScale: CGFloat?

  /// `host` with the overrides from the root down to this view applied.
  private func traits(appliedTo host: TraitCollection) -> TraitCollection {
    let inherited = superview?.traits(appliedTo: host) ?? host
    guard let overrides = traitStorage?.effectiveOverrides else { return inherited }
    return overrides.applied(to: inherited)
  }

  /// Traits set for this view and its subtree over the inherited ones: UIKit's iOS 17
  /// `traitOverrides`. The next layout uses them, and the views whose traits change hear of it
  /// (`traitCollectionDidChange(_:)` and the handlers they registered) before it.
  public var traitOverrides: TraitOverrides {
    get { traitStorage?.overrides ?? TraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      ensuredTraitStorage().overrides = newValue
      traitOverridesDidChange()
    }
  }

  /// The overrides of the view controller whose root view this is: its own `traitOverrides` and
  /// what its parent overrides for it. Set by ViewHost.
  package var viewControllerTraitOverrides: TraitOverrides {
    get { traitStorage?.controllerOverrides ?? TraitOverrides() }
    set {
      guard newValue != viewControllerTraitOverrides else { return }
      ensuredTraitStorage().controllerOverrides = newValue
      traitOverridesDidChange()
    }
  }

  @discardableResult
  public func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    ensuredTraitStorage().registry.register(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
    traitStorage?.registry.unregister(registration)
  }

  private func ensuredTraitStorage() -> ViewTraitStorage {
    if let traitStorage { return traitStorage }
    let storage = ViewTraitStorage()
    traitStorage = storage
    return storage
  }

  private func traitOverridesDidChange() {
    traitStorage?.overridesDidChange()
    setNeedsTraitDelivery()
    // The layout direction and the scale reach constraints and frames across the subtree.
    setNeedsEngineSync()
  }

  /// Tells the views of this view's tree whose traits changed now, rather than before the next
  /// layout: UIKit's iOS 17 `updateTraitsIfNeeded()` (the callbacks run synchronously).
  public func updateTraitsIfNeeded() {
    root.engine?.deliverTraitsIfChanged()
  }

  /// Asks the tree's engine to compare every view's traits with those it last heard of, before
  /// the next layout.
  func setNeedsTraitDelivery() {
    guard let engine = root.engine else { return }
    engine.needsTraitDelivery = true
    engine.needsPass = true
  }

  /// ``traitCollection``'s layout direction without making the collection (the engine reads it
  /// for every constraint it lowers): the nearest override up the chain, else the host's.
  ///
  /// Remembered until ``traitGeneration`` moves: the walk cost a debug build 3 % of a
  /// checked cell layout (issue 30), read for each of the constraints a pass lowers.
  var traitLayoutDirection: UserInterfaceLayoutDirection {
    if let cached = cachedTraitLayoutDirection, cached.generation == View.traitGeneration {
      return cached.direction
    }
    let direction = walkedTraitLayoutDirection
    cachedTraitLayoutDirection = (View.traitGeneration, direction)
    return direction
  }

  /// ``traitLayoutDirection`` read up the superview chain, without the cache.
  var walkedTraitLayoutDirection: UserInterfaceLayoutDirection {
    var view = self
    while true {
      if let direction = view.overriddenLayoutDirection { return direction }
      guard let parent = view.superview else { return view.hostLayoutDirection }
      view = parent
    }
  }

  /// Moves with every change that can change some view's ``traitCollection`` or
  /// ``traitLayoutDirection``: a superview set or cleared, an override set or removed, a host's
  /// traits changed.
  static var traitGeneration: UInt64 = 0

  /// The layout direction this view's own overrides set, nil when it inherits it.
  var overriddenLayoutDirection: UserInterfaceLayoutDirection? { traitStorage?.layoutDirection }

  /// Top-down through this subtree: computes each view's traits from `inherited` (its superview's)
  /// and tells each view whose traits differ from those it last heard of
  /// (`traitCollectionDidChange(_:)`, then its handlers). A view that never heard of any traits
  /// compares with `baseline`, the host's — the traits UIKit predicts for a new view (iOS 13) —
  /// so a view that first gets the host's traits hears nothing, and one that an override gives
  /// other traits hears of the change.
  func deliverTraits(inherited: TraitCollection, baseline: TraitCollection) {
    let traits = traitStorage?.effectiveOverrides?.applied(to: inherited) ?? inherited
    let previous = deliveredTraits ?? baseline
    deliveredTraits = traits
    if previous != traits {
      traitCollectionDidChange(previous)
      traitStorage?.registry.notify(self, from: previous, to: traits)
    }
    // A callback may have changed the subviews or the overrides: read them afterwards.
    let current = traitStorage?.effectiveOverrides?.applied(to: inherited) ?? inherited
    for subview in subviews { subview.deliverTraits(inherited: current, baseline: baseline) }
  }
}
