import ConstraintSolver
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded random systems checked against the exact ``ReferenceSolver`` (see ``RandomSystemCheck``).
///
/// The default run checks a few hundred systems. A long sweep runs when `TRELLIS_SOLVER_SWEEP`
/// holds a count (`TRELLIS_SOLVER_SWEEP=100000 swift test -c release --filter SolverRandomTests`);
/// a single failing seed reruns alone with `TRELLIS_SOLVER_SEED=<seed>`, which also prints its
/// system, and `TRELLIS_SOLVER_TRACE=1` names each seed of the sweep as it starts
/// (`TRELLIS_SOLVER_SKIP` then leaves out seeds that crash the process).
@Suite struct SolverRandomTests {
  static let defaultSystemCount = 256
  static let defaultChunkCount = 8

  /// The seeds of the long sweep: `TRELLIS_SOLVER_SWEEP=100000` is 0..<100000, and
  /// `TRELLIS_SOLVER_SWEEP=40000-50000` is 40000..<50000 (to resume after a crash).
  static let sweepSeeds: Range<Int>? = environment("TRELLIS_SOLVER_SWEEP").flatMap { text in
    let bounds = text.split(separator: "-").compactMap { Int($0) }
    switch bounds.count {
    case 1: return 0..<bounds[0]
    case 2 where bounds[0] <= bounds[1]: return bounds[0]..<bounds[1]
    default: return nil
    }
  }
  /// `TRELLIS_SOLVER_TRACE=1` prints each seed of the sweep before it runs, to name a system that
  /// crashes the process.
  static let trace = environment("TRELLIS_SOLVER_TRACE") != nil
  /// `TRELLIS_SOLVER_SKIP=1183,2342` leaves seeds out of the sweep (systems that crash the
  /// process).
  static let skippedSeeds: Set<UInt64> = Set(
    (environment("TRELLIS_SOLVER_SKIP") ?? "").split(separator: ",").compactMap { UInt64($0) })
  static let singleSeed: UInt64? = environment("TRELLIS_SOLVER_SEED").flatMap { UInt64($0) }

  @Test(arguments: 0..<defaultChunkCount)
  func randomSystemsMatchTheExactReference(chunk: Int) {
    var checked = 0
    var skipped = 0
    for seed in stride(from: chunk, to: Self.defaultSystemCount, by: Self.defaultChunkCount) {
      let outcome = RandomSystemCheck.run(seed: UInt64(seed))
      for issue in outcome.issues { Issue.record("seed \(seed): \(issue)") }
      checked += 1
      if outcome.skipped { skipped += 1 }
    }
    // The reference must actually check the systems, not skip them for overflow.
    #expect(skipped * 20 <= checked, "\(skipped) of \(checked) systems overflowed the reference")
  }

  @Test(.enabled(if: singleSeed != nil, "set TRELLIS_SOLVER_SEED to rerun one system"))
  func singleSeedMatchesTheExactReference() {
    let seed = Self.singleSeed!
    print(RandomSystem(seed: seed))
    let outcome = RandomSystemCheck.run(seed: seed)
    for issue in outcome.issues { Issue.record("seed \(seed): \(issue)") }
    print("operations: \(outcome.log.joined(separator: "; "))")
    print(
      "seed \(seed): \(outcome.issues.count) issues, \(outcome.unsatisfiable) refused, "
        + (outcome.skipped ? "skipped (overflow)" : "\(outcome.checks) checks"))
  }

  @Test(.enabled(if: sweepSeeds != nil, "set TRELLIS_SOLVER_SWEEP=<count> for the long sweep"))
  func longSweepMatchesTheExactReference() async {
    let seeds = Self.sweepSeeds!
    let chunks = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    let clock = ContinuousClock()
    let start = clock.now
    let results = await withTaskGroup(of: Summary.self) { group in
      for chunk in 0..<chunks {
        group.addTask {
          var summary = Summary()
          for seed in stride(from: seeds.lowerBound + chunk, to: seeds.upperBound, by: chunks) {
            if Self.skippedSeeds.contains(UInt64(seed)) { continue }
            if Self.trace {
              let line = "seed \(seed)\n"
              _ = line.withCString { write(2, $0, strlen($0)) }  // unbuffered: survives a crash
            }
            summary.add(seed: UInt64(seed), RandomSystemCheck.run(seed: UInt64(seed)))
          }
          return summary
        }
      }
      var total = Summary()
      for await summary in group { total.merge(summary) }
      return total
    }
    for (seed, issue) in results.firstIssues.sorted(by: { $0.seed < $1.seed }) {
      Issue.record("seed \(seed): \(issue)")
    }
    let leftOut = Self.skippedSeeds.filter { seeds.contains(Int($0)) }.count
    print(
      """
      solver sweep: seeds \(seeds) in \(clock.now - start): \(results.failedSeeds.count) failed, \
      \(results.skipped) skipped (overflow), \(leftOut) left out, \
      \(results.unsatisfiable) refused adds, \
      \(results.checks) checks
      """)
    if !results.failedSeeds.isEmpty {
      print("failed seeds: \(results.failedSeeds.sorted().prefix(200))")
    }
  }

  struct Summary: Sendable {
    var failedSeeds: [UInt64] = []
    /// The first issue of the first few failing seeds (recording every one would drown the log).
    var firstIssues: [(seed: UInt64, issue: String)] = []
    var skipped = 0
    var unsatisfiable = 0
    var checks = 0

    mutating func add(seed: UInt64, _ outcome: RandomSystemCheck.Outcome) {
      if let issue = outcome.issues.first {
        failedSeeds.append(seed)
        if firstIssues.count < 20 { firstIssues.append((seed, issue)) }
      }
      if outcome.skipped { skipped += 1 }
      unsatisfiable += outcome.unsatisfiable
      checks += outcome.checks
    }

    mutating func merge(_ other: Summary) {
      failedSeeds += other.failedSeeds
      firstIssues += other.firstIssues.prefix(max(0, 20 - firstIssues.count))
      skipped += other.skipped
      unsatisfiable += other.unsatisfiable
      checks += other.checks
    }
  }

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
