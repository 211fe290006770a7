import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// The built-in cell styles' label frames against UIKit's recorded numbers where there are any
/// (ScrollViewsAndLists.md, "Built-in content": which styles are confirmed and which are models).
@Suite struct BuiltInCellStyleTests {
  /// A table of `count` registered default-style rows titled "0", "1", … on `configuration`.
  private func numberedTable(_ count: Int, _ configuration: HostConfiguration)
    -> ListScene<TableView>
  {
    let table = TableView(frame: .zero, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [count]) {
      table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.row)"
      return cell
    }
    return ListScene(table, configuration)
  }

  /// [OBS] pointfreeco/swift-snapshot-testing,
  /// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTableViewController.2.txt`:
  /// UIKit's recursive description of a `UITableViewController` with ten registered default-style
  /// rows titled "0" … "9" on an iPhone SE (320 × 568 @2x, 20-point status bar). Table
  /// `(0 0; 320 568)`, `contentOffset: {0, -20}`, `contentSize: {320, 440}`,
  /// `adjustedContentInset: {20, 0, 0, 0}`; row n `(0 44n; 320 44)`; content view
  /// `(0 0; 320 43.5)`; text label `(16 0; 288 43.5)` — the content view's margin area across,
  /// its full height — and separator `(16 43.5; 304 0.5)`.
  @Test func defaultStyleRowsMatchUIKitsRecordedTable() throws {
    let scene = numberedTable(10, .iPhoneSE1(.portrait))
    let table = scene.list
    #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(table.contentOffset == CGPoint(x: 0, y: -20))
    #expect(table.contentSize == CGSize(width: 320, height: 440))
    #expect(table.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    for row in 0..<10 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(row), width: 320, height: 44))
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 43.5), "row \(row)")
      #expect(cell.separatorFrame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }
    #expect(scene.host.layoutDiagnostics.isEmpty)
    expectNoAmbiguity(scene.host.rootView)
  }

  /// Model (no recording found): the default style's label fills its content view however tall
  /// the row grows — a wrapping text makes the row its text's height plus the 11-point margins
  /// above and below plus the separator, and the label spans all of it, its text centred.
  @Test func aWrappingDefaultLabelFillsItsSelfSizingRow() throws {
    let scene = ListScene(
      makeTable(rowCounts: [1]) { cell, _ in
        cell.textLabel?.text = String(repeating: "A label long enough to wrap. ", count: 6)
        cell.textLabel?.numberOfLines = 0
      }, .iPhoneSE1(.portrait))
    let cell = scene.list.rows[0].cell
    let label = try #require(cell.textLabel)
    #expect(label.displayedLineCount > 1)
    let text = label.sizeThatFits(CGSize(width: 288, height: CGFloat.infinity))
    #expect(scene.list.rows[0].height == 11 + text.height + 11 + 0.5)
    #expect(label.frame == CGRect(x: 16, y: 0, width: 288, height: cell.contentView.frame.height))
    // The text lies centred in the label, about 11 points from its top (the text's height is
    // rounded up to the pixel grid, its lines are not).
    #expect(near(label.displayedLines.first?.frame.minY, 11, accuracy: 0.25))
  }

  /// Model: with an image the label starts 16 points after it and still ends at the trailing
  /// margin and fills the content view's height; right to left mirrors it.
  @Test(arguments: [false, true])
  func aDefaultLabelBesideAnImageFillsTheRest(rightToLeft: Bool) throws {
    var configuration = HostConfiguration.iPhoneSE1(.portrait)
    if rightToLeft { configuration.layoutDirection = .rightToLeft }
    let scene = ListScene(
      makeTable(rowCounts: [1]) { cell, _ in
        cell.imageView?.image = Image(size: CGSize(width: 20, height: 20))
      }, configuration)
    let cell = scene.list.rows[0].cell
    let label = try #require(cell.textLabel)
    // A 20-point image keeps the row at 44 (20 + 11 + 11 < 43.5).
    let x: CGFloat = rightToLeft ? 16 : 16 + 20 + 16
    #expect(label.frame == CGRect(x: x, y: 0, width: 320 - 16 - 20 - 16 - 16, height: 43.5))
  }

  /// Model: a content configuration is UIKit's list content view, not the legacy layout that was
  /// recorded: its text label stays sized to the text and centred in the margins.
  @Test func aCellConfigurationKeepsItsLabelSizedToTheText() throws {
    let scene = ListScene(
      makeTable(rowCounts: [1]) { cell, _ in
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
      }, .iPhoneSE1(.portrait))
    let label = try #require(scene.list.rows[0].cell.textLabel)
    #expect(label.frame.minX == 16)
    #expect(label.frame.width < 100)
    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 288, height: 1000)).height)
    #expect(scene.list.rows[0].height == 44)
  }
}
