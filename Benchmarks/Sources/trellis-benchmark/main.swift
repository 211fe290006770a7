// trellis-benchmark: the grid10 workload through Trellis and, with `--compare kiwisolver`, through
// kiwisolver in the same run. See Benchmarks/README.md.
import BenchmarkSupport
import ConstraintSolver
import Foundation

let usage = """
  usage: trellis-benchmark [--smoke] [--compare kiwisolver] [--budget SECONDS] [--sizes N,N,...]
                           [--workloads grid10,feed] [--python PYTHON] [--kiwi-script PATH]

    --smoke               N=100 only, 1 repeat, no kiwisolver; checks every solution (for CI)
    --compare kiwisolver  also run the same systems through kiwisolver (Benchmarks/kiwi_grid10.py)
    --budget SECONDS      time budget of each side's children at N > 1000 (default 60)
    --sizes N,N,...       view counts, multiples of 10 (default 100,1000,10000)
    --workloads LIST      grid10 (the solver, kiwisolver, grid10-views), feed (edits of a
                          feed of rows), or both (default grid10,feed)
    --python PYTHON       the interpreter for kiwi_grid10.py (default python3)
    --kiwi-script PATH    kiwi_grid10.py, if it is not found beside this package
  """

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("trellis-benchmark: \(message)\n".utf8))
  exit(status)
}

func progress(_ message: String) {
  FileHandle.standardError.write(Data("[trellis-benchmark] \(message)\n".utf8))
}

// Numbers from a solver that checks its invariants after every operation mean nothing.
guard !ConstraintSolver.internalChecksEnabled else {
  fail(
    """
    the solver was built with internal checks on (-DTRELLIS_INTERNAL_CHECKS); refusing to report.
    Build without it: swift run -c release --package-path Benchmarks trellis-benchmark
    """)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == TrellisChild.flag {
  exit(TrellisChild.main(Array(arguments.dropFirst())))
}
// Hidden, for profilers (`valgrind --tool=callgrind`, `perf record`): builds a feed of N rows and
// runs one metric's edits, untimed. `--profile-feed METRIC N EDITS`.
// `--profile-add-remove N COUNT`: grid10's solver, COUNT add-remove pairs after the build.
if arguments.first == "--profile-add-remove", arguments.count == 3, let n = Int(arguments[1]),
  let count = Int(arguments[2])
{
  do {
    var (solver, grid, _) = try TrellisGrid.build(n: n, requiredFirst: false)
    let extra = (grid.w[n / 2] <= 90).withPriority(500)
    for _ in 0..<count {
      try solver.add(extra)
      try solver.remove(extra)
    }
    exit(0)
  } catch {
    fail("FAILED: \(error)")
  }
}
// `--profile-views N STEPS`: grid10-views, STEPS relayouts after the build.
if arguments.first == "--profile-views", arguments.count == 3, let n = Int(arguments[1]),
  let steps = Int(arguments[2])
{
  do {
    try ViewsGrid.session(n: n, steps: steps) { _, _ in }
    exit(0)
  } catch {
    fail("FAILED: \(error)")
  }
}
if arguments.first == "--profile-feed", arguments.count == 4,
  let metric = FeedMetric(rawValue: arguments[1]), let n = Int(arguments[2]),
  let edits = Int(arguments[3])
{
  do {
    try FeedBenchmark.profile(metric, n: n, edits: edits)
    exit(0)
  } catch {
    fail("FAILED: \(error)")
  }
}

// MARK: Options

var smoke = false
var compareKiwi = false
var budget = 60.0
var sizes = [100, 1000, 10000]
var python = "python3"
var kiwiScriptPath: String?
var runsGrid = true
var runsFeed = true
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  func value() -> String {
    guard !arguments.isEmpty else { fail("\(argument) needs a value\n\(usage)", status: 2) }
    return arguments.removeFirst()
  }
  switch argument {
  case "--smoke": smoke = true
  case "--compare":
    let other = value()
    guard other == "kiwisolver" else {
      fail("can only compare with kiwisolver\n\(usage)", status: 2)
    }
    compareKiwi = true
  case "--budget":
    guard let seconds = Double(value()), seconds > 0 else { fail("bad --budget", status: 2) }
    budget = seconds
  case "--sizes":
    let parsed = value().split(separator: ",").map { Int($0) }
    guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) > 0 && $0! % 10 == 0 }) else {
      fail("--sizes takes positive multiples of 10, such as 100,1000", status: 2)
    }
    sizes = parsed.map { $0! }
  case "--workloads":
    let names = Set(value().split(separator: ",").map(String.init))
    guard !names.isEmpty, names.isSubset(of: ["grid10", "feed"]) else {
      fail("--workloads takes grid10, feed or both, comma-separated", status: 2)
    }
    runsGrid = names.contains("grid10")
    runsFeed = names.contains("feed")
  case "--python": python = value()
  case "--kiwi-script": kiwiScriptPath = value()
  case "-h", "--help":
    print(usage)
    exit(0)
  default: fail("unknown argument \(argument)\n\(usage)", status: 2)
  }
}
if smoke {
  if compareKiwi { progress("--smoke runs Trellis only; ignoring --compare") }
  compareKiwi = false
  sizes = [100]
}

