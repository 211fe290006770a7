/// A layout bug found without anyone asserting it: what ``layoutProblems(in:checking:exempting:)`` returns.
///
/// Each problem names the views involved (by `layoutName`: the accessibility identifier, else the
/// tree path) and says in one line what is wrong, with the numbers:
///
/// ```
/// truncated text: row4.value is truncated: shows "A remarkably long device na…" in 232.5 × 20.5; the text needs 351.931 × 20.287
/// overlapping content: name (0, 0, 100, 21) and date (80, 10, 100, 21) overlap by 20 × 11
/// ```
nonisolated public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
  /// What kind of bug; each kind belongs to one of the ``LayoutChecks``.
  nonisolated public enum Kind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A view or guide whose constraints leave it free to move.
    case ambiguousLayout
    /// A diagnostic the engine recorded (unsatisfiable constraints and the like).
    case layoutDiagnostic
    /// A label that truncates (ellipsis) or clips (cuts without one) its text.
    case truncatedText
    /// A view that sticks out of its superview's bounds where nothing clips it.
    case outsideSuperview
    /// Two sibling content views that overlap.
    case overlappingContent
    /// An interactive accessibility element with no label (and no value that names it).
    case missingAccessibilityLabel
    /// An interactive control smaller than 44 × 44 points.
    case smallHitTarget
    /// A label with text or an image view with an image that has no width or no height.
    case emptyContent

    /// The check that finds this kind of problem.
    public var check: LayoutChecks {
      switch self {
      case .ambiguousLayout: .ambiguity
      case .layoutDiagnostic: .conflicts
      case .truncatedText: .truncatedText
      case .outsideSuperview: .outsideSuperview
      case .overlappingContent: .overlappingContent
      case .missingAccessibilityLabel: .accessibilityLabels
      case .smallHitTarget: .minimumHitTarget
      case .emptyContent: .emptyContent
      }
    }

    public var description: String {
      switch self {
      case .ambiguousLayout: "ambiguous layout"
      case .layoutDiagnostic: "layout diagnostic"
      case .truncatedText: "truncated text"
      case .outsideSuperview: "outside superview"
      case .overlappingContent: "overlapping content"
      case .missingAccessibilityLabel: "missing accessibility label"
      case .smallHitTarget: "small hit target"
      case .emptyContent: "empty content"
      }
    }
  }

  public let kind: Kind
  /// The views (or guides) involved, by `layoutName`, in tree order.
  public let views: [String]
  /// One line: what is wrong, with the numbers.
  public let message: String
  /// More lines where the engine has them: the constraints that place an ambiguous view, or a
  /// diagnostic's full report. Printed by ``expectNoLayoutProblems(_:checking:exempting:fileID:filePath:line:column:)``
  /// under the message.
  public let details: [String]

  public init(kind: Kind, views: [String], message: String, details: [String] = []) {
    self.kind = kind
    self.views = views
    self.message = message
    self.details = details
  }

  /// What makes two problems "the same" across data and configurations: the kind and the views.
  var signature: String { "\(kind): \(views.joined(separator: ", "))" }

  /// `kind: message`, one line.
  public var description: String { "\(kind): \(message)" }
}
