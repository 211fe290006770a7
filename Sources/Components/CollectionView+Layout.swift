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
    collectionViewLayout.prepare()
    for (section, cells) in sectionCells.enumerated() {
      for (item, cell) in cells.enumerated() {
        let indexPath = IndexPath(item: item, section: section)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
          cell.frame = attributes.frame
        }
        cell.contentView.frame = cell.bounds
        cell.setNeedsLayout()
      }
    }
    contentSize = collectionViewLayout.collectionViewContentSize
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
    guard let dataSource else { return }
    var sectionCount = dataSource.numberOfSections(in: self)
    if sectionCount < 0 {
      recordViewDiagnostic(
        .invalidDataSource,
        "numberOfSections(in:) returned \(sectionCount); UIKit raises on a negative count. "
          + "Trellis shows no sections.")
      sectionCount = 0
    }
    var seen = Set<ObjectIdentifier>()
    for section in 0..<sectionCount {
      var count = dataSource.collectionView(self, numberOfItemsInSection: section)
      if count < 0 {
        recordViewDiagnostic(
          .invalidDataSource,
          "collectionView(_:numberOfItemsInSection: \(section)) returned \(count); UIKit raises "
            + "on a negative count. Trellis shows no items in that section.")
        count = 0
      }
      var cells: [CollectionViewCell] = []
      cells.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        var cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if !seen.insert(ObjectIdentifier(cell)).inserted {
          recordItemDiagnostic(
            .invalidDataSource, at: indexPath,
            "collectionView(_:cellForItemAt:) returned a cell already shown for another item. "
              + "Trellis shows an empty cell instead.")
          cell = CollectionViewCell(frame: .zero)
          seen.insert(ObjectIdentifier(cell))
        }
        if cell.superview !== self {
          cell.removeFromSuperview()
          addSubview(cell)
        }
        cells.append(cell)
      }
      sectionCells.append(cells)
    }
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
