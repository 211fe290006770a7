import Foundation
import LayoutEngine

/// A view whose content is larger than itself and moves under it: UIKit's `UIScrollView`.
///
/// ``contentOffset`` is the origin of the view's bounds, so subviews keep their frames and move on
/// screen as it changes. With Auto Layout, constraints from the content to ``contentLayoutGuide``
/// (or, as UIKit reads them, to the scroll view's own edges) define ``contentSize``; views pinned to
/// ``frameLayoutGuide`` stay put while the content scrolls. ``adjustedContentInset`` adds the safe
/// area to ``contentInset`` on the edges ``contentInsetAdjustmentBehavior`` allows, and those edges
/// of the safe area do not reach the content's own views (Documentation/ScrollViewsAndLists.md).
///
/// ```swift
/// let scrollView = ScrollView()
/// let stack = StackView(arrangedSubviews: rows)
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// scrollView.addSubview(stack)
/// LayoutConstraint.activate([
///   stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///   stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///   stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///   stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///   stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class ScrollView: View {
  /// How the safe area enters ``adjustedContentInset``: UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  nonisolated public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// As ``scrollableAxes`` (the default). UIKit also adjusts a scroll view that is the root view
    /// of a view controller shown by a navigation or tab bar controller vertically whatever its
    /// content size; a headless host has no such controllers, so use ``always`` there.
    case automatic = 0
    /// Top and bottom include the safe area when the content is taller than the view (or
    /// ``ScrollView/alwaysBounceVertical``); left and right when it is wider (or
    /// ``ScrollView/alwaysBounceHorizontal``). Nothing when scrolling is disabled.
    case scrollableAxes = 1
    /// The safe area never enters the inset.
    case never = 2
    /// The safe area always enters the inset, on every edge.
    case always = 3
  }

  /// The size of the scrollable content. Auto Layout sets it on each axis that constraints on
  /// ``contentLayoutGuide`` (or on the scroll view's edges from its content) determine; on other
  /// axes it keeps what was set.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      if contentSizeTies.count == 2 {
        contentSizeTies[0].constant = contentSize.width
        contentSizeTies[1].constant = contentSize.height
      }
      updateAdjustedContentInset()
    }
  }

  /// The point of the content shown at the view's top-left corner: the origin of its bounds.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Insets added around the content, inside the scroll view (points).
  open var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      updateAdjustedContentInset()
    }
  }

  /// How the safe area enters ``adjustedContentInset`` (default ``ContentInsetAdjustmentBehavior/automatic``).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      guard contentInsetAdjustmentBehavior != oldValue else { return }
      updateAdjustedContentInset()
    }
  }

  /// ``contentInset`` plus the edges of the safe area that ``contentInsetAdjustmentBehavior``
  /// lets in. Recomputed when any of them, the content size or the view's size changes.
  public internal(set) var adjustedContentInset: EdgeInsets = .zero

  /// Whether the content bounces vertically even when it is not taller than the view; makes the
  /// vertical axis scrollable for ``ContentInsetAdjustmentBehavior/scrollableAxes``.
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
  }
  /// Whether the content bounces horizontally even when it is not wider than the view.
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
  }
  /// Whether the user can scroll; when false no axis counts as scrollable.
  open var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { updateAdjustedContentInset() } }
  }
  /// Stored for source compatibility; Trellis does not simulate touches.
  open var bounces = true
  /// Stored for source compatibility; Trellis does not simulate touches.
  open var isPagingEnabled = false
  /// How dragging dismisses the keyboard (default ``KeyboardDismissMode/none``). Stored for UIKit
  /// code: there is no keyboard to dismiss.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Stored for source compatibility; scroll indicators take no space in UIKit's layout.
  open var showsVerticalScrollIndicator = true
  /// Stored for source compatibility; scroll indicators take no space in UIKit's layout.
  open var showsHorizontalScrollIndicator = true

  /// Told when the content scrolls and when the adjusted inset changes.
  public weak var delegate: (any ScrollViewDelegate)?

  /// The scrollable content's rectangle: its origin is the content's top-left corner, and
  /// constraints that size it define ``contentSize``.
  public let contentLayoutGuide = LayoutGuide()
  /// The scroll view's own frame, in its content's coordinates: views pinned to it do not move on
  /// screen when the content scrolls.
  public let frameLayoutGuide = LayoutGuide()

  /// The constraints that hold the content guide at the content's origin and the frame guide at
  /// the visible rectangle (the latter's origin follows ``contentOffset``).
  private var ties: [LayoutConstraint] = []

  /// For scroll views that compute ``contentSize`` themselves (table and collection views): the
  /// content guide's width and height, held at the content size so that the guide is not
  /// ambiguous. Empty for plain scroll views, whose content size comes from constraints.
  var contentSizeTies: [LayoutConstraint] = []

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setUpGuides()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpGuides()
  }

  private func setUpGuides() {
    contentLayoutGuide.identifier = "contentLayoutGuide"
    frameLayoutGuide.identifier = "frameLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
    contentAreaGuide = contentLayoutGuide
    ties = [
      contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
      contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
      frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
      frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
      frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
      frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor),
    ]
    let names = [
      "UIScrollView-contentLayoutGuide-left", "UIScrollView-contentLayoutGuide-top",
      "UIScrollView-frameLayoutGuide-left", "UIScrollView-frameLayoutGuide-top",
      "UIScrollView-frameLayoutGuide-width", "UIScrollView-frameLayoutGuide-height",
    ]
    for (tie, name) in zip(ties, names) { tie.identifier = name }
    LayoutConstraint.activate(ties)
    // UIKit's scroll views clip their content (`clipsToBounds = YES` in every printed
    // UIScrollView and UITableView description).
    clipsToBounds = true
  }

  /// Holds ``contentLayoutGuide``'s size at ``contentSize`` from now on: for subclasses that set
  /// the content size themselves instead of reading it from constraints.
  func pinContentLayoutGuideToContentSize() {
    guard contentSizeTies.isEmpty else { return }
    contentSizeTies = [
      contentLayoutGuide.widthAnchor.constraint(equalToConstant: contentSize.width),
      contentLayoutGuide.heightAnchor.constraint(equalToConstant: contentSize.height),
    ]
    contentSizeTies[0].identifier = "UIScrollView-contentSize-width"
    contentSizeTies[1].identifier = "UIScrollView-contentSize-height"
    LayoutConstraint.activate(contentSizeTies)
  }

  /// Scrolls the content so that `offset` is at the view's top-left corner. Trellis applies it at
  /// once (`animated` is accepted for source compatibility); offsets beyond the content are kept,
  /// as UIKit keeps them when set in code.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.x.isFinite, offset.y.isFinite, offset != boundsOrigin else { return }
    boundsOrigin = offset
    ties[2].constant = offset.x
    ties[3].constant = offset.y
    setNeedsLayout()
    delegate?.scrollViewDidScroll(self)
  }

  /// Scrolls the least distance that makes `rect` (in the content's coordinates) visible inside
  /// the adjusted content inset.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    // The bounds' origin is the content offset.
    let visible = bounds.inset(by: adjustedContentInset)
    func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if low < visibleLow { return low - visibleLow }
      if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
      return 0
    }
    let dx = shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
    let dy = shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
    setContentOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy), animated: animated)
  }

  /// Called when ``adjustedContentInset`` changes; the base implementation does nothing.
  open func adjustedContentInsetDidChange() {}

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let axes = contentGuideAxes()
    var size = contentSize
    let guide = contentLayoutGuide.layoutFrame
    if axes.horizontal { size.width = guide.width }
    if axes.vertical { size.height = guide.height }
    contentSize = size
    // The view's size enters the scrollable axes.
    updateAdjustedContentInset()
  }
}

/// What a scroll view tells its delegate: UIKit's `UIScrollViewDelegate`, the parts layout code
/// uses. Every method has an empty default.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
