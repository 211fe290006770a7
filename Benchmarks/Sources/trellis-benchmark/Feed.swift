import BenchmarkSupport
import Foundation
import ViewHost

/// The feed workload: N rows stacked in the layout margins of a hosted root view, each edited in
/// place the way an app edits a list, through the public API, each edit followed by
/// `layoutIfNeeded()`. What one edit costs should depend on what it changes, not on N.
///
/// Row i: `leading == root.layoutMarginsGuide.leading`, `trailing == root.layoutMarginsGuide
/// .trailing`, `top == row[i-1].bottom + 8` (row 0: `top == root.layoutMarginsGuide.top`),
/// `height == 44`. The last row holds a label (a view with an intrinsic size) pinned to the row's
/// layout margins guide (leading, top), for the margin and intrinsic-size edits.
enum FeedMetric: String, CaseIterable, Sendable {
  /// Append one row (four constraints) after the last one.
  case append
  /// Change the last row's height constant (44 ↔ 50): nothing else moves.
  case height
  /// Activate or deactivate an optional constraint on the middle row (`width == 100` at 250).
  case toggle
  /// Change that optional constraint's priority (250 ↔ 500) while it is active.
  case priority
  /// Change the last row's layout margins (its label moves).
  case margins
  /// Change the label's intrinsic size (`invalidateIntrinsicContentSize()`).
  case intrinsic
  /// Remove the row before the last (nothing below it moves: the last row is re-pinned to the one
  /// above), lay out; then put it back and lay out. Per pair.
  case removeLocal = "remove-local"
  /// Remove the middle row and close the gap (`top == row[k-1].bottom + 8`), lay out, then put it
  /// back with its constraints and lay out: the rows below move twice. Per pair.
  case removeInsert = "remove-insert"
  /// Change the first row's height (44 ↔ 50): every row moves.
  case firstHeight = "first-height"

  /// Whether the edit moves a number of views proportional to N (the others move at most two).
  var movesRowsBelow: Bool { self == .removeInsert || self == .firstHeight }
}

/// A view with an intrinsic size that can change.
final class FeedLabel: View {
  var size = CGSize(width: 120, height: 20) { didSet { invalidateIntrinsicContentSize() } }
  override var intrinsicContentSize: CGSize { size }
}

/// One feed in a host, with the handles the edits need.
final class Feed {
  static let rowHeight: CGFloat = 44
  static let gap: CGFloat = 8

  let controller = ViewController()
  let host: ViewHost
  private(set) var rows: [View] = []
  /// Each row's height constraint, by row.
  private(set) var heights: [LayoutConstraint] = []
  let label = FeedLabel()
  /// The middle row's optional constraint (inactive at first).
  let optional: LayoutConstraint
  private(set) var labelRow: View

