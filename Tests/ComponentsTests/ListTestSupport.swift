import Components
import Foundation
import ViewHost

/// A hosted screen whose root holds one list view pinned to the root's edges (not its safe
/// area), as a table view controller's table is.
final class ListScene<List: View> {
  let controller = ViewController()
  let host: ViewHost
  let list: List

  init(_ list: List, _ configuration: HostConfiguration, layOut: Bool = true) {
    self.list = list
    host = ViewHost(rootViewController: controller, configuration: configuration)
    let root: View = controller.view
    list.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(list)
    LayoutConstraint.activate([
      list.topAnchor.constraint(equalTo: root.topAnchor),
      list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    if layOut { host.layoutIfNeeded() }
  }
}

/// A table of `rowCounts` rows per section, each a default-style cell titled "Row s.r", with
/// `configure` applied to each cell.
func makeTable(
  style: TableView.Style = .plain, rowCounts: [Int] = [3], headerTitles: [String?] = [],
  footerTitles: [String?] = [],
  configure: @escaping (TableViewCell, IndexPath) -> Void = { _, _ in }
) -> TableView {
  let table = TableView(frame: .zero, style: style)
  table.closureDataSource = TableViewClosureDataSource(
    rowCounts: rowCounts, headerTitles: headerTitles, footerTitles: footerTitles
  ) { _, indexPath in
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    configure(cell, indexPath)
    return cell
  }
  return table
}

/// A cell whose content is one view of a fixed height pinned to the content view's top and
/// bottom edges (not its margins) with `inset` points around it.
final class FixedContentCell: TableViewCell {
  let box = View()
  var boxHeight: LayoutConstraint!
  var topPin: LayoutConstraint!

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    boxHeight = box.heightAnchor.constraint(equalToConstant: 34)
    topPin = box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10)
    LayoutConstraint.activate([
      boxHeight, topPin,
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 34),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell with one multi-line label pinned to the content view's layout margins.
final class ParagraphCell: TableViewCell {
  let paragraph = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    paragraph.numberOfLines = 0
    paragraph.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(paragraph)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      paragraph.topAnchor.constraint(equalTo: margins.topAnchor),
      paragraph.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      paragraph.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      paragraph.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Whether two lengths agree within a thousandth of a point (frames are rounded in the root's
/// coordinates, so a subview's frame can be a few ulps off the pixel grid).
func near(_ a: CGFloat?, _ b: CGFloat, accuracy: CGFloat = 0.001) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= accuracy
}

/// Whether two rectangles agree within a thousandth of a point on every edge.
func near(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width)
    && near(a.height, b.height)
}

/// A collection view cell of one wrapping body-style label that follows Dynamic Type, at most
/// 280 points wide (so it fits a line on every device).
final class WrappingItemCell: CollectionViewCell {
  let label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
