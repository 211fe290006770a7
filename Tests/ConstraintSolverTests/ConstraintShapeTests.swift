import ConstraintSolver
import Testing
import TrellisTestSupport

/// Issue 30: `Constraint(lhs, relation, rhs, times:plus:priority:)` builds
/// `lhs relation rhs * multiplier + constant` in one pass for the layout engine's lowering. It must
/// be the constraint the operators make — the same terms in the same order and the same constant,
/// bit for bit (negative zeros included), and the same description — since the solver's
/// arithmetic, and so every frame, follows from them.
@Suite struct ConstraintShapeTests {
  private static func bits(_ expression: Expression) -> [UInt64] {
    [expression.constant.bitPattern]
      + expression.terms.flatMap { [UInt64($0.variable.id), $0.coefficient.bitPattern] }
  }

  @Test func theOnePassFormIsTheOperatorForm() {
    var random = SplitMix64(seed: 30)
    let variables = (0..<4).map { Variable("v\($0)") }
    let numbers: [Double] = [0, -0.0, 1, -1, 0.5, 1.0 / 3, -8, 1e-9, 320, -2.75, 1e6]
    func number() -> Double { numbers[random.int(in: 0...(numbers.count - 1))] }
    func expression() -> Expression {
      var terms: [Term] = []
      for _ in 0..<random.int(in: 0...3) {
        // Repeated variables too: neither form merges terms.
        terms.append(Term(variables[random.int(in: 0...3)], coefficient: number()))
      }
      return Expression(terms: terms, constant: number())
    }
    let relations: [Constraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
    var compared = 0
    var negativeZeros = 0
    for _ in 0..<2_000 {
      let lhs = expression()
      let rhs = expression()
      let multiplier = number()
      let constant = number()
      let relation = relations[random.int(in: 0...2)]
      let priority = random.chance(1, in: 2) ? Priority.required : Priority(250)
      let direct = Constraint(
        lhs, relation, rhs, times: multiplier, plus: constant, priority: priority)
      let operators = Constraint(lhs, relation, rhs * multiplier + constant, priority: priority)
      #expect(Self.bits(direct.expression) == Self.bits(operators.expression))
      #expect(direct.description == operators.description)
      #expect(direct.relation == operators.relation && direct.priority == operators.priority)
      if direct.expression.constant == 0 && direct.expression.constant.sign == .minus {
        negativeZeros += 1
      }
      compared += 1
    }
    #expect(compared == 2_000)
    // The sweep reached the case where only the bits tell the forms apart.
    #expect(negativeZeros > 0)
  }
}
