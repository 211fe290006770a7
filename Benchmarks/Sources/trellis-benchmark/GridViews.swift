import BenchmarkSupport
import Foundation
import ViewHost

/// The full pipeline on grid10: the same grid as `View`s with `LayoutConstraint`s under the root view
/// of a ``ViewHost``, laid out by the engine (sync, solve, pixel rounding, frames, callbacks).
enum ViewsMetric: String, CaseIterable, Sendable {
  /// Create the host, the views and their constraints, activate them, and run the first
  /// `layoutIfNeeded()`; compared with the bare solver's `build`.
  case build = "views-build"
  /// Per step: set the host's width to W (as `resize`) and run `layoutIfNeeded()`; compared with the
  /// bare solver's `resize`.
  case relayout = "views-relayout"

  /// The bare-solver metric this one is compared with.
  var bare: Metric {
    switch self {
    case .build: .build
    case .relayout: .resize
    }
  }
}

/// grid10 as views: for view i (row r = i / 10, column c = i % 10), `width >= 0`, `height == 20`,
/// `leading == root.leading + 8` or `leading == previous.trailing + 8` and `width == previous.width`,
/// `top == root.top + 8` or `top == above.bottom + 8`, for c = 9 `root.trailing == trailing + 8`,
/// then `width == 100` at 250 and `width >= 40` at 750 — constraint for constraint the bare system,
/// with the root view's width (the host's) in place of the edit variable W.
enum ViewsGrid {
  static let displayScale: CGFloat = 2

  static func configuration(width: Double, n: Int) -> HostConfiguration {
    HostConfiguration(
      size: CGSize(width: width, height: 8 + 28 * Double(n / 10)), displayScale: displayScale)
  }

  /// Builds the host and lays it out once; the seconds cover everything from creating the first view.
  static func build(n: Int) -> (host: ViewHost, views: [View], seconds: Double) {
    let watch = Stopwatch()
    let controller = ViewController()
    let host = ViewHost(
      rootViewController: controller,
      configuration: configuration(width: GridSystem.initialWidth, n: n))
    let root: View = controller.view
    var views: [View] = []
    views.reserveCapacity(n)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(8 * n)
    for i in 0..<n {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let r = i / 10
      let c = i % 10
      constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
      if c == 0 {
        constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
      } else {
        let previous = views[i - 1]
        constraints.append(
          view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
        constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor))
      }
      if r == 0 {
        constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
      } else {
        constraints.append(
          view.topAnchor.constraint(equalTo: views[i - 10].bottomAnchor, constant: 8))
      }
      if c == 9 {
        constraints.append(
          root.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8))
      }
      let preferred = view.widthAnchor.constraint(equalToConstant: 100)
      preferred.priority = LayoutPriority(250)
      let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
      minimum.priority = LayoutPriority(750)
      constraints += [preferred, minimum]
      views.append(view)
    }
    LayoutConstraint.activate(constraints)
    host.layoutIfNeeded()
    return (host, views, watch.seconds)
  }

  /// Compares every frame with the bare solution rounded to the pixel grid: each edge within half a
  /// pixel, so a width within one pixel.
  static func check(_ host: ViewHost, _ views: [View], width: Double, _ context: String)
    throws(BenchmarkFailure)
  {
    guard host.layoutDiagnostics.isEmpty else {
      throw BenchmarkFailure(
        description: "\(context): the engine reported \(host.layoutDiagnostics.count) problems")
    }
    let pixel = 1 / Double(displayScale)
    for (i, view) in views.enumerated() {
      let e = GridSystem.expectedFrame(i, width: width)
      let f = view.frame
      let edges = [
        (Double(f.minX), e.x), (Double(f.minY), e.y), (Double(f.maxX), e.x + e.w),
        (Double(f.maxY), e.y + e.h),
      ]
      guard edges.allSatisfy({ abs($0.0 - $0.1) <= pixel / 2 + 1e-9 }) else {
        throw BenchmarkFailure(
          description:
            "\(context): view \(i) frame \(f), expected \(e) (W = \(width), N = \(views.count))")
      }
    }
  }

  /// One repeat of both metrics at `n`.
  static func session(n: Int, steps: Int, record: (ViewsMetric, Double) -> Void) throws {
    let (host, views, seconds) = build(n: n)
    try check(host, views, width: GridSystem.initialWidth, "views-build")
    record(.build, seconds)
    let watch = Stopwatch()
    for k in 0..<steps {
      host.configuration = configuration(width: GridSystem.resizeWidth(k), n: n)
      host.layoutIfNeeded()
    }
    let perStep = watch.seconds / Double(steps)
    try check(host, views, width: GridSystem.resizeWidth(steps - 1), "views-relayout")
    record(.relayout, perStep)
  }
}
