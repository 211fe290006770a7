/// A layout problem a test allows, written next to the test: a view that may have problems of some
/// checks, or two views that may overlap each other.
///
/// ```swift
/// expectNoLayoutProblems(
///   host.rootView,
///   exempting: [
///     .view("background", from: .overlappingContent),  // under everything, on purpose
///     .pair("badge", "avatar"),                        // the badge sits on the avatar's corner
///     .view("value", from: .truncatedText),            // long values truncate by design
///   ])
/// ```
///
/// Views are named as problems name them (``LayoutProblem/views``): by accessibility identifier,
/// else by tree path. A name works across data combinations and configurations, where the view
/// objects are new each time. A problem is allowed when one exemption covers its check and every
/// view the exemption names is among the problem's views.
nonisolated public struct LayoutExemption: Hashable, Sendable, CustomStringConvertible {
  /// The views the exemption is about: one, or a pair.
  public let views: [String]
  /// The checks whose problems it allows.
  public let checks: LayoutChecks

  /// Allows every problem of `checks` that names the view `name` — the view itself (truncated,
  /// empty, unnamed, ambiguous), or with another (overlapping it, sticking out of it).
  public static func view(_ name: String, from checks: LayoutChecks = .all) -> LayoutExemption {
    LayoutExemption(views: [name], checks: checks)
  }

  /// Allows problems of `checks` (by default overlaps) between the two views `first` and `second`
  /// only: either still fails with any third view.
  public static func pair(
    _ first: String, _ second: String, from checks: LayoutChecks = .overlappingContent
  ) -> LayoutExemption {
    LayoutExemption(views: [first, second], checks: checks)
  }

  /// Whether the exemption allows `problem`.
  public func allows(_ problem: LayoutProblem) -> Bool {
    !checks.isDisjoint(with: problem.kind.check) && views.allSatisfy(problem.views.contains)
  }

  public var description: String {
    let names = views.map { "\"\($0)\"" }.joined(separator: " and ")
    return "\(names) from \(checks)"
  }
}

extension [LayoutExemption] {
  /// `problems` less those an exemption allows.
  func filtering(_ problems: [LayoutProblem]) -> [LayoutProblem] {
    isEmpty ? problems : problems.filter { problem in !contains { $0.allows(problem) } }
  }
}
