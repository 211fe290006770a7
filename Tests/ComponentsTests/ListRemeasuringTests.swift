import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// Issue 22: a live list measures its rows again when what their heights depend on changes — the
/// width (rotation, another device, an accessory), the content size category, the layout
/// direction — and the rows, every subview of their cells and the content size then equal the
/// same list built fresh in the final state (Documentation/ScrollViewsAndLists.md, "Measuring
/// again on a live host").
@Suite struct ListRemeasuringTests {
  static let paragraph =
    "A paragraph long enough to wrap over several lines on a phone in portrait."

  /// The issue's table: one self-sizing subtitle-style row whose text label wraps.
  static func subtitleTable(accessory: TableViewCell.AccessoryType = .none) -> TableView {
    let table = TableView(frame: .zero, style: .plain)
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [1]) { _, _ in
      let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = paragraph
      cell.textLabel?.numberOfLines = 0
      cell.detailTextLabel?.text = "Detail"
      cell.accessoryType = accessory
      return cell
    }
    return table
  }

  /// A table of paragraph cells (one label pinned to the content view's margins on all sides).
  static func paragraphTable() -> TableView {
    let table = TableView(frame: .zero, style: .plain)
    table.register(ParagraphCell.self, forCellReuseIdentifier: "p")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [3]) { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "p", for: indexPath) as! ParagraphCell
      cell.paragraph.font = .preferredFont(forTextStyle: .body)
      cell.paragraph.adjustsFontForContentSizeCategory = true
      cell.paragraph.text = String(repeating: paragraph + " ", count: indexPath.row + 1)
      return cell
    }
    return table
  }

  /// A vertical grid of self-sizing items, each a wrapping label pinned to the content view with
  /// a width of at most 280 points.
  static func selfSizingGrid() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(WrappingItemCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = gridSource
    return grid
  }

  static let gridSource = GridSource()

  // MARK: The issue's cases

  @Test func aContentSizeCategoryChangeGivesTheFreshTable() {
    let live = ListScene(Self.subtitleTable(), .iPhoneX(.portrait))
    live.host.configuration.preferredContentSizeCategory = .accessibilityExtraLarge
    live.host.layoutIfNeeded()
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.preferredContentSizeCategory = .accessibilityExtraLarge
    let fresh = ListScene(Self.subtitleTable(), configuration)
    expectSameList(live.list, fresh.list)
    #expect(live.list.rows[0].height > 200)
  }

  @Test func aRotationGivesTheFreshTable() {
    let live = ListScene(Self.subtitleTable(), .iPhoneX(.portrait))
    live.host.configuration = .iPhoneX(.landscape)
    live.host.layoutIfNeeded()
    let fresh = ListScene(Self.subtitleTable(), .iPhoneX(.landscape))
    expectSameList(live.list, fresh.list)
    // And back: portrait again is the portrait table.
    live.host.configuration = .iPhoneX(.portrait)
    live.host.layoutIfNeeded()
    expectSameList(live.list, ListScene(Self.subtitleTable(), .iPhoneX(.portrait)).list)
  }

  /// Another device of the same traits (no trait change reaches the cells): only the width moves.
  @Test func anotherDeviceGivesTheFreshTable() {
    let live = ListScene(Self.subtitleTable(), .iPhoneSE3(.portrait))
    live.host.configuration = .iPhone8Plus(.portrait)
    live.host.layoutIfNeeded()
    expectSameList(live.list, ListScene(Self.subtitleTable(), .iPhone8Plus(.portrait)).list)
  }

  /// From an iPad to an iPhone X in landscape: the rows' width and the cells' safe area change
  /// together, and the safe area reaches the cells a pass after the table placed them. A row whose
  /// text fits the content view without the safe area but not with it must wrap.
  @Test func aSafeAreaThatReachesTheCellsLaterGivesTheFreshTable() {
    // Words until the text is wider than the iPhone X's landscape text width (724 − 2 × 20)
    // and narrower than the same row without the 44-point insets (812 − 2 × 20).
    let probe = Label()
    var words: [String] = []
    while (probe.sizeThatFits(.zero).width) <= 700 {
      words.append("word\(words.count)")
      probe.text = words.joined(separator: " ")
    }
    let text = probe.text!
    #expect(probe.sizeThatFits(.zero).width < 772)
    func table() -> TableView {
      let table = TableView(frame: .zero, style: .plain)
      table.register(ParagraphCell.self, forCellReuseIdentifier: "p")
      table.closureDataSource = TableViewClosureDataSource(rowCounts: [1]) { table, indexPath in
        let cell =
          table.dequeueReusableCell(withIdentifier: "p", for: indexPath) as! ParagraphCell
        cell.paragraph.text = text
        return cell
      }
      return table
    }
    let live = ListScene(table(), .iPadPro11(.landscape))
    live.host.configuration = .iPhoneX(.landscape)
    live.host.layoutIfNeeded()
    let fresh = ListScene(table(), .iPhoneX(.landscape))
    expectSameList(live.list, fresh.list)
    #expect((fresh.list.rows[0].cell as! ParagraphCell).paragraph.displayedLineCount == 2)
  }

  @Test func aLayoutDirectionChangeGivesTheFreshTable() {
    let live = ListScene(Self.paragraphTable(), .iPhoneX(.portrait))
    live.host.configuration = .iPhoneX(.portrait).withLayoutDirection(.rightToLeft)
    live.host.layoutIfNeeded()
    let fresh = ListScene(
      Self.paragraphTable(), .iPhoneX(.portrait).withLayoutDirection(.rightToLeft))
    expectSameList(live.list, fresh.list)
  }

  /// A row that loses its accessory gets a wider content view: its label wraps at the new width.
  @Test func removingAnAccessoryGivesTheFreshTable() {
    let live = ListScene(
      Self.subtitleTable(accessory: .detailDisclosureButton), .iPhoneX(.portrait))
    live.list.rows[0].cell.accessoryType = .none
    live.host.layoutIfNeeded()
    expectSameList(live.list, ListScene(Self.subtitleTable(), .iPhoneX(.portrait)).list)
  }

  @Test func everyCategoryInTurnGivesTheFreshTable() {
    let live = ListScene(Self.paragraphTable(), .iPhoneX(.portrait))
    for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge, .large] {
      live.host.configuration.preferredContentSizeCategory = category
      live.host.layoutIfNeeded()
      var configuration = HostConfiguration.iPhoneX(.portrait)
      configuration.preferredContentSizeCategory = category
      expectSameList(live.list, ListScene(Self.paragraphTable(), configuration).list)
    }
  }

  @Test func selfSizingItemsFollowRotationAndTextSize() {
    let live = ListScene(Self.selfSizingGrid(), .iPhoneX(.portrait))
    live.host.configuration = .iPhoneX(.landscape)
    live.host.layoutIfNeeded()
    expectSameList(live.list, ListScene(Self.selfSizingGrid(), .iPhoneX(.landscape)).list)
    live.host.configuration.preferredContentSizeCategory = .accessibilityLarge
    live.host.layoutIfNeeded()
    var configuration = HostConfiguration.iPhoneX(.landscape)
    configuration.preferredContentSizeCategory = .accessibilityLarge
    expectSameList(live.list, ListScene(Self.selfSizingGrid(), configuration).list)
  }

  /// Items pinned to their content view's safe area: after a rotation the first item of a line
  /// sits under the sensor housing (`.fromContentInset`), and its safe area arrives a pass after
  /// the collection view placed it.
  @Test func selfSizingItemsInTheSafeAreaFollowRotation() {
    func grid() -> CollectionView {
      let layout = CollectionViewFlowLayout()
      layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
      let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
      grid.register(SafeAreaItemCell.self, forCellWithReuseIdentifier: "item")
      grid.dataSource = Self.safeAreaSource
      return grid
    }
    let live = ListScene(grid(), .iPhoneX(.portrait))
    live.host.configuration = .iPhoneX(.landscape)
    live.host.layoutIfNeeded()
    let fresh = ListScene(grid(), .iPhoneX(.landscape))
    expectSameList(live.list, fresh.list)
    #expect(fresh.list.items[0].cell.contentView.safeAreaInsets.left == 44)
  }

  static let safeAreaSource = SafeAreaGridSource()

  /// A fitting solve does not depend on where its views were laid out before: a wrapping label
  /// measured in a content view that is laid out wide, then narrow, then wide, gives one height.
  @Test func fittingSizeDoesNotDependOnTheLastLayout() {
    // The built-in text label hugs its text (its trailing edge is at most the margin), so the
    // width it was last laid out at is the widest line of that layout.
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = Self.paragraph
    cell.textLabel?.numberOfLines = 0
    func fittingHeight(laidOutAt width: CGFloat) -> CGFloat {
      cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
      cell.layoutIfNeeded()
      return cell.contentView.systemLayoutSizeFitting(
        CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    let wide = fittingHeight(laidOutAt: 600)
    let afterNarrow = fittingHeight(laidOutAt: 120)
    #expect(afterNarrow == wide)
  }
}

// MARK: - Support

final class GridSource: CollectionViewDataSource {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      as! WrappingItemCell
    cell.label.text = String(
      repeating: "Item \(indexPath.item) says a few words. ", count: indexPath.item + 1)
    return cell
  }
}

