import LayoutEngine
import ViewHost

extension LayoutMatrix {
  /// Lays out a new view controller from `make` in each configuration and returns the layout
  /// problems of its root view, per configuration, in ``configurations`` order.
  public func layoutProblems(
    of make: () -> ViewController, checking checks: LayoutChecks = .default,
    exempting exemptions: [LayoutExemption] = []
  ) -> [(configuration: HostConfiguration, problems: [LayoutProblem])] {
    configurations.map { configuration in
      let problems = Self.laidOut(make(), in: configuration) { subject in
        problemsOfLaidOut(subject, checking: checks, exempting: exemptions)
      }
      return (configuration, problems)
    }
  }

  /// The same for a view, laid out as `run(_:_:)` with a view lays it out: a cell or header as
  /// the only row of its list (and the cell checked), any other view pinned to the top of the
  /// safe area (and the root checked).
  public func layoutProblems(
    of make: () -> View, checking checks: LayoutChecks = .default,
    exempting exemptions: [LayoutExemption] = []
  ) -> [(configuration: HostConfiguration, problems: [LayoutProblem])] {
    layoutProblems(
      of: { SubjectHostController(content: make()) }, checking: checks, exempting: exemptions)
  }

  /// Fails (at the caller's line) for the configurations whose layout has problems: once for
  /// each set of the same problems (the same kinds on the same views), naming the configurations
  /// and listing every problem of the first in full.
  ///
  /// ```swift
  /// LayoutMatrix(devices: [.iPhoneSE3, .iPadPro11])
  ///   .expectNoLayoutProblems(of: { LoginFormController() })
  /// ```
  @discardableResult
  public func expectNoLayoutProblems(
    of make: () -> ViewController, checking checks: LayoutChecks = .default,
    exempting exemptions: [LayoutExemption] = [], fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let data = LayoutData()
    let run = DataRun(
      combinations: data.combinations(.all), matrix: self, checks: checks, exemptions: exemptions)
    let failures = run.failures { _ in make() }
    guard !failures.isEmpty else { return true }
    let reportPath = run.writeReport(failures: failures, make: { _ in make() }, at: site)
    for message in groupedFailureMessages(failures, layoutCount: run.layoutCount) {
      recordLayoutFailure(message + reportLine(reportPath), at: site)
    }
    return false
  }

  /// The same for a view, laid out as `run(_:_:)` with a view lays it out.
  @discardableResult
  public func expectNoLayoutProblems(
    of make: () -> View, checking checks: LayoutChecks = .default,
    exempting exemptions: [LayoutExemption] = [], fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    expectNoLayoutProblems(
      of: { SubjectHostController(content: make()) }, checking: checks, exempting: exemptions,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
