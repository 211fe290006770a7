import Components
import Foundation
import Testing
import TrellisTestSupport
import ViewHost

/// Components against a fresh build (issue 22): seeded random edit sequences applied to a live
/// screen of real components, compared after every step with the same screen built from scratch in
/// the final state.
///
/// The screen: a scroll view (content and frame layout guides) holding a vertical stack view of
/// cards — a label alone, or a horizontal stack of a one-line title and a label — above a
/// self-sizing table (subtitle-style rows and rows of a label pinned to the content view's
/// margins) and a collection view of self-sizing items (a wrapping label each). The edits: a
/// label's text, line limit, text style and whether it follows Dynamic Type; hiding a card;
/// inserting and removing cards; the stack's spacing, alignment and margins; the table's and the
/// collection view's data, then `reloadData()`; the content size category; rotation; another
/// device; the layout direction.
///
/// After every step every view with an identifier, the table's rows, every cell's subviews and
/// the three content sizes must equal the fresh build's to the bit: frames are canonical on the
/// pixel grid (issue 22), so one layout has one set of bits whatever the history of its tree.
///
/// `TRELLIS_COMPONENTS_SWEEP=N` runs N sequences (default 16, 6 in builds with
/// `-DTRELLIS_INTERNAL_CHECKS`) of `TRELLIS_COMPONENTS_STEPS` steps (default 10), goes on past
/// failures, and prints how many sequences diverged and after which kind of edit;
/// `TRELLIS_COMPONENTS_SEED=S` runs sequence S alone.
@Suite struct ComponentsLiveVersusFreshTests {
  @Test func liveEditsOfComponentsLayOutAsAFreshBuild() {
    let environment = ProcessInfo.processInfo.environment
    #if TRELLIS_INTERNAL_CHECKS
      let defaultSequences = 6
    #else
      let defaultSequences = 16
    #endif
    let sweep = environment["TRELLIS_COMPONENTS_SWEEP"].flatMap(Int.init)
    let sequences = sweep ?? defaultSequences
    let steps = environment["TRELLIS_COMPONENTS_STEPS"].flatMap(Int.init) ?? 10
    var failures: [String] = []
    var diverged = 0
    var stepsRun = 0
    var firstDivergenceByEdit: [String: Int] = [:]
    var firstDivergenceByPlace: [String: Int] = [:]
    // `TRELLIS_COMPONENTS_SEED=S` runs the one sequence a failure names.
    let seeds = environment["TRELLIS_COMPONENTS_SEED"].flatMap(UInt64.init).map { $0...$0 }
    for seed in seeds ?? 1...UInt64(max(1, sequences)) {
      var sequence = ScreenEditSequence(seed: seed)
      let outcome = sequence.run(steps: steps)
      stepsRun += outcome.steps
      guard let failure = outcome.failure else { continue }
      diverged += 1
      firstDivergenceByEdit[failure.edit, default: 0] += 1
      firstDivergenceByPlace[failure.place, default: 0] += 1
      if failures.count < 3 { failures.append(failure.report) }
      if sweep == nil && failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    if sweep != nil {
      func tally(_ counts: [String: Int]) -> String {
        counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
          .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      }
      print(
        "components live-versus-fresh: \(sequences) sequences, \(stepsRun) steps, "
          + "\(diverged) diverged; first divergence after: \(tally(firstDivergenceByEdit)); "
          + "in: \(tally(firstDivergenceByPlace))")
    }
  }
}

// MARK: - The screen as a value

private struct CardSpec {
  var id: Int
  /// A one-line title beside the label (the card is then a horizontal stack), or none.
  var title: String?
  var text: String
  var lines: Int
  var style: Font.TextStyle
  var followsDynamicType: Bool
  var isHidden = false
}

private struct RowSpec {
  var text: String
  var lines: Int
  /// A subtitle-style cell with this detail text, or (nil) a cell of one label pinned to the
  /// content view's margins.
  var detail: String?
  var style: Font.TextStyle
}

private struct ScreenState {
  var device = 1
  var landscape = false
  var category = ContentSizeCategory.large
  var rightToLeft = false
  var spacing: CGFloat = 8
  var alignment = StackView.Alignment.fill
  var margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  var cards: [CardSpec] = []
  var rows: [RowSpec] = []
  var items: [String] = []
  var nextCardID = 0

  static let deviceCount = 4

  static func device(_ index: Int, _ orientation: HostConfiguration.Orientation)
    -> HostConfiguration
  {
    switch index {
    case 0: .iPhoneSE1(orientation)
    case 1: .iPhoneX(orientation)
    case 2: .iPhone8Plus(orientation)
    default: .iPadPro11(orientation)
    }
  }