/// The frames of every view under `live` and `fresh` (the two trees have one shape), as
/// mismatching lines; empty when they are equal to the bit (frames are canonical on the pixel
/// grid, so one layout has one set of bits whatever its history).
func frameMismatches(_ live: View, _ fresh: View, path: String = "list") -> [String] {
  var result: [String] = []
  if live.frame != fresh.frame {
    result.append("\(path): live \(live.frame), fresh \(fresh.frame)")
  }
  guard live.subviews.count == fresh.subviews.count else {
    return result + [
      "\(path): \(live.subviews.count) subviews live, \(fresh.subviews.count) fresh"
    ]
  }
  for (index, (a, b)) in zip(live.subviews, fresh.subviews).enumerated() {
    let name = a.accessibilityIdentifier ?? "\(type(of: a))[\(index)]"
    result += frameMismatches(a, b, path: "\(path).\(name)")
  }
  return result
}

/// Expects a live list to equal a fresh one: every frame under it and its content size.
func expectSameList(
  _ live: ScrollView, _ fresh: ScrollView, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let mismatches = frameMismatches(live, fresh)
  #expect(
    mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))", sourceLocation: sourceLocation)
  #expect(live.contentSize == fresh.contentSize, sourceLocation: sourceLocation)
  if let live = live as? TableView, let fresh = fresh as? TableView {
    #expect(
      live.rows.map(\.frame) == fresh.rows.map(\.frame), sourceLocation: sourceLocation)
  }
}

/// A collection view cell whose label is pinned to the content view's safe area.
final class SafeAreaItemCell: CollectionViewCell {
  let label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let safe = contentView.safeAreaLayoutGuide
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
      label.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

final class SafeAreaGridSource: CollectionViewDataSource {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      as! SafeAreaItemCell
    cell.label.text = "Item \(indexPath.item) wraps over a few lines in its cell."
    return cell
  }
}
