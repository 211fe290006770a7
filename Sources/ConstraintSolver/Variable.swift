import Synchronization

/// A real-valued unknown that constraints relate and a ``Solver`` assigns a value to.
///
/// A variable is a small value: an identity and an optional name used in descriptions. Two copies of
/// the same variable compare equal; two variables created separately never do, even with the same name.
/// The value lives in the solver (``Solver/value(of:)``), so one variable can take part in several solvers.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The process-wide unique identity of this variable.
  public let id: Int
  /// The name shown in descriptions and dumps, if any.
  public let name: String?

  /// Creates a new, distinct variable.
  public init(_ name: String? = nil) {
    self.id = VariableIdentity.next()
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<id>` for an anonymous variable.
  public var description: String { name ?? "v\(id)" }
}

/// Hands out process-wide unique identities. Identities only name values; nothing in the solver
/// depends on their order, so parallel tests stay deterministic.
enum VariableIdentity {
  private static let counter = Atomic<Int>(0)

  static func next() -> Int {
    counter.add(1, ordering: .relaxed).newValue
  }
}
