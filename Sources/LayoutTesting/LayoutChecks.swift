import LayoutEngine

/// Fails (at the caller's line) if any view in `view`'s subtree is ambiguous, naming each view, its
/// ambiguous axes and the constraints that place it on them (with their source lines).
@discardableResult
public func expectNoAmbiguity(
  _ view: View, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let ambiguous = view.ambiguousLayouts()
  let guides = view.ambiguousGuideLayouts()
  guard !ambiguous.isEmpty || !guides.isEmpty else { return true }
  var lines = ["Ambiguous layout:"]
  for (guide, axes) in guides {
    lines.append("  \(guide.layoutName): \(axes.map(\.description).joined(separator: ", "))")
  }
  for (ambiguousView, axes) in ambiguous {
    lines.append(
      "  \(ambiguousView.layoutName): \(axes.map(\.description).joined(separator: ", "))")
    for axis in axes {
      let constraints = ambiguousView.constraintsAffectingLayout(for: axis)
      if constraints.isEmpty {
        lines.append("    \(axis): no constraint places it")
      }
      for constraint in constraints { lines.append("    \(axis): \(constraint)") }
    }
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
  view.layoutIfNeeded()
  let diagnostics = view.layoutDiagnostics
  guard !diagnostics.isEmpty else { return true }
  recordLayoutFailure(
    "\(diagnostics.count) layout diagnostic(s):\n"
      + diagnostics.map(\.description).joined(separator: "\n\n"),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}
