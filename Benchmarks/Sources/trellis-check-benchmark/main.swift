// trellis-check-benchmark: checked cell layouts per second — a three-label table cell over
// generated data (two `.strings` fields: every pair, and all 64 combinations), across 3 devices ×
// 2 orientations × 2 directions × 3 text sizes (36 configurations), each layout checked by every
// default automatic check. One thread. Reports layouts per second and where the time goes (making
// and laying out the cell in its one-row table, against the checks). See Benchmarks/README.md
// ("Checked layouts").
import BenchmarkSupport
import Foundation
import LayoutTesting

let usage = """
  usage: trellis-check-benchmark [--smoke] [--repeats N] [--only-checked [N]] [--memory [N]]
                                 [--plain [N]]

    --smoke         one repeat, correctness checks only, no times (for CI); prints peak memory
    --repeats N     timed repeats per measurement, the median is reported (default 3)
    --only-checked [N]  run the checked pairs only, once (for profiling); with N, only the first
                    N combinations (N × 36 layouts, for callgrind)
    --plain [N]     plain layouts instead of the cell: a screen (a stack of labels) checked over
                    the matrix, and the README's ProfileController checked with
                    layoutProblems(forEach:) over the same data and matrix; with N, N screens and
                    the first N combinations (for callgrind)
    --memory [N]    resident memory after 100 and after N checked layouts (default 10,000): a
                    layout that leaks shows as growth
  """

var repeats = 3
var smoke = false
var onlyChecked = false
var onlyCheckedCombinations: Int?
var memoryLayouts: Int?
var plain = false
var plainCount: Int?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  switch arguments.removeFirst() {
  case "--smoke":
    smoke = true
    repeats = 1
  case "--only-checked":
    onlyChecked = true
    repeats = 1
    if arguments.first.flatMap(Int.init) != nil {
      onlyCheckedCombinations = removePositiveInteger(from: &arguments, usage: usage)
    }
  case "--repeats":
    repeats = removePositiveInteger(from: &arguments, usage: usage)
  case "--plain":
    plain = true
    if arguments.first.flatMap(Int.init) != nil {
      plainCount = removePositiveInteger(from: &arguments, usage: usage)
    }
  case "--memory":
    memoryLayouts =
      arguments.first.flatMap(Int.init) != nil
      ? removePositiveInteger(from: &arguments, usage: usage) : 10_000
  default:
    print(usage)
    exit(2)
  }
}

/// A message row: a title and a subtitle that wrap, and a one-line detail (a time) at the top
/// trailing corner that keeps its whole width.
final class ThreeLabelCell: TableViewCell {
  let title = Label()
  let subtitle = Label()
  let detail = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.numberOfLines = 0
    title.font = .preferredFont(forTextStyle: .headline)
    subtitle.numberOfLines = 0
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    detail.font = .preferredFont(forTextStyle: .footnote)
    detail.text = "09:41"
    detail.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    detail.setContentCompressionResistancePriority(.required, for: .horizontal)
    for label in [title, subtitle, detail] {
      label.adjustsFontForContentSizeCategory = true
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      detail.topAnchor.constraint(equalTo: margins.topAnchor),
      detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: detail.leadingAnchor, constant: -8),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.topAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

let title = DataField<String?>("title", .strings)
let subtitle = DataField<String?>("subtitle", .strings)
let data = LayoutData(title, subtitle)
let matrix = LayoutMatrix(
  devices: [.iPhoneSE3, .iPhoneX, .iPadPro11], orientations: [.portrait, .landscape],
  layoutDirections: [.leftToRight, .rightToLeft],
  contentSizeCategories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])

func cell(_ combination: DataCombination) -> View {
  let cell = ThreeLabelCell(style: .default, reuseIdentifier: nil)
  cell.title.text = combination[title]
  cell.subtitle.text = combination[subtitle]
  return cell
}

/// Lays out and checks every combination of `coverage` in every configuration; the failures.
func checked(_ coverage: DataCoverage) -> [DataCombinationProblems] {
  layoutProblems(forEach: data, coverage: coverage, in: matrix, make: cell)
}

/// One checked pass over the pairs, timed in parts: making the cells, hosting and laying them out
/// in their tables (the rest), and the checks.
func breakdown() -> (make: Double, layout: Double, checks: Double) {
  var making = 0.0
  var checking = 0.0
  let start = threadCPUSeconds()
  for combination in data.combinations(.pairs) {
    matrix.run(
      {
        let before = threadCPUSeconds()
        let made = cell(combination)
        making += threadCPUSeconds() - before
        return made
      },
      { _, subject in
        let before = threadCPUSeconds()
        _ = layoutProblems(in: subject)
        checking += threadCPUSeconds() - before
      })
  }
  let total = threadCPUSeconds() - start
  return (making, total - making - checking, checking)
}

