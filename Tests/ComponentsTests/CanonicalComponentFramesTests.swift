import Components
import Foundation
import Testing
import ViewHost

/// The frames a layout pass writes for components — labels placed by constraints, and the rows,
/// content views and separators a table places itself — are canonical on the pixel grid (issue 22;
/// `Decisions.md`, "Canonical frames"): one scene built two ways has the same frames to the bit.
@Suite struct CanonicalComponentFramesTests {
  /// Every frame in `view`'s subtree (itself included), depth first.
  private func frames(in view: View) -> [CGRect] {
    [view.frame] + view.subviews.flatMap { frames(in: $0) }
  }

  private func isCanonical(_ value: CGFloat, scale: CGFloat) -> Bool {
    (value * scale).rounded() / scale == value
  }

  private func isCanonical(_ frame: CGRect, scale: CGFloat) -> Bool {
    isCanonical(frame.minX, scale: scale) && isCanonical(frame.minY, scale: scale)
      && isCanonical(frame.width, scale: scale) && isCanonical(frame.height, scale: scale)
  }

  private static let paragraphs = [
    "A paragraph long enough to wrap over several lines on a phone in portrait.",
    "Short.",
    "Another paragraph, of a different length, that wraps onto a second line at least.",
    "Three words here",
    "The last paragraph is the longest of them all: it goes on and on, over three lines or more "
      + "on a phone held upright.",
  ]

  /// A self-sizing table of paragraph cells showing `texts`.
  private func paragraphTable(_ texts: [String]) -> TableView {
    let table = TableView(frame: .zero, style: .plain)
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [texts.count]) {
      _, indexPath in
      let cell = ParagraphCell(style: .default, reuseIdentifier: nil)
      cell.paragraph.text = texts[indexPath.row]
      return cell
    }
    return table
  }

  /// Rows a third of a point apart in height, stacked one under the other at @3x: every row, content
  /// view, label and separator is a whole number of pixels, and so is the content size.
  @Test func aSelfSizingTableIsOnThePixelGridToTheBit() throws {
    let scene = ListScene(
      paragraphTable(Self.paragraphs + Self.paragraphs), .iPhoneX(.portrait))
    let table = scene.list
    #expect(table.traitCollection.displayScale == 3)
    for frame in frames(in: table).dropFirst() {
      #expect(isCanonical(frame, scale: 3), "\(frame)")
    }
    for row in 0..<10 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(isCanonical(cell.frame, scale: 3), "row \(row): \(cell.frame)")
    }
    #expect(isCanonical(table.contentSize.height, scale: 3), "\(table.contentSize)")
  }

  /// A table reloaded with new texts equals a table built with them.
  @Test func aReloadedTableEqualsOneBuiltWithItsData() {
    var texts = Array(Self.paragraphs.reversed())
    let table = TableView(frame: .zero, style: .plain)
    table.closureDataSource = TableViewClosureDataSource(rowCounts: [5]) { _, indexPath in
      let cell = ParagraphCell(style: .default, reuseIdentifier: nil)
      cell.paragraph.text = texts[indexPath.row]
      return cell
    }
    let live = ListScene(table, .iPhoneX(.portrait))
    texts = Self.paragraphs
    table.reloadData()
    live.host.layoutIfNeeded()
    let fresh = ListScene(paragraphTable(Self.paragraphs), .iPhoneX(.portrait))
    #expect(frames(in: live.list) == frames(in: fresh.list))
    #expect(live.list.contentSize == fresh.list.contentSize)
  }

  /// A column of wrapping Dynamic Type labels in the root's margins.
  private final class ColumnController: ViewController {
    var labels: [Label] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      var above = view.layoutMarginsGuide.topAnchor
      for (index, text) in CanonicalComponentFramesTests.paragraphs.enumerated() {
        let label = Label()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: index.isMultiple(of: 2) ? .body : .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: above, constant: 7.7),
          label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        above = label.bottomAnchor
        labels.append(label)
      }
    }
  }

  /// Labels taken to another text size or orientation and back equal labels built there: their
  /// heights are a third of a point apart and sit at places whose last bits differ between the
  /// two histories.
  @Test(arguments: [
    HostConfiguration.iPhoneX(.landscape),
    {
      var configuration = HostConfiguration.iPhoneX(.portrait)
      configuration.preferredContentSizeCategory = .accessibilityExtraLarge
      return configuration
    }(),
    {
      var configuration = HostConfiguration.iPhoneSE1(.portrait)
      configuration.preferredContentSizeCategory = .extraSmall
      return configuration
    }(),
  ])
  func labelsTakenElsewhereAndBackEqualAFreshBuild(detour: HostConfiguration) {
    let home = HostConfiguration.iPhoneX(.portrait)
    let live = ColumnController()
    let host = ViewHost(rootViewController: live, configuration: home)
    host.layoutIfNeeded()
    host.configuration = detour
    host.layoutIfNeeded()
    host.configuration = home
    host.layoutIfNeeded()
    let fresh = ColumnController()
    ViewHost(rootViewController: fresh, configuration: home).layoutIfNeeded()
    #expect(live.labels.map(\.frame) == fresh.labels.map(\.frame))
    for label in live.labels { #expect(isCanonical(label.frame, scale: 3), "\(label.frame)") }
  }
}
