import ConstraintSolver

/// A constraint as the reference solver reads it: `Σ coefficients[i]·xᵢ + constant  relation  0`.
struct ReferenceConstraint: Sendable, CustomStringConvertible {
  /// One coefficient per variable (dense; repeated terms already summed).
  var coefficients: [Rational]
  var constant: Rational
  var relation: Constraint.Relation
  /// 1000 is required; anything else is an optional level.
  var priority: Float

  var isRequired: Bool { priority == 1000 }

  var description: String {
    var text = ""
    for (index, coefficient) in coefficients.enumerated() where !coefficient.isZero {
      text += text.isEmpty ? "" : " + "
      text += "\(coefficient)*x\(index)"
    }
    if text.isEmpty { text = "0" }
    if !constant.isZero { text += " + \(constant)" }
    let level = isRequired ? "" : " @\(priority)"
    return "\(text) \(relation) 0\(level)"
  }
}

/// An independent, exact solver for the prioritised problem the `Solver` promises to solve.
///
/// It shares no code or idea of representation with the `Solver`: a dense tableau of ``Rational``s,
/// free variables split as `x = x⁺ − x⁻`, a textbook two-phase simplex with Bland's rule (lowest
/// index enters, ties in the ratio test leave by lowest basic index; Bland 1977, "New finite
/// pivoting rules for the simplex method"), and strict levels solved one after another:
///
/// 1. phase one: are the required constraints feasible?
/// 2. for each optional level, highest first: minimise the level's total error (the sum of its
///    error columns) over the optimal face of the levels above. The face is kept by fixing at zero
///    every non-basic column whose reduced cost is positive at the optimum, which is exact: the
///    objective equals its optimum plus Σ dⱼ·xⱼ over non-basic columns.
///
/// Each optional constraint `E relation 0` gets error columns weighted 1 in its level:
/// `E = e⁺ − e⁻` for `==`, `E + s = e` for `<=`, `E − s = −e` for `>=` (`s`, `e` ≥ 0).
struct ReferenceSolver {
  struct LevelOptimum: CustomStringConvertible {
    var priority: Float
    var optimum: Rational
    var description: String { "@\(priority): \(optimum)" }
  }

  let variableCount: Int
  /// Whether the required constraints can all hold.
  private(set) var isFeasible = false
  /// The least total error of each optional level, highest level first (empty when infeasible).
  private(set) var levelOptima: [LevelOptimum] = []
  /// One optimal solution (empty when infeasible).
  private(set) var values: [Rational] = []

  private var rows: [[Rational]] = []
  private var rhs: [Rational] = []
  private var basis: [Int] = []
  private var isBasic: [Bool] = []
  /// Columns that may still enter the basis: artificial columns after phase one and columns fixed
  /// at zero by a level are not.
  private var allowed: [Bool] = []
  private var columnCount = 0

  /// Whether the required members of `constraints` can all hold (optional ones are ignored).
  static func isFeasible(variableCount: Int, _ constraints: [ReferenceConstraint])
    throws(RationalOverflow) -> Bool
  {
    try ReferenceSolver(
      variableCount: variableCount, constraints: constraints.filter(\.isRequired)
    ).isFeasible
  }

  /// Solves the whole prioritised problem.
  init(variableCount: Int, constraints: [ReferenceConstraint]) throws(RationalOverflow) {
    self.variableCount = variableCount
    var levelColumns: [Float: [Int]] = [:]
    var artificialColumns: [Int] = []
    columnCount = 2 * variableCount

    // Each row: its sparse extra columns (slack, errors) as (column, coefficient).
    var extras: [[(Int, Int)]] = []
    for constraint in constraints {
      var extra: [(Int, Int)] = []
      func newColumn(_ coefficient: Int) -> Int {
        extra.append((columnCount, coefficient))
        columnCount += 1
        return columnCount - 1
      }
      switch (constraint.relation, constraint.isRequired) {
      case (.equal, true):
        break
      case (.lessThanOrEqual, true):
        _ = newColumn(1)
      case (.greaterThanOrEqual, true):
        _ = newColumn(-1)
      case (.equal, false):
        levelColumns[constraint.priority, default: []] += [newColumn(-1), newColumn(1)]
      case (.lessThanOrEqual, false):
        _ = newColumn(1)
        levelColumns[constraint.priority, default: []].append(newColumn(-1))
      case (.greaterThanOrEqual, false):
        _ = newColumn(-1)
        levelColumns[constraint.priority, default: []].append(newColumn(1))
      }
      extras.append(extra)
    }

    // Rows, normalised to a non-negative right-hand side, each with a starting basic column: a +1
    // extra column of its own if it has one, else a new artificial column.
    var starts: [Int?] = []
    for (index, constraint) in constraints.enumerated() {
      var row = [Rational](repeating: .zero, count: columnCount)
      for (variable, coefficient) in constraint.coefficients.enumerated() {
        row[2 * variable] = coefficient
        row[2 * variable + 1] = -coefficient
      }
      for (column, coefficient) in extras[index] { row[column] = Rational(coefficient) }
      var value = -constraint.constant
      if value.isNegative {
        row = row.map { -$0 }
        value = -value
      }
      rows.append(row)
      rhs.append(value)
      starts.append(extras[index].first { row[$0.0] == .one }?.0)
    }
    for index in rows.indices where starts[index] == nil {
      artificialColumns.append(columnCount)
      starts[index] = columnCount
      columnCount += 1
    }
    for index in rows.indices {
      rows[index] += [Rational](repeating: .zero, count: columnCount - rows[index].count)
      rows[index][starts[index]!] = .one
    }
    basis = starts.map { $0! }
    isBasic = [Bool](repeating: false, count: columnCount)
    for column in basis { isBasic[column] = true }
    allowed = [Bool](repeating: true, count: columnCount)

    // Phase one.
    if !artificialColumns.isEmpty {
      var cost = [Rational](repeating: .zero, count: columnCount)
      for column in artificialColumns { cost[column] = .one }
      let outcome = try minimize(cost)
      guard outcome.value.isZero else { return }
      let isArtificial = Set(artificialColumns)
      for row in rows.indices where isArtificial.contains(basis[row]) {
        // Degenerate: pivot the artificial out on any real column; a row with none is redundant.
        if let column = (0..<columnCount).first(where: {
          !isArtificial.contains($0) && !rows[row][$0].isZero
        }) {
          try pivot(row: row, column: column)
        }
      }
      for column in artificialColumns { allowed[column] = false }
    }
    isFeasible = true

    // The levels, highest first.
    for priority in levelColumns.keys.sorted(by: >) {
      var cost = [Rational](repeating: .zero, count: columnCount)
      for column in levelColumns[priority]! { cost[column] = .one }
      let outcome = try minimize(cost)
      precondition(!outcome.isUnbounded, "an error sum is bounded below by zero")
      levelOptima.append(LevelOptimum(priority: priority, optimum: outcome.value))
      for column in 0..<columnCount
      where allowed[column] && !isBasic[column] && outcome.reducedCosts[column].isPositive {
        allowed[column] = false
      }
    }
    values = try (0..<variableCount).map { (variable) throws(RationalOverflow) in
      try value(ofColumn: 2 * variable) - value(ofColumn: 2 * variable + 1)
    }
  }