/// An experiment: one host and table per configuration, reloaded with each new cell, instead of a
/// new host, table and engine for every layout (what the data runner does, so that no layout
/// depends on the one before).
final class ReusedTable: ViewController, TableViewDataSource {
  let table = TableView(frame: .zero, style: .plain)
  var cell = TableViewCell(style: .default, reuseIdentifier: nil)

  override func viewDidLoad() {
    table.dataSource = self
    table.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(table)
    LayoutConstraint.activate([
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cell
  }
}

func checkedInReusedHosts(_ coverage: DataCoverage) -> Int {
  var failing = 0
  for configuration in matrix.configurations {
    let controller = ReusedTable()
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    for combination in data.combinations(coverage) {
      controller.cell = cell(combination) as! TableViewCell
      controller.table.reloadData()
      host.layoutIfNeeded()
      if !layoutProblems(in: controller.cell).isEmpty { failing += 1 }
    }
  }
  return failing
}

/// The CPU time this thread has used, in seconds (the machine is shared: wall time counts other
/// processes' turns too).
func threadCPUSeconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

let configurationCount = matrix.configurations.count
let layoutCount = data.combinations(.pairs).count * configurationCount
#if DEBUG
  let build = "debug"
#else
  let build = "release"
#endif

/// Checks the cell over the matrix, one combination after another, until at least `count`
/// layouts are checked; resident memory once at least 100 are, and at the end.
func memoryGrowth(over count: Int) -> (first: (Int, Int?), last: (Int, Int?)) {
  var done = 0
  var first: (Int, Int?)?
  let combinations = data.combinations(.all)
  while done < count {
    let combination = combinations[(done / configurationCount) % combinations.count]
    matrix.run({ cell(combination) }, { _, subject in _ = layoutProblems(in: subject) })
    done += configurationCount
    if first == nil && done >= 100 { first = (done, ResidentMemory.current()) }
  }
  return (first ?? (done, ResidentMemory.current()), (done, ResidentMemory.current()))
}

if let memoryLayouts {
  let (first, last) = memoryGrowth(over: memoryLayouts)
  let growth = first.1.flatMap { start in last.1.map { $0 - start } }
  print(
    """
    resident memory, \(build) build, the three-label cell checked over the matrix:
      after \(first.0) checked layouts: \(ResidentMemory.format(first.1))
      after \(last.0) checked layouts: \(ResidentMemory.format(last.1)) \
    (growth \(ResidentMemory.format(growth)))
      peak: \(ResidentMemory.format(ResidentMemory.peak()))
    """)
  exit(0)
}

/// A plain screen: a view controller with a vertical stack of three labels under the safe area.
final class StackScreen: ViewController {
  let heading = Label()
  let summary = Label()
  let time = Label()

  override func viewDidLoad() {
    super.viewDidLoad()
    heading.text = "Delivery"
    heading.font = .preferredFont(forTextStyle: .headline)
    summary.text = "Your order leaves the warehouse tomorrow morning and arrives by noon."
    summary.numberOfLines = 0
    summary.font = .preferredFont(forTextStyle: .subheadline)
    time.text = "09:41"
    time.font = .preferredFont(forTextStyle: .footnote)
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 8
    for label in [heading, summary, time] {
      label.adjustsFontForContentSizeCategory = true
      stack.addArrangedSubview(label)
    }
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}

/// The README's example, `ProfileController` (an avatar and a name beside it), with the name a
/// label that shows the data's title.
final class ProfileController: ViewController {
  let avatar = View()
  let name = Label()
  let text: String?

  init(name text: String?) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    name.text = text
    avatar.accessibilityIdentifier = "avatar"
    for item in [avatar, name] as [View] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let margins = view.layoutMarginsGuide
    LayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalToConstant: 64),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
    ])
  }
}