  /// Builds N rows and lays them out once.
  init(n: Int) {
    host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
    let root: View = controller.view
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * n + 2)
    for _ in 0..<n {
      let made = Self.makeRow(in: root, after: rows.last, into: &rows)
      heights.append(made[3])
      constraints += made
    }
    labelRow = rows[n - 1]
    label.translatesAutoresizingMaskIntoConstraints = false
    labelRow.addSubview(label)
    constraints += [
      label.leadingAnchor.constraint(equalTo: labelRow.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: labelRow.layoutMarginsGuide.topAnchor),
    ]
    optional = rows[n / 2].widthAnchor.constraint(equalToConstant: 100)
    optional.priority = LayoutPriority(250)
    LayoutConstraint.activate(constraints)
    host.layoutIfNeeded()
  }

  /// A new row under `root`, after `previous`, appended to `rows`; returns its constraints
  /// (inactive).
  private static func makeRow(in root: View, after previous: View?, into rows: inout [View])
    -> [LayoutConstraint]
  {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    rows.append(row)
    let margins = root.layoutMarginsGuide
    return [
      row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: gap) }
        ?? row.topAnchor.constraint(equalTo: margins.topAnchor),
      row.heightAnchor.constraint(equalToConstant: rowHeight),
    ]
  }

  /// Appends one row and lays out.
  func append() {
    let constraints = Self.makeRow(in: controller.view, after: rows.last, into: &rows)
    heights.append(constraints[3])
    LayoutConstraint.activate(constraints)
    host.layoutIfNeeded()
  }

  /// Removes the rows after the first `count` (untimed clean-up after `append`).
  func truncate(to count: Int) {
    while rows.count > count {
      rows.removeLast().removeFromSuperview()
      heights.removeLast()
    }
    host.layoutIfNeeded()
  }

  /// Removes row `k` (not the first or the last), closes the gap, lays out; then puts it back as it
  /// was and lays out.
  func removeAndInsert(_ k: Int) {
    let row = rows[k]
    let root: View = controller.view
    row.removeFromSuperview()
    let bridge = rows[k + 1].topAnchor.constraint(
      equalTo: rows[k - 1].bottomAnchor, constant: Self.gap)
    bridge.isActive = true
    host.layoutIfNeeded()
    bridge.isActive = false
    root.insertSubview(row, at: k)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      row.topAnchor.constraint(equalTo: rows[k - 1].bottomAnchor, constant: Self.gap),
      rows[k + 1].topAnchor.constraint(equalTo: row.bottomAnchor, constant: Self.gap),
    ])
    host.layoutIfNeeded()
  }

  /// Removes the row before the last and pins the last row where it was (`top == row[k-1].bottom
  /// + 8 + height + 8`), lays out; then puts the row back as it was and lays out. No other view
  /// moves: a local removal and insertion.
  func removeAndInsertBeforeLast() {
    let k = rows.count - 2
    let row = rows[k]
    let last = rows[k + 1]
    let root: View = controller.view
    row.removeFromSuperview()
    let bridge = last.topAnchor.constraint(
      equalTo: rows[k - 1].bottomAnchor, constant: Self.gap + heights[k].constant + Self.gap)
    bridge.isActive = true
    host.layoutIfNeeded()
    bridge.isActive = false
    root.insertSubview(row, at: k)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      row.topAnchor.constraint(equalTo: rows[k - 1].bottomAnchor, constant: Self.gap),
      last.topAnchor.constraint(equalTo: row.bottomAnchor, constant: Self.gap),
    ])
    host.layoutIfNeeded()
  }

  /// Checks every row (and the label) against the layout the constraints describe.
  func check(_ context: String) throws(BenchmarkFailure) {
    guard host.layoutDiagnostics.isEmpty else {
      throw BenchmarkFailure(
        description: "\(context): the engine reported \(host.layoutDiagnostics) ")
    }
    let root: View = controller.view
    let margins = root.layoutMargins
    let width = root.bounds.width - margins.left - margins.right
    var y = margins.top
    for (index, row) in rows.enumerated() {
      let expected = CGRect(x: margins.left, y: y, width: width, height: heights[index].constant)
      guard row.frame == expected else {
        throw BenchmarkFailure(
          description:
            "\(context): row \(index) of \(rows.count) at \(row.frame), expected \(expected)"
        )
      }
      y = expected.maxY + Self.gap
    }
    let rowMargins = labelRow.layoutMargins
    let expected = CGRect(origin: CGPoint(x: rowMargins.left, y: rowMargins.top), size: label.size)
    guard label.frame == expected else {
      throw BenchmarkFailure(
        description: "\(context): label at \(label.frame), expected \(expected)")
    }
  }
}

/// Runs the feed's edits at one size.
enum FeedBenchmark {
  /// Edits per metric and repeat.
  static func operations(n: Int) -> Int { n >= 10000 ? 20 : 40 }

  /// Builds a feed of `n` rows, then times each metric's edits; reports seconds per edit.
  static func session(n: Int, check: Bool, record: (FeedMetric, Double) -> Void) throws {
    try session(
      n: n, metrics: FeedMetric.allCases, count: operations(n: n), check: check, record: record)
  }

  /// `edits` edits of `metric` on a feed of `n` rows, for a profiler.
  static func profile(_ metric: FeedMetric, n: Int, edits: Int) throws {
    try session(n: n, metrics: [metric], count: edits, check: false) { _, _ in }
  }

