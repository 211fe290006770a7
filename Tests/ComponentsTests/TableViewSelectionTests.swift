import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// Selection and highlighting in `TableView` and `TableViewCell`. Sources, by tag
/// (Documentation/ScrollViewsAndLists.md, "Selection", has the list):
///
/// - APPLE-SELECTROW: Apple, `UITableView.selectRow(at:animated:scrollPosition:)`: "Calling this
///   method doesn't cause the delegate to receive a `tableView(_:willSelectRowAt:)` or
///   `tableView(_:didSelectRowAt:)` message".
/// - APPLE-SELECTED-ROWS: Apple, `indexPathsForSelectedRows` ("nil if there are no selected
///   rows"), `indexPathForSelectedRow` (the one with "the lowest index values").
/// - APPLE-MULTIPLE: Apple, `allowsMultipleSelection` ("the user can select additional rows …
///   The user must tap a currently selected row to deselect it"), default false (Apple,
///   "Handling row selection in a table view").
/// - APPLE-BACKGROUNDS: Apple, `UITableViewCell.selectedBackgroundView` ("adds the value of this
///   property as a subview only when the cell has a selected state … directly above the
///   background view … or behind all other views"), `backgroundView` ("behind all other
///   views"), `multipleSelectionBackgroundView` (the background of a selected cell when the
///   table allows multiple selection).
/// - SO-5222736: the calls a tap makes, in order: `setHighlighted`, `willSelectRowAtIndexPath`,
///   `setSelected`, `didSelectRowAtIndexPath`.
/// - SHUSTA: shusta.tumblr.com, "stupid bug": `cell.setSelected(false)` alone leaves the row
///   selected in the table, which selects the cell again when it shows again.
@Suite struct TableViewSelectionTests {
  /// A cell that overrides `setSelected(_:animated:)` and `setHighlighted(_:animated:)` as
  /// Xcode's "Cocoa Touch Class" template for `UITableViewCell` does, recording the calls.
  final class TemplateCell: TableViewCell {
    var selectionCalls: [(selected: Bool, animated: Bool)] = []
    var highlightCalls: [Bool] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      // Configure the view for the selected state
      selectionCalls.append((selected, animated))
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
      super.setHighlighted(highlighted, animated: animated)
      highlightCalls.append(highlighted)
    }
  }

  /// A data source of `TemplateCell`s, counting `cellForRowAt` calls.
  final class Source: TableViewDataSource {
    var rowCount: Int
    var cellsMade = 0
    var selectCellInCellForRow = false
    init(rowCount: Int = 5) { self.rowCount = rowCount }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cellsMade += 1
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      if selectCellInCellForRow { cell.isSelected = true }
      return cell
    }
  }

  /// A delegate that records the selection calls, in order.
  final class Recorder: TableViewDelegate {
    var calls: [String] = []
    var refuseHighlight = false
    var redirectSelection: IndexPath??
    var keepSelected = false
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      calls.append("shouldHighlight \(indexPath.row)")
      return !refuseHighlight
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
      calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
      calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willSelect \(indexPath.row)")
      if let redirectSelection { return redirectSelection }
      return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willDeselect \(indexPath.row)")
      return keepSelected ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.row)")
    }
  }

  struct Fixture {
    let source: Source
    let delegate = Recorder()
    let scene: ListScene<TableView>
    var table: TableView { scene.list }

    init(rowCount: Int = 5, _ configuration: HostConfiguration = .iPhoneX(.portrait)) {
      source = Source(rowCount: rowCount)
      let table = TableView(frame: .zero, style: .plain)
      table.register(TemplateCell.self, forCellReuseIdentifier: "row")
      table.dataSource = source
      table.delegate = delegate
      scene = ListScene(table, configuration)
    }

    func cell(_ row: Int) -> TemplateCell {
      table.cellForRow(at: IndexPath(row: row, section: 0)) as! TemplateCell
    }
  }

  static func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  // MARK: Defaults

  @Test func defaultsFollowUIKit() {
    // Apple: allowsSelection "true (the default)"; allowsMultipleSelection, …DuringEditing NO
    // ("Handling row selection in a table view"); selectionStyle's default is `.default`;
    // isSelected and isHighlighted default to false.
    let table = TableView(frame: .zero, style: .plain)
    #expect(table.allowsSelection)
    #expect(!table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing)
    #expect(!table.allowsMultipleSelectionDuringEditing)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.indexPathForSelectedRow == nil)
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.selectionStyle == .default)
    #expect(!cell.isSelected)
    #expect(!cell.isHighlighted)
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    #expect(TableViewCell.SelectionStyle.default.rawValue == 3)  // UIKit's raw values
    #expect(TableViewCell.SelectionStyle.gray.rawValue == 2)
  }

  // MARK: Programmatic selection

  @Test func selectRowCallsTheTemplateOverrideButNotTheDelegate() {
    // APPLE-SELECTROW.
    let fixture = Fixture()
    fixture.table.selectRow(at: Self.path(2), animated: true, scrollPosition: .none)
    #expect(fixture.cell(2).isSelected)
    #expect(fixture.cell(2).selectionCalls.map(\.selected) == [true])
    #expect(fixture.cell(2).selectionCalls.map(\.animated) == [true])
    #expect(fixture.table.indexPathForSelectedRow == Self.path(2))
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(2)])
    #expect(fixture.delegate.calls.isEmpty)
  }

  @Test func singleSelectionReplacesTheSelectedRow() {
    let fixture = Fixture()
    fixture.table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    fixture.table.selectRow(at: Self.path(3), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(3)])
    #expect(fixture.cell(1).selectionCalls.map(\.selected) == [true, false])
    #expect(!fixture.cell(1).isSelected)
    #expect(fixture.cell(3).isSelected)
    #expect(fixture.delegate.calls.isEmpty)
  }

  @Test func multipleSelectionKeepsEveryRowAscending() {
    // APPLE-MULTIPLE; APPLE-SELECTED-ROWS: the first is the lowest index path.
    let fixture = Fixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.selectRow(at: Self.path(3), animated: false, scrollPosition: .none)
    fixture.table.selectRow(at: Self.path(0), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(0), Self.path(3)])
    #expect(fixture.table.indexPathForSelectedRow == Self.path(0))
    #expect(fixture.cell(0).isSelected && fixture.cell(3).isSelected)
    fixture.table.allowsMultipleSelection = false
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(0)])
    #expect(!fixture.cell(3).isSelected)
  }

  @Test func deselectingTheLastRowMakesTheSelectionNil() {
    // APPLE-SELECTED-ROWS: nil, not an empty array.
    let fixture = Fixture()
    fixture.table.selectRow(at: Self.path(4), animated: false, scrollPosition: .none)
    fixture.table.deselectRow(at: Self.path(4), animated: true)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.table.indexPathForSelectedRow == nil)
    #expect(fixture.cell(4).selectionCalls.map(\.selected) == [true, false])
    #expect(fixture.cell(4).selectionCalls.last?.animated == true)
    #expect(fixture.delegate.calls.isEmpty)
    // Deselecting a row that is not selected calls nothing.
    fixture.table.deselectRow(at: Self.path(4), animated: false)
    #expect(fixture.cell(4).selectionCalls.count == 2)
  }

  @Test func aNilIndexPathClearsTheSelection() {
    let fixture = Fixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.selectRow(at: Self.path(0), animated: false, scrollPosition: .none)
    fixture.table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    fixture.table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(!fixture.cell(0).isSelected && !fixture.cell(1).isSelected)
  }

  @Test func nothingIsSelectedWhileSelectionIsNotAllowed() {
    let fixture = Fixture()
    fixture.table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    fixture.table.allowsSelection = false
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(!fixture.cell(1).isSelected)
    fixture.table.selectRow(at: Self.path(2), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.cell(2).selectionCalls.isEmpty)
  }

  @Test func selectingARowThatDoesNotExistRecordsADiagnostic() {
    let fixture = Fixture(rowCount: 2)
    fixture.table.selectRow(at: Self.path(7), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.table.diagnostics(forRowAt: Self.path(7)).map(\.kind) == [.invalidDataSource])
  }

  @Test func aScrollPositionScrollsAndNoneDoesNot() {
    // Apple, selectRow's discussion: `.none` means no scrolling, unlike scrollToRow's `.none`.
    let fixture = Fixture(rowCount: 60)
    let table = fixture.table
    let start = table.contentOffset
    table.selectRow(at: Self.path(40), animated: false, scrollPosition: .none)
    #expect(table.contentOffset == start)
    table.selectRow(at: Self.path(40), animated: false, scrollPosition: .top)
    let expectedY: CGFloat =
      table.rectForRow(at: Self.path(40)).minY - table.adjustedContentInset.top
    #expect(table.contentOffset.y == expectedY)
  }

  @Test func selectingBeforeTheFirstLayoutPassSurvivesIt() {
    let source = Source()
    let table = TableView(frame: .zero, style: .plain)
    table.register(TemplateCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    let scene = ListScene(table, .iPhoneX(.portrait), layOut: false)
    table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    scene.host.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows == [Self.path(1)])
    #expect(table.cellForRow(at: Self.path(1))?.isSelected == true)
  }

  // MARK: The model is the table's

  @Test func settingTheCellAloneDoesNotSelectTheRow() {
    // SHUSTA: the table's selection is the truth; a cell's own state does not change it.
    let fixture = Fixture()
    fixture.cell(0).isSelected = true
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.cell(0).selectionCalls.map(\.animated) == [false])  // isSelected → setSelected
  }

  @Test func selectionSurvivesLayoutPassesScrollingAndRotation() {
    let fixture = Fixture(rowCount: 40)
    let table = fixture.table
    table.selectRow(at: Self.path(5), animated: false, scrollPosition: .none)
    table.scrollToRow(at: Self.path(39), at: .bottom, animated: false)
    fixture.scene.host.layoutIfNeeded()
    fixture.scene.host.configuration = .iPhoneX(.landscape)
    fixture.scene.host.layoutIfNeeded()
    #expect(table.indexPathsForSelectedRows == [Self.path(5)])
    #expect(fixture.cell(5).isSelected)
    #expect(fixture.cell(5).selectionCalls.count == 1)
    #expect(fixture.source.cellsMade == 40)  // no reload happened
  }

  @Test func reloadDataClearsTheSelectionWithoutTheDelegate() {
    // Decisions.md: reloadData clears the selection (Stack Overflow and issue reports; a row
    // reload deselects the row — blog.stevex.net).
    let fixture = Fixture()
    fixture.table.selectRow(at: Self.path(2), animated: false, scrollPosition: .none)
    fixture.table.reloadData()
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    fixture.scene.host.layoutIfNeeded()
    #expect(fixture.source.cellsMade == 10)
    #expect(fixture.table.rows.allSatisfy { !$0.cell.isSelected })
    #expect(fixture.delegate.calls.isEmpty)
  }

  @Test func theTableResetsACellSelectedInCellForRowAt() {
    // The table sets each cell's state after `cellForRowAt`: a cell selected there shows
    // unselected when its row is not selected (Decisions.md).
    let fixture = Fixture()
    fixture.source.selectCellInCellForRow = true
    fixture.table.reloadData()
    fixture.scene.host.layoutIfNeeded()
    let cell = fixture.cell(0)
    #expect(!cell.isSelected)
    #expect(cell.selectionCalls.map(\.selected).suffix(2) == [true, false])
  }

  @Test func aReusedCellIsDeselectedByPrepareForReuse() {
    // Apple, `prepareForReuse()`: reset "alpha, editing, and selection state".
    let cell = TemplateCell(style: .default, reuseIdentifier: "row")
    cell.setSelected(true, animated: false)
    cell.setHighlighted(true, animated: false)
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted)
    #expect(cell.selectionCalls.map(\.selected) == [true, false])
  }

  // MARK: Background views

  @Test func backgroundViewsFillTheCellBehindTheContentView() {
    // APPLE-BACKGROUNDS.
    let fixture = Fixture()
    let cell = fixture.cell(1)
    let background = View()
    let selected = View()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    fixture.scene.host.layoutIfNeeded()
    #expect(background.frame == cell.bounds)
    #expect(cell.subviews.first === background)
    #expect(selected.superview == nil)  // only while selected
    fixture.table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    fixture.scene.host.layoutIfNeeded()
    #expect(
      cell.subviews.prefix(3).map(ObjectIdentifier.init) == [
        ObjectIdentifier(background), ObjectIdentifier(selected),
        ObjectIdentifier(cell.contentView),
      ])
    #expect(selected.frame == cell.bounds)
    #expect(selected.frame.height == fixture.table.rectForRow(at: Self.path(1)).height)
    fixture.table.deselectRow(at: Self.path(1), animated: false)
    #expect(selected.superview == nil)
    #expect(background.superview === cell)
  }

  @Test func theSelectedBackgroundShowsWhileHighlightedAndNotWithStyleNone() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let selected = View()
    cell.selectedBackgroundView = selected
    cell.isHighlighted = true
    #expect(selected.superview === cell)
    #expect(cell.subviews.first === selected)  // behind all other views without a background
    cell.isHighlighted = false
    cell.selectionStyle = .none
    cell.isSelected = true
    #expect(selected.superview == nil)
  }

  @Test func multipleSelectionUsesItsOwnBackgroundView() {
    // APPLE-BACKGROUNDS: multipleSelectionBackgroundView.
    let fixture = Fixture()
    let cell = fixture.cell(0)
    let single = View()
    let multiple = View()
    cell.selectedBackgroundView = single
    cell.multipleSelectionBackgroundView = multiple
    fixture.table.selectRow(at: Self.path(0), animated: false, scrollPosition: .none)
    #expect(single.superview === cell && multiple.superview == nil)
    fixture.table.allowsMultipleSelection = true
    #expect(multiple.superview === cell && single.superview == nil)
  }

  // MARK: Accessibility

  @Test func aSelectedCellHasTheSelectedTrait() {
    // Apple, `UIAccessibilityTraits.selected`; the cell adds it as a control does.
    let fixture = Fixture()
    #expect(!fixture.cell(3).accessibilityTraits.contains(.selected))
    fixture.table.selectRow(at: Self.path(3), animated: false, scrollPosition: .none)
    #expect(fixture.cell(3).accessibilityTraits.contains(.selected))
    fixture.cell(3).accessibilityTraits = .button
    #expect(fixture.cell(3).accessibilityTraits == .button)  // a set value replaces it
  }

  // MARK: Simulated taps (a Trellis addition)

  @Test func aTapGoesThroughTheDelegateInUIKitsOrder() {
    // SO-5222736: highlight, willSelect, setSelected, didSelect.
    let fixture = Fixture()
    fixture.table.simulateTapOnRow(at: Self.path(2))
    #expect(
      fixture.delegate.calls == [
        "shouldHighlight 2", "didHighlight 2", "willSelect 2", "didSelect 2", "didUnhighlight 2",
      ])
    #expect(fixture.cell(2).highlightCalls == [true, false])
    #expect(fixture.cell(2).isSelected)
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(2)])
  }

  @Test func aTapOnAnotherRowDeselectsThePreviousThroughTheDelegate() {
    let fixture = Fixture()
    fixture.table.simulateTapOnRow(at: Self.path(0))
    fixture.delegate.calls = []
    fixture.table.simulateTapOnRow(at: Self.path(1))
    #expect(
      fixture.delegate.calls == [
        "shouldHighlight 1", "didHighlight 1", "willSelect 1", "willDeselect 0", "didDeselect 0",
        "didSelect 1", "didUnhighlight 1",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(1)])
  }

  @Test func delegateAnswersChangeWhatATapSelects() {
    let fixture = Fixture()
    fixture.delegate.refuseHighlight = true
    fixture.table.simulateTapOnRow(at: Self.path(0))
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.delegate.calls == ["shouldHighlight 0"])
    fixture.delegate.refuseHighlight = false
    fixture.delegate.redirectSelection = .some(nil)
    fixture.table.simulateTapOnRow(at: Self.path(0))
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    fixture.delegate.redirectSelection = .some(Self.path(4))
    fixture.table.simulateTapOnRow(at: Self.path(0))
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(4)])
  }

  @Test func inMultipleSelectionATapOnASelectedRowDeselectsIt() {
    // APPLE-MULTIPLE: "The user must tap a currently selected row to deselect it."
    let fixture = Fixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.simulateTapOnRow(at: Self.path(0))
    fixture.table.simulateTapOnRow(at: Self.path(2))
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(0), Self.path(2)])
    fixture.delegate.keepSelected = true
    fixture.table.simulateTapOnRow(at: Self.path(0))
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(0), Self.path(2)])
    fixture.delegate.keepSelected = false
    fixture.table.simulateTapOnRow(at: Self.path(0))
    #expect(fixture.table.indexPathsForSelectedRows == [Self.path(2)])
    #expect(
      fixture.delegate.calls.suffix(3) == ["willDeselect 0", "didDeselect 0", "didUnhighlight 0"])
  }
}