if plain {
  func cpu(_ body: () -> Void) -> Double {
    upperMedian(
      (0..<repeats).map { _ in
        let start = threadCPUSeconds()
        body()
        return threadCPUSeconds() - start
      })
  }
  let screens = plainCount ?? 64
  let screenSeconds = cpu {
    for _ in 0..<screens {
      for (_, problems) in matrix.layoutProblems(of: { StackScreen() }) where !problems.isEmpty {
        print("FAILED: the stack screen has layout problems: \(problems)")
        exit(1)
      }
    }
  }
  let profileCombinations = min(plainCount ?? 64, data.combinations(.pairs).count)
  let profileLayouts = profileCombinations * configurationCount
  let profileSeconds = cpu {
    if profileCombinations == data.combinations(.pairs).count {
      _ = layoutProblems(forEach: data, coverage: .pairs, in: matrix) { combination in
        ProfileController(name: combination[title])
      }
    } else {
      for index in 0..<profileCombinations {
        _ = layoutProblems(forEach: data, coverage: .pairs, only: index, in: matrix) {
          combination in ProfileController(name: combination[title])
        }
      }
    }
  }
  func line(_ count: Int, _ seconds: Double) -> String {
    String(
      format: "%d layouts: %.2f s, %.0f layouts/s, %.0f µs each", count, seconds,
      Double(count) / seconds, seconds / Double(count) * 1e6)
  }
  print(
    """
    plain layouts, \(build) build, one thread, CPU time (median of \(repeats)):
      a screen (a stack of three labels), checked, × \(configurationCount) configurations × \(screens): \
    \(line(screens * configurationCount, screenSeconds))
      the README's ProfileController, layoutProblems(forEach:) pairs × \(configurationCount) configurations: \
    \(line(profileLayouts, profileSeconds))
    """)
  exit(0)
}

if onlyChecked, let count = onlyCheckedCombinations {
  // The first `count` combinations, each over the matrix, checked as a data run checks them.
  let combinations = data.combinations(.pairs).prefix(count)
  var failing = 0
  let (_, seconds) = Stopwatch.time {
    for combination in combinations {
      matrix.run(
        { cell(combination) },
        { _, subject in if !layoutProblems(in: subject).isEmpty { failing += 1 } })
    }
  }
  print(
    "\(combinations.count * configurationCount) checked layouts in "
      + "\(String(format: "%.2f", seconds)) s, \(failing) with problems")
  exit(0)
}

if onlyChecked {
  let (failures, seconds) = Stopwatch.time { checked(.pairs) }
  print(
    "\(layoutCount) checked layouts in \(String(format: "%.2f", seconds)) s, "
      + "\(failures.count) with problems")
  exit(0)
}

// Correctness first: the cell is right, so no layout may have a problem, and pairs of two
// eight-value fields are all 64 combinations.
let pairsFailures = checked(.pairs)
let allFailures = checked(.all)
guard data.combinations(.pairs).count == 64, data.combinations(.all).count == 64,
  pairsFailures.isEmpty, allFailures.isEmpty
else {
  print("FAILED: the three-label cell has layout problems:")
  for failure in (pairsFailures + allFailures).prefix(3) { print(failure) }
  exit(1)
}
if smoke {
  print(
    "ok: \(layoutCount) checked layouts (64 combinations × \(configurationCount) "
      + "configurations), none with problems; peak resident memory "
      + ResidentMemory.format(ResidentMemory.peak()))
  exit(0)
}

let timedRepeats = repeats
/// The median CPU seconds of `body` over the repeats.
func median(_ body: () -> Void) -> Double {
  upperMedian(
    (0..<timedRepeats).map { _ in
      let start = threadCPUSeconds()
      body()
      return threadCPUSeconds() - start
    })
}

let pairs = median { _ = checked(.pairs) }
let all = median { _ = checked(.all) }
let parts = (0..<timedRepeats).map { _ in breakdown() }.sorted { $0.layout < $1.layout }[
  timedRepeats / 2]
let reused = median { _ = checkedInReusedHosts(.pairs) }
func rate(_ seconds: Double) -> String { String(format: "%.0f", Double(layoutCount) / seconds) }
func perLayout(_ seconds: Double) -> String {
  String(format: "%.0f µs", seconds / Double(layoutCount) * 1e6)
}
print(
  """
  checked cell layouts, \(build) build, one thread, CPU time (median of \(repeats)):
    .strings × .strings, pairs (64) × \(configurationCount) configurations = \(layoutCount) layouts: \
  \(String(format: "%.2f", pairs)) s, \(rate(pairs)) layouts/s, \(perLayout(pairs)) each
    .strings × .strings, all (64) × \(configurationCount) configurations = \(layoutCount) layouts: \
  \(String(format: "%.2f", all)) s, \(rate(all)) layouts/s, \(perLayout(all)) each
  where the time goes (pairs, one pass):
    make the cell (its labels and constraints): \(perLayout(parts.make))
    host it in its one-row table and lay it out (the table's fitting solve, the engine's): \
  \(perLayout(parts.layout))
    the checks (ambiguity, conflicts, text, bounds, overlaps, accessibility, empty content): \
  \(perLayout(parts.checks))
  experiment: one host per configuration, its table reloaded with each new cell: \(rate(reused)) \
  layouts/s, \(perLayout(reused)) each
  """)
