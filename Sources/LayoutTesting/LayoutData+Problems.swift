import LayoutEngine
import ViewHost

/// The layout problems of one data combination in one host configuration: what
/// `layoutProblems(forEach:…)` returns for each layout that has any.
nonisolated public struct DataCombinationProblems: Sendable, CustomStringConvertible {
  /// The data the view was made with.
  public let combination: DataCombination
  /// Where it was laid out (named as in ``LayoutMatrix/configurations``).
  public let configuration: HostConfiguration
  /// What ``layoutProblems(in:checking:exempting:)`` found, in its order.
  public let problems: [LayoutProblem]

  /// The failure text: the combination's position, the configuration, its values, each problem
  /// with its details, and how to run the combination alone.
  public var description: String {
    let configurationName = configuration.name ?? "\(configuration)"
    // A matrix run without data has one empty combination: nothing to print about it.
    guard !combination.fields.isEmpty else {
      return problemReport(
        problems, heading: "\(problems.count) layout problem(s) on \(configurationName):")
    }
    var lines = [
      "\(problems.count) layout problem(s) with data \(combination.position) on "
        + "\(configurationName):",
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

nonisolated extension DataCombinationProblems {
  /// What makes two failures "the same": each problem's kind and the views it names, in order.
  var signature: [String] { problems.map(\.signature) }
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
  exempting exemptions: [LayoutExemption] = [], make: (DataCombination) -> ViewController
) -> [DataCombinationProblems] {
  DataRun(
    combinations: chosenCombinations(of: data, coverage: coverage, only: only), matrix: matrix,
    checks: checks, exemptions: exemptions
  ).failures(make: make)
}

/// The same for a view. A `TableViewCell`, `CollectionViewCell` or `TableViewHeaderFooterView` is
/// laid out as its list lays it out — the only row (item, header) of a list filling the screen, at
/// the list's width and the cell's fitting height — and the cell is checked; any other view (a
/// card) is pinned to the top, leading and trailing edges of a root view's safe area at the height
/// its constraints give it (pulled as short as they allow, at most the safe area's height), and the
/// root is checked.
public func layoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  exempting exemptions: [LayoutExemption] = [], make: (DataCombination) -> View
) -> [DataCombinationProblems] {
  layoutProblems(
    forEach: data, coverage: coverage, only: only, in: matrix, checking: checks,
    exempting: exemptions
  ) { combination -> ViewController in SubjectHostController(content: make(combination)) }
}

/// Lays out a view controller from `make` for each combination of `data` (or only combination
/// `only`) in each configuration of `matrix`, and fails (at the caller's line) for the layouts with
/// problems: once for each set of the same problems (the same kinds on the same views), saying in
/// how many layouts they occur and printing the first of them in full — the combination's index,
/// its values, the configuration and every problem. Returns whether all were clean. An `only` index
/// the data and coverage do not make fails the test too (`layoutProblems(forEach:…)` lays nothing
/// out for it), and so does a mistake in the data itself (``LayoutData/mistakes``). Each failure
/// names an HTML report with pictures (``LayoutReport``).
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
  exempting exemptions: [LayoutExemption] = [], fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  make: (DataCombination) -> ViewController
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
  let run = DataRun(
    combinations: chosenCombinations(of: data, coverage: coverage, only: only), matrix: matrix,
    checks: checks, exemptions: exemptions)
  let failures = run.failures(make: make)
  guard !failures.isEmpty else { return true }
  let reportPath = run.writeReport(failures: failures, make: make, at: site)
  for message in groupedFailureMessages(failures, layoutCount: run.layoutCount) {
    recordLayoutFailure(message + reportLine(reportPath), at: site)
  }
  return false
}

/// The same for a view: a cell or a header laid out as its list lays it out, any other view pinned
/// to the top of the safe area (see `layoutProblems(forEach:…)` for a view).
@discardableResult
public func expectNoLayoutProblems(
  forEach data: LayoutData, coverage: DataCoverage = .automatic, only: Int? = nil,
  in matrix: LayoutMatrix = .iPhoneSE3Portrait, checking checks: LayoutChecks = .default,
  exempting exemptions: [LayoutExemption] = [], fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  make: (DataCombination) -> View
) -> Bool {
  expectNoLayoutProblems(
    forEach: data, coverage: coverage, only: only, in: matrix, checking: checks,
    exempting: exemptions, fileID: fileID, filePath: filePath, line: line, column: column
  ) { combination -> ViewController in SubjectHostController(content: make(combination)) }
}

/// Only combination `only` (none if the data does not make it), else every one `coverage` makes.
func chosenCombinations(of data: LayoutData, coverage: DataCoverage, only: Int?)
  -> [DataCombination]
{
  only.map { data.combination($0, coverage: coverage).map { [$0] } ?? [] }
    ?? data.combinations(coverage)
}

/// One data run: the combinations, where they are laid out and what is checked.
struct DataRun {
  let combinations: [DataCombination]
  let matrix: LayoutMatrix
  let checks: LayoutChecks
  let exemptions: [LayoutExemption]

  /// Every (combination, configuration) the run lays out.
  var layoutCount: Int { combinations.count * matrix.configurations.count }

  /// Lays every combination out in every configuration; the layouts with problems.
  func failures(make: (DataCombination) -> ViewController) -> [DataCombinationProblems] {
    var result: [DataCombinationProblems] = []
    let configurations = matrix.configurations
    for combination in combinations {
      for configuration in configurations {
        LayoutMatrix.laidOut(make(combination), in: configuration) { subject in
          let problems = layoutProblems(in: subject, checking: checks, exempting: exemptions)
          if !problems.isEmpty {
            result.append(
              DataCombinationProblems(
                combination: combination, configuration: configuration, problems: problems))
          }
        }
      }
    }
    return result
  }
}
