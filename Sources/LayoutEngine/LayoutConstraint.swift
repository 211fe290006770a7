import ConstraintSolver
import Foundation
import Synchronization

/// A relation between two items' attributes: UIKit's `NSLayoutConstraint`.
///
/// `item1.attribute1 (==|<=|>=) multiplier × item2.attribute2 + constant`, at a priority.
///
/// ```swift
/// let c = try LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal,
///                              toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 8)
/// c.priority = .defaultHigh
/// c.isActive = true
/// ```
///
/// Where UIKit raises an exception, the initializer throws a ``LayoutError``; problems found when the
/// constraint is activated or laid out are recorded as ``LayoutDiagnostic``s on the view tree.
@preconcurrency @MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
  /// The items are not retained, as UIKit's are not (`NSLayoutConstraint` declares `firstItem` and
  /// `secondItem` `assign`): a view that keeps a constraint on itself, or installs one on itself,
  /// makes no cycle. Not `weak`, for the reason given at ``installedView``; ``firstLifetime`` and
  /// ``secondLifetime`` say whether they are still alive. The engine reads them only while the
  /// constraint is installed, when its container's subtree holds them (or while a subtree that left
  /// is kept until the sync that removes its constraints).
  unowned(unsafe) let first: any LayoutItem
  unowned(unsafe) let second: (any LayoutItem)?
  let firstLifetime: ItemLifetime
  let secondLifetime: ItemLifetime?

  /// Whether both items are still alive (UIKit crashes on a constraint whose item is gone; Trellis
  /// reads such a constraint's items as nil, and does not activate it).
  var itemsAreAlive: Bool { firstLifetime.isAlive && secondLifetime?.isAlive != false }

  /// The first item (a ``View`` or ``LayoutGuide``), or nil once it has gone away: the constraint
  /// does not keep it alive.
  public var firstItem: AnyObject? { firstLifetime.isAlive ? first : nil }
  public let firstAttribute: Attribute
  public let relation: Relation
  /// The second item, or nil for a constant size (or once it has gone away: the constraint does not
  /// keep it alive).
  public var secondItem: AnyObject? { secondLifetime?.isAlive == true ? second : nil }
  public let secondAttribute: Attribute
  /// Read-only, as in UIKit.
  public let multiplier: CGFloat

  /// The constant added to the second side. Changing it on an active constraint re-solves only this
  /// constraint at the next layout pass.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if !constant.isFinite {
        let rejected = constant
        constant = oldValue
        record(.nonFiniteValue, "The constant \(rejected) is not finite; the old constant is kept.")
        return
      }
      contentDidChange()
    }
  }

  /// The priority. Between required and optional it may change only while inactive (UIKit raises);
  /// an invalid change is recorded as a diagnostic and the old priority kept.
  public var priority: LayoutPriority {
    didSet {
      guard priority != oldValue else { return }
      if !priority.isValid {
        let rejected = priority
        priority = oldValue
        record(.invalidPriority, LayoutError.invalidPriority(rejected).description)
        return
      }
      if isActive && (priority == .required) != (oldValue == .required) {
        let rejected = priority
        priority = oldValue
        record(
          .requiredPriorityChange,
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority \(rejected) and the existing priority was "
            + "\(oldValue).")
        return
      }
      contentDidChange()
    }
  }

  /// A name shown in descriptions and diagnostics (`'title-leading'`).
  public var identifier: String?

  /// Where the constraint was written, when known (the DSL records it for every constraint).
  public package(set) var sourceLocation: SourceLocation?

  /// What made the constraint: user code, or the engine on behalf of a view (autoresizing mask,
  /// intrinsic size, guides, the host).
  package let origin: Origin

  /// The view the constraint is installed on (the nearest common ancestor of its items), while active.
  ///
  /// Not `weak`: a weak reference gives its target a side table, which makes every retain and
  /// release of the view take the slow path. The view keeps the constraint in its ``View/constraints``
  /// exactly while this points to it, and clears it when it goes away (see `View.deinit`).
  public internal(set) unowned(unsafe) var installedView: View?

  /// Bumped whenever something that changes the lowered form changes, so the engine replaces it.
  var version = 0

  /// When the constraint was last activated, process-wide: the engine adds user constraints in this
  /// order, so a conflict breaks the one activated last (spec §7.3).
  var activationOrder = 0

  /// Where the constraint was last seen in its view's ``View/constraints`` (checked before use):
  /// deactivating one of thousands of constraints on a view finds it without a search.
  var installedPosition = 0

  /// Not isolated: nothing to clean up, and an isolated deinit checks the executor every time
  /// (these are made and dropped by the thousand).
  nonisolated deinit {}

  /// Creates a constraint, checking it as UIKit does.
  public convenience init(
    item view1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: (any LayoutItem)?, attribute attr2: Attribute, multiplier: CGFloat,
    constant c: CGFloat
  ) throws(LayoutError) {
    try Self.validate(attr1, view2, attr2, multiplier: multiplier, constant: c)
    self.init(
      unchecked: view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: c,
      origin: .user)
  }

  /// Creates a constraint without UIKit's checks (anchors are checked by their types; generated
  /// constraints may relate a location to a size, as UIKit's autoresizing constraints do).
  package init(
    unchecked first: any LayoutItem, _ firstAttribute: Attribute, _ relation: Relation,
    _ second: (any LayoutItem)?, _ secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat, priority: LayoutPriority = .required, origin: Origin = .user
  ) {
    self.first = first
    self.firstLifetime = ItemLifetime.of(first)
    self.secondLifetime = second.map(ItemLifetime.of)
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.origin = origin
  }

  /// UIKit's checks on the raw initializer (spec §7.2).
  static func validate(
    _ attr1: Attribute, _ view2: (any LayoutItem)?, _ attr2: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) throws(LayoutError) {
    guard attr1 != .notAnAttribute else { throw .missingFirstAttribute }
    guard constant.isFinite else { throw .nonFiniteConstant(Double(constant)) }
    guard multiplier.isFinite else { throw .nonFiniteMultiplier(Double(multiplier)) }
    if attr1.isLocation && (view2 == nil || attr2 == .notAnAttribute || multiplier == 0) {
      throw .locationEqualToConstant(attr1)
    }
    if view2 != nil && attr2 == .notAnAttribute { throw .invalidPairing(attr1, attr2) }
    if view2 == nil && attr2 != .notAnAttribute { throw .invalidPairing(attr1, attr2) }
    if view2 != nil && attr1.isSize != attr2.isSize { throw .invalidPairing(attr1, attr2) }
    // Apple's Auto Layout Guide (the source of truth for constraint anatomy; spec §7.2): a
    // vertical location cannot be constrained to a horizontal one.
    if view2 != nil && attr1.isLocation && attr1.axis != attr2.axis {
      throw .invalidPairing(attr1, attr2)
    }
    if (attr1.isDirectional && attr2.isAbsoluteHorizontal)
      || (attr1.isAbsoluteHorizontal && attr2.isDirectional)
    {
      throw .mixedDirectionalAndAbsolute(attr1, attr2)
    }
  }

  // MARK: Activation

  /// Whether the constraint takes part in layout. Setting it installs the constraint on the nearest
  /// common ancestor of its items, or records a diagnostic when it cannot (as UIKit raises).
  public var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
    }
  }

  /// Activates each constraint (one batch for the engine).
  public class func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where !constraint.isActive { constraint.install() }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.uninstall() }
  }

  func install() {
    guard itemsAreAlive else {
      record(
        .noCommonAncestor,
        "Unable to activate constraint: an item it names has been deallocated (a constraint does "
          + "not keep its items alive).")
      return
    }
    if let reason = activationProblem() {
      record(reason.kind, reason.message)
      return
    }
    guard let view = commonAncestor() else {
      record(
        .noCommonAncestor,
        "Unable to activate constraint with anchors \(firstName).\(firstAttribute) and "
          + "\(secondName ?? "nil").\(secondAttribute) because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
      return
    }
    installedView = view
    activationOrder = ActivationClock.tick()
    installedPosition = view.installedConstraints.count
    view.installedConstraints.append(self)
    for owner in namingOwners(container: view) {
      owner.namingConstraints.append(Unmanaged.passUnretained(self))
    }
    makeMarginGuides()
    view.constraintDidChange(self)
  }

  /// A margin attribute (`.topMargin`, VFL's `|-`) is lowered against its view's margins guide:
  /// make the guide now, as an anchor of `layoutMarginsGuide` makes it when it is created, so that
  /// the guide's ties take part in every solve from the first — a row's fitting before the table's
  /// first layout pass included. Made later, during a fitting, the guide was free and the content
  /// view's fitting height came out as zero.
  private func makeMarginGuides() {
    if firstAttribute.withoutMargin.isMargin, let view = first as? View {
      _ = view.layoutMarginsGuide
    }
    if secondAttribute.withoutMargin.isMargin, let view = second as? View {
      _ = view.layoutMarginsGuide
    }
  }

  func uninstall() {
    guard let view = installedView else { return }
    leaveNamingLists(container: view)
    let installed = view.installedConstraints
    var position = min(installedPosition, installed.count - 1)
    if installed[position] !== self {
      // Constraints before it left since it was installed: it moved towards the front.
      position =
        installed[..<position].lastIndex { $0 === self }
        ?? installed.lastIndex { $0 === self }!
    }
    view.installedConstraints.remove(at: position)
    installedView = nil
    view.constraintDidChange(self)
  }

  /// The views (other than `container`) whose naming lists hold this constraint while it is
  /// installed on `container`: the views of its items, or of their guides.
  private func namingOwners(container: View) -> [View] {
    var owners: [View] = []
    if let owner = first.layoutOwningView, owner !== container { owners.append(owner) }
    if let owner = second?.layoutOwningView, owner !== container,
      !owners.contains(where: { $0 === owner })
    {
      owners.append(owner)
    }
    return owners
  }

  /// Takes the constraint out of the naming lists it joined when it was installed on `container`.
  func leaveNamingLists(container: View) {
    for owner in namingOwners(container: container) {
      if let index = owner.namingConstraints.lastIndex(where: {
        $0.takeUnretainedValue() === self
      }) {
        owner.namingConstraints.swapAt(index, owner.namingConstraints.count - 1)
        owner.namingConstraints.removeLast()
      }
    }
  }

  private func activationProblem() -> (kind: LayoutDiagnostic.Kind, message: String)? {
    if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
      || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
    {
      return (
        .mixedDirectionalAndAbsolute,
        LayoutError.mixedDirectionalAndAbsolute(firstAttribute, secondAttribute).description
      )
    }
    if !constant.isFinite {
      return (.nonFiniteValue, LayoutError.nonFiniteConstant(constant).description)
    }
    if !multiplier.isFinite {
      return (.nonFiniteValue, LayoutError.nonFiniteMultiplier(multiplier).description)
    }
    if !priority.isValid {
      return (.invalidPriority, LayoutError.invalidPriority(priority).description)
    }
    return nil
  }

  /// The nearest view that contains both items (an item's view is the view itself or a guide's
  /// owning view).
  func commonAncestor() -> View? {
    guard let a = first.layoutOwningView else { return nil }
    guard let second else { return a }
    guard let b = second.layoutOwningView else { return nil }
    return a.nearestCommonAncestor(with: b)
  }

  func contentDidChange() {
    version += 1
    installedView?.constraintDidChange(self)
  }

  /// Records a diagnostic on the tree of the first item.
  func record(_ kind: LayoutDiagnostic.Kind, _ message: String) {
    let view =
      installedView ?? (firstLifetime.isAlive ? first.layoutOwningView : nil)
      ?? (secondLifetime?.isAlive == true ? second?.layoutOwningView : nil)
    view?.recordDiagnostic(
      LayoutDiagnostic(kind: kind, constraints: [self], message: message))
  }

  // MARK: Anchors

  /// The first item's anchor for ``firstAttribute``.
  ///
  /// Once the item has gone away, the anchor of a detached guide named `<deallocated>` (UIKit
  /// crashes there).
  public var firstAnchor: LayoutAnchor<AnyObject> {
    LayoutAnchor(
      item: firstLifetime.isAlive ? first : Self.deallocatedItem(), attribute: firstAttribute)
  }
  /// The second item's anchor, if any.
  public var secondAnchor: LayoutAnchor<AnyObject>? {
    // The token first: binding `second` retains it, which must not happen once it is gone.
    guard let secondLifetime else { return nil }
    guard secondLifetime.isAlive, let second else {
      return LayoutAnchor(item: Self.deallocatedItem(), attribute: secondAttribute)
    }
    return LayoutAnchor(item: second, attribute: secondAttribute)
  }

  /// The name an item that has gone away prints with.
  static let deallocatedName = "<deallocated>"

  private static func deallocatedItem() -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = deallocatedName
    return guide
  }

  /// The first item's name, or ``deallocatedName``.
  var firstName: String { firstLifetime.isAlive ? first.layoutName : Self.deallocatedName }
  /// The second item's name (``deallocatedName`` once it has gone away), or nil for a constant.
  var secondName: String? {
    guard let secondLifetime else { return nil }
    guard secondLifetime.isAlive, let second else { return Self.deallocatedName }
    return second.layoutName
  }
}

