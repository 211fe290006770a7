import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// Bad input to tables: where UIKit raises an exception or logs and falls back, Trellis records a
/// diagnostic (per row where there is one), lays out the rest, and never traps.
@Suite struct TableViewDiagnosticsTests {
  final class BadSource: TableViewDataSource {
    var sections = 1
    var rows = [2]
    var shared: TableViewCell?
    var identifier = "row"
    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.indices.contains(section) ? rows[section] : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      if let shared { return shared }
      return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
  }

  private func scene(_ source: BadSource) -> ListScene<TableView> {
    let table = TableView(frame: .zero, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    return ListScene(table, .iPhoneX(.portrait))
  }

  @Test func negativeCountsShowNothing() {
    let source = BadSource()
    source.sections = -2
    let scene = scene(source)
    #expect(scene.list.rows.isEmpty)
    #expect(scene.list.tableDiagnostics.map(\.kind) == [.invalidDataSource])
    source.sections = 2
    source.rows = [-1, 2]
    scene.list.reloadData()
    scene.host.layoutIfNeeded()
    #expect(
      scene.list.rows.map(\.indexPath) == [
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ])
    #expect(scene.list.tableDiagnostics.count == 1)
    #expect(scene.list.tableDiagnostics[0].message.contains("numberOfRowsInSection: 0"))
  }

