import BenchmarkSupport
import Foundation

/// What one side (Trellis or kiwisolver) measured at one size: raw samples per metric and the facts
/// around them. Filled in-process, or from a child's JSON Lines (see kiwi_grid10.py for the format,
/// which the Trellis child speaks too).
struct SideRun: Sendable {
  var samples: [Metric: [Double]] = [:]
  /// Peak resident KiB right after the first build, and before it (process start).
  var peakKiB: Int?
  var baselineKiB: Int?
  /// kiwi_grid10.py's `resource.getrusage` ru_maxrss at the same moment (Linux carries it over from
  /// the spawning process, so it is at least this benchmark's own size).
  var ruMaxrssKiB: Int?
  /// The child was killed at its time budget.
  var killedAtBudget = false
  /// The child's VmHWM read just before it was killed, when it was.
  var peakAtKillKiB: Int?
  /// `kiwisolver` and `python` versions from a kiwi child's start line.
  var versions: [String: String] = [:]
  var seconds = 0.0

  mutating func record(_ metric: Metric, _ seconds: Double) {
    samples[metric, default: []].append(seconds)
  }

  mutating func merge(_ other: SideRun) {
    for (metric, values) in other.samples { samples[metric, default: []] += values }
    peakKiB = peakKiB ?? other.peakKiB
    baselineKiB = baselineKiB ?? other.baselineKiB
    ruMaxrssKiB = ruMaxrssKiB ?? other.ruMaxrssKiB
    killedAtBudget = killedAtBudget || other.killedAtBudget
    peakAtKillKiB = peakAtKillKiB ?? other.peakAtKillKiB
    versions.merge(other.versions) { old, _ in old }
    seconds += other.seconds
  }
}

/// The JSON Lines both children write: one object per line, written as soon as it is known.
enum ChildProtocol {
  static func sample(_ metric: Metric, n: Int, seconds: Double) -> String {
    #"{"kind": "sample", "metric": "\#(metric.rawValue)", "n": \#(n), "seconds": \#(seconds)}"#
  }
  static func memory(n: Int, peakKiB: Int, baselineKiB: Int) -> String {
    #"{"kind": "memory", "n": \#(n), "peak_kib": \#(peakKiB), "baseline_kib": \#(baselineKiB)}"#
  }
  static func done(n: Int, repeats: Int) -> String {
    #"{"kind": "done", "n": \#(n), "repeats": \#(repeats)}"#
  }
  static func error(_ message: String) -> String {
    let escaped = message.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
    return #"{"kind": "error", "message": "\#(escaped)"}"#
  }

  /// Writes one line to stdout unbuffered, so that a child killed later has already delivered it.
  static func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Reads a child's output into `run`; returns the error message a child reported, if any.
  /// A line cut short by a kill is ignored.
  static func parse(_ output: String, into run: inout SideRun) -> String? {
    var failure: String?
    for line in output.split(separator: "\n") {
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let kind = object["kind"] as? String
      else { continue }
      switch kind {
      case "start":
        for key in ["kiwisolver", "python"] {
          if let value = object[key] as? String { run.versions[key] = value }
        }
      case "sample":
        if let name = object["metric"] as? String, let metric = Metric(rawValue: name),
          let seconds = (object["seconds"] as? NSNumber)?.doubleValue
        {
          run.record(metric, seconds)
        }
      case "memory":
        run.peakKiB = run.peakKiB ?? (object["peak_kib"] as? NSNumber)?.intValue
        run.baselineKiB = run.baselineKiB ?? (object["baseline_kib"] as? NSNumber)?.intValue
        run.ruMaxrssKiB = run.ruMaxrssKiB ?? (object["ru_maxrss_kib"] as? NSNumber)?.intValue
      case "error":
        failure = object["message"] as? String ?? "unknown error"
      default:
        break
      }
    }
    return failure
  }
}

/// Runs a child process with its stdout in a temporary file; kills it (SIGKILL) when `budget` seconds
/// have passed since launch. Stderr is passed through, for the child's own messages.
struct Child {
  var executable: URL
  var arguments: [String]
  var budget: Double?
  /// Discard the child's stderr instead of passing it through.
  var quiet = false

  struct Outcome {
    var output: String
    var status: Int32
    var killedAtBudget: Bool
    var peakAtKillKiB: Int?
    var seconds: Double
  }

