import Foundation

/// The constraints one builder block made, as one handle: activate and deactivate them together,
/// change their constants and priorities, or reapply the builder to change only what differs.
///
/// ```swift
/// var compact = true
/// let group = constrain(title, card) { title, card in
///   title.top == card.layoutMargins.top
///   if compact {
///     title.leading == card.layoutMargins.leading
///   } else {
///     title.centerX == card.centerX
///   }
/// }
/// compact = false
/// let changes = group.reapply()   // kept 1, added 1, removed 1: the top constraint is the same object
/// group.deactivate()
/// ```
///
/// A group keeps each stage of lowering: ``block`` (the statements as written), ``descriptions``
/// (single-attribute values with source locations) and ``constraints``.
@preconcurrency @MainActor
public final class ConstraintGroup: @MainActor CustomStringConvertible {
  /// Where ``constrain(_:fileID:line:layout:)`` was called.
  public let sourceLocation: SourceLocation
  private let build: () -> ConstraintBlock

  /// The first stage: the statements of the last run of the builder.
  public private(set) var block: ConstraintBlock
  private var entries: [Entry] = []
  /// Problems found while lowering the last run (a missing superview, a constraint UIKit refuses to
  /// make); each names the statement's line. Problems found on activation and during layout are on
  /// the view tree (`View.layoutDiagnostics`).
  public private(set) var diagnostics: [LayoutDiagnostic] = []
  /// Whether the group's constraints are meant to be active; setting it calls ``activate()`` or
  /// ``deactivate()``.
  public var isActive: Bool {
    get { wantsActive }
    set { if newValue { activate() } else { deactivate() } }
  }
  private var wantsActive = false

  /// One description and what it lowered to.
  private struct Entry {
    var description: ConstraintDescription
    var constraint: PlatformLayoutConstraint?

    func matches(_ identifier: String?) -> Bool {
      identifier == nil || description.identifier == identifier
    }
  }

  /// Runs `layout` on proxies for `item…` and makes the constraints, without activating them
  /// (``constrain(_:fileID:line:layout:)`` makes a group and activates it).
  ///
  /// ```swift
  /// let group = ConstraintGroup(title, card) { title, card in
  ///   title.leading == card.leading + 8
  /// }
  /// group.descriptions   // title.leading == card.leading + 8 (Card.swift:2)
  /// group.activate()
  /// ```
  public init<each Item: Constrainable>(
    _ item: repeat each Item, fileID: StaticString = #fileID, line: UInt = #line,
    @ConstraintBuilder layout: @escaping (repeat (each Item).Proxy) -> ConstraintBlock
  ) {
    let proxies = (repeat (each item).layoutProxy)
    build = { layout(repeat each proxies) }
    sourceLocation = SourceLocation(fileID: "\(fileID)", line: Int(line))
    block = ConstraintBlock([])
    reapply()
  }

  /// The second stage: every statement expanded to single-attribute descriptions.
  public var descriptions: [ConstraintDescription] { entries.map(\.description) }

  /// The third stage: the constraints made, in statement order.
  public var constraints: [PlatformLayoutConstraint] { entries.compactMap(\.constraint) }

  /// The constraints named `identifier` with ``ConstraintStatement/identifier(_:)``.
  public func constraints(withIdentifier identifier: String) -> [PlatformLayoutConstraint] {
    constraints.filter { $0.identifier == identifier }
  }

  // MARK: Activation

  /// Activates every constraint in one batch, first turning off
  /// `View.translatesAutoresizingMaskIntoConstraints` on the views on the left of a relation
  /// (except a view without a superview, such as a host's root view).
  public func activate() {
    wantsActive = true
    activatePending()
  }

  /// Deactivates every constraint in one batch.
  public func deactivate() {
    wantsActive = false
    PlatformLayoutConstraint.deactivate(constraints)
  }

