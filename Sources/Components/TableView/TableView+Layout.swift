import Foundation
import LayoutEngine

/// Loading rows from the data source, measuring them and placing them: the table's part of a
/// layout pass (Documentation/ScrollViewsAndLists.md, "How a table lays out its rows").
extension TableView {
  /// Loads the rows if ``reloadData()`` asked for it, then measures and places them if anything
  /// they depend on changed since the last time.
  func layoutRowsIfNeeded() {
    if superview != nil {
      // Rows follow UIKit's system side margins (16 or 20 points by width) as a floor.
      let side = TableView.systemSideMargin(forWidth: bounds.width)
      let minimum = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
      if minimumLayoutMargins != minimum { minimumLayoutMargins = minimum }
    }
    if needsReload { loadRows() }
    let key = currentLayoutKey()
    guard rowsAreStale || key != measuredFor else { return }
    measuredFor = key
    rowsAreStale = false
    layoutRows()
  }

  func currentLayoutKey() -> LayoutKey {
    let traits = traitCollection
    return LayoutKey(
      width: bounds.width, safeArea: safeAreaInsets, margins: layoutMargins,
      scale: traits.displayScale, category: traits.preferredContentSizeCategory,
      direction: effectiveUserInterfaceLayoutDirection, readableWidth: traits.readableContentWidth)
  }

  /// The side margins of the rows (leading, trailing): the table's layout margins without its
  /// safe area (at least UIKit's 16 or 20 points), widened to the readable width when
  /// ``cellLayoutMarginsFollowReadableWidth``.
  func rowMargins() -> (leading: CGFloat, trailing: CGFloat) {
    let margins = layoutMargins
    let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
    var left = max(0, margins.left - safe.left)
    var right = max(0, margins.right - safe.right)
    if cellLayoutMarginsFollowReadableWidth {
      let extra = readableExtra()
      left += extra
      right += extra
    }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (right, left) : (left, right)
  }

  /// How much the readable content guide narrows the margins on each side.
  private func readableExtra() -> CGFloat {
    let margins = layoutMargins
    let available = bounds.width - margins.left - margins.right
    return max(0, (available - traitCollection.readableContentWidth) / 2)
  }

  // MARK: Loading

