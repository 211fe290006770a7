import ConstraintSolver
import TrellisTestSupport

/// A seeded random system of linear constraints with small integer data, as `Solver` constraints
/// and as the same constraints for the ``ReferenceSolver``.
///
/// At most 12 variables and 24 constraints; coefficients in −3…3 (some zero, some variables
/// repeated within one expression), constants in −20…20, all three relations, and levels drawn from
/// {1000, 1000, 750, 500, 250, 251, 999.5, 1}.
struct RandomSystem: CustomStringConvertible {
  struct Spec {
    var terms: [(variable: Int, coefficient: Int)]
    var constant: Int
    var relation: Constraint.Relation
    var priority: Float
  }

  static let levels: [Float] = [1000, 1000, 750, 500, 250, 251, 999.5, 1]
  static let editLevels: [Float] = [999.5, 999, 750, 500, 251, 250, 1]

  let seed: UInt64
  let variables: [Variable]
  let specs: [Spec]
  let constraints: [Constraint]

  init(seed: UInt64, maxVariables: Int = 12, maxConstraints: Int = 24) {
    self.seed = seed
    var random = SplitMix64(seed: seed)
    let variableCount = random.int(in: 1...maxVariables)
    let constraintCount = random.int(in: 1...maxConstraints)
    variables = (0..<variableCount).map { Variable("x\($0)") }
    var specs: [Spec] = []
    for _ in 0..<constraintCount {
      let termCount = random.int(in: 1...4)
      let terms = (0..<termCount).map { _ in
        let variable = random.int(in: 0...(variableCount - 1))
        let coefficient = random.chance(1, in: 8) ? 0 : random.element(of: [-3, -2, -1, 1, 2, 3])
        return (variable, coefficient)
      }
      specs.append(
        Spec(
          terms: terms, constant: random.int(in: -20...20),
          relation: random.element(of: [.lessThanOrEqual, .equal, .greaterThanOrEqual]),
          priority: random.element(of: Self.levels)))
    }
    self.specs = specs
    constraints = specs.map { [variables] spec in
      Constraint(
        Expression(
          terms: spec.terms.map {
            Term(variables[$0.variable], coefficient: Double($0.coefficient))
          },
          constant: Double(spec.constant)),
        spec.relation, priority: Priority(spec.priority))
    }
  }

  /// Constraint `index` for the reference solver.
  func reference(_ index: Int) -> ReferenceConstraint {
    let spec = specs[index]
    var coefficients = [Int](repeating: 0, count: variables.count)
    for term in spec.terms { coefficients[term.variable] += term.coefficient }
    return ReferenceConstraint(
      coefficients: coefficients.map { Rational($0) }, constant: Rational(spec.constant),
      relation: spec.relation, priority: spec.priority)
  }

  /// The edit `variables[variable] == value` at `priority`, for the reference solver.
  func referenceEdit(_ variable: Int, value: Rational, priority: Float) -> ReferenceConstraint {
    var coefficients = [Rational](repeating: .zero, count: variables.count)
    coefficients[variable] = .one
    return ReferenceConstraint(
      coefficients: coefficients, constant: -value, relation: .equal, priority: priority)
  }

  var description: String {
    var lines = ["seed \(seed): \(variables.count) variables, \(constraints.count) constraints"]
    for (index, constraint) in constraints.enumerated() {
      lines.append("  c\(index): \(constraint)")
    }
    return lines.joined(separator: "\n")
  }
}
