import LayoutEngine
import ViewHost

/// Lays `view`'s tree out and returns the layout bugs in `view`'s subtree that nobody asserted —
/// ambiguity, conflicts, truncated text, views outside their superview, overlapping content,
/// unnamed controls, content with no room — in the order the checks run and, within a check, in
/// tree order, less those `exemptions` allow.
///
/// ```swift
/// let problems = layoutProblems(in: host.rootView)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// A cell (`TableViewCell`, `CollectionViewCell`) or a `TableViewHeaderFooterView` that is in no
/// view is first laid out as its list lays it out, on an iPhone SE (2nd/3rd gen) in portrait
/// (``LayoutMatrix/iPhoneSE3Portrait``): the only row of a plain table filling the screen, at the
/// table's width and its fitting height; then the cell is checked and taken out again.
///
/// Hidden views, views with alpha 0 and their subtrees are skipped by the view checks (the
/// ambiguity and conflict checks look at the whole tree, as the engine lays it all out).
/// Documentation/Testing.md lists each check, its threshold and its source.
public func layoutProblems(
  in view: View, checking checks: LayoutChecks = .default,
  exempting exemptions: [LayoutExemption] = []
) -> [LayoutProblem] {
  if let hosted = LayoutMatrix.laidOutAsInItsList(
    view,
    { subject in
      problemsOfLaidOut(subject, checking: checks, exempting: exemptions)
    })
  {
    return hosted
  }
  return problemsOfLaidOut(view, checking: checks, exempting: exemptions)
}

/// The problems of a view already where it is shown.
func problemsOfLaidOut(
  _ view: View, checking checks: LayoutChecks, exempting exemptions: [LayoutExemption]
) -> [LayoutProblem] {
  var problems: [LayoutProblem] = []
  if checks.contains(.conflicts) {
    for diagnostic in settledDiagnostics(of: view) {
      var names: [String] = []
      for constraint in diagnostic.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? LayoutItem })
        {
          if !names.contains(item.layoutName) { names.append(item.layoutName) }
        }
      }
      let broken = diagnostic.brokenConstraint.map { ": broke \($0)" } ?? ""
      let summary =
        diagnostic.message.split(separator: "\n", omittingEmptySubsequences: true).first.map {
          String($0)
        } ?? ""
      problems.append(
        LayoutProblem(
          kind: .layoutDiagnostic, views: names,
          message: "\(diagnostic.kind)\(broken.isEmpty ? ": " + summary : broken)",
          details: diagnostic.description.split(separator: "\n").map(String.init)))
    }
  }
  if checks.contains(.ambiguity) {
    for entry in AmbiguityEntry.entries(in: view) {
      problems.append(
        LayoutProblem(
          kind: .ambiguousLayout, views: [entry.name],
          message: "\(entry.name) is ambiguous: \(entry.axesText)", details: entry.details))
    }
  }
  view.layoutIfNeeded()
  var finder = ProblemFinder(checks: checks)
  finder.visit(view, reachable: true)
  problems.append(contentsOf: finder.problems)
  return exemptions.filtering(problems)
}

/// Fails (at the caller's line) if ``layoutProblems(in:checking:exempting:)`` finds anything, listing every
/// problem with its details.
///
/// ```swift
/// expectNoLayoutProblems(host.rootView)
/// expectNoLayoutProblems(host.rootView, checking: LayoutChecks.default.subtracting(.truncatedText))
/// expectNoLayoutProblems(ProfileCell(style: .default, reuseIdentifier: nil))  // as a table row
/// ```
@discardableResult
public func expectNoLayoutProblems(
  _ view: View, checking checks: LayoutChecks = .default,
  exempting exemptions: [LayoutExemption] = [], fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
  let problems = layoutProblems(in: view, checking: checks, exempting: exemptions)
  guard !problems.isEmpty else { return true }
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let picture = LayoutReport.failingPicture(of: view, problems: problems, caption: view.layoutName)
  let path = LayoutReport.add(
    LayoutReport.Section(
      heading: LayoutReport.heading("\(problems.count) layout problem(s)", at: site),
      html: "<div class=\"pair\">"
        + LayoutReport.figure(picture, caption: "fails: \(view.layoutName)", passes: false)
        + "</div>\n" + LayoutReport.problemList(problems)),
    at: site)
  recordLayoutFailure(
    problemReport(problems, heading: "\(problems.count) layout problem(s):") + reportLine(path),
    at: site)
  return false
}

/// `heading`, then each problem on its own line with its details indented under it.
nonisolated func problemReport(_ problems: [LayoutProblem], heading: String) -> String {
  var lines = [heading]
  for problem in problems {
    lines.append("  \(problem)")
    lines.append(contentsOf: problem.details.map { "    " + $0 })
  }
  return lines.joined(separator: "\n")
}
