import BenchmarkSupport
import ConstraintSolver

/// The measurements of the grid10 workload, in report order.
enum Metric: String, CaseIterable, Sendable {
  /// Create the variables, constraints and solver, add the edit variable W (suggested 1000) and every
  /// constraint in the order below; the solution is then up to date.
  case build
  /// The same, but all required constraints first, then the optional ones.
  case buildRequiredFirst = "build-required-first"
  /// Per step: suggest W = 900 + 1.5·(k mod 100) and re-solve. No preference changes side.
  case resize
  /// Per step: W alternates 1200 / 1000. At 1200 every view's w wants 111.2 > 100, so all N weak
  /// `w == 100` preferences change side on every step.
  case resizeCross = "resize-cross"
  /// Total: remove every constraint whose insertion index is a multiple of 10, re-add them in order,
  /// re-solve.
  case churn
  /// Per edit: the middle view's `h == 20` becomes `h == 24`, then back, one edit at a time
  /// (`Solver.replace`; kiwisolver has no constant change: remove the old constraint, add the new
  /// one, `updateVariables()`).
  case constant
  /// Per pair: add `w <= 90` at 500 (kiwisolver: `"medium"`) on the middle view, then remove it;
  /// one pair untimed first.
  case addRemove = "add-remove"
  /// The `build` system added one `add` call at a time, in the view-by-view order (a solver user who
  /// does not batch). kiwisolver adds one at a time anyway: its `build` is compared.
  case buildUnbatched = "build-unbatched"

  /// The metrics measured on one solver, one after another, in each repeat.
  static let chain: [Metric] = [.build, .resize, .resizeCross, .churn, .constant, .addRemove]

  /// The kiwisolver metric this one is compared with (kiwisolver has no batch add).
  var kiwiCounterpart: Metric { self == .buildUnbatched ? .build : self }
}

/// A wrong solution: the benchmark stops and reports it instead of any number.
struct BenchmarkFailure: Error, CustomStringConvertible {
  var description: String
}

/// The grid10 system for `n` views: variables and constraints in insertion order.
///
/// Views sit in rows of 10 with gap 8 and height 20. For view i, r = i / 10 and c = i % 10, and its
/// constraints are added in this order: `w >= 0`; `h == 20`; `x == 8` if c = 0, else
/// `x == x[i-1] + w[i-1] + 8` and `w == w[i-1]`; `y == 8` if r = 0, else `y == y[i-10] + h[i-10] + 8`;
/// if c = 9, `x + w + 8 == W`; `w == 100` at 250; `w >= 40` at 750. W is an edit variable at 999.
/// The solution: w = (W − 88)/10, x = 8 + c(w + 8), y = 8 + 28r, h = 20.
struct GridSystem {
  static let editPriority: Priority = 999
  static let initialWidth = 1000.0

  let n: Int
  let width = Variable("W")
  private(set) var x: [Variable] = []
  private(set) var y: [Variable] = []
  private(set) var w: [Variable] = []
  private(set) var h: [Variable] = []
  /// Every constraint of the grid, in insertion order (the edit constraint is not among them).
  private(set) var constraints: [Constraint] = []
  /// Each view's `h == 20`, by view.
  private(set) var heights: [Constraint] = []

  init(n: Int) {
    precondition(n > 0 && n % 10 == 0, "N must be a positive multiple of 10")
    self.n = n
    x.reserveCapacity(n)
    y.reserveCapacity(n)
    w.reserveCapacity(n)
    h.reserveCapacity(n)
    for _ in 0..<n {
      x.append(Variable())
      y.append(Variable())
      w.append(Variable())
      h.append(Variable())
    }
    constraints.reserveCapacity(8 * n)
    for i in 0..<n {
      let r = i / 10
      let c = i % 10
      constraints.append(w[i] >= 0)
      let height: Constraint = h[i] == 20
      heights.append(height)
      constraints.append(height)
      if c == 0 {
        constraints.append(x[i] == 8)
      } else {
        constraints.append(x[i] == x[i - 1] + w[i - 1] + 8)
        let sameWidth: Constraint = w[i] == w[i - 1]
        constraints.append(sameWidth)
      }
      if r == 0 {
        constraints.append(y[i] == 8)
      } else {
        constraints.append(y[i] == y[i - 10] + h[i - 10] + 8)
      }
      if c == 9 {
        constraints.append(x[i] + w[i] + 8 == width)
      }
      constraints.append((w[i] == 100).withPriority(250))
      constraints.append((w[i] >= 40).withPriority(750))
    }
  }

