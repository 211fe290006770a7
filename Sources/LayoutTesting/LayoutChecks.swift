import LayoutEngine

/// The automatic checks ``layoutProblems(in:checking:exempting:)`` runs, each one switchable on its own.
///
/// ```swift
/// // Everything but the text check, for a screen that truncates on purpose:
/// expectNoLayoutProblems(host.rootView, checking: LayoutChecks.default.subtracting(.truncatedText))
/// // Add the opt-in 44 × 44 hit-target check:
/// expectNoLayoutProblems(host.rootView, checking: .all)
/// ```
nonisolated public struct LayoutChecks: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A view or layout guide whose constraints leave it free to move (as `expectNoAmbiguity`).
  public static let ambiguity = LayoutChecks(rawValue: 1 << 0)
  /// A diagnostic the engine recorded: unsatisfiable constraints and the like (as
  /// `expectNoConflicts`).
  public static let conflicts = LayoutChecks(rawValue: 1 << 1)
  /// A label that truncates or clips its text.
  public static let truncatedText = LayoutChecks(rawValue: 1 << 2)
  /// A view that sticks out of its superview's bounds where nothing clips it.
  public static let outsideSuperview = LayoutChecks(rawValue: 1 << 3)
  /// Two sibling content views (labels, images, controls) that overlap.
  public static let overlappingContent = LayoutChecks(rawValue: 1 << 4)
  /// An interactive accessibility element with nothing that names it.
  public static let accessibilityLabels = LayoutChecks(rawValue: 1 << 5)
  /// A label with text or an image view with an image that has no width or no height.
  public static let emptyContent = LayoutChecks(rawValue: 1 << 6)
  /// An interactive control smaller than 44 × 44 points. Not in ``default``: UIKit's own switch,
  /// text field and segmented control are shorter.
  public static let minimumHitTarget = LayoutChecks(rawValue: 1 << 7)

  /// Every check but ``minimumHitTarget``.
  public static let `default`: LayoutChecks = [
    .ambiguity, .conflicts, .truncatedText, .outsideSuperview, .overlappingContent,
    .accessibilityLabels, .emptyContent,
  ]
  /// Every check, ``minimumHitTarget`` included.
  public static let all: LayoutChecks = LayoutChecks.default.union(.minimumHitTarget)
}

nonisolated extension LayoutChecks: CustomStringConvertible {
  /// `all`, `default`, or the checks by name: `[truncatedText, overlappingContent]`.
  public var description: String {
    if self == .all { return "all checks" }
    if self == .default { return "the default checks" }
    let names: [(LayoutChecks, String)] = [
      (.ambiguity, "ambiguity"), (.conflicts, "conflicts"), (.truncatedText, "truncatedText"),
      (.outsideSuperview, "outsideSuperview"), (.overlappingContent, "overlappingContent"),
      (.accessibilityLabels, "accessibilityLabels"), (.emptyContent, "emptyContent"),
      (.minimumHitTarget, "minimumHitTarget"),
    ]
    let shown = names.filter { contains($0.0) }.map(\.1)
    return shown.count == 1 ? shown[0] : "[" + shown.joined(separator: ", ") + "]"
  }
}

/// One ambiguous view or guide, with the constraints that place it on each ambiguous axis: what
/// `expectNoAmbiguity` prints and what the ambiguity check reports.
struct AmbiguityEntry {
  let name: String
  let axes: [LayoutConstraint.Axis]
  /// `axis: constraint` lines (or `axis: no constraint places it`); empty for a guide.
  let details: [String]

  var axesText: String { axes.map(\.description).joined(separator: ", ") }

  /// Every ambiguous guide, then every ambiguous view, in `view`'s subtree, in tree order.
  static func entries(in view: View) -> [AmbiguityEntry] {
    var result = view.ambiguousGuideLayouts().map {
      AmbiguityEntry(name: $0.guide.layoutName, axes: $0.axes, details: [])
    }
    for (ambiguousView, axes) in view.ambiguousLayouts() {
      var details: [String] = []
      for axis in axes {
        let constraints = ambiguousView.constraintsAffectingLayout(for: axis)
        if constraints.isEmpty { details.append("\(axis): no constraint places it") }
        for constraint in constraints { details.append("\(axis): \(constraint)") }
      }
      result.append(AmbiguityEntry(name: ambiguousView.layoutName, axes: axes, details: details))
    }
    return result
  }
}

/// Fails (at the caller's line) if any view in `view`'s subtree is ambiguous, naming each view, its
/// ambiguous axes and the constraints that place it on them (with their source lines).
@discardableResult
public func expectNoAmbiguity(
  _ view: View, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let entries = AmbiguityEntry.entries(in: view)
  guard !entries.isEmpty else { return true }
  var lines = ["Ambiguous layout:"]
  for entry in entries {
    lines.append("  \(entry.name): \(entry.axesText)")
    lines.append(contentsOf: entry.details.map { "    " + $0 })
  }
  recordLayoutFailure(
    lines.joined(separator: "\n"),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Lays the tree out and fails (at the caller's line) if the engine recorded any diagnostic —
/// unsatisfiable constraints, constraints that could not be activated, a pass that did not settle —
/// printing each in full (the constraints involved, their source lines, and how to fix it).
@discardableResult
public func expectNoConflicts(
  _ view: View, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let diagnostics = settledDiagnostics(of: view)
  guard !diagnostics.isEmpty else { return true }
  recordLayoutFailure(
    "\(diagnostics.count) layout diagnostic(s):\n"
      + diagnostics.map(\.description).joined(separator: "\n\n"),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Lays the tree out and returns the diagnostics the engine recorded for it.
func settledDiagnostics(of view: View) -> [LayoutDiagnostic] {
  view.layoutIfNeeded()
  return view.layoutDiagnostics
}
