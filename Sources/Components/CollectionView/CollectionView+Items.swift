import Foundation
import LayoutEngine

/// Reading the laid-out items: UIKit's queries, plus every item's frame and cell.
extension CollectionView {
  /// A laid-out item (a Trellis addition): its index path, frame and cell.
  public struct Item {
    public let indexPath: IndexPath
    public let frame: CGRect
    public let cell: CollectionViewCell
  }

  /// Every item laid out at the last layout pass, in order.
  public var items: [Item] {
    sectionCells.enumerated().flatMap { section, cells in
      cells.enumerated().map { item, cell in
        Item(indexPath: IndexPath(item: item, section: section), frame: cell.frame, cell: cell)
      }
    }
  }

  /// The number of sections at the last load.
  public var numberOfSections: Int { sectionCells.count }

  /// The number of items in `section` at the last load (0, with a diagnostic, for a section that
  /// does not exist; UIKit raises).
  public func numberOfItems(inSection section: Int) -> Int {
    guard sectionCells.indices.contains(section) else {
      recordViewDiagnostic(
        .invalidDataSource,
        "numberOfItems(inSection: \(section)) asked for a section that does not exist (there "
          + "are \(sectionCells.count)).")
      return 0
    }
    return sectionCells[section].count
  }

  func hasItem(at indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sectionCells.indices.contains(indexPath.section)
      && sectionCells[indexPath.section].indices.contains(indexPath.item)
  }

  /// The cell of the item at `indexPath` (nil if there is no such item).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    hasItem(at: indexPath) ? sectionCells[indexPath.section][indexPath.item] : nil
  }

  /// The layout's attributes for the item (nil, with a diagnostic, if there is no such item).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard hasItem(at: indexPath) else {
      recordItemDiagnostic(
        .invalidDataSource, at: indexPath,
        "layout attributes asked for an item that does not exist.")
      return nil
    }
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The index path of a cell shown by the collection view.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    items.first { $0.cell === cell }?.indexPath
  }

  /// The items whose frames intersect the bounds, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    items.filter { showsOnScreen($0.frame) }.map(\.indexPath)
  }

  /// The cells of ``indexPathsForVisibleItems``.
  public var visibleCells: [CollectionViewCell] {
    items.filter { showsOnScreen($0.frame) }.map(\.cell)
  }

  /// Every item's problems, in index-path order: what the collection view recorded, then the
  /// engine's diagnostics whose constraints involve the item's cell.
  public var itemDiagnostics: [(indexPath: IndexPath, diagnostic: LayoutDiagnostic)] {
    var result: [(indexPath: IndexPath, diagnostic: LayoutDiagnostic)] = []
    var paths = Set(recordedItemDiagnostics.keys)
    for item in items { paths.insert(item.indexPath) }
    for indexPath in paths.sorted() {
      for diagnostic in diagnostics(forItemAt: indexPath) { result.append((indexPath, diagnostic)) }
    }
    return result
  }

  /// The problems of one item.
  public func diagnostics(forItemAt indexPath: IndexPath) -> [LayoutDiagnostic] {
    var result = recordedItemDiagnostics[indexPath] ?? []
    guard let cell = cellForItem(at: indexPath) else { return result }
    func inside(_ item: AnyObject?) -> Bool {
      let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
      guard let view else { return false }
      return view === cell || view.isDescendant(of: cell)
    }
    for diagnostic in layoutDiagnostics
    where diagnostic.constraints.contains(where: { inside($0.firstItem) || inside($0.secondItem) })
    {
      result.append(diagnostic)
    }
    return result
  }

  /// Problems of the collection view as a whole since the last reload.
  public var collectionDiagnostics: [LayoutDiagnostic] { recordedViewDiagnostics }

  func recordItemDiagnostic(_ kind: LayoutDiagnostic.Kind, at indexPath: IndexPath, _ text: String)
  {
    let diagnostic = LayoutDiagnostic(
      kind: kind, constraints: [],
      message: "\(layoutName) item \(indexPath.item) in section \(indexPath.section): \(text)")
    // Items are laid out again when their size, insets or safe areas change: a problem found
    // again for the same item is reported once.
    let recorded = recordedItemDiagnostics[indexPath] ?? []
    guard !recorded.contains(where: { $0.kind == kind && $0.message == diagnostic.message })
    else { return }
    recordedItemDiagnostics[indexPath, default: []].append(diagnostic)
    recordDiagnostic(diagnostic)
  }

  func recordViewDiagnostic(_ kind: LayoutDiagnostic.Kind, _ text: String) {
    let diagnostic = LayoutDiagnostic(
      kind: kind, constraints: [], message: "\(layoutName): \(text)")
    recordedViewDiagnostics.append(diagnostic)
    recordDiagnostic(diagnostic)
  }
}
