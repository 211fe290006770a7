import Testing

@testable import ConstraintSolver

/// The order `add(_:)` of a sequence inserts a batch in: required constraints first in their order,
/// then optional ones from the highest priority down, in their order within a priority.
@Suite struct SolverBatchOrderTests {
  @Test func requiredFirstThenDescendingPriorityStable() {
    let x = Variable("x")
    let priorities: [Priority] = [250, .required, 999.5, 250, 999, .required, 1, 999.5, 750]
    let batch = priorities.map { (x >= 0).withPriority($0) }
    #expect(Solver.batchOrder(batch) == [1, 5, 2, 7, 4, 8, 0, 3, 6])
  }

  @Test func anEmptyBatchHasNoOrder() {
    #expect(Solver.batchOrder([]).isEmpty)
  }

  /// Priorities that `add` refuses (0, negative, above 1000, NaN) still get a place, so that the
  /// batch reaches them and reports them; valid ones keep their order around them.
  @Test func invalidPrioritiesDoNotDisturbTheOthers() {
    let x = Variable("x")
    let priorities: [Priority] = [
      500, Priority(.nan), .required, Priority(-3), 500, Priority(2000),
    ]
    let order = Solver.batchOrder(priorities.map { (x >= 0).withPriority($0) })
    #expect(order.sorted() == Array(0..<6))
    let valid = order.filter { [0, 2, 4].contains($0) }
    #expect(valid == [2, 0, 4])
  }
}
