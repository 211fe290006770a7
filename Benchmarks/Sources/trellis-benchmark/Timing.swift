import BenchmarkSupport
import Foundation

/// The median of `samples` (the mean of the two middle ones for an even count); nil when empty.
func median(_ samples: [Double]) -> Double? {
  guard !samples.isEmpty else { return nil }
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// How many repeats of one side at one size, and when to stop starting new ones.
struct RepeatPolicy {
  /// Timed repeats wanted.
  var repeats: Int
  /// Untimed repeats first (warms caches, the allocator and lazily bound symbols).
  var warmup: Int
  /// Seconds from the start: a repeat that would end past this (judged by the previous one's
  /// length) is not started; the first one always is. Nil: no limit.
  var softBudget: Double?

  /// Runs `body(repeatIndex)` up to `repeats` times under the budget; returns how many ran.
  func run<E: Error>(_ body: (Int) throws(E) -> Void, warmupBody: () throws(E) -> Void)
    throws(E) -> Int
  {
    let watch = Stopwatch()
    for _ in 0..<warmup { try warmupBody() }
    var done = 0
    var last = 0.0
    while done < repeats {
      if let softBudget, done > 0, watch.seconds + last > softBudget { break }
      let repeatWatch = Stopwatch()
      try body(done)
      last = repeatWatch.seconds
      done += 1
    }
    return done
  }
}

/// Facts about this machine and process, from /proc.
enum MachineInfo {
  /// The peak resident set size of this process so far (`VmHWM` in /proc/self/status), in KiB.
  static func peakResidentKiB(pid: Int32? = nil) -> Int? {
    let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
    guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
      return Int(digits)
    }
    return nil
  }

  /// The first `model name` in /proc/cpuinfo.
  static var cpuModel: String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in info.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  static var processorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