  /// UIKit raises "unable to dequeue a cell with identifier …"; Trellis gives each row a
  /// default-style cell and says so for that row.
  @Test func unregisteredIdentifierIsReportedPerRow() {
    let source = BadSource()
    source.identifier = "never-registered"
    let scene = scene(source)
    #expect(scene.list.rows.count == 2)
    #expect(scene.list.rows.allSatisfy { $0.height == 44 })
    let diagnostics = scene.list.rowDiagnostics
    #expect(
      diagnostics.map(\.indexPath) == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
      ])
    #expect(diagnostics.allSatisfy { $0.diagnostic.kind == .invalidDataSource })
    #expect(diagnostics[0].diagnostic.message.contains("unable to dequeue"))
  }

  @Test func theSameCellForTwoRowsIsReplaced() {
    let source = BadSource()
    source.shared = TableViewCell(style: .default, reuseIdentifier: nil)
    let scene = scene(source)
    #expect(scene.list.rows.count == 2)
    #expect(scene.list.rows[0].cell === source.shared)
    #expect(scene.list.rows[1].cell !== source.shared)
    #expect(scene.list.diagnostics(forRowAt: IndexPath(row: 1, section: 0)).count == 1)
    #expect(scene.list.diagnostics(forRowAt: IndexPath(row: 0, section: 0)).isEmpty)
  }

  /// Asking for rows that do not exist: `rectForRow(at:)`, `numberOfRows(inSection:)` and
  /// `scrollToRow` raise in UIKit — here `.zero`, 0, no scroll, and a diagnostic;
  /// `cellForRow(at:)` answers nil, as in UIKit.
  @Test func rowsOutOfRange() {
    let scene = scene(BadSource())
    let table = scene.list
    let missing = IndexPath(row: 7, section: 3)
    #expect(table.cellForRow(at: missing) == nil)
    #expect(table.cellForRow(at: IndexPath(indexes: [0])) == nil)
    #expect(table.diagnostics(forRowAt: missing).isEmpty)
    #expect(table.rectForRow(at: missing) == .zero)
    #expect(table.numberOfRows(inSection: 9) == 0)
    table.scrollToRow(at: missing, at: .top, animated: false)
    #expect(table.contentOffset == CGPoint(x: 0, y: -44))
    #expect(table.diagnostics(forRowAt: missing).count == 2)
    #expect(table.tableDiagnostics.count == 1)
    #expect(scene.host.layoutDiagnostics.count == 3)
  }

  /// A row whose constraints conflict is reported for that row — the engine breaks one of its
  /// constraints, as UIKit does — and the other rows are laid out as usual.
  @Test func conflictingCellIsReportedForItsRow() {
    let table = TableView(frame: .zero, style: .plain)
    table.register(FixedContentCell.self, forCellReuseIdentifier: "fixed")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [3]) { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "fixed", for: indexPath)
      if indexPath.row == 1, let cell = cell as? FixedContentCell {
        let clash = cell.box.heightAnchor.constraint(equalToConstant: 60)
        clash.identifier = "clash"
        clash.isActive = true
      }
      return cell
    }
    let scene = ListScene(table, .iPhoneX(.portrait))
    #expect(table.rows.count == 3)
    #expect(table.rows[0].height == 54)
    #expect(table.rows[2].height == 54)
    let reported = table.rowDiagnostics
    #expect(!reported.isEmpty)
    #expect(reported.allSatisfy { $0.indexPath == IndexPath(row: 1, section: 0) })
    #expect(reported.contains { $0.diagnostic.kind == .unsatisfiableConstraints })
    #expect(table.diagnostics(forRowAt: IndexPath(row: 0, section: 0)).isEmpty)
    _ = scene
  }

  /// UIKit: "Detected a case where constraints ambiguously suggest a height of zero for a
  /// tableview cell's content view. We're considering the collapse unintentional and using
  /// standard height instead." (openradar 42808310). The row is 44 points and the row reports it.
  @Test func zeroHeightContentFallsBackToTheStandardHeight() {
    let table = TableView(frame: .zero, style: .plain)
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [2]) { _, indexPath in
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      if indexPath.row == 0 {
        // Pinned at the top only: nothing holds the content view open.
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(view)
        LayoutConstraint.activate([
          view.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
          view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
          view.widthAnchor.constraint(equalToConstant: 10),
          view.heightAnchor.constraint(equalToConstant: 10),
        ])
      } else {
        cell.textLabel?.text = "fine"
      }
      return cell
    }
    let scene = ListScene(table, .iPhoneX(.portrait))
    #expect(table.rows.map(\.height) == [44, 44])
    let first = table.diagnostics(forRowAt: IndexPath(row: 0, section: 0))
    #expect(first.map(\.kind) == [.cellSizing])
    #expect(first[0].message.contains("height of zero"))
    #expect(table.diagnostics(forRowAt: IndexPath(row: 1, section: 0)).isEmpty)
    _ = scene
  }

  /// UIKit: "Invalid row height provided by table delegate. Value must be at least 0.0, or
  /// UITableViewAutomaticDimension." Trellis measures such rows instead.
  @Test func invalidRowHeightsAreMeasuredInstead() {
    final class Heights: TableViewDelegate {
      func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        [-5, .nan, .infinity, 30][indexPath.row]
      }
    }
    let table = makeTable(rowCounts: [4])
    let heights = Heights()
    table.delegate = heights
    let scene = ListScene(table, .iPhoneX(.portrait))
    #expect(table.rows.map(\.height) == [44, 44, 44, 30])
    #expect(table.rowDiagnostics.map(\.indexPath.row) == [0, 1, 2])
    _ = scene
  }

  /// A table with no width lays out its rows at width 0 — labels do not wrap — and says so.
  @Test func zeroWidthTable() {
    let table = TableView(frame: .zero, style: .plain)
    table.register(ParagraphCell.self, forCellReuseIdentifier: "p")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [2]) { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "p", for: indexPath) as! ParagraphCell
      cell.paragraph.text = "A paragraph that would wrap in any real table."
      cell.accessoryType = .detailDisclosureButton
      return cell
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 0, height: 500))
    root.addSubview(table)
    table.frame = root.bounds
    root.layoutIfNeeded()
    #expect(table.rows.count == 2)
    #expect(table.rows.allSatisfy { $0.frame.width == 0 && $0.height > 0 && $0.height.isFinite })
    #expect(table.rows[0].cell.contentView.frame.width == 0)
    #expect(table.tableDiagnostics.map(\.kind) == [.cellSizing])
  }

  /// No data source: no rows, no diagnostics.
  @Test func noDataSource() {
    let scene = ListScene(TableView(frame: .zero, style: .grouped), .iPhoneX(.portrait))
    #expect(scene.list.rows.isEmpty)
    #expect(scene.list.contentSize == CGSize(width: 375, height: 0))
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }
}
