import Foundation
import LayoutEngine
import Testing
import ViewHost

/// The HTML page a failing check, snapshot or data run writes, so a failure can be looked at
/// rather than read: one file per test run (every failure of the process goes into it), its path
/// printed in each failure message.
///
/// For each failing layout of a check or a data run it shows the picture with the views the
/// problems name outlined in red and named, the problems in words, the data and the configuration,
/// and beside it the same view in the first configuration where it passes (or, if it fails
/// everywhere, the first combination that passes in the same configuration). A snapshot mismatch
/// shows the reference picture beside the new one and the line diff. Pictures are inline SVG:
/// hover a view for its name.
///
/// The file is `.build/trellis-reports/trellis-report-<date>-<time>-<process>.html` in the package
/// of the failing test (found by walking up from the test file to `Package.swift`), and
/// `latest.html` beside it is the same page; set `TRELLIS_REPORT_DIR` to write them elsewhere (CI
/// uploads that folder).
public enum LayoutReport {
  /// The environment variable that moves the reports' folder.
  public static let directoryEnvironmentVariable = "TRELLIS_REPORT_DIR"
  /// How many failing layouts of one set of the same problems get pictures; the rest are listed.
  static let picturedLayoutsPerSet = 6

  /// One part of the page: a heading and its HTML.
  struct Section {
    let heading: String
    let html: String
  }

  /// The sections so far and the file they go to, for this process.
  private final class Page: @unchecked Sendable {
    let lock = NSLock()
    var sections: [Section] = []
    var path: String?
    var figureCount = 0
  }
  private static let page = Page()

  /// The folder reports go to for a test at `site`.
  static func directory(for site: CallSite) -> String {
    if let moved = ProcessInfo.processInfo.environment[directoryEnvironmentVariable],
      !moved.isEmpty
    {
      return moved
    }
    var directory = site.directory
    let manager = FileManager.default
    while directory.count > 1 {
      if manager.fileExists(atPath: directory + "/Package.swift") {
        return directory + "/.build/trellis-reports"
      }
      directory = (directory as NSString).deletingLastPathComponent
    }
    return manager.currentDirectoryPath + "/.build/trellis-reports"
  }

