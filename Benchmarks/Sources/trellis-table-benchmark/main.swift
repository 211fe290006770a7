// trellis-table-benchmark: a self-sizing table of 1,000 multi-line message cells in a host.
// Reports the table's first layout, the cost per row, and one such cell laid out alone (measured
// with systemLayoutSizeFitting, then laid out in its own root), and checks every row against the
// lone cell. See Benchmarks/README.md ("Table").
import BenchmarkSupport
import Components
import Foundation
import ViewHost

let usage = """
  usage: trellis-table-benchmark [--smoke] [--rows N] [--repeats N]

    --smoke      1000 rows, 1 repeat, correctness checks only, no times (for CI)
    --rows N     how many rows (default 1000)
    --repeats N  timed repeats per measurement, the median is reported (default 5)
    --table-only lay out the table only (for profiling; no lone cells, no checks)
  """

var rowCount = 1000
var repeats = 5
var smoke = false
var tableOnly = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  switch arguments.removeFirst() {
  case "--smoke":
    smoke = true
    repeats = 1
  case "--table-only":
    tableOnly = true
  case "--rows":
    rowCount = removePositiveInteger(from: &arguments, usage: usage)
  case "--repeats":
    repeats = removePositiveInteger(from: &arguments, usage: usage)
  default:
    print(usage)
    exit(2)
  }
}

let format = TimeFormat(decimals: 1)

/// Deterministic messages of 3 to 60 words from a fixed vocabulary (a fixed seed).
func messages(_ count: Int) -> [String] {
  let vocabulary = [
    "layout", "constraint", "label", "the", "of", "and", "a", "text", "wraps", "at", "width",
    "Dynamic", "Type", "row", "every", "line", "height", "follows", "cell", "table", "view",
    "self-sizing", "margin", "is", "to", "in", "with", "screen", "separator", "safe", "area",
  ]
  return seededParagraphs(count, words: 3...60, vocabulary: vocabulary, seed: 0x7AB1_E5EE)
}

/// A message: the sender's name on one line, the text under it on as many lines as it needs,
/// both on the content view's layout margins.
final class MessageCell: TableViewCell {
  let name = Label()
  let body = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    name.font = .preferredFont(forTextStyle: .headline)
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    for label in [name, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      name.topAnchor.constraint(equalTo: margins.topAnchor),
      name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      name.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  func configure(index: Int, text: String) {
    name.text = "Sender \(index % 17)"
    body.text = text
  }
}

final class FeedController: ViewController, TableViewDataSource {
  let texts: [String]
  let table = TableView(frame: .zero, style: .plain)