  var configuration: HostConfiguration {
    var configuration = Self.device(device, landscape ? .landscape : .portrait)
    configuration.preferredContentSizeCategory = category
    return configuration.withLayoutDirection(rightToLeft ? .rightToLeft : .leftToRight)
  }
}

// MARK: - The screen built into views

/// The screen's views: the fresh reference, or the live screen being edited.
private final class Screen {
  let controller = ViewController()
  let host: ViewHost
  let scroll = ScrollView()
  let stack = StackView()
  let table = TableView(frame: .zero, style: .plain)
  let grid: CollectionView
  /// The data the lists read (the live screen changes it, then reloads).
  var rows: [RowSpec]
  var items: [String]
  var cards: [Int: View] = [:]

  init(_ state: ScreenState) {
    rows = state.rows
    items = state.items
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    grid = CollectionView(frame: .zero, collectionViewLayout: layout)
    host = ViewHost(rootViewController: controller, configuration: state.configuration)
    let root: View = controller.view
    for (view, name) in [(scroll, "scroll"), (table, "table"), (grid, "grid"), (stack, "stack")] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.accessibilityIdentifier = name
    }
    root.addSubview(scroll)
    root.addSubview(table)
    root.addSubview(grid)
    scroll.addSubview(stack)
    // `.always`: with `.automatic` a content whose height is within the safe area's inset of
    // the scroll view's has no consistent layout (scrollable, the safe area leaves the content
    // and it shrinks; not scrollable, the safe area reaches the stack's margins and it grows), so
    // which side a live screen lands on depends on its history.
    scroll.contentInsetAdjustmentBehavior = .always
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.4),
      table.topAnchor.constraint(equalTo: scroll.bottomAnchor),
      table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      table.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.35),
      grid.topAnchor.constraint(equalTo: table.bottomAnchor),
      grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      grid.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      grid.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    // With every card removed or hidden, nothing decides the stack's height: a fresh build and a
    // live screen could each keep a different answer. The weakest preference settles it at 0.
    let collapsed = stack.heightAnchor.constraint(equalToConstant: 0)
    collapsed.priority = 1
    collapsed.isActive = true
    applyStack(state)
    for card in state.cards { stack.addArrangedSubview(makeCard(card)) }
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [state.rows.count]) {
      [unowned self] _, indexPath in self.makeRow(self.rows[indexPath.row])
    }
    grid.register(WrappingItemCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = itemSource
    itemSource.screen = self
    host.layoutIfNeeded()
  }

  private let itemSource = ItemSource()

  func applyStack(_ state: ScreenState) {
    stack.spacing = state.spacing
    stack.alignment = state.alignment
    stack.directionalLayoutMargins = state.margins
  }

  func makeCard(_ spec: CardSpec) -> View {
    let body = Label()
    body.accessibilityIdentifier = "card\(spec.id).body"
    let card: View
    if let title = spec.title {
      let heading = Label()
      heading.accessibilityIdentifier = "card\(spec.id).title"
      heading.text = title
      heading.font = .preferredFont(forTextStyle: .headline)
      heading.adjustsFontForContentSizeCategory = true
      heading.setContentHuggingPriority(251, for: .horizontal)
      body.setContentCompressionResistancePriority(749, for: .horizontal)
      let row = StackView(arrangedSubviews: [heading, body])
      row.axis = .horizontal
      row.spacing = 8
      row.alignment = .top
      card = row
    } else {
      card = body
    }
    card.accessibilityIdentifier = "card\(spec.id)"
    cards[spec.id] = card
    apply(spec)
    return card
  }

  func body(of id: Int) -> Label {
    let card = cards[id]!
    return (card as? Label) ?? (card.subviews.last as! Label)
  }

  func apply(_ spec: CardSpec) {
    let label = body(of: spec.id)
    label.text = spec.text
    label.numberOfLines = spec.lines
    label.font = .preferredFont(forTextStyle: spec.style)
    label.adjustsFontForContentSizeCategory = spec.followsDynamicType
    cards[spec.id]!.isHidden = spec.isHidden
  }

  func makeRow(_ spec: RowSpec) -> TableViewCell {
    if let detail = spec.detail {
      let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = spec.text
      cell.textLabel?.numberOfLines = spec.lines
      cell.detailTextLabel?.text = detail
      return cell
    }
    let cell = ParagraphCell(style: .default, reuseIdentifier: nil)
    cell.paragraph.text = spec.text
    cell.paragraph.numberOfLines = spec.lines
    cell.paragraph.font = .preferredFont(forTextStyle: spec.style)
    cell.paragraph.adjustsFontForContentSizeCategory = true
    return cell
  }

  /// Where this screen differs from `fresh` in any bit of a frame or content size, as lines naming
  /// the place; empty when it does not.
  func differences(from fresh: Screen) -> [(place: String, line: String)] {
    var result: [(String, String)] = []
    func note(_ place: String, _ lines: [String]) { result += lines.map { (place, $0) } }
    var mine: [String: View] = [:]
    var theirs: [String: View] = [:]
    collectIdentified(controller.view, into: &mine)
    collectIdentified(fresh.controller.view, into: &theirs)
    for name in Set(mine.keys).union(theirs.keys).sorted() {
      guard let a = mine[name], let b = theirs[name] else {
        note("tree", ["\(name): only in the \(mine[name] == nil ? "fresh" : "live") screen"])
        continue
      }
      let place = name.hasPrefix("card") ? "stack" : name
      if a.frame != b.frame { note(place, ["\(name): live \(a.frame), fresh \(b.frame)"]) }
    }
    for (name, a, b) in [
      ("scroll", scroll.contentSize, fresh.scroll.contentSize),
      ("table", table.contentSize, fresh.table.contentSize),
      ("grid", grid.contentSize, fresh.grid.contentSize),
    ] where a != b {
      note(name, ["\(name).contentSize: live \(a), fresh \(b)"])
    }
    let liveRows = table.rows
    let freshRows = fresh.table.rows
    if liveRows.count != freshRows.count {
      note("table", ["table: \(liveRows.count) rows live, \(freshRows.count) fresh"])
    }
    for (a, b) in zip(liveRows, freshRows) {
      note(
        "table",
        frameMismatches(a.cell, b.cell, path: "row\(a.indexPath.row)"))
    }
    let liveItems = grid.items
    let freshItems = fresh.grid.items
    if liveItems.count != freshItems.count {
      note("grid", ["grid: \(liveItems.count) items live, \(freshItems.count) fresh"])
    }
    for (index, (a, b)) in zip(liveItems, freshItems).enumerated() {
      note("grid", frameMismatches(a.cell, b.cell, path: "item\(index)"))
    }
    return result
  }

  private func collectIdentified(_ view: View, into map: inout [String: View]) {
    if let name = view.accessibilityIdentifier { map[name] = view }
    for subview in view.subviews { collectIdentified(subview, into: &map) }
  }
}

