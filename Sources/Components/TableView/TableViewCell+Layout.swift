import Foundation
import LayoutEngine

/// How a cell places its content view, accessory and separator inside the frame its table gives
/// it (Documentation/ScrollViewsAndLists.md, "The margins chain").
extension TableViewCell {
  /// The width the accessory takes from the content view, in points: the glyph and its distance
  /// from the trailing edge, which is the row's trailing margin — the content view ends at the
  /// glyph's leading edge (iOS 18's recorded rows: a 10.333-point chevron 16 points from the edge
  /// of a 320-point row whose content view is 293.667 wide). 0 without an accessory. With 16-point
  /// margins: disclosure indicator 26.333, check mark 30, detail button 38, detail disclosure
  /// button 54.
  public var accessoryReservedWidth: CGFloat {
    let side = (rowMetrics ?? .standalone(width: bounds.width)).trailingMargin
    guard let glyph = accessoryGlyphSize, glyph.width > 0 else { return 0 }
    return glyph.width + side
  }

  /// The size of what shows at the trailing edge: the custom accessory view's frame, or the
  /// standard glyph; nil without either.
  private var accessoryGlyphSize: CGSize? {
    if let accessoryView { return accessoryView.frame.size }
    guard accessoryType != .none else { return nil }
    // On the display's pixel grid: the chevron's 10.333 points are iOS 18's at @3x.
    let glyph = Self.glyphSize(of: accessoryType)
    return CGSize(width: roundedToPixels(glyph.width), height: roundedToPixels(glyph.height))
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
    // The content view takes the row's whole height; the separator is drawn over its last pixel
    // (UIKit since iOS 15: UIKitBehavior.md, "Table cells since iOS 15").
    let contentHeight = snappedToPixels(max(0, size.height))
    // The accessory sits inside the safe area, one trailing margin from the trailing edge; the
    // content view ends at its leading edge.
    let trailingSafe = rtl ? safe.left : safe.right
    let leadingInset = metrics.insetsContentViewsToSafeArea ? (rtl ? safe.right : safe.left) : 0
    var trailingInset = metrics.insetsContentViewsToSafeArea ? trailingSafe : 0
    let reserved = accessoryReservedWidth
    if reserved > 0 {
      trailingInset = trailingSafe + reserved
      if let glyph = accessoryGlyphSize, let accessory = shownAccessory {
        let fromTrailing = trailingSafe + metrics.trailingMargin
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
    // Beside an accessory the content view's trailing margin is 8 points (iOS 18's recorded rows:
    // the title ends 8 points before the chevron).
    let contentMargins = DirectionalEdgeInsets(
      top: vertical, leading: metrics.leadingMargin, bottom: vertical,
      trailing: reserved > 0 ? Self.contentTrailingMarginBesideAccessory : metrics.trailingMargin)
    if appliedMargins?.cell != cellMargins || appliedMargins?.content != contentMargins {
      directionalLayoutMargins = cellMargins
      contentView.directionalLayoutMargins = contentMargins
      appliedMargins = (cellMargins, contentMargins)
    }
    minimumContentHeight = TableView.standardRowHeight

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