  private static func session(
    n: Int, metrics: [FeedMetric], count: Int, check: Bool, record: (FeedMetric, Double) -> Void
  ) throws {
    let feed = Feed(n: n)
    try feed.check("feed build")
    for metric in metrics {
      let watch = Stopwatch()
      switch metric {
      case .append:
        for _ in 0..<count { feed.append() }
      case .height:
        for k in 0..<count {
          feed.heights[n - 1].constant = k % 2 == 0 ? 50 : Feed.rowHeight
          feed.host.layoutIfNeeded()
        }
      case .toggle:
        for _ in 0..<count {
          feed.optional.isActive.toggle()
          feed.host.layoutIfNeeded()
        }
      case .priority:
        feed.optional.isActive = true
        feed.host.layoutIfNeeded()
        let start = Stopwatch()
        for k in 0..<count {
          feed.optional.priority = LayoutPriority(k % 2 == 0 ? 500 : 250)
          feed.host.layoutIfNeeded()
        }
        record(metric, start.seconds / Double(count))
        feed.optional.isActive = false
        feed.host.layoutIfNeeded()
        try feed.check("feed \(metric.rawValue)")
        continue
      case .margins:
        for k in 0..<count {
          let inset: CGFloat = k % 2 == 0 ? 12 : 8
          feed.labelRow.layoutMargins = EdgeInsets(
            top: inset, left: inset, bottom: inset, right: inset)
          feed.host.layoutIfNeeded()
        }
      case .intrinsic:
        for k in 0..<count {
          feed.label.size = CGSize(width: k % 2 == 0 ? 140 : 120, height: 20)
          feed.host.layoutIfNeeded()
        }
      case .removeLocal:
        for _ in 0..<count { feed.removeAndInsertBeforeLast() }
      case .removeInsert:
        for _ in 0..<count { feed.removeAndInsert(n / 2) }
      case .firstHeight:
        for k in 0..<count {
          feed.heights[0].constant = k % 2 == 0 ? 50 : Feed.rowHeight
          feed.host.layoutIfNeeded()
        }
      }
      record(metric, watch.seconds / Double(count))
      if check || metric == .append { try feed.check("feed \(metric.rawValue)") }
      if metric == .append { feed.truncate(to: n) }
    }
    try feed.check("feed end")
  }
}

/// The feed's results at one size: seconds per edit by metric, and grid10-views' relayout of the
/// same N timed in the same repeats (what "every view moves" is compared with).
struct FeedRun {
  var n: Int
  var samples: [FeedMetric: [Double]] = [:]
  var relayout: [Double] = []
  /// first-height / relayout, per repeat.
  var ratios: [Double] = []
}

extension FeedBenchmark {
  /// `policy`'s repeats of the feed at `n`, each followed by a grid10-views session at the same N.
  static func run(n: Int, policy: RepeatPolicy, check: Bool) throws -> FeedRun {
    var run = FeedRun(n: n)
    let steps = n >= 10000 ? 20 : 100
    _ = try policy.run(
      { repeatIndex in
        var firstHeight = 0.0
        try session(n: n, check: check || repeatIndex == 0) { metric, seconds in
          run.samples[metric, default: []].append(seconds)
          if metric == .firstHeight { firstHeight = seconds }
        }
        var relayout = 0.0
        try ViewsGrid.session(n: n, steps: steps) { metric, seconds in
          if metric == .relayout { relayout = seconds }
        }
        run.relayout.append(relayout)
        run.ratios.append(firstHeight / relayout)
      },
      warmupBody: { try session(n: n, check: false) { _, _ in } })
    return run
  }

  /// The table (one column per size) and the machine-readable lines.
  static func report(_ runs: [FeedRun]) {
    guard !runs.isEmpty else { return }
    print("")
    print("feed: N rows in a ViewHost's layout margins; seconds per edit, each edit followed by")
    print(
      "layoutIfNeeded(), median over repeats (runs). last ÷ first = the largest N's time over the")
    print(
      "smallest's. grid10-views relayout: the same N views all moving (width change), same repeats."
    )
    print("")
    let sizes = runs.map(\.n)
    var header = ["metric"] + sizes.map { "N=\($0)" }
    if sizes.count > 1 { header.append("last ÷ first") }
    var body: [[String]] = []
    for metric in FeedMetric.allCases {
      let medians = runs.map { median($0.samples[metric] ?? []) }
      var cells = [metric.rawValue]
      for (run, value) in zip(runs, medians) {
        cells.append(value.map { "\(Report.human($0)) (\(run.samples[metric]!.count))" } ?? "-")
      }
      if sizes.count > 1, let first = medians.first ?? nil, let last = medians.last ?? nil {
        cells.append(String(format: "%.3gx", last / first))
      }
      body.append(cells)
    }
    var relayout = ["grid10-views relayout"]
    var ratio = ["first-height ÷ relayout"]
    for run in runs {
      relayout.append(median(run.relayout).map(Report.human) ?? "-")
      ratio.append(median(run.ratios).map { String(format: "%.3gx", $0) } ?? "-")
    }
    if sizes.count > 1 {
      relayout.append("")
      ratio.append("")
    }
    body += [relayout, ratio]
    Report.printTable(header: header, body: body)
    print("")
    for run in runs {
      for metric in FeedMetric.allCases {
        if let value = median(run.samples[metric] ?? []) {
          print("feed \(metric.rawValue) N=\(run.n) trellis=\(Report.machine(value))")
        }
      }
      if let value = median(run.relayout) {
        print("feed views-relayout N=\(run.n) trellis=\(Report.machine(value))")
      }
      if let value = median(run.ratios) {
        print("feed first-height-over-relayout N=\(run.n) ratio=\(String(format: "%.3g", value))")
      }
    }
  }
}
