import Foundation
import LayoutEngine

/// Text snapshots of laid-out trees, stored under `__Snapshots__/` next to the test file, with a
/// readable line diff on mismatch and an SVG picture beside each snapshot.
///
/// ```swift
/// @Test func loginForm() {
///   let host = ViewHost(rootViewController: LoginForm(), configuration: .iPhoneX(.portrait))
///   host.layoutIfNeeded()
///   expectLayoutSnapshot(of: host.rootViewController.view)
/// }
/// ```
///
/// Record mode: run with `TRELLIS_RECORD_SNAPSHOTS=1` to (re)write the references. Recording always
/// fails the test, so nobody records by accident; run again without the variable to verify. A
/// missing reference is recorded and fails the same way.
public enum LayoutSnapshot {
  /// The environment variable that turns on record mode.
  public static let recordEnvironmentVariable = "TRELLIS_RECORD_SNAPSHOTS"

  static var isRecording: Bool {
    guard let value = ProcessInfo.processInfo.environment[recordEnvironmentVariable] else {
      return false
    }
    return ["1", "true", "yes", "all"].contains(value.lowercased())
  }

  /// The snapshot's text: the dump of the tree, plus any diagnostics.
  ///
  /// A cell or header in no view is laid out as its list lays it out first (as
  /// ``layoutProblems(in:checking:exempting:)`` does).
  public static func text(of view: View, options: View.DumpOptions = []) -> String {
    if let hosted = LayoutMatrix.laidOutAsInItsList(view, { Self.text(of: $0, options: options) }) {
      return hosted
    }
    view.layoutIfNeeded()
    var text = view.dump(options)
    let diagnostics = view.layoutDiagnostics
    if !diagnostics.isEmpty {
      text += "\n\ndiagnostics:\n" + diagnostics.map(\.description).joined(separator: "\n")
    }
    return text + "\n"
  }

  /// The file a snapshot lives in: `<test dir>/__Snapshots__/<TestFile>/<name>.txt`.
  static func path(for name: String, at site: CallSite) -> String {
    "\(site.directory)/__Snapshots__/\(site.fileBaseName)/\(name).txt"
  }

  /// A test function's name without its arguments: `matrix(device:)` → `matrix`.
  static func testName(_ function: String) -> String {
    sanitize(function.split(separator: "(").first.map(String.init) ?? function)
  }

  /// A file-name-safe form: `iPhone SE (3rd generation) portrait` →
  /// `iPhone-SE-3rd-generation-portrait`.
  static func sanitize(_ name: String) -> String {
    var result = ""
    for character in name {
      let safe = character.isLetter || character.isNumber || character == "_" || character == "."
      if safe {
        result.append(character)
      } else if !result.isEmpty && !result.hasSuffix("-") {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result
  }
}

/// Compares the text dump of `view` with its stored reference; fails with a line diff when they
/// differ. Writes an SVG picture of the layout beside the reference.
///
/// A `TableViewCell`, `CollectionViewCell` or `TableViewHeaderFooterView` in no view is laid out
/// as its list lays it out (the only row of a plain table filling an iPhone SE (2nd/3rd gen) in
/// portrait) and the cell is snapshotted and drawn at that frame.
///
/// `name` distinguishes several snapshots in one test (`"landscape"`; the test's name is always the
/// prefix); `options` adds sections to the dump (guides, constraints, accessibility); `picture` says how to draw the
/// SVG beside the snapshot (nil for none). The remaining parameters locate the caller.
@discardableResult
public func expectLayoutSnapshot(
  of view: View, named name: String? = nil, options: View.DumpOptions = [],
  picture: LayoutPicture? = LayoutPicture(), function: String = #function,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  if let matched = LayoutMatrix.laidOutAsInItsList(
    view,
    {
      expectLayoutSnapshot(
        of: $0, named: name, options: options, picture: picture, function: function,
        fileID: fileID, filePath: filePath, line: line, column: column)
    })
  {
    return matched
  }
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let base = LayoutSnapshot.testName(function)
  let fullName = name.map { "\(base)-\(LayoutSnapshot.sanitize($0))" } ?? base
  let path = LayoutSnapshot.path(for: fullName, at: site)
  let actual = LayoutSnapshot.text(of: view, options: options)
  let manager = FileManager.default
  func write() -> Bool {
    do {
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
      if let picture {
        let svgPath = (path as NSString).deletingPathExtension + ".svg"
        try picture.render(view).write(toFile: svgPath, atomically: true, encoding: .utf8)
      }
      return true
    } catch {
      recordLayoutFailure("Could not write the snapshot \(path): \(error)", at: site)
      return false
    }
  }
  let reference = try? String(contentsOfFile: path, encoding: .utf8)
  if LayoutSnapshot.isRecording || reference == nil {
    if write() {
      // Only a run in record mode has the variable to take away.
      let next =
        LayoutSnapshot.isRecording
        ? "Run again without \(LayoutSnapshot.recordEnvironmentVariable) to check against it."
        : "Look at it (and its picture), then run again to check against it."
      let why = reference == nil ? "No reference snapshot was found" : "Record mode is on"
      recordLayoutFailure("\(why); recorded \(path). \(next)", at: site)
    }
    return false
  }
  guard reference != actual else { return true }
  let diff = LineDiff.render(expected: reference!, actual: actual)
  // The report: the recorded picture (if there is one) beside the new one, and the diff.
  let svgPath = (path as NSString).deletingPathExtension + ".svg"
  var figures: [String] = []
  if let recorded = try? String(contentsOfFile: svgPath, encoding: .utf8) {
    figures.append(LayoutReport.figure(recorded, caption: "reference (\(svgPath))", passes: true))
  }
  figures.append(
    LayoutReport.figure(
      (picture ?? LayoutPicture()).render(view), caption: "now", passes: false))
  let reportPath = LayoutReport.add(
    LayoutReport.Section(
      heading: LayoutReport.heading("snapshot \(fullName) does not match", at: site),
      html: "<div class=\"pair\">" + figures.joined() + "</div>\n<pre>"
        + LayoutReport.escape(diff) + "</pre>"),
    at: site)
  recordLayoutFailure(
    "Layout snapshot \(fullName) does not match \(path) (- reference, + actual):\n" + diff
      + "\nRun with \(LayoutSnapshot.recordEnvironmentVariable)=1 to record the new layout."
      + reportLine(reportPath),
    at: site)
  return false
}
