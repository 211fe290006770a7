import ConstraintSolver
import Testing

/// Same calls in the same order, same values bit for bit, same `dump()` (`Solver`: "The same calls
/// in the same order give bit-identical values on every run and machine").
@Suite struct SolverDeterminismTests {
  /// A toolbar-like system with ties broken only by the solver's own rules: several optimal
  /// solutions exist at the lowest level, so any dependence on hashing or memory layout would show.
  private struct Toolbar {
    let items: [(x: Variable, width: Variable)]
    let constraints: [Constraint]

    init(count: Int) {
      items = (0..<count).map { (Variable("item\($0).x"), Variable("item\($0).width")) }
      var constraints: [Constraint] = [items[0].x >= 0]
      for (index, item) in items.enumerated() {
        constraints.append(item.width >= 20)
        constraints.append((item.width == 60).withPriority(250))
        if index > 0 {
          let previous = items[index - 1]
          constraints.append(item.x >= previous.x + previous.width + 8)
          constraints.append((item.x == previous.x + previous.width + 8).withPriority(500))
        }
      }
      let last = items[count - 1]
      constraints.append(last.x + last.width <= 400)
      self.constraints = constraints
    }

    var variables: [Variable] { items.flatMap { [$0.x, $0.width] } }
  }

  private func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
  }

  @Test func sameConstraintsInTwoSolversGiveIdenticalResults() throws {
    let toolbar = Toolbar(count: 8)
    var first = Solver()
    var second = Solver()
    try first.add(toolbar.constraints)
    try second.add(toolbar.constraints)
    #expect(bits(first, toolbar.variables) == bits(second, toolbar.variables))
    #expect(first.dump() == second.dump())
    for variable in toolbar.variables {
      #expect(first.valueRange(of: variable) == second.valueRange(of: variable))
    }
  }

  @Test func freshlyCreatedVariablesGiveIdenticalValues() throws {
    // Different variable and constraint identities (and ids interleaved with parallel tests), the
    // same structure: the same values bit for bit.
    let one = Toolbar(count: 8)
    let other = Toolbar(count: 8)
    var first = Solver()
    var second = Solver()
    try first.add(one.constraints)
    try second.add(other.constraints)
    #expect(bits(first, one.variables) == bits(second, other.variables))
  }

  @Test func editsAndRemovalsStayIdentical() throws {
    let toolbar = Toolbar(count: 6)
    let last = toolbar.items[5]
    var solvers = [Solver(), Solver()]
    for index in solvers.indices {
      try solvers[index].add(toolbar.constraints)
      try solvers[index].addEditVariable(last.width, priority: 750)
      for value in [10.0, 90, 400, 33.3, 61] {
        try solvers[index].suggestValue(value, for: last.width)
      }
      try solvers[index].remove(toolbar.constraints[3])
      try solvers[index].remove(toolbar.constraints[0])
      try solvers[index].add(toolbar.constraints[3])
      try solvers[index].removeEditVariable(last.width)
      try solvers[index].add(toolbar.constraints[0])
    }
    #expect(bits(solvers[0], toolbar.variables) == bits(solvers[1], toolbar.variables))
    #expect(solvers[0].dump() == solvers[1].dump())
  }

  @Test func aCopyContinuesIdentically() throws {
    let toolbar = Toolbar(count: 5)
    var original = Solver()
    try original.add(toolbar.constraints.prefix(10))
    var copy = original
    try original.add(toolbar.constraints.dropFirst(10))
    try copy.add(toolbar.constraints.dropFirst(10))
    #expect(bits(original, toolbar.variables) == bits(copy, toolbar.variables))
    #expect(original.dump() == copy.dump())
  }

  @Test(arguments: [3, 17, 42, 1234, 99_999])
  func randomSystemsAreReproducible(seed: UInt64) {
    let system = RandomSystem(seed: seed)
    func run() -> Solver {
      var solver = Solver()
      for constraint in system.constraints { try? solver.add(constraint) }
      for constraint in system.constraints.enumerated().filter({ $0.offset % 3 == 1 }) {
        try? solver.remove(constraint.element)
      }
      try? solver.addEditVariable(system.variables[0], priority: 600)
      try? solver.suggestValue(12.5, for: system.variables[0])
      return solver
    }
    let first = run()
    let second = run()
    #expect(bits(first, system.variables) == bits(second, system.variables), "seed \(seed)")
    #expect(first.dump() == second.dump(), "seed \(seed)")
  }
}
