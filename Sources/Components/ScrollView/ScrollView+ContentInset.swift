import Foundation
import LayoutEngine

extension ScrollView {
  /// Whether each axis scrolls, for ``ContentInsetAdjustmentBehavior/scrollableAxes``: the content
  /// is larger than the view on that axis, or the view always bounces on it; neither when scrolling
  /// is disabled. (Apple's documentation of `scrollableAxes` compares the content size with the
  /// scroll view's own size, insets not included.)
  var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    guard isScrollEnabled else { return (false, false) }
    return (
      alwaysBounceHorizontal || contentSize.width > bounds.width,
      alwaysBounceVertical || contentSize.height > bounds.height
    )
  }

  /// The edges of the safe area that ``adjustedContentInset`` includes.
  var safeAreaAdjustment: EdgeInsets {
    let safeArea = safeAreaInsets
    let (horizontal, vertical): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: (horizontal, vertical) = (false, false)
    case .always: (horizontal, vertical) = (true, true)
    case .automatic, .scrollableAxes: (horizontal, vertical) = scrollableAxes
    }
    return EdgeInsets(
      top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
      bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
  }

  /// Recomputes ``adjustedContentInset``; when it changes, tells the view and its delegate, keeps a
  /// content offset that rested at the top-left of the old inset at rest for the new one (a list
  /// starts scrolled to `-adjustedContentInset.top`, as in UIKit), and stops passing the adjusted
  /// edges of the safe area on to the content.
  func updateAdjustedContentInset() {
    let adjustment = safeAreaAdjustment
    let adjusted = contentInset + adjustment
    safeAreaInsetsConsumedBySubviews = adjustment
    guard adjusted != adjustedContentInset else { return }
    let old = adjustedContentInset
    adjustedContentInset = adjusted
    var offset = contentOffset
    if offset.x == -old.left { offset.x = -adjusted.left }
    if offset.y == -old.top { offset.y = -adjusted.top }
    setContentOffset(offset, animated: false)
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The axes on which constraints other than the scroll view's own ties size the content guide:
  /// constraints naming ``contentLayoutGuide``, or relating the scroll view's edges to a view inside
  /// it (which UIKit reads against the content). On the other axes ``contentSize`` stays as set.
  func contentGuideAxes() -> (horizontal: Bool, vertical: Bool) {
    var horizontal = false
    var vertical = false
    func note(_ attribute: LayoutConstraint.Attribute) {
      if attribute.isXAxisLocation || attribute == .width { horizontal = true }
      if attribute.isYAxisLocation || attribute == .height { vertical = true }
    }
    var view: View? = self
    while let holder = view {
      for constraint in holder.constraints
      where constraint.identifier?.hasPrefix("UIScrollView-") != true {
        if constraint.firstItem === contentLayoutGuide { note(constraint.firstAttribute) }
        if constraint.secondItem === contentLayoutGuide { note(constraint.secondAttribute) }
        if constraint.firstItem === self, isInside(constraint.secondItem) {
          note(constraint.firstAttribute)
        }
        if constraint.secondItem === self, isInside(constraint.firstItem) {
          note(constraint.secondAttribute)
        }
      }
      view = holder.superview
    }
    return (horizontal, vertical)
  }

  /// Whether a rectangle in the content's coordinates overlaps the visible bounds by more than an
  /// edge (rectangles that only touch the bounds do not show).
  func showsOnScreen(_ rect: CGRect) -> Bool {
    let visible = bounds
    return rect.minX < visible.maxX && rect.maxX > visible.minX && rect.minY < visible.maxY
      && rect.maxY > visible.minY
  }

  private func isInside(_ item: AnyObject?) -> Bool {
    let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
    guard let view, view !== self else { return false }
    return view.isDescendant(of: self)
  }
}
