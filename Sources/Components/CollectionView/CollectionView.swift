import Foundation
import LayoutEngine

/// A scrolling set of items placed by a layout: UIKit's `UICollectionView`, laid out headlessly —
/// every item, so tests can read each one's frame and cell.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInsetReference = .fromSafeArea
/// let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// ```
///
/// At each layout pass after ``reloadData()`` (and on the first) the collection view asks its
/// ``dataSource`` for every item's cell, lets its layout place them (``CollectionViewLayout/prepare()``),
/// sets the cells' frames and ``ScrollView/contentSize``. The layout runs again when the view's
/// size, insets, margins or traits change, or after ``CollectionViewLayout/invalidateLayout()``.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
  /// The layout that places the items.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      setNeedsItemLayout()
    }
  }

  /// Makes a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
    pinContentLayoutGuideToContentSize()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// a collection view with a zero frame and a new ``CollectionViewFlowLayout``, which is what a
  /// storyboard's collection view gets by default (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    let layout = CollectionViewFlowLayout()
    self.collectionViewLayout = layout
    super.init(coder: coder)
    layout.collectionView = self
    backgroundColor = .systemBackground
    pinContentLayoutGuideToContentSize()
  }

  /// Where sections, items and cells come from (weak, as in UIKit).
  open weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The delegate as a flow layout delegate, when it is one.
  var flowDelegate: (any CollectionViewDelegateFlowLayout)? {
    delegate as? any CollectionViewDelegateFlowLayout
  }

  /// The delegate as a collection view delegate, when it is one.
  var collectionDelegate: (any CollectionViewDelegate)? {
    delegate as? any CollectionViewDelegate
  }

  /// Asks the data source again for everything at the next layout pass. The selection stays
  /// (as in UIKit), less the items the data source no longer has
  /// (Documentation/ScrollViewsAndLists.md, "Selection").
  open func reloadData() {
    needsReload = true
    setNeedsItemLayout()
  }

  // MARK: Selection (CollectionView+Selection.swift)

  /// Whether items can be selected (default true, as in UIKit). Turning it off deselects every
  /// item; while it is off, ``selectItem(at:animated:scrollPosition:)`` does nothing.
  open var allowsSelection = true {
    didSet { if !allowsSelection { deselectAll(animated: false) } }
  }

  /// Whether more than one item can be selected at a time (default false): a new selection then
  /// adds to the others, and a tap on a selected item deselects it. Turning it off keeps only
  /// the first selected item.
  open var allowsMultipleSelection = false {
    didSet { if !allowsMultipleSelection && oldValue { keepFirstSelected() } }
  }

  /// The selected items, ascending.
  var selectedIndexPaths: [IndexPath] = []

  // MARK: State

  var needsReload = true
  var itemsAreStale = true
  var measuredFor: [CGFloat]?
  /// The cells of each section, in order.
  var sectionCells: [[CollectionViewCell]] = []
  var reusePool: [String: [CollectionViewCell]] = [:]
  var registrations: [String: CollectionViewCell.Type] = [:]
  var recordedItemDiagnostics: [IndexPath: [LayoutDiagnostic]] = [:]
  var recordedViewDiagnostics: [LayoutDiagnostic] = []

  /// Lays the items out again at the next layout pass.
  func setNeedsItemLayout() {
    itemsAreStale = true
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItemsIfNeeded()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsItemLayout()
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    setNeedsLayout()
  }

  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    setNeedsLayout()
  }
}