  /// The least and greatest value `variable` takes over all solutions that keep every level at its
  /// optimum; `nil` for an unbounded side. Moves the basis, not the face.
  mutating func range(of variable: Int) throws(RationalOverflow) -> (
    lower: Rational?, upper: Rational?
  ) {
    precondition(isFeasible)
    var cost = [Rational](repeating: .zero, count: columnCount)
    cost[2 * variable] = .one
    cost[2 * variable + 1] = -.one
    let low = try minimize(cost)
    let lower = low.isUnbounded ? nil : low.value
    let high = try minimize(cost.map { -$0 })
    let upper = high.isUnbounded ? nil : -high.value
    return (lower, upper)
  }

  private func value(ofColumn column: Int) -> Rational {
    guard isBasic[column] else { return .zero }
    return rhs[basis.firstIndex(of: column)!]
  }

  private struct Outcome {
    var isUnbounded: Bool
    var value: Rational
    var reducedCosts: [Rational]
  }

  /// Primal simplex from the current feasible basis, Bland's rule, over the allowed columns.
  private mutating func minimize(_ cost: [Rational]) throws(RationalOverflow) -> Outcome {
    // Reduced costs dⱼ = cⱼ − Σᵢ c_{B(i)}·Tᵢⱼ and the objective value Σᵢ c_{B(i)}·bᵢ.
    var reduced = cost
    var value = Rational.zero
    for row in rows.indices where !cost[basis[row]].isZero {
      let weight = cost[basis[row]]
      for column in 0..<columnCount where !rows[row][column].isZero {
        reduced[column] = try reduced[column] - weight * rows[row][column]
      }
      value = try value + weight * rhs[row]
    }
    while true {
      guard
        let entering = (0..<columnCount).first(where: {
          allowed[$0] && !isBasic[$0] && reduced[$0].isNegative
        })
      else {
        return Outcome(isUnbounded: false, value: value, reducedCosts: reduced)
      }
      var leaving: Int?
      var bestRatio = Rational.zero
      for row in rows.indices where rows[row][entering].isPositive {
        let ratio = try rhs[row] / rows[row][entering]
        if let current = leaving {
          if ratio < bestRatio || (ratio == bestRatio && basis[row] < basis[current]) {
            leaving = row
            bestRatio = ratio
          }
        } else {
          leaving = row
          bestRatio = ratio
        }
      }
      guard let leaving else {
        return Outcome(isUnbounded: true, value: value, reducedCosts: reduced)
      }
      let factor = reduced[entering]
      try pivot(row: leaving, column: entering)
      // Objective row: d −= d_e · (new pivot row); value += d_e · (new pivot rhs).
      for column in 0..<columnCount where !rows[leaving][column].isZero {
        reduced[column] = try reduced[column] - factor * rows[leaving][column]
      }
      value = try value + factor * rhs[leaving]
    }
  }

  private mutating func pivot(row pivotRow: Int, column: Int) throws(RationalOverflow) {
    let pivot = rows[pivotRow][column]
    let support = (0..<columnCount).filter { !rows[pivotRow][$0].isZero }
    for index in support { rows[pivotRow][index] = try rows[pivotRow][index] / pivot }
    rhs[pivotRow] = try rhs[pivotRow] / pivot
    for row in rows.indices where row != pivotRow && !rows[row][column].isZero {
      let factor = rows[row][column]
      for index in support {
        rows[row][index] = try rows[row][index] - factor * rows[pivotRow][index]
      }
      rhs[row] = try rhs[row] - factor * rhs[pivotRow]
    }
    isBasic[basis[pivotRow]] = false
    basis[pivotRow] = column
    isBasic[column] = true
  }
}
