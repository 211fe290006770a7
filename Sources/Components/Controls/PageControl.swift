import Foundation
import LayoutEngine

/// A row of dots, one per page, with the current page's filled: UIKit's `UIPageControl`.
///
/// ```swift
/// let dots = PageControl()
/// dots.numberOfPages = 3
/// dots.intrinsicContentSize         // (39, 37)
/// dots.size(forNumberOfPages: 5)    // (71, 37)
/// dots.currentPage = 7              // pinned: 2
/// ```
///
/// The geometry is a Trellis choice (Documentation/Decisions.md): 7-point dots 16 points apart
/// (9-point gaps) in a 37-point-tall control — the look of iOS 7 to 13. No public printout of
/// `size(forNumberOfPages:)` was found; iOS 14 redrew the control.
@preconcurrency @MainActor
open class PageControl: Control {
  /// The diameter of a dot: 7 points.
  public static let indicatorDiameter: CGFloat = 7
  /// From one dot's left edge to the next one's: 16 points.
  public static let indicatorPitch: CGFloat = 16
  /// The control's height: 37 points.
  public static let height: CGFloat = 37

  /// How many dots (default 0). A negative number is taken as 0; the current page is pinned into
  /// the new range. A change invalidates the intrinsic content size.
  open var numberOfPages: Int {
    get { storedNumberOfPages }
    set {
      let count = max(0, newValue)
      guard count != storedNumberOfPages else { return }
      storedNumberOfPages = count
      storedCurrentPage = min(storedCurrentPage, max(0, count - 1))
      invalidateIntrinsicContentSize()
    }
  }
  private var storedNumberOfPages = 0

  /// The filled dot, 0-based (default 0). Values outside are pinned to 0 or `numberOfPages - 1`,
  /// as UIKit documents.
  open var currentPage: Int {
    get { storedCurrentPage }
    set { storedCurrentPage = min(max(newValue, 0), max(0, storedNumberOfPages - 1)) }
  }
  private var storedCurrentPage = 0

  /// Whether the control hides its dots when there is only one page (default false). Pictures
  /// leave such a control empty; its size does not change.
  open var hidesForSinglePage = false
  /// The other dots' colour; nil (the default) draws `Color.tertiaryLabel`.
  open var pageIndicatorTintColor: Color?
  /// The current dot's colour; nil (the default) draws `Color.label`.
  open var currentPageIndicatorTintColor: Color?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size the control needs for `pageCount` dots: `16 × n − 9` points wide (0 for no pages;
  /// a negative count is taken as 0) and 37 points tall.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = max(0, pageCount)
    let width =
      count == 0
      ? 0
      : CGFloat(count - 1) * PageControl.indicatorPitch + PageControl.indicatorDiameter
    return CGSize(width: width, height: PageControl.height)
  }

  /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  // MARK: Accessibility

  override var kindAccessibilityTraits: AccessibilityTraits { .adjustable }

  /// The value set, else the current page of the pages, 1-based: `"page 2 of 3"` (nil with no
  /// pages). The wording is a Trellis choice (Documentation/Decisions.md).
  open override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      guard numberOfPages > 0 else { return nil }
      return "page \(currentPage + 1) of \(numberOfPages)"
    }
    set { super.accessibilityValue = newValue }
  }
}
