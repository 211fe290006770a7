import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// Selection and highlighting in `CollectionView` and `CollectionViewCell`. Sources
/// (Documentation/ScrollViewsAndLists.md, "Selection", has the list): Apple,
/// `UICollectionView.selectItem(at:animated:scrollPosition:)` ("Specifying nil for this parameter
/// clears the current selection"), `deselectItem(at:animated:)` ("doesn't cause any
/// selection-related delegate methods to be called"), `indexPathsForSelectedItems` ("If there
/// are no selected items, the value of this property is nil"), `collectionView(_:didSelectItemAt:)`
/// ("does not call this method when you programmatically set the selection"),
/// `UICollectionViewCell.selectedBackgroundView` ("layers above the backgroundView and behind the
/// contentView"), `backgroundView` ("fills the bounds of the cell"); onmyway133/blog issue 434
/// (the selection stays across `reloadData()`).
@Suite struct CollectionViewSelectionTests {
  /// A cell that restyles in `didSet`, as UIKit collection cells do, recording what it saw.
  final class StyledCell: CollectionViewCell {
    var selectionChanges: [Bool] = []
    var highlightChanges: [Bool] = []
    override var isSelected: Bool { didSet { selectionChanges.append(isSelected) } }
    override var isHighlighted: Bool { didSet { highlightChanges.append(isHighlighted) } }
  }

