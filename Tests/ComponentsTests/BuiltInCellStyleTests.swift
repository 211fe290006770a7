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
  /// `adjustedContentInset: {20, 0, 0, 0}`; row n `(0 44n; 320 44)`; text label across the content
  /// view's margin area, its full height; separator `(16 43.5; 304 0.5)`. That file (iOS 12, 2018)
  /// gives the content view `(0 0; 320 43.5)`; since iOS 15 UIKit gives it the row's whole height
  /// and draws the separator over its last pixel (devpass-tech/hereminders-ios@f3c435a, 2021: a
  /// 44-point row's content view `(0 0; 248.667 44)`, its label `(16 0; 216.667 44)`, the
  /// separator at y 43.6667; ZhgChgLi/github-actions-ci-cd-demo, iOS 18: `(0 0; 293.667 44)`), and
  /// Trellis models today's UIKit (UIKitBehavior.md, "Table cells since iOS 15").
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
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44), "row \(row)")
      #expect(cell.separatorFrame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }
    #expect(scene.host.layoutDiagnostics.isEmpty)
    expectNoAmbiguity(scene.host.rootView)
  }

  /// Model (no recording found): the default style's label fills its content view however tall
  /// the row grows — a wrapping text makes the row its text's height plus the 11-point margins
  /// above and below (the separator adds nothing since iOS 15), and the label spans all of it, its
  /// text centred.
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
    #expect(scene.list.rows[0].height == 11 + text.height + 11)
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
    // A 20-point image keeps the row at 44 (20 + 11 + 11 < 44).
    let x: CGFloat = rightToLeft ? 16 : 16 + 20 + 16
    #expect(label.frame == CGRect(x: x, y: 0, width: 320 - 16 - 20 - 16 - 16, height: 44))
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
