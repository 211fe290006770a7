import Foundation

/// What a scrolling view (a scroll view in `Components`) tells the engine about its content: UIKit
/// reads constraints between a scroll view's edges and its content against the content area, and a
/// scroll view that insets its content by its safe area does not pass those edges on to the content.
extension View {
  /// The edges of this view's safe area that its subviews do not see, because the view already
  /// insets its content by them: a scroll view whose adjusted content inset includes its safe area
  /// (plain views consume nothing). Each edge is taken off the safe area the subviews start from,
  /// never below zero.
  package var safeAreaInsetsConsumedBySubviews: EdgeInsets {
    get { consumedSafeArea }
    set {
      guard newValue != consumedSafeArea else { return }
      consumedSafeArea = newValue
      setNeedsEngineSync()
    }
  }

  /// The guide that a subview's constraints to this view's edges and centre are read against: a
  /// scroll view's content area (see `Lowering.contentArea(_:_:other:)`); nil for other views.
  /// The guide must be one of this view's `layoutGuides`.
  package var contentAreaGuide: LayoutGuide? {
    get { storedContentAreaGuide }
    set {
      guard newValue !== storedContentAreaGuide else { return }
      storedContentAreaGuide = newValue
      setNeedsEngineSync()
    }
  }
}

nonisolated extension EdgeInsets {
  /// These insets less `consumed`, edge by edge, never below zero.
  func consuming(_ consumed: EdgeInsets) -> EdgeInsets {
    if consumed == .zero { return self }
    return EdgeInsets(
      top: Swift.max(top - consumed.top, 0), left: Swift.max(left - consumed.left, 0),
      bottom: Swift.max(bottom - consumed.bottom, 0), right: Swift.max(right - consumed.right, 0))
  }
}
