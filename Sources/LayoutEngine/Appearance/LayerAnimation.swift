import Foundation

/// An animation of a layer's property: Core Animation's `CAAnimation` family (`CABasicAnimation`,
/// `CAKeyframeAnimation`, `CAAnimationGroup`, `CASpringAnimation`), stored as set.
///
/// A layout test looks at where things end up, so an animation added with
/// ``Layer/add(_:forKey:)`` ends as soon as it is added: its delegate hears it start and stop
/// (finished), and the layer shows its model values — what Core Animation shows once an animation
/// is over. An animation never changes a frame or any other property (Documentation/Decisions.md,
/// "Layer animations").
open class LayerAnimation {
  /// How long the animation would run, in seconds (default 0: Core Animation's 0.25).
  public var duration: TimeInterval = 0
  /// When it would begin (default 0: at once).
  public var beginTime: TimeInterval = 0
  /// How many times it would repeat (default 0: once).
  public var repeatCount: Float = 0
  /// Whether it would play backwards after forwards (default false).
  public var autoreverses = false
  /// The speed of time for it (default 1).
  public var speed: Float = 1
  /// Whether it leaves the layer when it ends (default true); a false one stays listed in
  /// ``Layer/animationKeys()``.
  public var isRemovedOnCompletion = true
  /// What it shows outside its active time (default ``MediaTimingFillMode/removed``). Stored.
  public var fillMode: MediaTimingFillMode = .removed
  /// Its pacing. Stored.
  public var timingFunction: MediaTimingFunction?
  /// Told when the animation starts and stops. Held strongly, as Core Animation does.
  public var delegate: (any LayerAnimationDelegate)?

  public required init() {}
}

/// An animation of one property, named by its key path (`"opacity"`, `"transform.scale"`).
open class PropertyAnimation: LayerAnimation {
  public var keyPath: String?
  public var isAdditive = false
  public var isCumulative = false
  public required init() { super.init() }
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// From one value to another: Core Animation's `CABasicAnimation`.
open class BasicAnimation: PropertyAnimation {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?
  public required init() { super.init() }
}

/// A spring: Core Animation's `CASpringAnimation`.
open class SpringAnimation: BasicAnimation {
  public var mass: CGFloat = 1
  public var stiffness: CGFloat = 100
  public var damping: CGFloat = 10
  public var initialVelocity: CGFloat = 0
  public required init() { super.init() }
}

/// Through several values: Core Animation's `CAKeyframeAnimation`.
open class KeyframeAnimation: PropertyAnimation {
  public var values: [Any]?
  public var keyTimes: [NSNumber]?
  public var timingFunctions: [MediaTimingFunction]?
  public required init() { super.init() }
}

/// Several animations together: Core Animation's `CAAnimationGroup`.
open class AnimationGroup: LayerAnimation {
  public var animations: [LayerAnimation]?
  public required init() { super.init() }
}

/// Told when an animation starts and stops: Core Animation's `CAAnimationDelegate`.
@preconcurrency @MainActor
public protocol LayerAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: LayerAnimation)
  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
  public func animationDidStart(_ anim: LayerAnimation) {}
  public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}

/// Core Animation's `CAMediaTimingFunction`: stored.
nonisolated public struct MediaTimingFunction: Hashable, Sendable {
  public let name: Name
  public init(name: Name) { self.name = name }
  /// `CAMediaTimingFunctionName`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Name(rawValue: "linear")
    public static let easeIn = Name(rawValue: "easeIn")
    public static let easeOut = Name(rawValue: "easeOut")
    public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
    public static let `default` = Name(rawValue: "default")
  }
}

/// Core Animation's `CAMediaTimingFillMode`.
nonisolated public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  public static let both = MediaTimingFillMode(rawValue: "both")
  public static let removed = MediaTimingFillMode(rawValue: "removed")
}

extension Layer {
  /// Adds `animation` — which ends at once (see ``LayerAnimation``): the delegate hears it start
  /// and stop, finished; it stays listed under `key` only if it is not removed on completion.
  /// Changes no property of the layer.
  public func add(_ animation: LayerAnimation, forKey key: String?) {
    let key = key ?? ""
    storedAnimations.removeAll { $0.key == key && !key.isEmpty }
    animation.delegate?.animationDidStart(animation)
    if !animation.isRemovedOnCompletion { storedAnimations.append((key, animation)) }
    animation.delegate?.animationDidStop(animation, finished: true)
  }

  /// The animation kept under `key`, if any.
  public func animation(forKey key: String) -> LayerAnimation? {
    storedAnimations.last { $0.key == key }?.animation
  }

  /// The keys of the animations kept (those not removed on completion); nil when none.
  public func animationKeys() -> [String]? {
    storedAnimations.isEmpty ? nil : storedAnimations.map(\.key)
  }

  /// Removes the animation kept under `key`.
  public func removeAnimation(forKey key: String) { storedAnimations.removeAll { $0.key == key } }

  /// Removes every kept animation.
  public func removeAllAnimations() { storedAnimations = [] }
}