  /// The constraints with the required ones first, each group in insertion order.
  var requiredFirst: [Constraint] {
    constraints.filter { $0.priority.isRequired } + constraints.filter { !$0.priority.isRequired }
  }

  /// The expected frame of view `i` when the edit variable is `width`.
  static func expectedFrame(_ i: Int, width: Double) -> (x: Double, y: Double, w: Double, h: Double)
  {
    let w = (width - 88) / 10
    return (8 + Double(i % 10) * (w + 8), 8 + 28 * Double(i / 10), w, 20)
  }

  /// Compares every frame, and W itself, with the expected solution.
  func check(width expectedWidth: Double, _ context: String, value: (Variable) -> Double)
    throws(BenchmarkFailure)
  {
    func close(_ actual: Double, _ expected: Double) -> Bool {
      abs(actual - expected) <= 1e-6 * max(1, abs(expected))
    }
    let actualWidth = value(width)
    guard close(actualWidth, expectedWidth) else {
      throw BenchmarkFailure(
        description: "\(context): W = \(actualWidth), expected \(expectedWidth)")
    }
    for i in 0..<n {
      let expected = Self.expectedFrame(i, width: expectedWidth)
      let actual = (x: value(x[i]), y: value(y[i]), w: value(w[i]), h: value(h[i]))
      for (name, a, e) in [
        ("x", actual.x, expected.x), ("y", actual.y, expected.y), ("w", actual.w, expected.w),
        ("h", actual.h, expected.h),
      ] where !close(a, e) {
        throw BenchmarkFailure(
          description:
            "\(context): view \(i) \(name) = \(a), expected \(e) (W = \(expectedWidth), N = \(n))")
      }
    }
  }

  /// W at step k of `resize`: 900 + 1.5·(k mod 100), so w stays in [81.2, 96.05], below 100.
  static func resizeWidth(_ k: Int) -> Double { 900 + 1.5 * Double(k % 100) }
  /// W at step k of `resize-cross`: 1200, 1000, 1200, …
  static func crossWidth(_ k: Int) -> Double { k % 2 == 0 ? 1200 : 1000 }
}

/// How one repeat of the workload runs.
struct SessionOptions: Sendable {
  var metrics: [Metric]
  /// Suggestions per `resize` repeat.
  var steps: Int
  /// Suggestions per `resize-cross` repeat.
  var crossSteps: Int
  /// Also check the solution after every resize step (untimed).
  var thorough: Bool
}

/// Trellis's side of grid10.
enum TrellisGrid {
  /// create + add all + solve; the solution is up to date after the `add`. The whole list goes in
  /// as one batch (`Solver.add(_:)` of a sequence), as a layout pass adds its constraints; the solver
  /// orders a batch itself (required constraints first), so `build` and `build-required-first` hand
  /// it the same constraints in different orders.
  static func build(n: Int, requiredFirst: Bool) throws -> (Solver, GridSystem, Double) {
    let watch = Stopwatch()
    let grid = GridSystem(n: n)
    var solver = Solver()
    try solver.addEditVariable(grid.width, priority: GridSystem.editPriority)
    try solver.suggestValue(GridSystem.initialWidth, for: grid.width)
    try solver.add(requiredFirst ? grid.requiredFirst : grid.constraints)
    let seconds = watch.seconds
    return (solver, grid, seconds)
  }