  /// Adds `section` to this run's page, rewrites it, and returns its path (nil if it could not be
  /// written; the failure is reported without it).
  static func add(_ section: Section, at site: CallSite) -> String? {
    page.lock.withLock {
      let manager = FileManager.default
      let folder = directory(for: site)
      if page.path == nil {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: Date())
        page.path =
          "\(folder)/trellis-report-\(stamp)-\(ProcessInfo.processInfo.processIdentifier).html"
      }
      page.sections.append(section)
      let html = document(page.sections)
      guard let path = page.path else { return nil }
      do {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        try html.write(toFile: folder + "/latest.html", atomically: true, encoding: .utf8)
        return path
      } catch {
        return nil
      }
    }
  }

  /// The whole page.
  static func document(_ sections: [Section]) -> String {
    var html = [
      "<!doctype html>",
      "<html><head><meta charset=\"utf-8\"><title>Trellis layout failures</title>",
      "<style>",
      "body { font: 14px -apple-system, 'Helvetica Neue', sans-serif; margin: 24px; color: #212529; }",
      "h2 { border-top: 1px solid #dee2e6; padding-top: 16px; }",
      ".pair { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; margin: 12px 0; }",
      "figure { margin: 0; } figure svg { border: 1px solid #dee2e6; max-width: 100%; height: auto; }",
      "figcaption { font-size: 12px; color: #495057; margin-top: 4px; }",
      ".fail figcaption { color: #c92a2a; } .pass figcaption { color: #2b8a3e; }",
      "pre { background: #f8f9fa; padding: 8px; overflow-x: auto; font-size: 12px; }",
      "ul.problems li { margin: 2px 0; } .data { font-family: Menlo, monospace; font-size: 12px; }",
      "</style></head><body>",
      "<h1>Trellis layout failures</h1>",
      "<p>\(sections.count) failure(s) in this test run. Red outlines: the views a problem "
        + "names. Hover a view for its name.</p>",
    ]
    for (index, section) in sections.enumerated() {
      html.append("<h2 id=\"failure-\(index + 1)\">\(index + 1). \(escape(section.heading))</h2>")
      html.append(section.html)
    }
    html.append("</body></html>")
    return html.joined(separator: "\n") + "\n"
  }

  /// The heading of a failure at `site`: the running test's name, the file and the line.
  static func heading(_ what: String, at site: CallSite) -> String {
    let test = Test.current.map { "\($0.name) — " } ?? ""
    return "\(test)\(what) (\(site.fileID):\(site.line))"
  }

  /// A figure holding an SVG picture, with a caption; `passes` colours the caption.
  ///
  /// The SVG's ids (clip paths, the arrow marker) get a prefix of their own: inline pictures share
  /// the page's id space, and a clip path of one picture would cut the text of another.
  static func figure(_ svg: String, caption: String, passes: Bool) -> String {
    let number = page.lock.withLock {
      page.figureCount += 1
      return page.figureCount
    }
    let body = svg.replacingOccurrences(of: "id=\"", with: "id=\"f\(number)-")
      .replacingOccurrences(of: "url(#", with: "url(#f\(number)-")
    return "<figure class=\"\(passes ? "pass" : "fail")\">\(body)"
      + "<figcaption>\(escape(caption))</figcaption></figure>"
  }

  /// The problems as a list, each with its details.
  static func problemList(_ problems: [LayoutProblem]) -> String {
    var html = ["<ul class=\"problems\">"]
    for problem in problems {
      var item = "<li><b>\(escape(problem.kind.description))</b>: \(escape(problem.message))"
      if !problem.details.isEmpty {
        item += "<pre>\(escape(problem.details.joined(separator: "\n")))</pre>"
      }
      html.append(item + "</li>")
    }
    html.append("</ul>")
    return html.joined(separator: "\n")
  }

  /// The picture a report draws of a failing layout: the screen with the views `problems` name
  /// outlined in red and named, other names on hover.
  static func failingPicture(of view: View, problems: [LayoutProblem], caption: String)
    -> String
  {
    var names: [String] = []
    for problem in problems {
      for name in problem.views where !names.contains(name) { names.append(name) }
    }
    return LayoutPicture(options: [.names], caption: caption, highlights: names).render(view)
  }

  /// The picture of a passing layout: the screen, names on hover.
  static func passingPicture(of view: View, caption: String) -> String {
    LayoutPicture(options: [.names], caption: caption).render(view)
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

extension DataRun {
  /// Writes the failures of this run to the report: for each set of the same problems, up to
  /// ``LayoutReport/picturedLayoutsPerSet`` failing layouts with their pictures (made again with
  /// `make`) beside a passing one, and the rest listed. Returns the report's path.
  func writeReport(
    failures: [DataCombinationProblems], make: (DataCombination) -> ViewController,
    at site: CallSite
  ) -> String? {
    let configurations = matrix.configurations
    let failed = Set(
      failures.map { "\($0.combination.index)|\($0.configuration.name ?? "")" })
    func passes(_ combination: DataCombination, _ configuration: HostConfiguration) -> Bool {
      !failed.contains("\(combination.index)|\(configuration.name ?? "")")
    }
    func picture(
      _ combination: DataCombination, _ configuration: HostConfiguration,
      problems: [LayoutProblem]?
    ) -> String {
      LayoutMatrix.laidOut(make(combination), in: configuration) { subject in
        let name = configuration.name ?? "\(configuration)"
        let data = combination.fields.isEmpty ? "" : "combination \(combination.index), "
        if let problems {
          return LayoutReport.figure(
            LayoutReport.failingPicture(of: subject, problems: problems, caption: name),
            caption: "fails: \(data)\(name)", passes: false)
        }
        return LayoutReport.figure(
          LayoutReport.passingPicture(of: subject, caption: name),
          caption: "passes: \(data)\(name)", passes: true)
      }
    }
    var order: [[String]] = []
    var groups: [[String]: [DataCombinationProblems]] = [:]
    for failure in failures {
      if groups[failure.groupingKey] == nil { order.append(failure.groupingKey) }
      groups[failure.groupingKey, default: []].append(failure)
    }
    var html: [String] = [
      "<p>\(failures.count) of \(layoutCount) layouts have problems, in \(order.count) set(s) of "
        + "the same problems.</p>"
    ]
    for key in order {
      let group = groups[key]!
      html.append(
        "<h3>\(LayoutReport.escape(key.joined(separator: "; "))) — \(group.count) layout(s)</h3>")
      for failure in group.prefix(LayoutReport.picturedLayoutsPerSet) {
        let combination = failure.combination
        let configuration = failure.configuration
        var pair = [picture(combination, configuration, problems: failure.problems)]
        if let good = configurations.first(where: { passes(combination, $0) }) {
          pair.append(picture(combination, good, problems: nil))
        } else if let other = combinations.first(where: { passes($0, configuration) }) {
          pair.append(picture(other, configuration, problems: nil))
        } else {
          pair.append("<p>No layout of this run passes to compare with.</p>")
        }
        html.append("<div class=\"pair\">" + pair.joined() + "</div>")
        if !combination.fields.isEmpty {
          html.append(
            "<p class=\"data\">\(LayoutReport.escape(combination.position)): "
              + "\(LayoutReport.escape(combination.description)) — to run it alone, pass only: "
              + "\(combination.index)</p>")
        }
        html.append(LayoutReport.problemList(failure.problems))
      }
      if group.count > LayoutReport.picturedLayoutsPerSet {
        let rest = group.dropFirst(LayoutReport.picturedLayoutsPerSet).map {
          "combination \($0.combination.index) on \($0.configuration.name ?? "")"
        }
        html.append(
          "<p>Also in: \(LayoutReport.escape(rest.joined(separator: "; ")))</p>")
      }
    }
    let what = combinations.first?.fields.isEmpty == false ? "data run" : "layout matrix"
    return LayoutReport.add(
      LayoutReport.Section(
        heading: LayoutReport.heading("\(what): \(failures.count) failing layout(s)", at: site),
        html: html.joined(separator: "\n")),
      at: site)
  }
}