  final class Source: CollectionViewDataSource {
    var count: Int
    var seenInCellForItem: [IndexPath: Bool] = [:]
    init(count: Int = 6) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      seenInCellForItem[indexPath] = cell.isSelected
      return cell
    }
  }

  final class Recorder: CollectionViewDelegate {
    var calls: [String] = []
    var refuseSelection = false
    var refuseDeselection = false
    func collectionView(
      _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
      -> Bool
    {
      calls.append("shouldHighlight \(indexPath.item)")
      return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
      calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) { calls.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("shouldSelect \(indexPath.item)")
      return !refuseSelection
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      calls.append("shouldDeselect \(indexPath.item)")
      return !refuseDeselection
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.item)")
    }
  }

  struct Fixture {
    let source: Source
    let recorder = Recorder()
    let scene: ListScene<CollectionView>
    var grid: CollectionView { scene.list }

    init(count: Int = 6, _ configuration: HostConfiguration = .iPhoneSE3(.portrait)) {
      source = Source(count: count)
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
      grid.register(StyledCell.self, forCellWithReuseIdentifier: "cell")
      grid.dataSource = source
      grid.delegate = recorder
      scene = ListScene(grid, configuration)
    }

    func cell(_ item: Int) -> StyledCell {
      grid.cellForItem(at: IndexPath(item: item, section: 0)) as! StyledCell
    }
  }

  private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func defaultsAreUIKits() {
    let grid = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    #expect(grid.allowsSelection)
    #expect(!grid.allowsMultipleSelection)
    #expect(grid.indexPathsForSelectedItems == nil)
    let cell = CollectionViewCell()
    #expect(!cell.isSelected)
    #expect(!cell.isHighlighted)
    #expect(cell.backgroundView == nil)
    #expect(cell.selectedBackgroundView == nil)
  }

  @Test func programmaticSelectionSetsTheCellAndCallsNoDelegateMethod() {
    let fixture = Fixture()
    fixture.grid.selectItem(at: item(2), animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == [item(2)])
    #expect(fixture.cell(2).isSelected)
    #expect(fixture.cell(2).selectionChanges == [true])
    fixture.grid.deselectItem(at: item(2), animated: true)
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
    #expect(fixture.cell(2).selectionChanges == [true, false])
    #expect(fixture.recorder.calls.isEmpty)
  }

  @Test func singleSelectionReplacesMultipleAdds() {
    let fixture = Fixture()
    fixture.grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    fixture.grid.selectItem(at: item(4), animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == [item(4)])
    #expect(!fixture.cell(1).isSelected)
    fixture.grid.allowsMultipleSelection = true
    fixture.grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == [item(0), item(4)])
    #expect(fixture.cell(0).isSelected && fixture.cell(4).isSelected)
    fixture.grid.allowsMultipleSelection = false
    #expect(fixture.grid.indexPathsForSelectedItems == [item(0)])
    #expect(!fixture.cell(4).isSelected)
    fixture.grid.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
    #expect(!fixture.cell(0).isSelected)
  }

  @Test func nothingIsSelectedWhileSelectionIsOffOrForAMissingItem() {
    let fixture = Fixture()
    fixture.grid.selectItem(at: item(9), animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
    #expect(fixture.grid.diagnostics(forItemAt: item(9)).count == 1)
    fixture.grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    fixture.grid.allowsSelection = false
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
    #expect(!fixture.cell(1).isSelected)
    fixture.grid.selectItem(at: item(2), animated: false, scrollPosition: [])
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
  }

  /// A `didSet` override sees the item's state when the collection view hands out the cell,
  /// right after `cellForItemAt`; the selection outlives `reloadData()`, less the items gone.
  @Test func reloadKeepsTheSelectionAndSetsTheNewCells() {
    let fixture = Fixture()
    fixture.grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    fixture.grid.allowsMultipleSelection = true
    fixture.grid.selectItem(at: item(5), animated: false, scrollPosition: [])
    fixture.source.count = 4
    fixture.source.seenInCellForItem = [:]
    fixture.grid.reloadData()
    fixture.scene.host.layoutIfNeeded()
    #expect(fixture.grid.indexPathsForSelectedItems == [item(1)])
    for index in 0..<4 { #expect(fixture.cell(index).isSelected == (index == 1)) }
    // Item 0 got item 5's cell back from the reuse queue, still selected in cellForItemAt; the
    // collection view then set the item's state, which the cell's didSet saw.
    #expect(fixture.source.seenInCellForItem[item(0)] == true)
    #expect(fixture.cell(0).selectionChanges.last == false)
    #expect(fixture.cell(1).selectionChanges.last == true)
    #expect(fixture.recorder.calls.isEmpty)
  }

  @Test func selectionSurvivesRelayoutAndRotation() {
    let fixture = Fixture(count: 12, .iPhoneX(.portrait))
    fixture.grid.selectItem(at: item(7), animated: false, scrollPosition: [])
    let before = fixture.grid.items[7].frame
    fixture.scene.host.configuration = .iPhoneX(.landscape)
    fixture.scene.host.layoutIfNeeded()
    #expect(fixture.grid.items[7].frame != before)
    #expect(fixture.grid.indexPathsForSelectedItems == [item(7)])
    #expect(fixture.cell(7).isSelected)
    #expect(fixture.cell(7).selectionChanges == [true])
  }

  @Test func backgroundViewsFillTheCellBehindTheContentView() {
    let fixture = Fixture()
    let cell = fixture.cell(3)
    let background = View()
    let selected = View()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(cell.subviews.first === background)
    #expect(selected.superview == nil)
    fixture.grid.selectItem(at: item(3), animated: false, scrollPosition: [])
    #expect(
      cell.subviews.map(ObjectIdentifier.init).prefix(3) == [
        ObjectIdentifier(background), ObjectIdentifier(selected),
        ObjectIdentifier(cell.contentView),
      ])
    let size = CGSize(width: 100, height: 100)
    #expect(background.frame == CGRect(origin: .zero, size: size))
    #expect(selected.frame == CGRect(origin: .zero, size: size))
    fixture.grid.deselectItem(at: item(3), animated: false)
    #expect(selected.superview == nil)
    cell.isHighlighted = true
    #expect(selected.superview === cell)
  }

  @Test func aSelectedCellHasTheSelectedTrait() {
    let fixture = Fixture()
    #expect(!fixture.cell(0).accessibilityTraits.contains(.selected))
    fixture.grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    #expect(fixture.cell(0).accessibilityTraits.contains(.selected))
    fixture.cell(0).accessibilityTraits = .button
    #expect(fixture.cell(0).accessibilityTraits == .button)
  }

  @Test func aTapCallsTheDelegateInOrder() {
    let fixture = Fixture()
    fixture.grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    fixture.grid.simulateTapOnItem(at: item(2))
    #expect(
      fixture.recorder.calls == [
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2",
        "shouldDeselect 0", "didDeselect 0", "didSelect 2",
      ])
    #expect(fixture.cell(2).highlightChanges == [true, false])
    #expect(fixture.grid.indexPathsForSelectedItems == [item(2)])
  }

  @Test func aRefusedSelectionSelectsNothingAndATapOnASelectedItemDeselectsInMultipleSelection() {
    let fixture = Fixture()
    fixture.recorder.refuseSelection = true
    fixture.grid.simulateTapOnItem(at: item(1))
    #expect(fixture.grid.indexPathsForSelectedItems == nil)
    fixture.recorder.refuseSelection = false
    fixture.grid.allowsMultipleSelection = true
    fixture.grid.simulateTapOnItem(at: item(1))
    fixture.grid.simulateTapOnItem(at: item(3))
    #expect(fixture.grid.indexPathsForSelectedItems == [item(1), item(3)])
    fixture.recorder.calls = []
    fixture.grid.simulateTapOnItem(at: item(1))
    #expect(fixture.recorder.calls.suffix(2) == ["shouldDeselect 1", "didDeselect 1"])
    #expect(fixture.grid.indexPathsForSelectedItems == [item(3)])
  }

  @Test func selectingWithAScrollPositionScrolls() {
    let fixture = Fixture(count: 60)
    fixture.grid.selectItem(at: item(30), animated: false, scrollPosition: .top)
    let frame = fixture.grid.items[30].frame
    let top: CGFloat = frame.minY - fixture.grid.adjustedContentInset.top
    #expect(fixture.grid.contentOffset.y == top)
    #expect(fixture.grid.contentOffset.y > 0)
  }
}