  init(texts: [String]) {
    self.texts = texts
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    table.register(MessageCell.self, forCellReuseIdentifier: "message")
    table.dataSource = self
    table.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(table)
    LayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    (cell as? MessageCell)?.configure(index: indexPath.row, text: texts[indexPath.row])
    return cell
  }
}

/// One message cell laid out alone, as a table lays out one row: made, placed at the row width
/// in an otherwise empty host, its content view measured with systemLayoutSizeFitting (width
/// fixed, height free), given that height (the separator is drawn over the content view, as since
/// iOS 15), and laid out. Returns the row height. The host is made once and reused; each cell is removed after its layout.
func layOutAlone(index: Int, text: String, width: CGFloat, in host: ViewHost) -> CGFloat {
  let root = host.rootView
  let cell = MessageCell(style: .default, reuseIdentifier: nil)
  cell.configure(index: index, text: text)
  root.addSubview(cell)
  cell.frame = CGRect(x: 0, y: 200, width: width, height: 44)
  host.layoutIfNeeded()
  let fitted = cell.contentView.systemLayoutSizeFitting(
    CGSize(width: cell.contentView.bounds.width, height: 0),
    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  let height = fitted.height
  cell.frame.size.height = height
  host.layoutIfNeeded()
  cell.removeFromSuperview()
  return height
}

let corpus = messages(rowCount)
let configuration = HostConfiguration.iPhoneX(.portrait)
let width = configuration.size.width
print(
  "trellis-table-benchmark: \(rowCount) self-sizing rows (a one-line name and a multi-line body), "
    + "\(configuration.name ?? "host") \(Int(width)) pt @\(Int(configuration.displayScale))x; "
    + "median of \(repeats) repeats")

var failures: [String] = []
@MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { failures.append(message()) }
}

// 1. The table: load (cells made in cellForRowAt), measure every row, solve the whole tree.
var tableSamples: [Double] = []
var relayoutSamples: [Double] = []
var lastController: FeedController?
var lastHost: ViewHost?
for _ in 0..<repeats {
  let controller = FeedController(texts: corpus)
  let host = ViewHost(rootViewController: controller, configuration: configuration)
  controller.loadViewIfNeeded()
  tableSamples.append(time { host.layoutIfNeeded() })
  controller.view.setNeedsLayout()
  relayoutSamples.append(time { host.layoutIfNeeded() })
  lastController = controller
  lastHost = host
}

if tableOnly {
  print("table, first layout: \(format.milliseconds(upperMedian(tableSamples)))")
  exit(0)
}

// 2. The same cells, each laid out alone.
let loneHost = ViewHost(rootViewController: ViewController(), configuration: configuration)
loneHost.layoutIfNeeded()
var loneHeights: [CGFloat] = []
var loneSamples: [Double] = []
for _ in 0..<repeats {
  var heights: [CGFloat] = []
  heights.reserveCapacity(rowCount)
  loneSamples.append(
    time {
      for (index, text) in corpus.enumerated() {
        heights.append(layOutAlone(index: index, text: text, width: width, in: loneHost))
      }
    })
  loneHeights = heights
}

// Checks: every row as tall as its cell alone, rows one under the other, labels inside.
let table = lastController!.table
check(table.rows.count == rowCount, "rows: \(table.rows.count), expected \(rowCount)")
var y: CGFloat = 0
for (row, loneHeight) in zip(table.rows, loneHeights) {
  check(
    abs(row.frame.minY - y) < 1e-6, "row \(row.indexPath.row) starts at \(row.frame.minY), not \(y)"
  )
  check(
    abs(row.height - loneHeight) < 1e-6,
    "row \(row.indexPath.row) is \(row.height) tall; alone the cell is \(loneHeight)")
  let cell = row.cell as! MessageCell
  check(!cell.body.isTextTruncated, "row \(row.indexPath.row): the body is truncated")
  check(
    abs(cell.body.frame.maxY - (cell.contentView.bounds.height - 11)) < 1e-6,
    "row \(row.indexPath.row): the body ends at \(cell.body.frame.maxY)")
  y = row.frame.maxY
}
// The content height is canonical on the pixel grid (Decisions.md, "Canonical frames"); the last
// row's maxY is a sum of its origin and height, which can differ from it in the last bits.
check(
  abs(table.contentSize.height - y) < 1e-9,
  "content height \(table.contentSize.height), rows end at \(y)")
check(lastHost!.layoutDiagnostics.isEmpty, "diagnostics: \(lastHost!.layoutDiagnostics)")

let tableTime = upperMedian(tableSamples)
let perRow = tableTime / Double(rowCount)
let lone = upperMedian(loneSamples) / Double(rowCount)
if !smoke {
  print("")
  print(
    "table, first layout (load, measure, solve):  \(format.milliseconds(tableTime))"
      + " = \(format.microseconds(perRow)) per row")
  print(
    "table, unchanged relayout (setNeedsLayout): \(format.milliseconds(upperMedian(relayoutSamples)))"
  )
  print("one cell laid out alone (made, measured, laid out): \(format.microseconds(lone))")
  print(String(format: "per-row cost / lone cell: %.2f (goal: at most 2)", perRow / lone))
  print("content height: \(table.contentSize.height) pt")
}
if failures.isEmpty {
  print(
    "checks: \(rowCount) rows as tall as their cells alone, contiguous, bodies not truncated: ok")
} else {
  for failure in failures.prefix(20) { print("FAILED: \(failure)") }
  exit(1)
}
