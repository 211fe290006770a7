/// A problem found while activating constraints or laying out, kept as a value a test can read
/// (``View/layoutDiagnostics``) instead of a log line or an exception.
public struct LayoutDiagnostic: CustomStringConvertible {
  nonisolated public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints that cannot all hold; one was broken (not installed).
    case unsatisfiableConstraints
    /// A constraint's items share no common ancestor; it was not installed.
    case noCommonAncestor
    /// Leading/trailing related to left/right; not installed.
    case mixedDirectionalAndAbsolute
    /// A priority change between required and optional on an active constraint; ignored.
    case requiredPriorityChange
    /// A priority outside (0, 1000]; ignored or not installed.
    case invalidPriority
    /// A NaN or infinite constant or multiplier; ignored or not installed.
    case nonFiniteValue
    /// Layout passes kept changing frames, insets or margins; stopped after the limit.
    case layoutDidNotSettle
    /// A subview that would make the tree a cycle.
    case invalidHierarchy
    /// A constraint UIKit refuses to create (an invalid pairing, a location equal to a constant),
    /// found where no error can be thrown — for example while lowering a DSL block.
    case invalidConstraint
    /// The solver failed internally (a Trellis bug).
    case internalError
    /// A list's data source or delegate answered what UIKit raises an exception on — a negative
    /// count, an unregistered reuse identifier, the same cell for two rows — or code asked a list
    /// about a row or item that does not exist; Trellis used a safe value and carried on.
    case invalidDataSource
    /// A row's or item's size could not come from its constraints as asked: the content view's
    /// constraints suggest a height of zero, the list is too narrow for its content, or a size
    /// given is negative or not finite; Trellis used UIKit's fallback and laid out the rest.
    case cellSizing

    public var description: String {
      switch self {
      case .unsatisfiableConstraints: "unsatisfiable constraints"
      case .noCommonAncestor: "no common ancestor"
      case .mixedDirectionalAndAbsolute: "leading/trailing mixed with left/right"
      case .requiredPriorityChange: "required/optional priority change"
      case .invalidPriority: "invalid priority"
      case .nonFiniteValue: "non-finite value"
      case .layoutDidNotSettle: "layout did not settle"
      case .invalidHierarchy: "invalid hierarchy"
      case .invalidConstraint: "invalid constraint"
      case .internalError: "internal error"
      case .invalidDataSource: "invalid data source"
      case .cellSizing: "cell sizing"
      }
    }
  }

  public let kind: Kind
  /// The constraints involved: for a conflict, the irreducible conflicting set (the broken one last).
  public let constraints: [LayoutConstraint]
  /// For a conflict, the constraint that was not installed.
  public let brokenConstraint: LayoutConstraint?
  /// What happened, in UIKit's words where UIKit has them.
  public let message: String

  public init(
    kind: Kind, constraints: [LayoutConstraint], brokenConstraint: LayoutConstraint? = nil,
    message: String
  ) {
    self.kind = kind
    self.constraints = constraints
    self.brokenConstraint = brokenConstraint
    self.message = message
  }

  /// One sentence on how to fix it.
  public var suggestion: String {
    switch kind {
    case .unsatisfiableConstraints:
      "Look at each constraint listed and remove or lower the priority of the one you don't expect; "
        + "autoresizing-mask constraints mean a view still has translatesAutoresizingMaskIntoConstraints "
        + "= true."
    case .noCommonAncestor: "Add both items to the same view tree before activating the constraint."
    case .mixedDirectionalAndAbsolute:
      "Use leading/trailing for both items, or left/right for both."
    case .requiredPriorityChange:
      "Deactivate the constraint, change its priority, then activate it again; or use 999 instead of "
        + "1000."
    case .invalidPriority: "Use a priority greater than 0 and at most 1000."
    case .nonFiniteValue: "Check the computation that produced the constant or multiplier."
    case .layoutDidNotSettle:
      "A layoutSubviews or callback keeps changing constraints or frames; make it idempotent."
    case .invalidHierarchy: "A view cannot be added inside itself or its own subtree."
    case .invalidConstraint:
      "Relate locations to locations on the same axis and sizes to sizes; a location needs a second "
        + "item and a non-zero multiplier."
    case .internalError: "This is a Trellis bug; please report it with the constraints involved."
    case .invalidDataSource:
      "Make the data source's counts match its data, register every reuse identifier before "
        + "dequeuing, and ask only for index paths that exist."
    case .cellSizing:
      "Give the content view an unbroken chain of constraints from its top to its bottom (and "
        + "across, for a self-sizing item), and keep sizes finite and no wider than the list."
    }
  }

  /// A report in the spirit of UIKit's log, naming identifiers and source lines instead of addresses.
  public var description: String {
    var lines: [String]
    switch kind {
    case .unsatisfiableConstraints:
      lines = [
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want.",
        "(",
      ]
      lines += constraints.map { "    \($0.description)" }
      lines.append(")")
      if let brokenConstraint {
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("    \(brokenConstraint.description)")
      }
    default:
      lines = ["[LayoutConstraints] \(kind): \(message)"]
      lines += constraints.map { "    \($0.description)" }
    }
    lines.append("Fix: \(suggestion)")
    return lines.joined(separator: "\n")
  }
}

extension View {
  /// Problems found in this view's tree (recorded on its root), oldest first.
  public var layoutDiagnostics: [LayoutDiagnostic] { root.diagnostics }

  /// Forgets the tree's diagnostics.
  public func clearLayoutDiagnostics() { root.diagnostics.removeAll() }

  /// Adds a diagnostic to the tree's list (for modules that find problems on the engine's behalf,
  /// such as the DSL while lowering a block).
  package func recordDiagnostic(_ diagnostic: LayoutDiagnostic) {
    root.diagnostics.append(diagnostic)
  }
}