private final class ItemSource: CollectionViewDataSource {
  unowned(unsafe) var screen: Screen!

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { screen.items.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      as! WrappingItemCell
    cell.label.text = screen.items[indexPath.item]
    return cell
  }
}

// MARK: - Random edits

private struct Divergence {
  var edit: String
  var place: String
  var report: String
}

private struct ScreenEditSequence {
  let seed: UInt64
  var random: SplitMix64
  var state = ScreenState()

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  static let words =
    ("Trellis lays out text without a platform font so a test can read every line the way a "
    + "phone would show it wrapping across narrow and wide screens in either direction")
    .split(separator: " ").map(String.init)
  static let styles: [Font.TextStyle] = [
    .body, .headline, .subheadline, .footnote, .caption1, .title2, .callout,
  ]
  static let categories: [ContentSizeCategory] = [
    .extraSmall, .large, .extraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityExtraExtraExtraLarge,
  ]
  static let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]

  mutating func text() -> String {
    (0..<random.int(in: 1...24)).map { _ in random.element(of: Self.words) }
      .joined(separator: " ")
  }

  mutating func lines() -> Int { random.element(of: [0, 0, 1, 2, 3]) }

  mutating func card() -> CardSpec {
    state.nextCardID += 1
    return CardSpec(
      id: state.nextCardID, title: random.chance(1, in: 3) ? "Title" : nil, text: text(),
      lines: lines(), style: random.element(of: Self.styles),
      followsDynamicType: random.chance(2, in: 3))
  }

  mutating func row() -> RowSpec {
    RowSpec(
      text: text(), lines: lines(), detail: random.chance(1, in: 2) ? "Detail" : nil,
      style: random.element(of: Self.styles))
  }

  mutating func run(steps: Int) -> (steps: Int, failure: Divergence?) {
    state.device = random.int(in: 0...(ScreenState.deviceCount - 1))
    for _ in 0..<random.int(in: 2...4) { state.cards.append(card()) }
    for _ in 0..<random.int(in: 1...4) { state.rows.append(row()) }
    state.items = (0..<random.int(in: 1...4)).map { _ in text() }
    let live = Screen(state)
    var history: [String] = []
    for step in 1...steps {
      let edit = applyRandomEdit(to: live)
      history.append(edit)
      live.host.layoutIfNeeded()
      let fresh = Screen(state)
      let differences = live.differences(from: fresh)
      if let first = differences.first {
        let report =
          "seed \(seed), step \(step) (\(edit)) diverged from a fresh build in \(first.place):\n"
          + differences.prefix(6).map { "  \($0.line)" }.joined(separator: "\n")
          + "\n  edits: \(history.joined(separator: "; "))"
        return (step, Divergence(edit: kind(of: edit), place: first.place, report: report))
      }
    }
    return (steps, nil)
  }

  /// The kind of an edit: its description up to the first space.
  private func kind(of edit: String) -> String {
    String(edit.prefix { $0 != " " })
  }

  /// Applies one random edit to the state and the same edit to the live screen; describes it.
  mutating func applyRandomEdit(to live: Screen) -> String {
    var choice = random.int(in: 0...15)
    // Edits of a card need a card, edits of a row a row: otherwise one is inserted.
    if state.cards.isEmpty && [0, 1, 2, 3, 4, 6].contains(choice) { choice = 5 }
    if state.rows.isEmpty && choice == 10 { choice = 9 }
    let index = state.cards.isEmpty ? 0 : random.int(in: 0...(state.cards.count - 1))
    switch choice {
    case 0, 1:
      state.cards[index].text = text()
      live.apply(state.cards[index])
      return "text card\(state.cards[index].id)"
    case 2:
      state.cards[index].lines = lines()
      live.apply(state.cards[index])
      return "lines card\(state.cards[index].id) = \(state.cards[index].lines)"
    case 3:
      state.cards[index].style = random.element(of: Self.styles)
      state.cards[index].followsDynamicType = random.chance(2, in: 3)
      live.apply(state.cards[index])
      return "font card\(state.cards[index].id) \(state.cards[index].style)"
    case 4:
      state.cards[index].isHidden.toggle()
      live.apply(state.cards[index])
      return "hide card\(state.cards[index].id) \(state.cards[index].isHidden)"
    case 5:
      let spec = card()
      let index = random.int(in: 0...state.cards.count)
      state.cards.insert(spec, at: index)
      live.stack.insertArrangedSubview(live.makeCard(spec), at: index)
      return "insert card\(spec.id) at \(index)"
    case 6:
      let spec = state.cards.remove(at: index)
      live.cards[spec.id]!.removeFromSuperview()
      live.cards[spec.id] = nil
      return "remove card\(spec.id)"
    case 7:
      state.spacing = CGFloat(random.int(in: 0...24))
      state.alignment = random.element(of: Self.alignments)
      live.applyStack(state)
      return "stack spacing \(state.spacing) \(state.alignment)"
    case 8:
      let side = CGFloat(random.int(in: 0...40))
      state.margins = DirectionalEdgeInsets(
        top: CGFloat(random.int(in: 0...20)), leading: side, bottom: 8,
        trailing: CGFloat(random.int(in: 0...40)))
      live.applyStack(state)
      return "margins \(state.margins.leading) \(state.margins.trailing)"
    case 9:
      if !state.rows.isEmpty && random.chance(1, in: 2) {
        state.rows.remove(at: random.int(in: 0...(state.rows.count - 1)))
      } else {
        state.rows.insert(row(), at: random.int(in: 0...state.rows.count))
      }
      live.rows = state.rows
      live.table.closureDataSource = TableViewClosureDataSource(rowCounts: [state.rows.count]) {
        [unowned live] _, indexPath in live.makeRow(live.rows[indexPath.row])
      }
      return "rows \(state.rows.count) reloadData"
    case 10:
      let index = random.int(in: 0...(state.rows.count - 1))
      state.rows[index].text = text()
      state.rows[index].lines = lines()
      live.rows = state.rows
      live.table.reloadData()
      return "row\(index) text reloadData"
    case 11:
      if !state.items.isEmpty && random.chance(1, in: 3) {
        state.items.remove(at: random.int(in: 0...(state.items.count - 1)))
      } else if !state.items.isEmpty && random.chance(1, in: 2) {
        state.items[random.int(in: 0...(state.items.count - 1))] = text()
      } else {
        state.items.insert(text(), at: random.int(in: 0...state.items.count))
      }
      live.items = state.items
      live.grid.reloadData()
      return "items \(state.items.count) reloadData"
    case 12:
      state.category = random.element(of: Self.categories)
      live.host.configuration = state.configuration
      return "category \(state.category)"
    case 13:
      state.landscape.toggle()
      live.host.configuration = state.configuration
      return "rotate \(state.landscape ? "landscape" : "portrait")"
    case 14:
      state.device = random.int(in: 0...(ScreenState.deviceCount - 1))
      live.host.configuration = state.configuration
      return "device \(state.configuration.name ?? "\(state.device)")"
    default:
      state.rightToLeft.toggle()
      live.host.configuration = state.configuration
      return "direction \(state.rightToLeft ? "rtl" : "ltr")"
    }
  }
}