  /// Activates the constraints that are not active, in one batch; returns how many became active
  /// (one that cannot be installed is a diagnostic on the tree instead).
  @discardableResult
  private func activatePending() -> Int {
    let pending = constraints.filter { !$0.isActive }
    guard !pending.isEmpty else { return 0 }
    for constraint in pending {
      if let view = constraint.firstItem as? PlatformView, view.superview != nil {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    PlatformLayoutConstraint.activate(pending)
    return pending.count { $0.isActive }
  }

  // MARK: Changing constraints

  /// Sets the constant of every constraint (or of those named `identifier`), in place.
  ///
  /// ```swift
  /// let height = constrain(panel) { panel in panel.height == 200 }
  /// height.update(constant: 320)
  /// ```
  public func update(constant: CGFloat, identifier: String? = nil) {
    for index in entries.indices where entries[index].matches(identifier) {
      guard let constraint = entries[index].constraint else { continue }
      Self.setConstant(constant, on: constraint)
      entries[index].description.constant = constraint.constant
    }
  }

  /// Sets the priority of every constraint (or of those named `identifier`), in place. As in UIKit,
  /// an active constraint can change between optional priorities only; a change to or from
  /// required is recorded as a diagnostic on the tree (on UIKit, passed to
  /// `ConstraintGroup.diagnosticHandler`) and ignored.
  public func update(priority: PlatformLayoutPriority, identifier: String? = nil) {
    for index in entries.indices where entries[index].matches(identifier) {
      guard let constraint = entries[index].constraint else { continue }
      Self.setPriority(priority, on: constraint)
      entries[index].description.priority = constraint.priority
    }
  }

  /// Runs the builder again and changes only what differs from the last run.
  ///
  /// Constraints are matched by structure — items, attributes, relation, multiplier and the
  /// statement's source location. A match keeps its `LayoutConstraint` object, with its constant,
  /// priority and identifier updated in place (a priority that crosses required is changed while
  /// briefly inactive). Unmatched old constraints are deactivated and dropped; new ones are made
  /// and, if the group is active, activated in one batch.
  ///
  /// ```swift
  /// expanded.toggle()
  /// let changes = group.reapply()
  /// print(changes)   // kept 3, updated 1, added 0, removed 0, activated 0, deactivated 0
  /// ```
  @discardableResult
  public func reapply() -> Changes {
    let newBlock = build()
    let newDescriptions = newBlock.descriptions
    var changes = Changes()

    // Old constraints by key, in order, so that repeated keys (a loop) match first to first.
    var unmatched: [ConstraintDescription.Key: [Int]] = [:]
    for (index, entry) in entries.enumerated() where entry.constraint != nil {
      unmatched[entry.description.key, default: []].append(index)
    }
    var reused = [Bool](repeating: false, count: entries.count)
    var newEntries: [Entry] = []
    var crossing: [(constraint: PlatformLayoutConstraint, priority: PlatformLayoutPriority)] = []
    var newDiagnostics: [LayoutDiagnostic] = []

    for description in newDescriptions {
      let key = description.key
      if let index = unmatched[key]?.first, let old = entries[index].constraint {
        unmatched[key]?.removeFirst()
        reused[index] = true
        let changed = Self.update(old, to: description, crossing: &crossing)
        if changed { changes.updated += 1 } else { changes.kept += 1 }
        newEntries.append(Entry(description: description, constraint: old))
        continue
      }
      switch Lowering.makeConstraint(description) {
      case .made(let constraint):
        changes.added += 1
        newEntries.append(Entry(description: description, constraint: constraint))
      case .notMade(let diagnostic):
        newDiagnostics.append(diagnostic)
        Lowering.report(diagnostic, description)
        newEntries.append(Entry(description: description, constraint: nil))
      }
    }

    let removed = entries.indices.filter { !reused[$0] }.compactMap { entries[$0].constraint }
    changes.removed = removed.count
    let leaving = removed.filter(\.isActive) + crossing.map(\.constraint)
    if !leaving.isEmpty {
      changes.deactivated = leaving.count
      PlatformLayoutConstraint.deactivate(leaving)
    }
    for (constraint, priority) in crossing { Self.setPriority(priority, on: constraint) }

    block = newBlock
    entries = newEntries
    diagnostics = newDiagnostics
    if isActive { changes.activated = activatePending() }
    return changes
  }

  /// Brings a reused constraint up to `description`; returns whether anything changed. A priority
  /// that crosses required on an active constraint is left in `crossing`, to be set while the
  /// constraint is briefly inactive.
  private static func update(
    _ constraint: PlatformLayoutConstraint, to description: ConstraintDescription,
    crossing: inout [(constraint: PlatformLayoutConstraint, priority: PlatformLayoutPriority)]
  ) -> Bool {
    var changed = false
    if constraint.constant != description.constant {
      setConstant(description.constant, on: constraint)
      changed = true
    }
    if constraint.identifier != description.constraintIdentifier {
      constraint.identifier = description.constraintIdentifier
      changed = true
    }
    if constraint.priority != description.priority {
      if constraint.isActive
        && (constraint.priority == .required) != (description.priority == .required)
      {
        crossing.append((constraint, description.priority))
      } else {
        setPriority(description.priority, on: constraint)
      }
      changed = true
    }
    return changed
  }

  // MARK: Descriptions

  /// `ConstraintGroup (Card.swift:12): 4 constraints, active`.
  public var description: String {
    let count = constraints.count
    return "ConstraintGroup (\(sourceLocation)): \(count) constraint\(count == 1 ? "" : "s"), "
      + (isActive ? "active" : "inactive")
  }

  /// Every stage, for tests and debugging: the statements, the descriptions they expand to, the
  /// constraints made (with whether each is active) and the diagnostics.
  public func dump() -> String {
    var lines = [description, "statements:"]
    lines += block.statements.map { "  \($0)" }
    lines.append("descriptions:")
    lines += entries.map { "  \($0.description)" }
    lines.append("constraints:")
    lines += constraints.map { "  \($0.isActive ? "+" : "-") \($0)" }
    if !diagnostics.isEmpty {
      lines.append("diagnostics:")
      lines += diagnostics.map { "  \($0.kind): \($0.message)" }
    }
    return lines.joined(separator: "\n")
  }
}

extension ConstraintGroup {
  /// What ``ConstraintGroup/reapply()`` changed, in counts.
  public struct Changes: Hashable, Sendable, CustomStringConvertible {
    /// Constraints matched and left exactly as they were.
    public var kept = 0
    /// Constraints matched and changed in place (constant, priority or identifier).
    public var updated = 0
    /// Constraints made for statements that did not match.
    public var added = 0
    /// Old constraints that matched nothing and were dropped.
    public var removed = 0
    /// Constraints activated (in one batch).
    public var activated = 0
    /// Constraints deactivated (in one batch).
    public var deactivated = 0

    public init(
      kept: Int = 0, updated: Int = 0, added: Int = 0, removed: Int = 0, activated: Int = 0,
      deactivated: Int = 0
    ) {
      self.kept = kept
      self.updated = updated
      self.added = added
      self.removed = removed
      self.activated = activated
      self.deactivated = deactivated
    }

    /// `kept 3, updated 1, added 0, removed 0, activated 0, deactivated 0`.
    public var description: String {
      "kept \(kept), updated \(updated), added \(added), removed \(removed), "
        + "activated \(activated), deactivated \(deactivated)"
    }
  }
}