#if DEBUG
  progress("warning: this is a debug build; build with -c release for meaningful numbers")
#endif

// MARK: Plan

/// How each size is measured.
struct SizePlan {
  var n: Int
  var policy: RepeatPolicy
  var steps: Int
  var crossSteps: Int
  /// Budgeted sizes run each side in children killed after this many seconds.
  var budget: Double?
}

func plan(for n: Int, smoke: Bool, budget: Double) -> SizePlan {
  if smoke {
    return SizePlan(
      n: n, policy: RepeatPolicy(repeats: 1, warmup: 0, softBudget: nil), steps: 100,
      crossSteps: 100, budget: nil)
  }
  switch n {
  case ...100:
    return SizePlan(
      n: n, policy: RepeatPolicy(repeats: 15, warmup: 1, softBudget: 120), steps: 100,
      crossSteps: 100, budget: nil)
  case ...1000:
    return SizePlan(
      n: n, policy: RepeatPolicy(repeats: 5, warmup: 0, softBudget: 180), steps: 100,
      crossSteps: 20, budget: nil)
  default:
    return SizePlan(
      n: n, policy: RepeatPolicy(repeats: 3, warmup: 0, softBudget: nil), steps: 100,
      crossSteps: 10, budget: budget)
  }
}

var kiwi: Kiwi?
if compareKiwi && runsGrid {
  guard let script = Kiwi.locateScript(kiwiScriptPath) else {
    fail("cannot find kiwi_grid10.py; pass --kiwi-script PATH")
  }
  let candidate = Kiwi(python: python, script: script)
  if let problem = candidate.importProblem() { fail(problem) }
  kiwi = candidate
}

// MARK: Run

/// Trellis at one size: in-process, or in children under the budget.
/// The floor of `resize` and `resize-cross` at `plan`'s size, per step: plain arithmetic over the
/// same widths.
func floors(_ plan: SizePlan, repeats: Int) throws -> (resize: Double, cross: Double) {
  (
    try Floor.perStep(
      n: plan.n, widths: (0..<plan.steps).map(GridSystem.resizeWidth), repeats: repeats),
    try Floor.perStep(
      n: plan.n, widths: (0..<plan.crossSteps).map(GridSystem.crossWidth), repeats: repeats)
  )
}