  /// Seconds per step of `resize`: suggest W = ``GridSystem/resizeWidth(_:)`` for k = 0..<steps.
  static func timeResize(_ solver: inout Solver, width: Variable, steps: Int) throws -> Double {
    let watch = Stopwatch()
    for k in 0..<steps {
      try solver.suggestValue(GridSystem.resizeWidth(k), for: width)
    }
    return watch.seconds / Double(steps)
  }

  /// The `build` system, one `add` call per constraint in insertion order (no batch).
  static func buildUnbatched(n: Int) throws -> (Solver, GridSystem, Double) {
    let watch = Stopwatch()
    let grid = GridSystem(n: n)
    var solver = Solver()
    try solver.addEditVariable(grid.width, priority: GridSystem.editPriority)
    try solver.suggestValue(GridSystem.initialWidth, for: grid.width)
    for constraint in grid.constraints { try solver.add(constraint) }
    let seconds = watch.seconds
    return (solver, grid, seconds)
  }

  /// `build` and `resize` alone, checked: the bare solver's side of a grid10-views pair.
  static func buildAndResize(n: Int, steps: Int) throws -> (build: Double, resize: Double) {
    var (solver, grid, seconds) = try build(n: n, requiredFirst: false)
    try grid.check(width: GridSystem.initialWidth, "build") { solver.value(of: $0) }
    let perStep = try timeResize(&solver, width: grid.width, steps: steps)
    try grid.check(width: GridSystem.resizeWidth(steps - 1), "resize") { solver.value(of: $0) }
    return (seconds, perStep)
  }

  /// One repeat: `build`, then `resize`, `resize-cross` and `churn` on that solver, then
  /// `build-required-first`; the same sequence as kiwi_grid10.py's `run_session`.
  static func session(
    n: Int, options: SessionOptions, record: (Metric, Double) -> Void, afterBuild: () -> Void
  ) throws {
    let metrics = Set(options.metrics)
    if !metrics.isDisjoint(with: Metric.chain) {
      var (solver, grid, seconds) = try build(n: n, requiredFirst: false)
      afterBuild()
      try grid.check(width: GridSystem.initialWidth, "build") { solver.value(of: $0) }
      if metrics.contains(.build) { record(.build, seconds) }
      let width = grid.width

      if metrics.contains(.resize) {
        let steps = options.steps
        let perStep = try timeResize(&solver, width: width, steps: steps)
        try grid.check(width: GridSystem.resizeWidth(steps - 1), "resize") { solver.value(of: $0) }
        record(.resize, perStep)
        if options.thorough {
          for k in 0..<steps {
            try solver.suggestValue(GridSystem.resizeWidth(k), for: width)
            try grid.check(width: GridSystem.resizeWidth(k), "resize step \(k)") {
              solver.value(of: $0)
            }
          }
        }
      }

      if metrics.contains(.resizeCross) {
        let steps = options.crossSteps
        let watch = Stopwatch()
        for k in 0..<steps {
          try solver.suggestValue(GridSystem.crossWidth(k), for: width)
        }
        let seconds = watch.seconds
        try grid.check(width: GridSystem.crossWidth(steps - 1), "resize-cross") {
          solver.value(of: $0)
        }
        record(.resizeCross, seconds / Double(steps))
        for value in [1200.0, 1000.0] {  // both sides of the flip, untimed
          try solver.suggestValue(value, for: width)
          try grid.check(width: value, "resize-cross at W = \(Int(value))") { solver.value(of: $0) }
        }
      }

      if metrics.contains(.churn) {
        try solver.suggestValue(GridSystem.initialWidth, for: width)
        let churned = stride(from: 0, to: grid.constraints.count, by: 10).map {
          grid.constraints[$0]
        }
        let watch = Stopwatch()
        for constraint in churned { try solver.remove(constraint) }
        for constraint in churned { try solver.add(constraint) }
        let seconds = watch.seconds
        try grid.check(width: GridSystem.initialWidth, "churn") { solver.value(of: $0) }
        record(.churn, seconds)
      }

      let middle = grid.n / 2
      if metrics.contains(.constant) {
        let edits = options.steps - options.steps % 2  // even: the height ends where it began
        var current = grid.heights[middle]
        let watch = Stopwatch()
        for k in 0..<edits {
          let next: Constraint = grid.h[middle] == (k % 2 == 0 ? 24 : 20)
          try solver.replace(current, with: next)
          current = next
        }
        let seconds = watch.seconds
        try grid.check(width: GridSystem.initialWidth, "constant") { solver.value(of: $0) }
        record(.constant, seconds / Double(edits))
      }

      if metrics.contains(.addRemove) {
        let extra = (grid.w[middle] <= 90).withPriority(500)
        // One pair untimed, on both sides: the per-pair time leaves out a first use's one-time
        // costs (the new level's and the journal's storage).
        try solver.add(extra)
        try solver.remove(extra)
        let watch = Stopwatch()
        for _ in 0..<options.steps {
          try solver.add(extra)
          try solver.remove(extra)
        }
        let seconds = watch.seconds
        try grid.check(width: GridSystem.initialWidth, "add-remove") { solver.value(of: $0) }
        record(.addRemove, seconds / Double(options.steps))
      }
    }

    if metrics.contains(.buildRequiredFirst) {
      let (solver, grid, seconds) = try build(n: n, requiredFirst: true)
      if metrics.isDisjoint(with: Metric.chain) { afterBuild() }
      try grid.check(width: GridSystem.initialWidth, "build-required-first") {
        solver.value(of: $0)
      }
      record(.buildRequiredFirst, seconds)
    }

    if metrics.contains(.buildUnbatched) {
      let (solver, grid, seconds) = try buildUnbatched(n: n)
      if metrics.isDisjoint(with: Metric.chain + [.buildRequiredFirst]) { afterBuild() }
      try grid.check(width: GridSystem.initialWidth, "build-unbatched") { solver.value(of: $0) }
      record(.buildUnbatched, seconds)
    }
  }
}

