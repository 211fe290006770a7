import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// `TableView` and `TableViewCell`: row heights, the margins chain, separators, accessories, the
/// safe area and the styles, with UIKit's numbers. Sources, by tag (Documentation/
/// ScrollViewsAndLists.md, "Tables: UIKit's numbers", has the full list):
///
/// - APPLE-ROWHEIGHT: Apple, `UITableView.rowHeight` ("The default value of this property is
///   automaticDimension"); the iOS 11 `UITableView.h` comments (`estimatedRowHeight`, section
///   heights: "default is UITableViewAutomaticDimension").
/// - APPLE-SEPARATOR: Apple, `UITableView.separatorInsetReference` (default `.fromCellEdges`),
///   `.fromAutomaticInsets` ("The table view normally uses its layout margins as the default cell
///   inset value"), `UITableViewCell.separatorInset` ("Negative values are treated as if the inset
///   is set to 0"), `UITableView.separatorInset` ("In a right-to-left user interface … flips its
///   left and right measurements").
/// - APPLE-SAFEAREA: Apple, `UITableView.insetsContentViewsToSafeArea` (default true: content
///   views inset "on the leading and trailing sides").
/// - PRINT-43.5: printed view hierarchies, `<UITableViewCellContentView … frame = (0 0; 375 43.5)>`
///   in a 44-point row at @2x, with the separator `(… 43.5; … 0.5)` below it.
/// - SO-62599451: Stack Overflow 62599451 — 10 + 34 + 10 points of content make Interface
///   Builder's automatic row height 54.5 (@2x), and the content view 54.333 tall on an @3x
///   iPhone 11 Pro: the row is the content plus a one-pixel separator.
/// - PRINT-CHEVRON: printed hierarchies of 320-point cells with a disclosure indicator: an
///   8 × 12.5 chevron, the content view 286 points wide with a label at x = 16.
/// - SO-29349917: the default separator inset (and label inset) is 16 on iPhone and 20 on iPad
///   since iOS 8.
@Suite struct TableViewTests {
  @Test func theSeparatorStyleHasUIKitsNameNestedInTheCell() {
    // UIKit declares it as `UITableViewCell.SeparatorStyle`; `UITableView.separatorStyle` has
    // that type.
    let table = TableView(frame: .zero, style: .plain)
    let none: TableViewCell.SeparatorStyle = .none
    table.separatorStyle = none
    #expect(table.separatorStyle == TableView.SeparatorStyle.none)
  }

  // MARK: Defaults