/// Orders activations across the process. Only the relative order within one tree matters, so
/// parallel tests stay deterministic.
enum ActivationClock {
  private static let counter = Atomic<Int>(0)
  static func tick() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

extension LayoutConstraint {
  /// What made a constraint.
  nonisolated package enum Origin: Hashable, Sendable {
    /// Written by a user (or a DSL on a user's behalf).
    case user
    /// A view's frame and autoresizing mask (UIKit's `NSAutoresizingMaskLayoutConstraint`).
    case autoresizingMask
    /// A view's intrinsic content size (UIKit's `NSContentSizeLayoutConstraint`).
    case contentSize
    /// Ties a system guide (margins, safe area, readable content) to its view.
    case guide
    /// The size a host or a root gives its root view (`UIView-Encapsulated-Layout-*`).
    case encapsulated
    /// A temporary target size of `systemLayoutSizeFitting`.
    case fitting
    /// Made by a container such as a stack view.
    case container

    /// Whether the constraint relates views' alignment rectangles (UIKit's constraints do) rather
    /// than their frames: a user's constraints, intrinsic sizes and a stack view's arrangement
    /// do; the frame's own constraints (autoresizing, encapsulated, fitting) and the system
    /// guides' ties (margins are measured from the bounds) do not.
    var actsOnAlignmentRects: Bool {
      switch self {
      case .user, .contentSize, .container: true
      case .autoresizingMask, .guide, .encapsulated, .fitting: false
      }
    }
  }
}

/// A place in source code: the file (`#fileID`) and line a constraint was written at.
nonisolated public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var fileID: String
  public var line: Int

  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `LoginForm.swift:42` — the file name without the module.
  public var description: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }
}
