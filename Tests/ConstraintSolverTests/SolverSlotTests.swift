import ConstraintSolver
import Testing

/// `slot(of:)`, `value(at:)` and `readValues(at:into:)`: reading values without a look-up, for a
/// caller that reads the same variables after every solve. A slot stays valid for the solver's life.
@Suite struct SolverSlotTests {
  @Test func aSlotReadsTheSameValueAsTheVariable() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    #expect(solver.slot(of: x) == nil)
    try solver.add(x == 10)
    try solver.add(y == x + 5)
    let slots = [solver.slot(of: x), solver.slot(of: y)]
    #expect(slots.allSatisfy { $0 != nil })
    #expect(solver.value(at: slots[0]!) == 10)
    #expect(solver.value(at: slots[1]!) == 15)
    var values: [Double] = [99]
    solver.readValues(at: slots + [nil], into: &values)
    #expect(values == [10, 15, 0])
  }

  @Test func aSlotOutlivesTheConstraintsThatBroughtTheVariable() throws {
    var solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.add(first)
    let slot = try #require(solver.slot(of: x))
    let count = solver.variableCount
    try solver.remove(first)
    #expect(solver.slot(of: x) == slot)
    #expect(solver.variableCount == count)
    // Other variables arrive and constraints come and go; the slot still names x.
    let others = (0..<20).map { Variable("v\($0)") }
    for (i, v) in others.enumerated() { try solver.add(v == Double(i)) }
    try solver.add(x == others[3] + 1)
    #expect(solver.value(at: slot) == 4)
    #expect(solver.variableCount == count + 20)
  }

  @Test func theLogOfMovedVariablesNamesWhatMovedAndGivesUpPastItsLimit() throws {
    var solver = Solver()
    let chain = (0..<6).map { Variable("y\($0)") }
    let first = chain[0] == 10
    try solver.add(first)
    for index in 1..<chain.count { try solver.add(chain[index] == chain[index - 1] + 8) }
    let last = Variable("last")
    try solver.add(last == 100)
    var moved: [VariableSlot] = []
    // Off: nothing is logged.
    let complete1 = solver.takeMovedVariables(into: &moved)
    #expect(complete1)
    #expect(moved.isEmpty)

    solver.logMovedVariables(limit: 64)
    let second = chain[0] == 20
    try solver.replace(first, with: second)
    let complete2 = solver.takeMovedVariables(into: &moved)
    #expect(complete2)
    // Every variable of the chain moved; `last` did not.
    #expect(Set(moved) == Set(chain.map { solver.slot(of: $0)! }))
    moved = []
    let complete3 = solver.takeMovedVariables(into: &moved)
    #expect(complete3)
    #expect(moved.isEmpty)

    solver.logMovedVariables(limit: 2)
    try solver.replace(second, with: chain[0] == 30)
    let complete4 = solver.takeMovedVariables(into: &moved)
    #expect(!complete4)
    moved = []
    let complete5 = solver.takeMovedVariables(into: &moved)
    #expect(complete5)
  }
}