  /// APPLE-ROWHEIGHT, APPLE-SEPARATOR, APPLE-SAFEAREA; `cellLayoutMarginsFollowReadableWidth`
  /// false since iOS 12 (UIKitBehavior.md §11).
  @Test func defaultsAreUIKits() {
    let table = TableView(frame: .zero, style: .plain)
    #expect(TableView.automaticDimension == -1)
    #expect(table.rowHeight == TableView.automaticDimension)
    #expect(table.estimatedRowHeight == TableView.automaticDimension)
    #expect(table.sectionHeaderHeight == TableView.automaticDimension)
    #expect(table.sectionFooterHeight == TableView.automaticDimension)
    #expect(table.separatorStyle == .singleLine)
    #expect(table.separatorInsetReference == .fromCellEdges)
    #expect(table.insetsContentViewsToSafeArea)
    #expect(!table.cellLayoutMarginsFollowReadableWidth)
    #expect(table.alwaysBounceVertical)
    #expect(table.clipsToBounds)
    #expect(table.style == .plain)
    #expect(TableView().style == .plain)
    #expect(
      TableView(frame: .zero, style: .insetGrouped).backgroundColor == .systemGroupedBackground)
  }

  // MARK: Row heights

  /// A default-style row is 44 points and its content view too; the separator is drawn over the
  /// content view's last pixel — at 43.5 at @2x, 43.667 at @3x (UIKit since iOS 15:
  /// devpass-tech/hereminders-ios@f3c435a, 2021, content `(0 0; 248.667 44)` and separator at
  /// 43.6667 in a 44-point row; iOS 12 gave the content view the row less the separator, PRINT-43.5).
  @Test func defaultRowIs44WithTheContentViewFullHeight() {
    for (configuration, separator) in [
      (HostConfiguration.iPhoneSE3(.portrait), CGFloat(0.5)), (.iPhoneX(.portrait), 1.0 / 3),
    ] {
      let scene = ListScene(makeTable(), configuration)
      let row = scene.list.rows[0]
      #expect(row.height == 44)
      #expect(row.cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
      #expect(row.cell.separatorFrame?.minY == 44 - separator)
      #expect(near(row.cell.separatorFrame?.height, separator))
      #expect(scene.host.layoutDiagnostics.isEmpty)
    }
  }

  /// 10 + 34 + 10 points of content give a 54-point row at @2x and @3x: the row is the content
  /// view's fitting height, the separator drawn over its last pixel (UIKit since iOS 15:
  /// devpass-tech/challenge-viewcode-realestate@eb2289a, 2021, a self-sized row of 341.333 whose
  /// content stacks exactly 341.333 points, its separator at 341; in iOS 12 and, per SO-62599451,
  /// iOS 13–14 the separator's pixel was added: 54.5 at @2x, 54.333 at @3x).
  @Test func selfSizingRowIsTheContentHeight() {
    for configuration in [HostConfiguration.iPhoneSE3(.portrait), .iPhoneX(.portrait)] {
      let height: CGFloat = 54
      let table = TableView(frame: .zero, style: .plain)
      table.register(FixedContentCell.self, forCellReuseIdentifier: "fixed")
      table.closureDataSource = TableViewClosureDataSource(rowCounts: [2]) { table, indexPath in
        table.dequeueReusableCell(withIdentifier: "fixed", for: indexPath)
      }
      let scene = ListScene(table, configuration)
      #expect(table.rows.map(\.height) == [height, height])
      let cell = table.rows[1].cell as! FixedContentCell
      #expect(cell.contentView.frame.height == 54)
      #expect(near(cell.box.frame, CGRect(x: 16, y: 10, width: 34, height: 34)))
      #expect(table.rows[1].frame.minY == height)
      #expect(scene.host.layoutDiagnostics.isEmpty)
      expectNoAmbiguity(scene.host.rootView)
    }
  }

  /// Without separators the row is exactly the content view's height.
  @Test func noSeparatorMeansNoExtraPixel() {
    let table = TableView(frame: .zero, style: .plain)
    table.separatorStyle = .none
    table.register(FixedContentCell.self, forCellReuseIdentifier: "fixed")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [1]) { table, indexPath in
      table.dequeueReusableCell(withIdentifier: "fixed", for: indexPath)
    }
    _ = ListScene(table, .iPhoneX(.portrait))
    #expect(table.rows[0].height == 54)
    #expect(table.rows[0].cell.separatorFrame == nil)
  }

  /// A multi-line label pinned to the content view's margins sizes the row: 11 + its wrapped
  /// height + 11, the width fixed at the content view's, as UIKit's self-sizing cells.
  @Test func multiLineLabelSizesTheRow() {
    let measurer = FixedWidthMeasurer()
    let table = TableView(frame: .zero, style: .plain)
    table.register(ParagraphCell.self, forCellReuseIdentifier: "paragraph")
    // 10 points per character, 5 per space: 343 points hold seven 4-letter words a line (340)
    // and 34 letters of an unbroken word.
    let texts = [
      "short", String(repeating: "word ", count: 20), String(repeating: "x", count: 100),
    ]
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [texts.count]) {
      table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "paragraph", for: indexPath)
      let paragraph = (cell as! ParagraphCell).paragraph
      paragraph.textMeasurer = measurer
      paragraph.text = texts[indexPath.row]
      return cell
    }
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    let lines = table.rows.map { ($0.cell as! ParagraphCell).paragraph.displayedLineCount }
    #expect(lines == [1, 3, 3])
    let lineHeight = Font.systemFont(ofSize: 17).lineHeight
    for (row, count) in zip(table.rows, lines) {
      let label = (row.cell as! ParagraphCell).paragraph
      let textHeight = (CGFloat(count) * lineHeight * 2).rounded(.up) / 2
      #expect(label.frame == CGRect(x: 16, y: 11, width: 343, height: textHeight))
      #expect(row.height == 11 + textHeight + 11)
      #expect(!label.isTextTruncated)
    }
    #expect(table.contentSize.height == table.rows.last!.frame.maxY)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// A fixed `rowHeight` and the delegate's `tableView(_:heightForRowAt:)` win over Auto Layout.
  @Test func fixedHeightsComeFromTheTableOrItsDelegate() {
    final class Heights: TableViewDelegate {
      func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 1 ? 80 : tableView.rowHeight
      }
    }
    let table = makeTable()
    table.rowHeight = 60
    let heights = Heights()
    table.delegate = heights
    _ = ListScene(table, .iPhoneSE3(.portrait))
    #expect(table.rows.map(\.height) == [60, 80, 60])
    #expect(table.rows[1].cell.contentView.frame.height == 80)
    // The label is centred in the content view.
    #expect(table.rows[1].cell.textLabel!.frame.midY == 40)
    table.rowHeight = TableView.automaticDimension
    table.layoutIfNeeded()
    #expect(table.rows.map(\.height) == [44, 80, 44])
  }

  // MARK: Margins

  /// SO-29349917 and §2.3: rows have 16-point margins on 375-point phones and 20 on wider screens;
  /// the content view's top and bottom margins are 11.
  @Test func rowMarginsFollowTheWidth() {
    for (configuration, side) in [
      (HostConfiguration.iPhoneSE3(.portrait), CGFloat(16)), (.iPhoneX(.portrait), 16),
      (.iPhone8Plus(.portrait), 20), (.iPadPro11(.portrait), 20), (.iPhoneSE1(.portrait), 16),
    ] {
      let scene = ListScene(makeTable(), configuration)
      let cell = scene.list.rows[0].cell
      #expect(
        cell.contentView.layoutMargins == EdgeInsets(top: 11, left: side, bottom: 11, right: side),
        "\(configuration)")
      #expect(cell.textLabel!.frame.minX == side)
      #expect(cell.separatorFrame?.minX == side)
    }
  }

  /// APPLE-SAFEAREA: on an iPhone X in landscape the content view moves in by the 44-point safe
  /// area on each side, so text starts at 44 + 20 = 64, as does the separator. Without the inset
  /// the content view spans the row and its margins take in the safe area instead.
  @Test func landscapeInsetsTheContentViewToTheSafeArea() {
    let scene = ListScene(makeTable(), .iPhoneX(.landscape))
    let cell = scene.list.rows[0].cell
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 812, height: 44))
    #expect(cell.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(cell.contentView.frame.minX == 44)
    #expect(cell.contentView.frame.width == 724)
    #expect(cell.contentView.layoutMargins.left == 20)
    #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX == 64)
    #expect(cell.separatorFrame?.minX == 64)
    // The table insets its content vertically only (it scrolls vertically).
    #expect(scene.list.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))

    scene.list.insetsContentViewsToSafeArea = false
    scene.host.layoutIfNeeded()
    #expect(cell.contentView.frame.minX == 0)
    #expect(cell.contentView.frame.width == 812)
    #expect(cell.contentView.layoutMargins.left == 64)
    #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX == 64)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// `cellLayoutMarginsFollowReadableWidth`: on an iPad Pro 11-inch in landscape (1194 points,
  /// 20-point margins) the rows' content narrows to the 672-point readable width, centred:
  /// (1154 − 672) / 2 = 241 more on each side. APPLE-SEPARATOR: the automatic separator inset
  /// follows.
  @Test func readableWidthNarrowsTheRows() {
    let scene = ListScene(makeTable(), .iPadPro11(.landscape))
    #expect(scene.list.rows[0].cell.contentView.layoutMargins.left == 20)
    scene.list.cellLayoutMarginsFollowReadableWidth = true
    scene.host.layoutIfNeeded()
    let cell = scene.list.rows[0].cell
    #expect(cell.contentView.layoutMargins.left == 261)
    #expect(cell.contentView.layoutMargins.right == 261)
    #expect(cell.textLabel!.frame.minX == 261)
    #expect(cell.separatorFrame?.minX == 261)
  }

  // MARK: Separators

  /// APPLE-SEPARATOR: the automatic inset is the rows' leading margin; `.fromCellEdges` with an
  /// inset set measures from the cell's edges; `.fromAutomaticInsets` adds to the automatic one; a
  /// cell's own inset wins and negative values count as 0.
  @Test func separatorInsetsAndTheirReference() {
    let table = makeTable(rowCounts: [2])
    let scene = ListScene(table, .iPhoneX(.portrait))
    #expect(table.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(
      table.rows[0].cell.separatorFrame
        == CGRect(x: 16, y: 44 - 1.0 / 3, width: 359, height: 1.0 / 3))

    table.separatorInset = .zero
    scene.host.layoutIfNeeded()
    #expect(table.rows[0].cell.separatorFrame?.minX == 0)
    #expect(table.rows[0].cell.separatorFrame?.width == 375)

    table.separatorInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
    table.separatorInsetReference = .fromAutomaticInsets
    scene.host.layoutIfNeeded()
    #expect(table.rows[0].cell.separatorFrame?.minX == 26)
    #expect(table.rows[0].cell.separatorFrame?.maxX == 370)

    table.rows[1].cell.separatorInset = EdgeInsets(top: 0, left: -8, bottom: 0, right: 40)
    scene.host.layoutIfNeeded()
    #expect(
      table.rows[1].cell.separatorFrame
        == CGRect(x: 0, y: 44 - 1.0 / 3, width: 335, height: 1.0 / 3))
  }

  /// APPLE-SEPARATOR: in right-to-left layouts the separator's leading inset is on the right, and
  /// the text on the right margin.
  @Test func rightToLeftFlipsSeparatorsAndContent() {
    let scene = ListScene(
      makeTable { cell, _ in cell.accessoryType = .disclosureIndicator },
      HostConfiguration.iPhoneX(.portrait).withLayoutDirection(.rightToLeft))
    let cell = scene.list.rows[0].cell
    #expect(cell.separatorFrame == CGRect(x: 0, y: 44 - 1.0 / 3, width: 359, height: 1.0 / 3))
    // The chevron is on the left, 16 points from the edge; the content view starts after it.
    let chevron = 16 + 31.0 / 3
    #expect(cell.contentView.frame == CGRect(x: chevron, y: 0, width: 375 - chevron, height: 44))
    #expect(near(cell.textLabel!.frame.maxX, 375 - chevron - 16))
  }

  // MARK: Accessories

  /// A disclosure indicator takes 26.333 points of a 320-point row (content view 293.667), its
  /// 10.333 × 14 chevron 16 points from the edge and the content view ending where it starts; the
  /// label keeps its 16-point leading margin and ends 8 points before the chevron (iOS 18,
  /// ZhgChgLi/github-actions-ci-cd-demo's grouped settings: content `(0 0; 293.667 44)`, title
  /// `(16 0; 269.667 44)`, `_UITableCellAccessoryButton` `(293.667 15; 10.3333 14)`). That
  /// recording is at @3x; at @2x the chevron rounds to 10.5 (a choice). The other accessories'
  /// glyphs are Trellis's model (Decisions.md), placed by the same rule.
  @Test func accessoriesTakeWidthFromTheContentView() {
    let types: [TableViewCell.AccessoryType] = [
      .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton,
    ]
    let scene = ListScene(
      makeTable(rowCounts: [types.count]) { cell, indexPath in
        cell.accessoryType = types[indexPath.row]
      }, .iPhoneSE1(.portrait))
    let widths = scene.list.rows.map(\.cell.contentView.frame.width)
    #expect(widths == [320, 293.5, 290, 282, 266])
    #expect(scene.list.rows[1].cell.accessoryReservedWidth == 16 + 10.5)
    #expect(scene.list.rows.dropFirst(2).map(\.cell.accessoryReservedWidth) == [30, 38, 54])
    let chevron = scene.list.rows[1].cell.subviews.last!
    #expect(chevron.frame == CGRect(x: 293.5, y: 15, width: 10.5, height: 14))
    #expect(scene.list.rows[1].cell.textLabel!.frame.minX == 16)
    #expect(scene.list.rows[1].cell.textLabel!.frame.maxX == 293.5 - 8)
    #expect(scene.list.rows[1].cell.contentView.layoutMargins.right == 8)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// A custom accessory view takes its own width plus the trailing margin, as a chevron does.
  @Test func customAccessoryViewTakesItsWidth() {
    let scene = ListScene(
      makeTable(rowCounts: [1]) { cell, _ in
        cell.accessoryView = View(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
      }, .iPhoneX(.portrait))
    let cell = scene.list.rows[0].cell
    #expect(near(cell.accessoryReservedWidth, 51 + 16))
    #expect(near(cell.accessoryView!.frame.maxX, 375 - 16))
    #expect(near(cell.contentView.frame.width, 375 - 67))
  }

  // MARK: Styles, headers and footers

  /// An inset-grouped table insets its rows by its layout margins: 16 on a 375-point phone, and
  /// 20 + 44 in landscape on an iPhone X. Untitled grouped headers are 35 points above the first
  /// section and 17.5 elsewhere, footers 17.5 (Decisions.md); the last row of a section has no
  /// separator.
  @Test func insetGroupedRowsAreInsetByTheMargins() {
    let table = makeTable(style: .insetGrouped, rowCounts: [2, 1])
    let scene = ListScene(table, .iPhoneX(.portrait))
    #expect(table.rows[0].frame == CGRect(x: 16, y: 35, width: 343, height: 44))
    #expect(table.rows[1].frame.minY == 79)
    #expect(near(table.rows[2].frame.minY, CGFloat(35 + 88 + 17.5 + 17.5)))
    #expect(table.rows[0].cell.separatorFrame != nil)
    #expect(table.rows[1].cell.separatorFrame == nil)
    #expect(table.rows[0].cell.textLabel!.convert(CGPoint.zero, to: table).x == 32)
    #expect(table.contentSize.height == 35 + 88 + 35 + 44 + 17.5)
    #expect(table.rect(forSection: 0) == CGRect(x: 16, y: 0, width: 343, height: 35 + 88 + 17.5))

    scene.host.configuration = .iPhoneX(.landscape)
    scene.host.layoutIfNeeded()
    #expect(table.rows[0].frame == CGRect(x: 64, y: 35, width: 684, height: 44))
    #expect(table.rows[0].cell.contentView.frame.minX == 0)
    #expect(table.rows[0].cell.textLabel!.frame.minX == 20)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// Grouped rows span the width; titles make headers and footers sized by their text.
  @Test func groupedHeadersAndFootersWithTitles() {
    let table = makeTable(
      style: .grouped, rowCounts: [1, 1], headerTitles: ["Network", nil],
      footerTitles: ["Explains the network.", nil])
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    let footnote = Font.preferredFont(forTextStyle: .footnote).lineHeight
    let line = (footnote * 2).rounded(.up) / 2
    #expect(table.rectForHeader(inSection: 0).height == 16 + line + 7)
    #expect(table.rows[0].frame.minY == 16 + line + 7)
    #expect(table.rectForFooter(inSection: 0).height == 7 + line + 16)
    #expect(table.rectForHeader(inSection: 1).height == 17.5)
    let header = table.headerView(forSection: 0) as! TableViewHeaderFooterView
    #expect(header.textLabel?.text == "Network")
    #expect(header.textLabel!.frame.minX == 16)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// Plain tables have no space for untitled headers; a titled header is its headline text plus
  /// 4 points above and below.
  @Test func plainHeaders() {
    let table = makeTable(rowCounts: [1, 1], headerTitles: [nil, "B"])
    _ = ListScene(table, .iPhoneSE3(.portrait))
    #expect(table.rectForHeader(inSection: 0).height == 0)
    let headline = Font.preferredFont(forTextStyle: .headline).lineHeight
    #expect(table.rectForHeader(inSection: 1).height == 4 + (headline * 2).rounded(.up) / 2 + 4)
    #expect(table.rows[1].frame.minY == 44 + table.rectForHeader(inSection: 1).height)
  }

  // MARK: Content, insets and queries

  /// The table is a scroll view: its content size is the rows' total; on an iPhone X in portrait
  /// it starts scrolled to −44 so that the first row sits below the status bar.
  @Test func contentSizeAndTheAdjustedInset() {
    let scene = ListScene(makeTable(rowCounts: [3]), .iPhoneX(.portrait))
    let table = scene.list
    #expect(table.contentSize == CGSize(width: 375, height: 132))
    #expect(table.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -44))
    #expect(table.rows[0].cell.convert(table.rows[0].cell.bounds, to: nil).minY == 44)
    // The rows see no top or bottom safe area: the inset already keeps them clear.
    #expect(table.rows[0].cell.safeAreaInsets == .zero)
    expectNoAmbiguity(scene.host.rootView)
  }

  /// Every row is laid out (not only the visible ones) and can be asked for.
  @Test func everyRowIsLaidOutAndQueryable() {
    let scene = ListScene(makeTable(rowCounts: [30, 5]), .iPhoneX(.portrait))
    let table = scene.list
    #expect(table.rows.count == 35)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 5)
    let path = IndexPath(row: 2, section: 1)
    #expect(table.rectForRow(at: path) == CGRect(x: 0, y: 32 * 44, width: 375, height: 44))
    #expect(table.rect(forRow: 2, inSection: 1) == table.rectForRow(at: path))
    let cell = table.cellForRow(at: path)!
    #expect(cell.textLabel?.text == "Row 1.2")
    #expect(table.indexPath(for: cell) == path)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 32 * 44 + 5)) == path)
    #expect(table.indexPathsForVisibleRows.count == 18)
    table.scrollToRow(at: path, at: .top, animated: false)
    scene.host.layoutIfNeeded()
    #expect(near(table.contentOffset.y, 32 * 44 - 44))
    // The bounds start 44 points above the row, under the status bar.
    #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 1, section: 1))
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// Registered classes are dequeued; a reload puts the cells back in the queue and hands them out
  /// again after `prepareForReuse()`.
  @Test func reloadReusesCells() {
    final class CountingCell: TableViewCell {
      var reuses = 0
      override func prepareForReuse() { reuses += 1 }
    }
    let table = TableView(frame: .zero, style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    let source = TableViewClosureDataSource(rowCounts: [2]) { table, indexPath in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    table.closureDataSource = source
    let scene = ListScene(table, .iPhoneX(.portrait))
    let first = table.rows.map(\.cell)
    #expect(first.allSatisfy { $0 is CountingCell })
    source.rowCounts = [3]
    table.reloadData()
    scene.host.layoutIfNeeded()
    #expect(table.rows.count == 3)
    #expect(table.rows.map(\.cell).filter { cell in first.contains { $0 === cell } }.count == 2)
    #expect(table.rows.compactMap { ($0.cell as? CountingCell)?.reuses }.reduce(0, +) == 2)
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }

  /// `defaultContentConfiguration()`: a value cell puts its secondary text at the trailing margin;
  /// a configuration's text wraps (numberOfLines 0, as UIKit's).
  @Test func contentConfigurations() {
    let scene = ListScene(
      makeTable(rowCounts: [2]) { cell, indexPath in
        var content =
          indexPath.row == 0 ? ListContentConfiguration.valueCell() : .subtitleCell()
        content.text = indexPath.row == 0 ? "Wi-Fi" : String(repeating: "long text ", count: 12)
        content.secondaryText = indexPath.row == 0 ? "Home" : "Subtitle"
        cell.contentConfiguration = content
      }, .iPhoneX(.portrait))
    let value = scene.list.rows[0].cell
    #expect(near(value.detailTextLabel!.frame.maxX, 375 - 16))
    #expect(value.detailTextLabel!.textColor == .secondaryLabel)
    #expect(scene.list.rows[0].height == 44)
    let subtitle = scene.list.rows[1].cell
    #expect(subtitle.textLabel!.displayedLineCount > 1)
    #expect(subtitle.detailTextLabel!.frame.minY == subtitle.textLabel!.frame.maxY)
    #expect(scene.list.rows[1].height > 44)
    #expect(scene.host.layoutDiagnostics.isEmpty)
    expectNoAmbiguity(scene.host.rootView)
  }

  /// Built-in labels follow Dynamic Type, and their rows grow past 44 at accessibility sizes.
  @Test func builtInRowsGrowWithDynamicType() {
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let scene = ListScene(makeTable(rowCounts: [1]), configuration)
    let cell = scene.list.rows[0].cell
    #expect(cell.textLabel!.font.pointSize == 53)
    // The label fills the content view (BuiltInCellStyleTests); the row is its text plus margins.
    let text = cell.textLabel!.sizeThatFits(CGSize(width: 343, height: CGFloat.infinity)).height
    #expect(near(scene.list.rows[0].height, 11 + text + 11))
    #expect(cell.textLabel!.frame.height == cell.contentView.frame.height)
  }

  /// Rotation measures the rows again at the new width.
  @Test func rotationMeasuresAgain() {
    let measurer = FixedWidthMeasurer()
    let table = TableView(frame: .zero, style: .plain)
    table.register(ParagraphCell.self, forCellReuseIdentifier: "p")
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [1]) { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "p", for: indexPath) as! ParagraphCell
      cell.paragraph.textMeasurer = measurer
      cell.paragraph.text = String(repeating: "x", count: 60)
      return cell
    }
    let scene = ListScene(table, .iPhoneSE3(.portrait))
    let portrait = table.rows[0].height
    scene.host.configuration = .iPhoneSE3(.landscape)
    scene.host.layoutIfNeeded()
    #expect(table.rows[0].height < portrait)
    #expect((table.rows[0].cell as! ParagraphCell).paragraph.displayedLineCount == 1)
  }
}
