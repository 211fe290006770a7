import Foundation
import LayoutEngine

/// Loading items from the data source and placing them with the layout: the collection view's
/// part of a layout pass.
extension CollectionView {
  func layoutItemsIfNeeded() {
    if needsReload { loadItems() }
    let traits = traitCollection
    let inset = adjustedContentInset
    let safe = safeAreaInsets
    let margins = layoutMargins
    let key: [CGFloat] = [
      bounds.width, bounds.height, inset.top, inset.left, inset.bottom, inset.right, safe.top,
      safe.left, safe.bottom, safe.right, margins.top, margins.left, margins.bottom,
      margins.right, traits.displayScale,
      CGFloat(
        ContentSizeCategory.allCases.firstIndex(of: traits.preferredContentSizeCategory) ?? 0),
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : 0,
    ]
    guard itemsAreStale || key != measuredFor else { return }
    measuredFor = key
    itemsAreStale = false
    if !(bounds.width > 0 && bounds.height > 0) && sectionCells.contains(where: { !$0.isEmpty }) {
      recordViewDiagnostic(
        .cellSizing,
        "The collection view is \(bounds.width) × \(bounds.height) points; its items are laid "
          + "out in that space.")
    }
    // Items are measured from their constraints alone (the fitting solve starts from an
    // unlimited width); their labels in the live tree start over the same way.
    for cells in sectionCells {
      for cell in cells { cell.measureLabelsFromUnlimitedWidth() }
    }
    collectionViewLayout.prepare()
    for (section, cells) in sectionCells.enumerated() {
      for (item, cell) in cells.enumerated() {
        let indexPath = IndexPath(item: item, section: section)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
          cell.frame = snappedToPixels(attributes.frame)
        }
        cell.contentView.frame = cell.bounds
        cell.layoutBackgroundViews()
        cell.setNeedsLayout()
      }
    }
    let size = collectionViewLayout.collectionViewContentSize
    contentSize = CGSize(width: snappedToPixels(size.width), height: snappedToPixels(size.height))
  }

  /// Asks the data source for every section, item and cell; the previous cells go to the reuse
  /// queue.
  func loadItems() {
    needsReload = false
    itemsAreStale = true
    for cells in sectionCells {
      for cell in cells { enqueueForReuse(cell) }
    }
    sectionCells = []
    recordedItemDiagnostics = [:]
    recordedViewDiagnostics = []
    // The selection outlives the reload; items that are gone leave it.
    defer { selectedIndexPaths.removeAll { !hasItem(at: $0) } }
    guard let dataSource else { return }
    let reader = ListDataSourceReader(
      list: self, itemCountMethod: "collectionView(_:numberOfItemsInSection:", items: "items",
      duplicateCellProblem:
        "collectionView(_:cellForItemAt:) returned a cell already shown for another item.")
    reader.read(
      sectionCount: dataSource.numberOfSections(in: self),
      itemCount: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
      cell: { dataSource.collectionView(self, cellForItemAt: $0) },
      emptyCell: { CollectionViewCell(frame: .zero) },
      reportList: { recordViewDiagnostic(.invalidDataSource, $0) },
      reportItem: { recordItemDiagnostic(.invalidDataSource, at: $0, $1) },
      loaded: { _, cells in
        sectionCells.append(cells.map(\.cell))
        for (indexPath, cell) in cells { applySelection(to: cell, at: indexPath) }
      })
  }

  /// The size a self-sizing item's constraints give it: its content view measured with
  /// `systemLayoutSizeFitting` from `estimate` at the fitting priority on both axes (UIKit's
  /// `preferredLayoutAttributesFitting(_:)`), or nil when the constraints give no size.
  func fittingSize(forItemAt indexPath: IndexPath, estimate: CGSize) -> CGSize? {
    guard let cell = cellForItem(at: indexPath) else { return nil }
    cell.frame = CGRect(origin: cell.frame.origin, size: estimate)
    cell.contentView.frame = cell.bounds
    let fitted = cell.contentView.systemLayoutSizeFitting(
      estimate, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    guard fitted.width > 0, fitted.height > 0, fitted.width.isFinite, fitted.height.isFinite else {
      recordItemDiagnostic(
        .cellSizing, at: indexPath,
        "The item's content view constraints give it no size (\(fitted.width) × "
          + "\(fitted.height)); Trellis uses the estimated size \(estimate.width) × "
          + "\(estimate.height).")
      return nil
    }
    return fitted
  }
}
