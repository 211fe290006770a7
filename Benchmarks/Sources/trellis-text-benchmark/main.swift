// trellis-text-benchmark: 500 multi-line labels laid out at two widths. Reports what measuring
// costs per label and what the measurement cache saves. See Benchmarks/README.md ("Text").
import BenchmarkSupport
import Components
import Foundation
import ViewHost

let usage = """
  usage: trellis-text-benchmark [--smoke] [--labels N] [--repeats N]

    --smoke      50 labels, 1 repeat (for CI)
    --labels N   how many labels (default 500)
    --repeats N  timed repeats per measurement, the median is reported (default 7)
  """

var labelCount = 500
var repeats = 7
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  switch arguments.removeFirst() {
  case "--smoke":
    labelCount = 50
    repeats = 1
  case "--labels":
    labelCount = removePositiveInteger(from: &arguments, usage: usage)
  case "--repeats":
    repeats = removePositiveInteger(from: &arguments, usage: usage)
  default:
    print(usage)
    exit(2)
  }
}

let format = TimeFormat(decimals: 2)

/// Deterministic paragraphs of 4 to 60 words from a fixed vocabulary (a fixed seed: the same
/// texts on every run).
func texts(_ count: Int) -> [String] {
  let vocabulary = [
    "layout", "constraint", "label", "the", "of", "and", "a", "text", "wraps", "at", "width",
    "Dynamic", "Type", "measures", "every", "line", "height", "follows", "baseline", "stack",
    "view", "truncates", "tail", "internationalization", "is", "to", "in", "with", "screen",
  ]
  return seededParagraphs(count, words: 4...60, vocabulary: vocabulary, seed: 0x5DEE_CE66)
}

/// Counts measurer calls around the built-in model.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  let model = SystemFontMeasurer()

  var calls: Int { lock.withLock { count } }

  func advances(of characters: [Character], in font: Font) -> [CGFloat] {
    lock.withLock { count += 1 }
    return model.advances(of: characters, in: font)
  }
}

/// A view controller with `texts` in multi-line labels, one under the other, each pinned to the
/// margins.
final class ListController: ViewController {
  let texts: [String]
  let measurer: any TextMeasurer
  var labels: [Label] = []

  init(texts: [String], measurer: any TextMeasurer) {
    self.texts = texts
    self.measurer = measurer
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    var constraints: [LayoutConstraint] = []
    var previous: LayoutYAxisAnchor = view.topAnchor
    for text in texts {
      let label = Label()
      label.text = text
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .body)
      label.textMeasurer = measurer
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      constraints += [
        label.topAnchor.constraint(equalTo: previous, constant: 8),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ]
      previous = label.bottomAnchor
      labels.append(label)
    }
    LayoutConstraint.activate(constraints)
  }
}

let corpus = texts(labelCount)
let characters = corpus.reduce(0) { $0 + $1.count }
let body = Font.preferredFont(forTextStyle: .body)
let wide = HostConfiguration(size: CGSize(width: 414, height: 896), displayScale: 3)
let narrow = HostConfiguration(size: CGSize(width: 320, height: 568), displayScale: 2)

print(
  "trellis-text-benchmark: \(labelCount) multi-line labels (body, 17 pt), \(characters) characters")
print("widths: 414 pt @3x and 320 pt @2x (margins 20 and 16); median of \(repeats) repeats")
print("")

// 1. Measuring alone: the measurer's advances for each text (what the cache keeps).
var measureSamples: [Double] = []
var wrapSamples: [Double] = []
for _ in 0..<repeats {
  var measured: [MeasuredText] = []
  measureSamples.append(
    time { measured = corpus.map { MeasuredText($0, font: body, measurer: SystemFontMeasurer()) } })
  wrapSamples.append(
    time {
      for text in measured {
        _ = text.layout(width: 288, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
      }
    })
}
let measurePerLabel = upperMedian(measureSamples) / Double(labelCount)
let wrapPerLabel = upperMedian(wrapSamples) / Double(labelCount)
print("measure (measurer + prefix sums), per label:  \(format.microseconds(measurePerLabel))")
print("wrap at a width from cached advances, per label: \(format.microseconds(wrapPerLabel))")

// 2. The list in a host: first layout, then the other width, then back, then an unchanged pass.
var firstSamples: [Double] = []
var secondSamples: [Double] = []
var backSamples: [Double] = []
var unchangedSamples: [Double] = []
var coldSecondSamples: [Double] = []
var calls: [Int] = []
var heights: (CGFloat, CGFloat) = (0, 0)
for _ in 0..<repeats {
  let measurer = CountingMeasurer()
  let controller = ListController(texts: corpus, measurer: measurer)
  let host = ViewHost(rootViewController: controller, configuration: wide)
  controller.loadViewIfNeeded()
  firstSamples.append(time { host.layoutIfNeeded() })
  let afterFirst = measurer.calls
  heights.0 = controller.labels.last!.frame.maxY
  host.configuration = narrow
  secondSamples.append(time { host.layoutIfNeeded() })
  heights.1 = controller.labels.last!.frame.maxY
  host.configuration = wide
  backSamples.append(time { host.layoutIfNeeded() })
  controller.view.setNeedsLayout()
  unchangedSamples.append(time { host.layoutIfNeeded() })
  calls.append(afterFirst)
  calls.append(measurer.calls - afterFirst)
  guard !host.layoutDiagnostics.contains(where: { $0.kind == .layoutDidNotSettle }) else {
    fatalError("the list did not settle")
  }
  // The same width change with nothing cached: a fresh list laid out at the narrow width first.
  let cold = ListController(texts: corpus, measurer: SystemFontMeasurer())
  let coldHost = ViewHost(rootViewController: cold, configuration: narrow)
  cold.loadViewIfNeeded()
  coldSecondSamples.append(time { coldHost.layoutIfNeeded() })
}
let first = upperMedian(firstSamples)
let second = upperMedian(secondSamples)
print("")
print(
  "first layout at 414 pt (measures every label, two passes): \(format.milliseconds(first))"
    + " = \(format.microseconds(first / Double(labelCount))) per label; measurer calls: \(calls[0])"
)
print(
  "relayout at 320 pt (cached advances, re-wrapped):          \(format.milliseconds(second))"
    + " = \(format.microseconds(second / Double(labelCount))) per label; measurer calls: \(calls[1])"
)
print(
  "back to 414 pt (cached layouts):                           \(format.milliseconds(upperMedian(backSamples)))"
)
print(
  "unchanged pass (setNeedsLayout):                           \(format.milliseconds(upperMedian(unchangedSamples)))"
)
print(
  "the 320 pt layout with nothing cached (a fresh list):      \(format.milliseconds(upperMedian(coldSecondSamples)))"
)
print("")
let remeasure = measurePerLabel * Double(labelCount)
print(
  "without the cache, each width change would also measure every text again: +"
    + format.milliseconds(remeasure)
    + String(
      format: " (+%.0f%% on the relayout at 320 pt), %d measurer calls", 100 * remeasure / second,
      calls[0]))
print("list height: \(heights.0) pt at 414, \(heights.1) pt at 320")
