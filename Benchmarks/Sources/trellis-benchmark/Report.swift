import Foundation

/// One side's result for one metric at one size.
enum Outcome {
  /// The median of `runs` samples, in seconds.
  case measured(seconds: Double, runs: Int)
  /// The side's time budget ran out before this measurement finished.
  case didNotFinish
  /// This side was not run (no `--compare`).
  case notRun

  init(_ run: SideRun?, _ metric: Metric) {
    guard let run else {
      self = .notRun
      return
    }
    let samples = run.samples[metric] ?? []
    if let value = median(samples) {
      self = .measured(seconds: value, runs: samples.count)
    } else {
      self = .didNotFinish
    }
  }

  var seconds: Double? {
    if case .measured(let seconds, _) = self { return seconds }
    return nil
  }
}

/// One line of the table: a metric at a size, for both sides.
struct ReportRow {
  var metric: Metric
  var n: Int
  var trellis: Outcome
  var kiwi: Outcome
  /// The floor, for the resize metrics.
  var floor: Double?

  /// kiwisolver / Trellis: above 1, Trellis is faster.
  var speedup: Double? {
    guard let t = trellis.seconds, let k = kiwi.seconds, t > 0 else { return nil }
    return k / t
  }
}

/// One line of the grid10-views table: the full pipeline against the bare solver.
struct ViewsRow {
  var metric: ViewsMetric
  var n: Int
  /// The pipeline's median.
  var seconds: Double?
  /// The median of the bare solver's ``ViewsMetric/bare``, each timed right after the pipeline in
  /// the same repeat.
  var bare: Double?
  /// pipeline / bare solver, the median over repeats of each repeat's own ratio: the issue's target
  /// is at most 3.
  var ratio: Double?
}

/// Peak resident memory of one side after its N=10000 build.
struct MemoryRow {
  var side: String
  var n: Int
  var run: SideRun?
  var source: String
}

enum Report {
  /// `12.3 µs`, `4.56 ms`, `1.23 s`.
  static func human(_ seconds: Double) -> String {
    let (value, unit): (Double, String) =
      switch seconds {
      case ..<1e-6: (seconds * 1e9, "ns")
      case ..<1e-3: (seconds * 1e6, "µs")
      case ..<1: (seconds * 1e3, "ms")
      default: (seconds, "s")
      }
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    return String(format: "%.\(digits)f %@", value, unit)
  }

  static func human(_ outcome: Outcome) -> String {
    switch outcome {
    case .measured(let seconds, let runs): "\(human(seconds)) (\(runs))"
    case .didNotFinish: "did not finish"
    case .notRun: "-"
    }
  }

  /// Seconds for the machine-readable lines: 6 significant digits, any float parser reads them.
  static func machine(_ seconds: Double) -> String { String(format: "%.6g", seconds) }

  static func machine(_ outcome: Outcome) -> String {
    switch outcome {
    case .measured(let seconds, _): machine(seconds)
    case .didNotFinish: "dnf"
    case .notRun: "-"
    }
  }

  static func mebibytes(_ kib: Int) -> String { String(format: "%.1f MiB", Double(kib) / 1024) }

