import Foundation
import LayoutEngine

/// A list of rows in sections: UIKit's `UITableView`, laid out headlessly — every row, not only
/// the visible ones, so that tests can read each row's frame, cell and height.
///
/// The table asks its ``dataSource`` for sections, rows and cells (UIKit's protocol, or a
/// ``TableViewClosureDataSource``), sizes each row — ``rowHeight`` or the delegate's
/// `tableView(_:heightForRowAt:)`, and by default ``automaticDimension``: the cell's content view
/// measured with Auto Layout at its width, as UIKit does — and places the cells as its subviews,
/// one under the other, with their section headers and footers. ``ScrollView/contentSize`` is the
/// total; the table is a scroll view, so ``ScrollView/adjustedContentInset`` takes in the safe
/// area and the first row starts below the status bar.
///
/// ```swift
/// let table = TableView(frame: .zero, style: .insetGrouped)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = settings          // a TableViewDataSource
/// host.rootView.addSubview(table)      // pinned to the root's edges
/// host.layoutIfNeeded()
/// table.rows.count                     // every row, laid out
/// table.rectForRow(at: IndexPath(row: 0, section: 1))
/// table.cellForRow(at: IndexPath(row: 0, section: 1))?.contentView.frame
/// ```
///
/// Rows are laid out at the next layout pass after ``reloadData()`` (and on the first), and
/// measured again when the table's width, safe area, margins, traits or row properties change.
/// Problems UIKit raises exceptions on — a data source's negative counts, an unregistered reuse
/// identifier, a row asked for that does not exist — and rows whose constraints cannot give a
/// height are ``LayoutDiagnostic``s, per row (``diagnostics(forRowAt:)``); the other rows are laid
/// out as usual.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// The value that asks for a size from Auto Layout (rows) or the style's default (headers and
  /// footers): UIKit's `UITableView.automaticDimension`, −1.
  public static let automaticDimension: CGFloat = -1

  /// How rows are grouped; fixed at initialization.
  public let style: Style

  /// Makes a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero, style: .plain)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
    setUpTable()
  }

  private func setUpTable() {
    // Tables bounce vertically even when their rows fit (UIKit), so the vertical safe area is
    // always in the adjusted content inset.
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    pinContentLayoutGuideToContentSize()
  }

  /// Makes a plain table.
  public convenience override init(frame: CGRect = .zero) {
    self.init(frame: frame, style: .plain)
  }

  // MARK: Data

  /// Where sections, rows and cells come from (weak, as in UIKit).
  open weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }

  /// A closure data source the table keeps alive; setting it also sets ``dataSource``.
  public var closureDataSource: TableViewClosureDataSource? {
    didSet { dataSource = closureDataSource }
  }

  /// The delegate as a table view delegate, when it is one.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  /// Asks the data source again for everything at the next layout pass; the current cells go back
  /// to the reuse queue then. Clears the selection, without telling the delegate
  /// (Documentation/ScrollViewsAndLists.md, "Selection").
  open func reloadData() {
    selectedIndexPaths = []
    needsReload = true
    setNeedsRowLayout()
  }

  /// UIKit's batch updates: Trellis applies the changes (and measures every row again) at the
  /// next layout pass.
  open func beginUpdates() {}

  /// Ends a batch of updates: the rows are measured again at the next layout pass, as UIKit does
  /// after `endUpdates()`.
  open func endUpdates() { setNeedsRowLayout() }

  // MARK: Row and section sizes

  /// The height of every row (default ``automaticDimension``: from the cell's constraints),
  /// unless the delegate answers `tableView(_:heightForRowAt:)`. A negative value other than
  /// ``automaticDimension``, or one that is not finite, is ignored with a diagnostic.
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { if rowHeight != oldValue { setNeedsRowLayout() } }
  }

  /// An estimate of a row's height (default ``automaticDimension``). Stored for UIKit source
  /// compatibility: Trellis measures every row, so estimates never show.
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension

  /// The height of every section header (default ``automaticDimension``: the style's default,
  /// or the header's fitting height), unless the delegate answers.
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionHeaderHeight != oldValue { setNeedsRowLayout() } }
  }

  /// The height of every section footer (default ``automaticDimension``).
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionFooterHeight != oldValue { setNeedsRowLayout() } }
  }

  /// Stored for UIKit source compatibility (estimates never show).
  open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
  /// Stored for UIKit source compatibility (estimates never show).
  open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

  /// A view above the first section; the table keeps its height and sets its width.
  open var tableHeaderView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section; the table keeps its height and sets its width.
  open var tableFooterView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  private func replaceAccessoryView(_ old: View?, with new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new {
      new.translatesAutoresizingMaskIntoConstraints = true
      addSubview(new)
    }
    setNeedsRowLayout()
  }

  // MARK: Separators and margins

  /// Whether rows have a one-pixel separator at the bottom (default ``SeparatorStyle/singleLine``),
  /// drawn over the content view's last pixel (the content view keeps the row's whole height).
  open var separatorStyle: SeparatorStyle = .singleLine {
    didSet { if separatorStyle != oldValue { setNeedsRowLayout() } }
  }

  /// The separators' colour (default ``Color/separator``); pictures draw it.
  open var separatorColor: Color? = .separator

  /// The separators' insets (only left and right count; they swap in right-to-left layouts).
  /// Unset, it reads the automatic inset: the rows' leading margin. How it is measured:
  /// ``separatorInsetReference``.
  open var separatorInset: EdgeInsets {
    get {
      storedSeparatorInset
        ?? EdgeInsets(top: 0, left: rowMargins().leading, bottom: 0, right: 0)
    }
    set {
      storedSeparatorInset = newValue
      setNeedsRowLayout()
    }
  }
  var storedSeparatorInset: EdgeInsets?

  /// What ``separatorInset`` is measured from (default ``SeparatorInsetReference/fromCellEdges``).
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
    didSet { if separatorInsetReference != oldValue { setNeedsRowLayout() } }
  }

  /// Whether the rows' side margins follow the readable content guide (default false since
  /// iOS 12): on a wide table the content is narrowed to the readable width, centred.
  open var cellLayoutMarginsFollowReadableWidth = false {
    didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { setNeedsRowLayout() } }
  }

  /// Whether cells, headers and footers keep their content views inside the safe area on the
  /// sides (default true): on an iPhone X in landscape the content view moves in by 44 points.
  open var insetsContentViewsToSafeArea = true {
    didSet { if insetsContentViewsToSafeArea != oldValue { setNeedsRowLayout() } }
  }

  // MARK: Selection (TableView+Selection.swift)

  /// Whether rows can be selected (default true). Turning it off deselects every row; while it
  /// is off, ``selectRow(at:animated:scrollPosition:)`` does nothing.
  open var allowsSelection = true {
    didSet { if !allowsSelection { deselectAll(animated: false) } }
  }

  /// Whether more than one row can be selected at a time (default false): a new selection then
  /// adds to the others instead of replacing them. Selected cells show their
  /// ``TableViewCell/multipleSelectionBackgroundView`` when it is set. Turning it off keeps only
  /// the first selected row.
  open var allowsMultipleSelection = false {
    didSet {
      guard allowsMultipleSelection != oldValue else { return }
      if !allowsMultipleSelection { keepFirstSelected() }
      for row in rows { row.cell.updateSelectionBackground() }
    }
  }

  /// Whether rows can be selected while editing (default false). Stored for UIKit source
  /// compatibility: Trellis has no editing mode.
  open var allowsSelectionDuringEditing = false

  /// Whether more than one row can be selected while editing (default false). Stored for UIKit
  /// source compatibility: Trellis has no editing mode.
  open var allowsMultipleSelectionDuringEditing = false

  /// The selected rows, ascending.
  var selectedIndexPaths: [IndexPath] = []

  // MARK: State (TableView+Layout.swift)

  var needsReload = true
  /// What the rows were last measured for; a layout pass with another key measures again.
  var measuredFor: LayoutKey?
  var rowsAreStale = true
  var sectionRecords: [SectionRecord] = []
  var reusePool: [String: [TableViewCell]] = [:]
  var registrations: [String: TableViewCell.Type] = [:]
  var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type] = [:]
  /// Diagnostics recorded while laying out rows, by row (ascending index paths when listed).
  var recordedRowDiagnostics: [IndexPath: [LayoutDiagnostic]] = [:]
  /// Diagnostics about the table as a whole (counts, width).
  var recordedTableDiagnostics: [LayoutDiagnostic] = []
  /// Whether ``layoutRows()`` is running (cells dequeued then belong to the current load).
  var isLoadingRows = false

  /// Measures and places the rows again at the next layout pass.
  open func setNeedsRowLayout() {
    rowsAreStale = true
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRowsIfNeeded()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsRowLayout()
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    setNeedsLayout()
  }
}