  func run() throws -> Outcome {
    let outputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-benchmark-\(UUID().uuidString).jsonl")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
      let outputHandle = FileHandle(forWritingAtPath: outputURL.path)
    else {
      throw BenchmarkFailure(description: "cannot create \(outputURL.path)")
    }
    defer { try? FileManager.default.removeItem(at: outputURL) }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = outputHandle
    process.standardInput = FileHandle.nullDevice
    if quiet { process.standardError = FileHandle.nullDevice }
    let watch = Stopwatch()
    try process.run()
    var killed = false
    var peakAtKill: Int?
    while process.isRunning {
      if let budget, watch.seconds >= budget {
        peakAtKill = MachineInfo.peakResidentKiB(pid: process.processIdentifier)
        kill(process.processIdentifier, SIGKILL)
        killed = true
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    let seconds = watch.seconds
    try? outputHandle.close()
    let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    return Outcome(
      output: output, status: process.terminationStatus, killedAtBudget: killed,
      peakAtKillKiB: peakAtKill, seconds: seconds)
  }
}

/// The Trellis side at a budgeted size runs in a child: this same binary, with a hidden flag.
enum TrellisChild {
  static let flag = "--child-trellis"

  /// The running binary. /proc/self/exe, resolved in the child as it starts, is this very file even
  /// when a rebuild has replaced the one at its path meanwhile.
  static var executable: URL {
    if FileManager.default.isExecutableFile(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: "/proc/self/exe")
    }
    return URL(fileURLWithPath: CommandLine.arguments[0])
  }

  /// Runs `metrics` at `n` in a child killed after `budget` seconds.
  static func run(
    n: Int, policy: RepeatPolicy, options: SessionOptions, budget: Double
  ) throws -> SideRun {
    let arguments = [
      flag, "--n", "\(n)", "--repeats", "\(policy.repeats)", "--warmup", "\(policy.warmup)",
      "--steps", "\(options.steps)", "--cross-steps", "\(options.crossSteps)",
      "--metrics", options.metrics.map(\.rawValue).joined(separator: ","),
      "--budget", "\(budget)",
    ]
    let outcome = try Child(executable: executable, arguments: arguments, budget: budget).run()
    var run = SideRun()
    run.killedAtBudget = outcome.killedAtBudget
    run.peakAtKillKiB = outcome.peakAtKillKiB
    run.seconds = outcome.seconds
    if let failure = ChildProtocol.parse(outcome.output, into: &run) {
      throw BenchmarkFailure(description: "Trellis (N=\(n)): \(failure)")
    }
    if !outcome.killedAtBudget && outcome.status != 0 {
      throw BenchmarkFailure(
        description: "the Trellis child for N=\(n) exited with status \(outcome.status)")
    }
    return run
  }

  /// The child's side: parses its arguments, runs the sessions, writes JSON Lines; returns the exit
  /// status.
  static func main(_ arguments: [String]) -> Int32 {
    var values: [String: String] = [:]
    var index = 0
    while index + 1 < arguments.count {
      values[arguments[index]] = arguments[index + 1]
      index += 2
    }
    guard let n = values["--n"].flatMap(Int.init), n > 0, n % 10 == 0,
      let repeats = values["--repeats"].flatMap(Int.init),
      let warmup = values["--warmup"].flatMap(Int.init),
      let steps = values["--steps"].flatMap(Int.init),
      let crossSteps = values["--cross-steps"].flatMap(Int.init),
      let metricNames = values["--metrics"],
      let budget = values["--budget"].flatMap(Double.init)
    else {
      ChildProtocol.emit(ChildProtocol.error("bad child arguments: \(arguments)"))
      return 2
    }
    let metrics = metricNames.split(separator: ",").compactMap { Metric(rawValue: String($0)) }
    let options = SessionOptions(
      metrics: metrics, steps: steps, crossSteps: crossSteps, thorough: false)
    let policy = RepeatPolicy(repeats: repeats, warmup: warmup, softBudget: budget)
    let baseline = MachineInfo.peakResidentKiB() ?? 0
    // Peak memory is read after the first build in this process, warm-up or not.
    var memoryReported = false
    func reportMemory() {
      guard !memoryReported else { return }
      memoryReported = true
      let peak = MachineInfo.peakResidentKiB() ?? 0
      ChildProtocol.emit(ChildProtocol.memory(n: n, peakKiB: peak, baselineKiB: baseline))
    }
    do {
      let done = try policy.run(
        { _ in
          try TrellisGrid.session(
            n: n, options: options,
            record: { ChildProtocol.emit(ChildProtocol.sample($0, n: n, seconds: $1)) },
            afterBuild: reportMemory)
        },
        warmupBody: {
          try TrellisGrid.session(
            n: n, options: options,
            record: { metric, seconds in
              // Not a sample: shown so that the cost of a fresh process stays visible.
              if metric == .build || metric == .buildRequiredFirst || metric == .buildUnbatched {
                progress(
                  "Trellis N=\(n) \(metric.rawValue) in a fresh process (warm-up, untimed): "
                    + String(format: "%.1f ms", seconds * 1000))
              }
            },
            afterBuild: reportMemory)
        })
      ChildProtocol.emit(ChildProtocol.done(n: n, repeats: done))
      return 0
    } catch {
      ChildProtocol.emit(ChildProtocol.error("\(error)"))
      return 1
    }
  }
}