  /// Pads `cells` to `widths`, left-aligned first column, right-aligned others.
  private static func line(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
      let (cell, width) = pair
      let padding = String(repeating: " ", count: max(0, width - cell.count))
      return index == 0 ? cell + padding : padding + cell
    }.joined(separator: "  ")
  }

  /// A table with a left-aligned first column and right-aligned others, under a rule.
  static func printTable(header: [String], body: [[String]]) {
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].count }.max()!
    }
    Swift.print(line(header, widths))
    Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for cells in body { Swift.print(line(cells, widths)) }
  }

  /// The table, then one machine-readable line per measurement.
  static func print(rows: [ReportRow], views: [ViewsRow], memory: [MemoryRow], compared: Bool) {
    var header = ["metric", "N", "trellis"]
    if compared { header += ["kiwisolver", "speedup"] }
    header.append("floor")
    var body: [[String]] = []
    for row in rows {
      var cells = [row.metric.rawValue, "\(row.n)", human(row.trellis)]
      if compared {
        cells += [human(row.kiwi), row.speedup.map { String(format: "%.3gx", $0) } ?? "-"]
      }
      cells.append(row.floor.map(human) ?? "")
      body.append(cells)
    }
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].count }.max()!
    }
    Swift.print("grid10: median seconds (runs); resize and resize-cross per step, others total.")
    if compared {
      Swift.print("speedup = kiwisolver / trellis: above 1, Trellis is faster.")
    }
    Swift.print("floor = plain Swift arithmetic computing the same frames, per step.")
    Swift.print("")
    Swift.print(line(header, widths))
    Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    var previousN: Int?
    for (row, cells) in zip(rows, body) {
      if let previousN, previousN != row.n { Swift.print("") }
      previousN = row.n
      Swift.print(line(cells, widths))
    }

    if !views.isEmpty {
      Swift.print("")
      Swift.print(
        "grid10-views: the same grid as Views in a ViewHost, through the layout engine (sync, solve,"
      )
      Swift.print(
        "pixel rounding, frames); bare solver = build and resize timed right after the pipeline in")
      Swift.print("each repeat; ratio = median over repeats of pipeline / bare solver.")
      Swift.print("")
      let header = ["metric", "N", "pipeline", "bare solver", "ratio"]
      let body = views.map { row in
        [
          row.metric.rawValue, "\(row.n)", row.seconds.map(human) ?? "-",
          row.bare.map(human) ?? "-", row.ratio.map { String(format: "%.3gx", $0) } ?? "-",
        ]
      }
      let widths = header.indices.map { column in
        ([header] + body).map { $0[column].count }.max()!
      }
      Swift.print(line(header, widths))
      Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      for cells in body { Swift.print(line(cells, widths)) }
    }

    if !memory.isEmpty {
      Swift.print("")
      for row in memory {
        Swift.print("peak memory, \(row.side), N=\(row.n): \(describe(row))")
      }
    }

    Swift.print("")
    for row in rows {
      var text = "grid10 \(row.metric.rawValue) N=\(row.n) trellis=\(machine(row.trellis))"
      if compared {
        text += " kiwisolver=\(machine(row.kiwi))"
        text += " speedup=" + (row.speedup.map { String(format: "%.3g", $0) } ?? "-")
      }
      if let floor = row.floor { text += " floor=\(machine(floor))" }
      Swift.print(text)
    }
    for row in views {
      var text = "grid10 \(row.metric.rawValue) N=\(row.n) trellis="
      text += row.seconds.map(machine) ?? "-"
      text += " bare=" + (row.bare.map(machine) ?? "-")
      text += " ratio=" + (row.ratio.map { String(format: "%.3g", $0) } ?? "-")
      Swift.print(text)
    }
    for row in memory {
      let key = row.side == "Trellis" ? "trellis_peak_kib" : "kiwisolver_peak_kib"
      let value = row.run?.peakKiB.map(String.init) ?? "dnf"
      var text = "grid10 memory N=\(row.n) \(key)=\(value)"
      if let ruMaxrss = row.run?.ruMaxrssKiB { text += " ru_maxrss_kib=\(ruMaxrss)" }
      Swift.print(text)
    }
  }

  private static func describe(_ row: MemoryRow) -> String {
    guard let run = row.run else { return "not run" }
    if let peak = run.peakKiB {
      var text = "\(mebibytes(peak)) resident after the build (\(row.source)"
      if let baseline = run.baselineKiB { text += "; \(mebibytes(baseline)) before it" }
      if let ruMaxrss = run.ruMaxrssKiB {
        text += "; getrusage ru_maxrss \(mebibytes(ruMaxrss)), inherited from the spawning process"
      }
      return text + ")"
    }
    if let atKill = run.peakAtKillKiB {
      return "build did not finish; \(mebibytes(atKill)) resident when it was stopped"
    }
    return "unknown"
  }
}
