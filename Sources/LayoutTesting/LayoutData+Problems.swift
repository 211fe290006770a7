import Foundation
import LayoutEngine
import ViewHost

/// The layout problems of one data combination in one host configuration: what
/// `layoutProblems(forEach:…)` returns for each layout that has any.
public struct DataCombinationProblems: Sendable, CustomStringConvertible {
  /// The data the view was made with.
  public let combination: DataCombination
  /// Where it was laid out (named as in ``LayoutMatrix/configurations``).
  public let configuration: HostConfiguration
  /// What ``layoutProblems(in:checking:)`` found, in its order.
  public let problems: [LayoutProblem]

  /// The failure text: the combination's position, the configuration, its values, each problem
  /// with its details, and how to run the combination alone.
  public var description: String {
    var lines = [
      "\(problems.count) layout problem(s) with data \(combination.position) on "
        + "\(configuration.name ?? "\(configuration)"):",
      "  data: \(combination)",
    ]
    for problem in problems {
      lines.append("  \(problem)")
      lines.append(contentsOf: problem.details.map { "    " + $0 })
    }
    lines.append("  to run it alone, pass only: \(combination.index)")
    return lines.joined(separator: "\n")
  }
}

/// Makes a view controller from `make` for each combination of `data` that `coverage` chooses (or
/// only combination `only`), lays it out in each configuration of `matrix`, and returns the
/// layouts that have problems — combinations outermost, then configurations in
/// ``LayoutMatrix/configurations`` order. Empty when every layout is clean.
///
/// ```swift
/// let failures = layoutProblems(forEach: data) { combination in
///   ProfileController(name: combination[name], bio: combination[bio])
/// }
/// #expect(failures.map(\.combination.index) == [4])
/// ```
public func layoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  make: (DataCombination) -> ViewController
) -> [DataCombinationProblems] {
  let combinations =
    only.map { data.combination($0, coverage: coverage).map { [$0] } ?? [] }
    ?? data.combinations(coverage)
  var result: [DataCombinationProblems] = []
  for combination in combinations {
    matrix.run(
      { make(combination) },
      { configuration, host in
        let problems = layoutProblems(in: host.rootView, checking: checks)
        if !problems.isEmpty {
          result.append(
            DataCombinationProblems(
              combination: combination, configuration: configuration, problems: problems))
        }
      })
  }
  return result
}

/// The same for a view (a cell, a card): each view from `make` is pinned to the top, leading and
/// trailing edges of a root view's safe area at the height its constraints give it (pulled as short
/// as they allow, at most the safe area's height).
public func layoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  make: (DataCombination) -> View
) -> [DataCombinationProblems] {
  layoutProblems(
    forEach: data, coverage: coverage, only: only, in: matrix, checking: checks
  ) { combination -> ViewController in DataHostController(content: make(combination)) }
}

/// Lays out a view controller from `make` for each combination of `data` (or only combination
/// `only`) in each configuration of `matrix`, and fails (at the caller's line) once for each
/// layout with problems, naming the combination's index, its values and the configuration, and
/// listing every problem. Returns whether all were clean. An `only` index the data and coverage do
/// not make fails the test too (`layoutProblems(forEach:…)` lays nothing out for it), and so does
/// a mistake in the data itself (``LayoutData/mistakes``).
///
/// ```swift
/// let title = DataField<String?>("title", .strings)
/// let isOn = DataField("isOn", [Bool].booleans)
/// expectNoLayoutProblems(forEach: LayoutData(title, isOn)) { combination in
///   ToggleRowController(title: combination[title], isOn: combination[isOn])
/// }
/// // 1 layout problem(s) with data combination 8 of 16 (all) on iPhone SE (2nd/3rd gen) portrait:
/// //   data: title: "A paragraph long enough to wrap …" (332 characters), isOn: false
/// //   truncated text: title is truncated: …
/// //   to run it alone, pass only: 4
/// ```
@discardableResult
public func expectNoLayoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, make: (DataCombination) -> ViewController
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let mistakes = data.mistakes
  guard mistakes.isEmpty else {
    recordLayoutFailure(
      "The layout data is not usable:\n  " + mistakes.joined(separator: "\n  "), at: site)
    return false
  }
  if let only {
    let count = data.combinations(coverage).count
    guard (0..<count).contains(only) else {
      recordLayoutFailure(
        "No data combination \(only): \(data.resolved(coverage)) coverage of this data makes \(count) "
          + "(0 to \(count - 1)); the data or the coverage changed since the failure named it?",
        at: site)
      return false
    }
  }
  let failures = layoutProblems(
    forEach: data, coverage: coverage, only: only, in: matrix, checking: checks, make: make)
  for failure in failures { recordLayoutFailure(failure.description, at: site) }
  return failures.isEmpty
}

/// The same for a view (a cell, a card), pinned to the top, leading and trailing edges of a root
/// view's safe area at the height its constraints give it.
@discardableResult
public func expectNoLayoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, make: (DataCombination) -> View
) -> Bool {
  expectNoLayoutProblems(
    forEach: data, coverage: coverage, only: only, in: matrix, checking: checks, fileID: fileID,
    filePath: filePath, line: line, column: column
  ) { combination -> ViewController in DataHostController(content: make(combination)) }
}

/// A root view holding one content view at the top of its safe area, full width, as short as the
/// content's constraints allow (a fitting-priority pull to zero height, as `systemLayoutSizeFitting`
/// measures a cell), never taller than the safe area.
final class DataHostController: ViewController {
  let content: View

  init(content: View) {
    self.content = content
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    let safeArea = view.safeAreaLayoutGuide
    // As short as its content allows, the way systemLayoutSizeFitting measures a cell.
    let compressed = content.heightAnchor.constraint(equalToConstant: 0)
    compressed.priority = .fittingSizeLevel
    LayoutConstraint.activate([
      compressed,
      content.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      content.topAnchor.constraint(equalTo: safeArea.topAnchor),
      content.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
    ])
  }
}
