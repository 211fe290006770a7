import LayoutEngine
import ViewHost

extension LayoutMatrix {
  /// Lays out a new view controller from `make` in each configuration and returns the layout
  /// problems of its root view, per configuration, in ``configurations`` order.
  public func layoutProblems(
    of make: () -> ViewController, checking checks: LayoutChecks = .default
  ) -> [(configuration: HostConfiguration, problems: [LayoutProblem])] {
    var result: [(HostConfiguration, [LayoutProblem])] = []
    run(make) { configuration, host in
      result.append(
        (configuration, LayoutTesting.layoutProblems(in: host.rootView, checking: checks)))
    }
    return result
  }

  /// Fails (at the caller's line) once for each configuration whose layout has problems, naming
  /// the configuration and listing every problem.
  ///
  /// ```swift
  /// LayoutMatrix(devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPadPro11])
  ///   .expectNoLayoutProblems(of: { LoginFormController() })
  /// ```
  @discardableResult
  public func expectNoLayoutProblems(
    of make: () -> ViewController, checking checks: LayoutChecks = .default,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    var clean = true
    for (configuration, problems) in layoutProblems(of: make, checking: checks)
    where !problems.isEmpty {
      clean = false
      recordLayoutFailure(
        problemReport(
          problems,
          heading:
            "\(problems.count) layout problem(s) on \(configuration.name ?? "\(configuration)"):"
        ),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return clean
  }
}
