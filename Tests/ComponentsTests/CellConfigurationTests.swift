import Components
import Foundation
import LayoutEngine
import LayoutTesting
import Observation
import Testing
import TrellisTestSupport
import ViewHost

/// A model as 2024–2026 app code writes one: `@Observable`, read by cells while they configure.
@Observable private final class ItemModel {
  var width: CGFloat = 40
  var title = "Inbox"
}

/// What the handlers and overrides below saw, in order.
private final class ConfigurationLog {
  var entries: [String] = []
}

/// A row with a box whose width its configuration sets; it logs its configuration updates and
/// layouts, and adds a custom state.
private final class BoxCell: TableViewCell {
  static let flagged = ConfigurationStateCustomKey("com.example.flagged")
  let box = View()
  var boxWidth: LayoutConstraint!
  var log: ConfigurationLog?
  var isFlagged = false

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    boxWidth = box.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      boxWidth,
      box.heightAnchor.constraint(equalToConstant: 20),
      box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state[Self.flagged] = isFlagged
    return state
  }

  override func updateConfiguration(using state: CellConfigurationState) {
    super.updateConfiguration(using: state)
    log?.entries.append("override")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log?.entries.append("layout")
  }
}

/// UIKit's cell configuration updates (iOS 14; `configurationUpdateHandler` iOS 15) with iOS 26's
/// observation tracking. Apple: `setNeedsUpdateConfiguration()` ("The system calls this method
/// automatically when the cell's configurationState changes … The system might combine multiple
/// requests into a single update"), `configurationUpdateHandler` (UITableViewHeaderFooterView's:
/// "The system calls this handler after calling updateConfiguration(using:)"),
/// `updateConfiguration(using:)` ("This method supports automatic observation tracking").
@Suite struct CellConfigurationTests {
  /// A table of `count` box cells, each given `configure` for its row.
  private static func boxTable(
    count: Int, log: ConfigurationLog? = nil,
    configure: @escaping (BoxCell, IndexPath) -> Void = { _, _ in }
  ) -> TableView {
    let table = TableView(frame: .zero, style: .plain)
    table.register(BoxCell.self, forCellReuseIdentifier: "box")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [count]) {
      table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
      cell.log = log
      configure(cell, indexPath)
      return cell
    }
    return table
  }

  private static func cell(_ table: TableView, _ row: Int) -> BoxCell {
    table.cellForRow(at: IndexPath(row: row, section: 0)) as! BoxCell
  }

  @Test func stateChangesCallTheHandlerWithTheCellsState() {
    var states: [CellConfigurationState] = []
    let table = Self.boxTable(count: 2) { cell, indexPath in
      guard indexPath.row == 0 else { return }
      cell.configurationUpdateHandler = { _, state in states.append(state) }
    }
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    #expect(states.count == 1)
    #expect(states.last?.isSelected == false)
    #expect(states.last?.traitCollection == Self.cell(table, 0).traitCollection)

    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    scene.host.layoutIfNeeded()
    #expect(states.count == 2)
    #expect(states.last?.isSelected == true)
    #expect(states.last?.isHighlighted == false)

    let cell = Self.cell(table, 0)
    cell.isHighlighted = true
    scene.host.layoutIfNeeded()
    #expect(states.count == 3)
    #expect(states.last?.isHighlighted == true)

    cell.setEditing(true, animated: false)
    scene.host.layoutIfNeeded()
    #expect(states.count == 4)
    #expect(states.last?.isEditing == true)

    cell.isFlagged = true
    cell.setNeedsUpdateConfiguration()
    scene.host.layoutIfNeeded()
    #expect(states.count == 5)
    #expect(states.last?[BoxCell.flagged] == AnyHashable(true))

    cell.traitOverrides.userInterfaceStyle = .dark
    scene.host.layoutIfNeeded()
    #expect(states.count == 6)
    #expect(states.last?.traitCollection.userInterfaceStyle == .dark)

    // Nothing changed: no update.
    scene.host.layoutIfNeeded()
    #expect(states.count == 6)
  }

  @Test func requestsBeforeALayoutMakeOneUpdateBeforeTheCellsLayout() {
    let log = ConfigurationLog()
    let cell = BoxCell(style: .default, reuseIdentifier: nil)
    cell.configurationUpdateHandler = { _, _ in log.entries.append("handler") }
    cell.log = log
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    // One update, before the first layout (a cell laid out alone may take more than one pass).
    #expect(Array(log.entries.prefix(3)) == ["override", "handler", "layout"])
    #expect(log.entries.filter { $0 != "layout" }.count == 2)

    log.entries = []
    cell.setNeedsUpdateConfiguration()
    cell.isSelected = true
    cell.isHighlighted = true
    cell.setNeedsUpdateConfiguration()
    cell.setNeedsLayout()
    #expect(log.entries.isEmpty)
    cell.layoutIfNeeded()
    #expect(Array(log.entries.prefix(3)) == ["override", "handler", "layout"])
    #expect(log.entries.filter { $0 != "layout" }.count == 2)

    log.entries = []
    cell.setNeedsUpdateConfiguration()
    cell.updateConfigurationIfNeeded()
    cell.updateConfigurationIfNeeded()
    #expect(log.entries == ["override", "handler"])
  }

  @Test func aModelChangeReconfiguresOnlyTheCellThatReadIt() {
    let models = [ItemModel(), ItemModel(), ItemModel()]
    var calls = [0, 0, 0]
    let table = Self.boxTable(count: 3) { cell, indexPath in
      let model = models[indexPath.row]
      let row = indexPath.row
      cell.configurationUpdateHandler = { cell, _ in
        calls[row] += 1
        (cell as? BoxCell)?.boxWidth.constant = model.width
      }
    }
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    #expect(calls == [1, 1, 1])
    #expect(Self.cell(table, 1).box.frame.width == 40)

    models[1].width = 120
    #expect(calls == [1, 1, 1])
    scene.host.layoutIfNeeded()
    #expect(calls == [1, 2, 1])
    #expect(Self.cell(table, 1).box.frame.width == 120)
    #expect(Self.cell(table, 0).box.frame.width == 40)
    expectNoLayoutProblems(scene.host.rootView)

    // A property no handler read changes nothing.
    models[2].title = "Archive"
    scene.host.layoutIfNeeded()
    #expect(calls == [1, 2, 1])
  }

  @Test func aNewContentConfigurationFromTheHandlerResizesTheRow() {
    let model = ItemModel()
    let table = TableView(frame: .zero, style: .plain)
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [2]) { _, indexPath in
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.configurationUpdateHandler = { cell, state in
        var content = ListContentConfiguration.subtitleCell().updated(for: state)
        content.text = indexPath.row == 0 ? model.title : "Fixed"
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
      }
      return cell
    }
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    let rows = table.rows.map(\.frame)
    model.title = String(repeating: "A title long enough to wrap over several lines. ", count: 4)
    scene.host.layoutIfNeeded()
    #expect(table.rows[0].frame.height > rows[0].height + 40)
    #expect(table.rows[1].frame.height == rows[1].height)
    #expect(table.rows[1].frame.minY == table.rows[0].frame.maxY)
    expectNoLayoutProblems(scene.host.rootView)
  }

  @Test func anOverrideThatReadsAModelIsTrackedToo() {
    final class TitleCell: CollectionViewCell {
      var model: ItemModel?
      let label = Label()
      var updates = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
      }
      required init?(coder: NSCoder) { nil }
      override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        updates += 1
        let title = model?.title ?? ""
        label.text = state.isSelected ? title.uppercased() : title
      }
    }
    let model = ItemModel()
    let cell = TitleCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    cell.model = model
    cell.layoutIfNeeded()
    #expect(cell.updates == 1)
    #expect(cell.label.text == "Inbox")
    model.title = "Drafts"
    cell.layoutIfNeeded()
    #expect(cell.updates == 2)
    #expect(cell.label.text == "Drafts")
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.updates == 3)
    #expect(cell.label.text == "DRAFTS")
  }

  @Test func aCellWhoseHandlerStopsReadingAModelStopsHearingOfIt() {
    final class Switch { var reads = true }
    let model = ItemModel()
    let reads = Switch()
    var calls = 0
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    cell.configurationUpdateHandler = { _, _ in
      calls += 1
      if reads.reads { _ = model.width }
    }
    cell.layoutIfNeeded()
    #expect(calls == 1)
    model.width = 1
    cell.layoutIfNeeded()
    #expect(calls == 2)

    reads.reads = false
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(calls == 3)
    model.width = 2
    cell.layoutIfNeeded()
    #expect(calls == 3)
  }

  @Test func aCollectionViewSelectionReachesTheHandler() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var selections: [IndexPath: [Bool]] = [:]
    let source = ClosureCollectionSource(count: 3) { collection, indexPath in
      let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.configurationUpdateHandler = { _, state in
        selections[indexPath, default: []].append(state.isSelected)
      }
      return cell
    }
    collection.dataSource = source
    let scene = ListScene(collection, .iPhoneSE3(.portrait))
    for item in 0..<3 { #expect(selections[IndexPath(item: item, section: 0)] == [false]) }
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    scene.host.layoutIfNeeded()
    #expect(selections[IndexPath(item: 1, section: 0)] == [false, true])
    #expect(selections[IndexPath(item: 0, section: 0)] == [false])
    withExtendedLifetime(source) {}
  }

  @Test func aCellWithAHandlerIsFreedWhileItsModelLives() {
    let model = ItemModel()
    weak var weakTableCell: TableViewCell?
    weak var weakCollectionCell: CollectionViewCell?
    do {
      let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let tableCell = TableViewCell(style: .default, reuseIdentifier: nil)
      tableCell.configurationUpdateHandler = { cell, _ in cell.textLabel?.text = model.title }
      let collectionCell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      collectionCell.configurationUpdateHandler = { cell, _ in
        cell.contentView.alpha = model.width > 0 ? 1 : 0
      }
      root.addSubview(tableCell)
      root.addSubview(collectionCell)
      root.layoutIfNeeded()
      #expect(tableCell.textLabel?.text == "Inbox")
      weakTableCell = tableCell
      weakCollectionCell = collectionCell
    }
    #expect(weakTableCell == nil)
    #expect(weakCollectionCell == nil)
    // The model still holds the tracking closures: a change reaches no cell and does nothing.
    model.title = "After"
    model.width = 0
    View(frame: .zero).layoutIfNeeded()
  }
}

/// A collection view data source made of closures.
private final class ClosureCollectionSource: CollectionViewDataSource {
  let count: Int
  let make: (CollectionView, IndexPath) -> CollectionViewCell
  init(count: Int, make: @escaping (CollectionView, IndexPath) -> CollectionViewCell) {
    self.count = count
    self.make = make
  }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { make(collectionView, indexPath) }
}
