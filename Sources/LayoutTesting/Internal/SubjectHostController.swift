import Components
import Foundation
import LayoutEngine
import ViewHost

/// The root view controller that shows a view a test made, the way the view is shown in an app:
///
/// - a `TableViewCell` as the only row of a plain table filling the screen — the table's width,
///   the cell's fitting height (`TableView.automaticDimension`), the content view placed by the
///   cell, the row margins of a default-style table (16 or 20 points by width, the safe area
///   added in landscape);
/// - a `TableViewHeaderFooterView` as the header of the only section of such a table;
/// - a `CollectionViewCell` as the only item of a flow-layout collection view filling the screen:
///   at the size its frame already has if it has one (a grid's item), else the width inside the
///   adjusted content inset and the content view's fitting height at that width (a list);
/// - any other view pinned to the top, leading and trailing edges of the safe area, as short as its
///   constraints allow (at the fitting priority, as `systemLayoutSizeFitting` measures), never
///   taller than the safe area.
///
/// The list does the sizing with its own code, so a cell is measured exactly as in an app.
/// ``subject`` is the view the checks, snapshots and pictures look at: the cell (or header) itself,
/// else the root view. A cell or header with no accessibility identifier is named after its type
/// (`ProfileCell`) and an unnamed content view after it (`ProfileCell.contentView`), so that
/// problems read `ProfileCell.contentView.subviews[1]` rather than a path through the table;
/// ``restoreName()`` undoes that.
final class SubjectHostController: ViewController, TableViewDataSource, TableViewDelegate,
  CollectionViewDataSource, CollectionViewDelegateFlowLayout
{
  enum Kind {
    case tableCell(TableViewCell)
    case headerFooter(TableViewHeaderFooterView)
    case collectionCell(CollectionViewCell, fixedSize: CGSize?)
    case plain
  }

  let content: View
  let kind: Kind
  private let namedByType: Bool
  /// The content view named after the cell here (nil if it had a name of its own).
  private let namedContentView: View?
  private var table: TableView?
  private var collection: CollectionView?

  init(content: View) {
    self.content = content
    switch content {
    case let cell as TableViewCell: kind = .tableCell(cell)
    case let view as TableViewHeaderFooterView: kind = .headerFooter(view)
    case let cell as CollectionViewCell:
      let size = cell.frame.size
      kind = .collectionCell(cell, fixedSize: size.width > 0 && size.height > 0 ? size : nil)
    default: kind = .plain
    }
    if case .plain = kind {
      namedByType = false
      namedContentView = nil
    } else {
      namedByType = content.accessibilityIdentifier == nil
      if namedByType { content.accessibilityIdentifier = String(describing: type(of: content)) }
      // The content view too, so that the cell's own views read `ProfileCell.contentView.subviews[1]`.
      let contentView: View? =
        switch kind {
        case .tableCell(let cell): cell.contentView
        case .headerFooter(let view): view.contentView
        case .collectionCell(let cell, _): cell.contentView
        case .plain: nil
        }
      if let contentView, contentView.accessibilityIdentifier == nil,
        let owner = content.accessibilityIdentifier
      {
        contentView.accessibilityIdentifier = owner + ".contentView"
        namedContentView = contentView
      } else {
        namedContentView = nil
      }
    }
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives: Trellis has no nibs or storyboards.
  required init?(coder: NSCoder) { nil }

  /// Whether the content is shown in a list (a cell or a header) rather than pinned.
  var isListItem: Bool {
    if case .plain = kind { return false }
    return true
  }

  /// The view to check, snapshot and draw: the cell or header, else the root view.
  var subject: View { isListItem ? content : view }

  /// Takes back the names given to an unnamed cell and its content view.
  func restoreName() {
    if namedByType { content.accessibilityIdentifier = nil }
    namedContentView?.accessibilityIdentifier = nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    switch kind {
    case .tableCell, .headerFooter:
      let table = TableView(frame: .zero, style: .plain)
      table.dataSource = self
      table.delegate = self
      fill(with: table)
      self.table = table
    case .collectionCell:
      let collection = CollectionView(
        frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
      collection.dataSource = self
      collection.delegate = self
      fill(with: collection)
      self.collection = collection
    case .plain:
      pinToTopOfSafeArea(content)
    }
  }

  private func fill(with list: View) {
    list.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(list)
    LayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.topAnchor.constraint(equalTo: view.topAnchor),
      list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  private func pinToTopOfSafeArea(_ content: View) {
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    let safeArea = view.safeAreaLayoutGuide
    // As short as its content allows, the way systemLayoutSizeFitting measures a cell.
    let compressed = content.heightAnchor.constraint(equalToConstant: 0)
    compressed.priority = .fittingSizeLevel
    LayoutConstraint.activate([
      compressed,
      content.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      content.topAnchor.constraint(equalTo: safeArea.topAnchor),
      content.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
    ])
  }

  // MARK: The table

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if case .tableCell = kind { return 1 }
    return 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if case .tableCell(let cell) = kind { return cell }
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    if case .headerFooter(let header) = kind { return header }
    return nil
  }

  // MARK: The collection view

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    1
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    if case .collectionCell(let cell, _) = kind { return cell }
    return CollectionViewCell(frame: .zero)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard case .collectionCell(let cell, let fixedSize) = kind else { return .zero }
    if let fixedSize { return fixedSize }
    // A list item: the width inside the adjusted content inset, the height the content view's
    // constraints give it at that width (what a sizeForItemAt of a list does in UIKit).
    let inset = collectionView.adjustedContentInset
    let width = max(0, collectionView.bounds.width - inset.left - inset.right)
    cell.frame.size.width = width
    cell.contentView.frame = cell.bounds
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = fitted.height.isFinite && fitted.height > 0 ? fitted.height : 0
    return CGSize(width: width, height: height)
  }
}