  /// Asks the data source for every section, row and cell, and the delegate for header and
  /// footer views; the previous cells go to the reuse queue.
  func loadRows() {
    needsReload = false
    rowsAreStale = true
    isLoadingRows = true
    defer { isLoadingRows = false }
    for section in sectionRecords {
      for row in section.rows { enqueueForReuse(row.cell) }
      section.header?.removeFromSuperview()
      section.footer?.removeFromSuperview()
    }
    sectionRecords = []
    recordedRowDiagnostics = [:]
    recordedTableDiagnostics = []
    guard let dataSource else { return }
    let reader = ListDataSourceReader(
      list: self, itemCountMethod: "tableView(_:numberOfRowsInSection:", items: "rows",
      duplicateCellProblem: "tableView(_:cellForRowAt:) returned a cell already shown in another "
        + "row; a cell can show one row.")
    reader.read(
      sectionCount: dataSource.numberOfSections(in: self),
      itemCount: { dataSource.tableView(self, numberOfRowsInSection: $0) },
      cell: { dataSource.tableView(self, cellForRowAt: $0) },
      emptyCell: { TableViewCell(style: .default, reuseIdentifier: nil) },
      reportList: { recordTableDiagnostic(.invalidDataSource, $0) },
      reportItem: { recordRowDiagnostic(.invalidDataSource, at: $0, $1) },
      loaded: { section, cells in
        var record = SectionRecord()
        record.rows = cells.map { Row(indexPath: $0.indexPath, frame: .zero, cell: $0.cell) }
        for row in record.rows { applySelection(to: row.cell, at: row.indexPath) }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
          record.header = view
        } else if let title = dataSource.tableView(self, titleForHeaderInSection: section) {
          record.header = makeTitleView(title, isHeader: true)
          record.headerIsTitle = true
        }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
          record.footer = view
        } else if let title = dataSource.tableView(self, titleForFooterInSection: section) {
          record.footer = makeTitleView(title, isHeader: false)
          record.footerIsTitle = true
        }
        for view in [record.header, record.footer].compactMap({ $0 }) {
          view.translatesAutoresizingMaskIntoConstraints = true
          if view.superview !== self { addSubview(view) }
        }
        sectionRecords.append(record)
      })
  }

  /// A header or footer view showing `title` in the style's look.
  private func makeTitleView(_ title: String, isHeader: Bool) -> TableViewHeaderFooterView {
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    let look = TableView.titleLook(style: style, isHeader: isHeader)
    let label = view.textLabel!
    label.font = .preferredFont(forTextStyle: look.textStyle)
    label.textColor = look.color
    label.text = title
    return view
  }

  // MARK: Measuring and placing

  /// Measures every row, header and footer and places them one under the other; sets the content
  /// size.
  func layoutRows() {
    let width = bounds.width
    if !(width > 0) && !sectionRecords.allSatisfy({ $0.rows.isEmpty }) {
      recordTableDiagnostic(
        .cellSizing,
        "The table is \(width) points wide; its rows are laid out at that width (labels do not "
          + "wrap) and their content views are 0 points wide.")
    }
    let scale = traitCollection.displayScale
    let separator: CGFloat = separatorStyle == .none ? 0 : 1 / (scale > 0 ? scale : 1)
    let margins = rowMargins()
    var rowX: CGFloat = 0
    var rowWidth = max(0, width)
    if style == .insetGrouped {
      let tableMargins = layoutMargins
      let extra = cellLayoutMarginsFollowReadableWidth ? readableExtra() : 0
      rowX = tableMargins.left + extra
      rowWidth = max(0, width - tableMargins.left - tableMargins.right - 2 * extra)
    }
    var y: CGFloat = 0
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: max(0, header.frame.height))
      y = snappedToPixels(header.frame.maxY)
    }
    for section in sectionRecords.indices {
      var record = sectionRecords[section]
      let headerHeight = headerFooterHeight(
        section: section, view: record.header, isHeader: true,
        x: rowX, y: y, width: rowWidth, margins: margins)
      record.headerFrame = CGRect(x: rowX, y: y, width: rowWidth, height: headerHeight)
      record.header?.frame = record.headerFrame
      // Positions are kept canonical on the pixel grid (View+PixelGrid.swift): the same rows
      // give the same bits however their heights were summed.
      y = snappedToPixels(y + headerHeight)
      let isGrouped = style != .plain
      for index in record.rows.indices {
        let row = record.rows[index]
        let cell = row.cell
        // The row is measured from its constraints alone (the fitting solve starts from an
        // unlimited width); its labels in the live tree start over the same way.
        cell.measureLabelsFromUnlimitedWidth()
        cell.rowMetrics = TableViewCell.RowMetrics(
          leadingMargin: margins.leading, trailingMargin: margins.trailing,
          separatorHeight: separator,
          showsSeparator: !(isGrouped && index == record.rows.count - 1),
          insetsContentViewsToSafeArea: insetsContentViewsToSafeArea,
          tableSeparatorInset: storedSeparatorInset,
          separatorInsetReference: separatorInsetReference, isFirstInSection: index == 0,
          isLastInSection: index == record.rows.count - 1, style: style)
        let provisional = cell.frame.height > 0 ? cell.frame.height : TableView.standardRowHeight
        cell.frame = CGRect(x: rowX, y: y, width: rowWidth, height: provisional)
        cell.layoutCellContent()
        let height = rowHeight(at: row.indexPath, cell: cell)
        if height != provisional {
          cell.frame = CGRect(x: rowX, y: y, width: rowWidth, height: height)
          cell.layoutCellContent()
        }
        cell.setNeedsLayout()
        record.rows[index].frame = cell.frame
        y = snappedToPixels(y + height)
      }
      let footerHeight = headerFooterHeight(
        section: section, view: record.footer, isHeader: false,
        x: rowX, y: y, width: rowWidth, margins: margins)
      record.footerFrame = CGRect(x: rowX, y: y, width: rowWidth, height: footerHeight)
      record.footer?.frame = record.footerFrame
      y = snappedToPixels(y + footerHeight)
      sectionRecords[section] = record
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: y, width: width, height: max(0, footer.frame.height))
      y = footer.frame.maxY
    }
    contentSize = CGSize(width: max(0, width), height: y)
    if let delegate = tableDelegate {
      for section in sectionRecords {
        for row in section.rows {
          delegate.tableView(self, willDisplay: row.cell, forRowAt: row.indexPath)
        }
      }
    }
  }

  /// A row's height: the delegate's or ``rowHeight``, or for ``automaticDimension`` the content
  /// view's fitting height at its width (UIKit's self-sizing cells since iOS 15: the separator is
  /// drawn over the content view's last pixel and adds nothing; UIKitBehavior.md, "Table cells
  /// since iOS 15").
  private func rowHeight(at indexPath: IndexPath, cell: TableViewCell) -> CGFloat {
    var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if height != TableView.automaticDimension && !(height.isFinite && height >= 0) {
      recordRowDiagnostic(
        .cellSizing, at: indexPath,
        "Invalid row height \(height): UIKit requires at least 0.0, or automaticDimension. "
          + "Trellis sizes the row from its constraints.")
      height = TableView.automaticDimension
    }
    guard height == TableView.automaticDimension else { return height }
    let content = cell.contentView
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: content.bounds.width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    guard fitted.height > 0, fitted.height.isFinite else {
      // An empty content view is not a mistake: it simply gets the standard height.
      guard !content.subviews.isEmpty else { return TableView.standardRowHeight }
      recordRowDiagnostic(
        .cellSizing, at: indexPath,
        "The constraints of the row's content view suggest a height of zero (UIKit: \"Detected "
          + "a case where constraints ambiguously suggest a height of zero for a tableview "
          + "cell's content view. We're considering the collapse unintentional and using "
          + "standard height instead.\"). Trellis uses \(TableView.standardRowHeight) points.")
      return TableView.standardRowHeight
    }
    return snappedToPixels(fitted.height)
  }

  /// The height of a section's header or footer: the delegate's or the table's property; for
  /// ``automaticDimension`` the view's fitting height at the row width, or the style's default
  /// without a view. Places a header-footer view's content view first.
  private func headerFooterHeight(
    section: Int, view: View?, isHeader: Bool, x: CGFloat, y: CGFloat,
    width: CGFloat, margins: (leading: CGFloat, trailing: CGFloat)
  ) -> CGFloat {
    var height =
      isHeader
      ? (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
      : (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    let name = isHeader ? "header" : "footer"
    if height != TableView.automaticDimension && !(height.isFinite && height >= 0) {
      recordTableDiagnostic(
        .cellSizing,
        "Invalid \(name) height \(height) in section \(section): UIKit requires at least 0.0, "
          + "or automaticDimension. Trellis uses the automatic height.")
      height = TableView.automaticDimension
    }
    guard let view else {
      if height != TableView.automaticDimension && style != .plain { return height }
      return isHeader
        ? TableView.untitledHeaderHeight(style: style, section: section)
        : TableView.untitledFooterHeight(style: style)
    }
    let provisional = height == TableView.automaticDimension ? max(view.frame.height, 0) : height
    view.frame = CGRect(x: x, y: y, width: width, height: provisional)
    var measured = view
    if let headerFooter = view as? TableViewHeaderFooterView {
      let look = TableView.titleLook(style: style, isHeader: isHeader)
      headerFooter.insetsContentViewToSafeArea = insetsContentViewsToSafeArea
      headerFooter.contentView.directionalLayoutMargins = DirectionalEdgeInsets(
        top: look.top, leading: margins.leading, bottom: look.bottom, trailing: margins.trailing)
      headerFooter.layoutHeaderFooterContent()
      measured = headerFooter.contentView
    }
    guard height == TableView.automaticDimension else { return height }
    let fitted = measured.systemLayoutSizeFitting(
      CGSize(width: measured.bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    if fitted.height > 0, fitted.height.isFinite { return fitted.height }
    if view.frame.height > 0 { return view.frame.height }
    return isHeader
      ? TableView.untitledHeaderHeight(style: style, section: section)
      : TableView.untitledFooterHeight(style: style)
  }
}
