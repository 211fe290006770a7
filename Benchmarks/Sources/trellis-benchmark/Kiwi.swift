import Foundation

/// kiwisolver's side of grid10: Benchmarks/kiwi_grid10.py, run as a subprocess per size.
struct Kiwi {
  /// The Python interpreter, looked up on PATH through /usr/bin/env unless it is a path.
  var python: String
  var script: URL

  /// The script beside this package: found from this source file's path (known when built here),
  /// else under the current directory.
  static func locateScript(_ explicit: String?) -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let explicit { candidates.append(URL(fileURLWithPath: explicit)) }
    // …/Benchmarks/Sources/trellis-benchmark/Kiwi.swift → …/Benchmarks/kiwi_grid10.py
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("kiwi_grid10.py"))
    let current = URL(fileURLWithPath: fileManager.currentDirectoryPath)
    candidates.append(current.appendingPathComponent("Benchmarks/kiwi_grid10.py"))
    candidates.append(current.appendingPathComponent("kiwi_grid10.py"))
    return candidates.first { fileManager.fileExists(atPath: $0.path) }
  }

  private func command(_ arguments: [String]) -> (URL, [String]) {
    if python.contains("/") { return (URL(fileURLWithPath: python), arguments) }
    return (URL(fileURLWithPath: "/usr/bin/env"), [python] + arguments)
  }

  /// Nil when kiwisolver imports; else what to tell the user.
  func importProblem() -> String? {
    let (executable, arguments) = command(["-c", "import kiwisolver"])
    let outcome: Child.Outcome
    do {
      outcome = try Child(executable: executable, arguments: arguments, budget: 60, quiet: true)
        .run()
    } catch {
      return "cannot run \(python): \(error)"
    }
    if outcome.status == 127 { return "\(python) was not found on PATH" }
    if outcome.status != 0 {
      return """
        kiwisolver is not importable by \(python); install it with
            pip install kiwisolver
        or
            \(python) -m pip install --user kiwisolver
        and run again.
        """
    }
    return nil
  }

  /// Runs `options.metrics` at `n`; with `budget`, the subprocess is killed after that many seconds.
  func run(n: Int, policy: RepeatPolicy, options: SessionOptions, budget: Double?) throws -> SideRun
  {
    var arguments = [
      script.path, "--n", "\(n)", "--repeats", "\(policy.repeats)", "--warmup", "\(policy.warmup)",
      "--steps", "\(options.steps)", "--cross-steps", "\(options.crossSteps)",
      "--metrics", options.metrics.map(\.rawValue).joined(separator: ","),
    ]
    if let softBudget = budget ?? policy.softBudget { arguments += ["--budget", "\(softBudget)"] }
    if options.thorough { arguments.append("--thorough") }
    let (executable, fullArguments) = command(arguments)
    let outcome = try Child(executable: executable, arguments: fullArguments, budget: budget).run()
    var run = SideRun()
    run.killedAtBudget = outcome.killedAtBudget
    run.peakAtKillKiB = outcome.peakAtKillKiB
    run.seconds = outcome.seconds
    if let failure = ChildProtocol.parse(outcome.output, into: &run) {
      throw BenchmarkFailure(description: "kiwisolver (N=\(n)): \(failure)")
    }
    if !outcome.killedAtBudget && outcome.status != 0 {
      throw BenchmarkFailure(
        description: "kiwi_grid10.py for N=\(n) exited with status \(outcome.status)")
    }
    return run
  }
}
