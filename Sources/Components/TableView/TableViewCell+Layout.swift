import Foundation
import LayoutEngine

/// How a cell places its content view, accessory and separator inside the frame its table gives
/// it (Documentation/ScrollViewsAndLists.md, "The margins chain").
extension TableViewCell {
  /// The width the accessory takes from the content view, in points: the gap between content and
  /// glyph (the row's trailing margin), the glyph, and the glyph's padding from the trailing edge
  /// (the margin less 6 points). 0 without an accessory. With 16-point margins: disclosure
  /// indicator 34, check mark 40, detail button 48, detail disclosure button 64.
  public var accessoryReservedWidth: CGFloat {
    let side = (rowMetrics ?? .standalone(width: bounds.width)).trailingMargin
    guard let glyph = accessoryGlyphSize, glyph.width > 0 else { return 0 }
    return side + glyph.width + Self.accessoryTrailingPadding(sideMargin: side)
  }

  /// The size of what shows at the trailing edge: the custom accessory view's frame, or the
  /// standard glyph; nil without either.
  private var accessoryGlyphSize: CGSize? {
    if let accessoryView { return accessoryView.frame.size }
    guard accessoryType != .none else { return nil }
    return Self.glyphSize(of: accessoryType)
  }

  /// The view at the trailing edge, if any.
  private var shownAccessory: View? { accessoryView ?? indicatorView }

  func accessoryDidChange(removing old: View? = nil) {
    if let old, old !== accessoryView { old.removeFromSuperview() }
    indicatorView?.removeFromSuperview()
    indicatorView = nil
    if let accessoryView {
      accessoryView.translatesAutoresizingMaskIntoConstraints = true
      if accessoryView.superview !== self { addSubview(accessoryView) }
    } else if accessoryType != .none {
      let indicator = AccessoryIndicatorView(type: accessoryType)
      addSubview(indicator)
      indicatorView = indicator
    }
    setNeedsLayout()
    tableView?.setNeedsRowLayout()
  }

  /// Places the content view, the accessory and the separator in the cell's bounds and gives the
  /// cell and its content view their margins. Called by the table before it measures the row,
  /// and by ``layoutSubviews()``.
  func layoutCellContent() {
    let metrics = rowMetrics ?? .standalone(width: bounds.width)
    let size = bounds.size
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let safe = safeAreaInsets
    let contentHeight = snappedToPixels(max(0, size.height - metrics.separatorHeight))
    // The accessory sits inside the safe area at the trailing edge; the content view ends one
    // trailing margin before it.
    let trailingSafe = rtl ? safe.left : safe.right
    let leadingInset = metrics.insetsContentViewsToSafeArea ? (rtl ? safe.right : safe.left) : 0
    var trailingInset = metrics.insetsContentViewsToSafeArea ? trailingSafe : 0
    let reserved = accessoryReservedWidth
    if reserved > 0 {
      trailingInset = trailingSafe + reserved
      if let glyph = accessoryGlyphSize, let accessory = shownAccessory {
        let padding = Self.accessoryTrailingPadding(sideMargin: metrics.trailingMargin)
        let fromTrailing = trailingSafe + padding
        let x = rtl ? fromTrailing : size.width - fromTrailing - glyph.width
        accessory.frame = snappedToPixels(
          CGRect(
            x: x, y: ((contentHeight - glyph.height) / 2), width: glyph.width,
            height: glyph.height))
      }
    }
    let width = snappedToPixels(max(0, size.width - leadingInset - trailingInset))
    let x = rtl ? trailingInset : leadingInset
    contentView.frame = CGRect(x: x, y: 0, width: width, height: contentHeight)
    layoutBackgroundViews()

    let vertical = TableView.contentViewVerticalMargin
    let cellMargins = DirectionalEdgeInsets(
      top: vertical, leading: metrics.leadingMargin, bottom: vertical,
      trailing: metrics.trailingMargin)
    // With an accessory the gap to it is the trailing margin, so the content view's own trailing
    // margin is 0 (UIKit's labels end at the content view's edge then).
    let contentMargins = DirectionalEdgeInsets(
      top: vertical, leading: metrics.leadingMargin, bottom: vertical,
      trailing: reserved > 0 ? 0 : metrics.trailingMargin)
    if appliedMargins?.cell != cellMargins || appliedMargins?.content != contentMargins {
      directionalLayoutMargins = cellMargins
      contentView.directionalLayoutMargins = contentMargins
      appliedMargins = (cellMargins, contentMargins)
    }
    minimumContentHeight = TableView.standardRowHeight - metrics.separatorHeight

    if metrics.showsSeparator && metrics.separatorHeight > 0 {
      // UIKit flips the inset's left and right in right-to-left layouts: left is the leading
      // side's inset.
      let inset = separatorInset
      let leading = max(0, inset.left)
      let trailing = max(0, inset.right)
      separatorFrame = snappedToPixels(
        CGRect(
          x: rtl ? trailing : leading, y: size.height - metrics.separatorHeight,
          width: max(0, size.width - leading - trailing), height: metrics.separatorHeight))
    } else {
      separatorFrame = nil
    }
  }

  /// The separator inset the table gives this cell when the cell sets none, as left and right
  /// (right-to-left layouts swap them when drawing): the automatic inset follows the content's
  /// leading margin — the content view's leading edge plus its leading margin, plus the image
  /// and its padding for a built-in image — and ends at the cell's trailing edge.
  func resolvedTableSeparatorInset() -> EdgeInsets {
    let metrics = rowMetrics ?? .standalone(width: bounds.width)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let contentLeading = rtl ? bounds.width - contentView.frame.maxX : contentView.frame.minX
    var automatic = contentLeading + metrics.leadingMargin
    if let image = storedImageView?.image {
      automatic +=
        image.size.width
        + (storedContentConfiguration?.imageToTextPadding ?? Self.imageToTextPadding)
    }
    guard let table = metrics.tableSeparatorInset else {
      return EdgeInsets(top: 0, left: automatic, bottom: 0, right: 0)
    }
    switch metrics.separatorInsetReference {
    case .fromCellEdges:
      return EdgeInsets(top: 0, left: table.left, bottom: 0, right: table.right)
    case .fromAutomaticInsets:
      return EdgeInsets(top: 0, left: automatic + table.left, bottom: 0, right: table.right)
    }
  }
}

extension TableViewCell {
  /// What the row's background looks like when the cell has no ``View/backgroundColor`` of its
  /// own (for pictures): the style's cell colour — `systemBackground` in plain tables,
  /// `secondarySystemGroupedBackground` in grouped ones — and, in an inset-grouped section, which
  /// corners are rounded (``TableView/insetGroupedCornerRadius``). Nil outside a table.
  package var rowBackground: (color: Color, roundsTop: Bool, roundsBottom: Bool)? {
    guard let metrics = rowMetrics else { return nil }
    switch metrics.style {
    case .plain: return (.systemBackground, false, false)
    case .grouped: return (.secondarySystemGroupedBackground, false, false)
    case .insetGrouped:
      return (
        .secondarySystemGroupedBackground, metrics.isFirstInSection, metrics.isLastInSection
      )
    }
  }
}
