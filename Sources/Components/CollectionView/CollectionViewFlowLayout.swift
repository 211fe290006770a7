import Foundation
import LayoutEngine

/// Items in lines: UIKit's `UICollectionViewFlowLayout`. Items fill a line (a row when scrolling
/// vertically) while they fit with at least ``minimumInteritemSpacing`` between them; the rest of
/// the line's length is shared out between the items (a line of one item centres it); lines are
/// ``minimumLineSpacing`` apart and each is as tall as its tallest item, the others centred in it.
/// Sections are inset by ``sectionInset``, measured from what ``sectionInsetReference`` says.
///
/// With ``estimatedItemSize`` set (to ``automaticSize`` or an estimate) items size themselves:
/// each cell's content view is measured with `systemLayoutSizeFitting` from the estimate, both
/// axes at the fitting priority.
///
/// Defaults are UIKit's: items 50 × 50, spacings 10, no insets, vertical scrolling,
/// ``SectionInsetReference/fromContentInset``.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The value of ``estimatedItemSize`` that asks for self-sizing items with no estimate:
  /// UIKit's `UICollectionViewFlowLayout.automaticSize`. Trellis starts measuring from
  /// ``itemSize``.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item unless the delegate answers `collectionView(_:layout:sizeForItemAt:)`
  /// (default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Non-zero: items size themselves from their constraints, starting from this estimate
  /// (default zero: off).
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The least space between lines (default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items in a line (default 10).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items (default zero).
  open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
  /// What ``sectionInset`` is measured from (default ``SectionInsetReference/fromContentInset``).
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The axis lines stack along (default vertical).
  open var scrollDirection: CollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The space before each section for a header (its height when scrolling vertically, its
  /// width otherwise; default zero). Trellis reserves the space; supplementary views are not
  /// modelled.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The space after each section for a footer (default zero).
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  private var attributes: [[CollectionViewLayoutAttributes]] = []
  private var contentSize: CGSize = .zero

  public override init() { super.init() }

  /// UIKit's archive initializer; Trellis reads nothing from `coder`: the same as `init()`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, attributes.indices.contains(indexPath.section),
      attributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return attributes[indexPath.section][indexPath.item]
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]
  {
    attributes.flatMap { $0.filter { $0.frame.intersects(rect) } }
  }

  /// The insets ``sectionInsetReference`` adds inside the content: nothing from the content
  /// inset; from the safe area or the layout margins, the part of them the adjusted content inset
  /// does not already cover.
  func referenceInsets(of view: CollectionView) -> EdgeInsets {
    let adjusted = view.adjustedContentInset
    let edges: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: edges = view.safeAreaInsets
    case .fromLayoutMargins: edges = view.layoutMargins
    }
    return EdgeInsets(
      top: max(0, edges.top - adjusted.top), left: max(0, edges.left - adjusted.left),
      bottom: max(0, edges.bottom - adjusted.bottom), right: max(0, edges.right - adjusted.right))
  }

  open override func prepare() {
    attributes = []
    contentSize = .zero
    guard let view = collectionView else { return }
    let vertical = scrollDirection == .vertical
    let adjusted = view.adjustedContentInset
    let reference = referenceInsets(of: view)
    let delegate = view.flowDelegate
    // Lengths along the line (across the scroll direction) and along the scroll direction.
    let available =
      vertical
      ? view.bounds.width - adjusted.left - adjusted.right
      : view.bounds.height - adjusted.top - adjusted.bottom
    var position: CGFloat = 0
    for (section, cells) in view.sectionCells.enumerated() {
      let inset =
        delegate?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      // (before, after) across lines and along them, in the scroll direction's terms.
      let crossBefore = vertical ? reference.left + inset.left : reference.top + inset.top
      let crossAfter = vertical ? reference.right + inset.right : reference.bottom + inset.bottom
      let mainBefore = vertical ? reference.top + inset.top : reference.left + inset.left
      let mainAfter = vertical ? reference.bottom + inset.bottom : reference.right + inset.right
      let lineLength = max(0, available - crossBefore - crossAfter)
      position += (vertical ? headerReferenceSize.height : headerReferenceSize.width) + mainBefore
      // Sizes.
      var sizes: [CGSize] = []
      for item in cells.indices {
        let indexPath = IndexPath(item: item, section: section)
        var size =
          delegate?.collectionView(view, layout: self, sizeForItemAt: indexPath) ?? itemSize
        if estimatedItemSize != .zero {
          let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
          size = view.fittingSize(forItemAt: indexPath, estimate: estimate) ?? estimate
        }
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
          view.recordItemDiagnostic(
            .cellSizing, at: indexPath,
            "The item's size \(size.width) × \(size.height) is negative or not finite; Trellis "
              + "uses 0 × 0.")
          size = .zero
        }
        let across = vertical ? size.width : size.height
        if across > lineLength {
          view.recordItemDiagnostic(
            .cellSizing, at: indexPath,
            "The behavior of the UICollectionViewFlowLayout is not defined because: the item "
              + (vertical ? "width" : "height") + " must be less than the "
              + (vertical ? "width" : "height") + " of the UICollectionView minus the section "
              + "insets and content insets (UIKit's log). Trellis shortens the item to "
              + "\(lineLength) points.")
          if vertical { size.width = lineLength } else { size.height = lineLength }
        }
        sizes.append(size)
      }
      // Lines.
      var sectionAttributes: [CollectionViewLayoutAttributes] = []
      var start = 0
      while start < sizes.count {
        var end = start + 1
        var used = vertical ? sizes[start].width : sizes[start].height
        while end < sizes.count {
          let next = vertical ? sizes[end].width : sizes[end].height
          guard used + itemSpacing + next <= lineLength + 1e-9 else { break }
          used += itemSpacing + next
          end += 1
        }
        let line = start..<end
        let lineThickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        let total = line.map { vertical ? sizes[$0].width : sizes[$0].height }.reduce(0, +)
        let count = line.count
        let spacing = count > 1 ? (lineLength - total) / CGFloat(count - 1) : 0
        var cross = crossBefore + (count == 1 ? (lineLength - total) / 2 : 0)
        for index in line {
          let size = sizes[index]
          let along = vertical ? size.width : size.height
          let thickness = vertical ? size.height : size.width
          let main = position + (lineThickness - thickness) / 2
          let item = CollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: index, section: section))
          item.frame =
            vertical
            ? CGRect(x: cross, y: main, width: size.width, height: size.height)
            : CGRect(x: main, y: cross, width: size.width, height: size.height)
          sectionAttributes.append(item)
          cross += along + spacing
        }
        position += lineThickness
        start = end
        if start < sizes.count { position += lineSpacing }
      }
      position += mainAfter + (vertical ? footerReferenceSize.height : footerReferenceSize.width)
      attributes.append(sectionAttributes)
    }
    let crossLength = max(0, available)
    contentSize =
      vertical
      ? CGSize(width: crossLength, height: position) : CGSize(width: position, height: crossLength)
    // Right-to-left: a vertical flow fills rows from the right (UIKit flips flow layouts).
    if vertical && view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      for item in attributes.joined() {
        item.frame.origin.x = crossLength - item.frame.maxX
      }
    }
  }
}
