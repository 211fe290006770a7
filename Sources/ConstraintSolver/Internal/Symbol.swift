/// The one tolerance of the solver: coefficients and constants closer to zero than this are zero.
enum Tolerance {
  static let epsilon = 1.0e-8

  @_transparent
  static func isZero(_ value: Double) -> Bool {
    // Not `abs(value) < epsilon`: the same answer (NaN included), but `abs` is a generic call in
    // a debug build (issue 30).
    value < epsilon && value > -epsilon
  }
}

/// A column of the tableau: a dense integer id. Ids are recycled through a free list, and every tie
/// in the simplex breaks on the lowest id, so the same calls always give the same pivots.
typealias Symbol = Int32

/// What a symbol stands for.
enum SymbolKind: UInt8, Sendable {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The non-negative slack of an inequality; the marker of a required inequality.
  case slack
  /// The non-negative error of an optional constraint, weighted in its priority level's objective.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy
  /// The temporary variable of phase one when a row has no usable subject.
  case artificial
  /// A recycled id.
  case free

  /// Restricted symbols are non-negative; a basic restricted symbol must keep a non-negative value.
  var isRestricted: Bool { self != .external }
  /// Pivotable symbols may enter the basis when optimizing.
  var isPivotable: Bool { self == .slack || self == .error }
}