/// The floor: plain Swift arithmetic computing the same frames the solver gives, per step.
enum Floor {
  /// Seconds per step to compute all `n` frames for each W in `widths`, median of `repeats`.
  static func perStep(n: Int, widths: [Double], repeats: Int) throws(BenchmarkFailure) -> Double {
    var xs = [Double](repeating: 0, count: n)
    var ys = [Double](repeating: 0, count: n)
    var ws = [Double](repeating: 0, count: n)
    var hs = [Double](repeating: 0, count: n)
    var samples: [Double] = []
    var checksum = 0.0
    for _ in 0..<max(1, repeats) {
      let watch = Stopwatch()
      for width in widths {
        let w = (width - 88) / 10
        xs.withUnsafeMutableBufferPointer { xs in
          ys.withUnsafeMutableBufferPointer { ys in
            ws.withUnsafeMutableBufferPointer { ws in
              hs.withUnsafeMutableBufferPointer { hs in
                for i in 0..<n {
                  let r = i / 10
                  let c = i % 10
                  xs[i] = 8 + Double(c) * (w + 8)
                  ys[i] = 8 + 28 * Double(r)
                  ws[i] = w
                  hs[i] = 20
                }
              }
            }
          }
        }
        checksum += xs[n - 1]
      }
      samples.append(watch.seconds / Double(widths.count))
    }
    // Check the last frames, which also keeps the work observable to the optimiser.
    let last = widths[widths.count - 1]
    for i in 0..<n {
      let e = GridSystem.expectedFrame(i, width: last)
      guard xs[i] == e.x, ys[i] == e.y, ws[i] == e.w, hs[i] == e.h else {
        throw BenchmarkFailure(description: "floor: view \(i) differs from the expected frame")
      }
    }
    guard checksum.isFinite else { throw BenchmarkFailure(description: "floor: checksum") }
    return median(samples)!
  }
}