/// Trellis's side at one size, and the floor: in-process, each repeat also times the floor right
/// after its session, so that the floor's median comes from the same seconds as Trellis's (this
/// machine's speed drifts by a third within minutes); at budgeted sizes the children run first and
/// the floor is timed right after them.
func runTrellis(_ plan: SizePlan) throws -> (
  all: SideRun, chain: SideRun?, floor: (resize: Double, cross: Double)
) {
  let options = SessionOptions(
    metrics: Metric.allCases, steps: plan.steps, crossSteps: plan.crossSteps, thorough: false)
  if let budget = plan.budget {
    // Each child first runs one untimed session, so that its timed builds find a warm allocator,
    // as the in-process sizes do: otherwise the largest size alone would also pay a fresh
    // process's first touch of every page (a quarter of its build on this machine), and its
    // ratio to the smaller sizes would not measure how the solver scales.
    var policy = plan.policy
    policy.warmup = 1
    var chainOptions = options
    chainOptions.metrics = Metric.chain
    let chain = try TrellisChild.run(
      n: plan.n, policy: policy, options: chainOptions, budget: budget)
    var all = chain
    for metric in [Metric.buildRequiredFirst, .buildUnbatched] {
      var buildOptions = options
      buildOptions.metrics = [metric]
      all.merge(
        try TrellisChild.run(n: plan.n, policy: policy, options: buildOptions, budget: budget))
    }
    return (all, chain, try floors(plan, repeats: max(5, plan.policy.repeats)))
  }
  var run = SideRun()
  var resizeFloors: [Double] = []
  var crossFloors: [Double] = []
  let watch = Stopwatch()
  _ = try plan.policy.run(
    { repeatIndex in
      var repeatOptions = options
      repeatOptions.thorough = repeatIndex == 0
      try TrellisGrid.session(
        n: plan.n, options: repeatOptions, record: { run.record($0, $1) }, afterBuild: {})
      let floor = try floors(plan, repeats: 3)
      resizeFloors.append(floor.resize)
      crossFloors.append(floor.cross)
    },
    warmupBody: {
      try TrellisGrid.session(n: plan.n, options: options, record: { _, _ in }, afterBuild: {})
    })
  run.seconds = watch.seconds
  return (run, nil, (median(resizeFloors)!, median(crossFloors)!))
}

func runKiwi(_ kiwi: Kiwi, _ plan: SizePlan) throws -> (all: SideRun, chain: SideRun?) {
  // kiwisolver adds one constraint at a time anyway: its `build` stands for `build-unbatched`.
  var options = SessionOptions(
    metrics: Metric.allCases.filter { $0 != .buildUnbatched }, steps: plan.steps,
    crossSteps: plan.crossSteps, thorough: plan.budget == nil)
  if let budget = plan.budget {
    options.metrics = Metric.chain
    let chain = try kiwi.run(n: plan.n, policy: plan.policy, options: options, budget: budget)
    options.metrics = [.buildRequiredFirst]
    let first = try kiwi.run(n: plan.n, policy: plan.policy, options: options, budget: budget)
    var all = chain
    all.merge(first)
    return (all, chain)
  }
  let run = try kiwi.run(n: plan.n, policy: plan.policy, options: options, budget: nil)
  return (run, nil)
}

func describe(_ run: SideRun, side: String, n: Int, budget: Double?) -> String {
  var text = "\(side) N=\(n): \(String(format: "%.1f", run.seconds)) s"
  if run.killedAtBudget, let budget {
    text += ", stopped at the \(Int(budget)) s budget"
  }
  return text
}

let startDate = Date()
var rows: [ReportRow] = []
var viewsRows: [ViewsRow] = []
var memory: [MemoryRow] = []
var feedRuns: [FeedRun] = []
var versions: [String: String] = [:]
do {
  for n in sizes {
    let sizePlan = plan(for: n, smoke: smoke, budget: budget)
    if runsFeed {
      progress("Trellis feed N=\(n)…")
      let watch = Stopwatch()
      let policy =
        smoke
        ? RepeatPolicy(repeats: 1, warmup: 0, softBudget: nil)
        : RepeatPolicy(repeats: n >= 10000 ? 3 : 5, warmup: n <= 100 ? 1 : 0, softBudget: 300)
      feedRuns.append(try FeedBenchmark.run(n: n, policy: policy, check: smoke))
      progress("Trellis feed N=\(n): \(String(format: "%.1f", watch.seconds)) s")
    }
    guard runsGrid else { continue }
    progress("Trellis N=\(n)…")
    let trellis = try runTrellis(sizePlan)
    progress(describe(trellis.all, side: "Trellis", n: n, budget: sizePlan.budget))

    // The full pipeline, in-process, at the sizes measured without a budget, right after
    // Trellis's own run (before kiwisolver's minutes).
    if sizePlan.budget == nil {
      progress("Trellis grid10-views N=\(n)…")
      // Each repeat times the pipeline and then, back to back, the bare solver's `build` and
      // `resize`: a ratio is taken within a repeat, seconds apart, and the median over repeats
      // is reported.
      var samples: [ViewsMetric: [Double]] = [:]
      var bareSamples: [ViewsMetric: [Double]] = [:]
      var ratios: [ViewsMetric: [Double]] = [:]
      _ = try sizePlan.policy.run(
        { _ in
          var pipeline: [ViewsMetric: Double] = [:]
          try ViewsGrid.session(n: n, steps: sizePlan.steps) { pipeline[$0] = $1 }
          let bare = try TrellisGrid.buildAndResize(n: n, steps: sizePlan.steps)
          for (metric, seconds) in pipeline {
            let bareSeconds = metric.bare == .build ? bare.build : bare.resize
            samples[metric, default: []].append(seconds)
            bareSamples[metric, default: []].append(bareSeconds)
            ratios[metric, default: []].append(seconds / bareSeconds)
          }
        },
        warmupBody: { try ViewsGrid.session(n: n, steps: sizePlan.steps) { _, _ in } })
      for metric in ViewsMetric.allCases {
        viewsRows.append(
          ViewsRow(
            metric: metric, n: n, seconds: median(samples[metric] ?? []),
            bare: median(bareSamples[metric] ?? []), ratio: median(ratios[metric] ?? [])))
      }
    }

    var kiwiRun: (all: SideRun, chain: SideRun?)?
    if let kiwi {
      progress("kiwisolver N=\(n)…")
      let run = try runKiwi(kiwi, sizePlan)
      versions.merge(run.all.versions) { old, _ in old }
      progress(describe(run.all, side: "kiwisolver", n: n, budget: sizePlan.budget))
      kiwiRun = run
    }

    for metric in Metric.allCases {
      let floor: Double? =
        switch metric {
        case .resize: trellis.floor.resize
        case .resizeCross: trellis.floor.cross
        default: nil
        }
      rows.append(
        ReportRow(
          metric: metric, n: n, trellis: Outcome(trellis.all, metric),
          kiwi: Outcome(kiwiRun?.all, metric.kiwiCounterpart), floor: floor))
    }
    if sizePlan.budget != nil {
      memory.append(
        MemoryRow(side: "Trellis", n: n, run: trellis.chain, source: "VmHWM of the child process"))
      if let kiwiRun {
        memory.append(
          MemoryRow(
            side: "kiwisolver", n: n, run: kiwiRun.chain,
            source: "VmHWM of the Python subprocess"))
      }
    }
  }
} catch {
  fail("FAILED: \(error)")
}

// MARK: Report

let dateFormatter = ISO8601DateFormatter()
dateFormatter.formatOptions = [.withFullDate]
var machine = "\(MachineInfo.processorCount) cores, \(MachineInfo.cpuModel)"
print("trellis-benchmark grid10, \(dateFormatter.string(from: startDate)); \(machine)")
var configuration = "Trellis (release)"
if smoke { configuration += ", smoke run" }
if let kiwiVersion = versions["kiwisolver"] {
  configuration += "; kiwisolver \(kiwiVersion) on Python \(versions["python"] ?? "?")"
}
print(configuration)
if runsGrid {
  print("")
  Report.print(rows: rows, views: viewsRows, memory: memory, compared: kiwi != nil)
}
FeedBenchmark.report(feedRuns)
