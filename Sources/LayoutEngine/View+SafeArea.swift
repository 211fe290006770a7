import Foundation

extension View {
  /// The part of the view covered by the host's unsafe regions (spec §3).
  ///
  /// A hosted root view has what its host gives it; every other view has the per-edge overlap of its
  /// frame with its superview's unsafe region, never more than the superview's inset (§3.3) — less
  /// what the superview consumes itself (a scroll view's adjusted content inset,
  /// `safeAreaInsetsConsumedBySubviews`; code font, not a link: subclasses in other modules
  /// inherit this comment, where the package symbol does not resolve). A view in a tree that no
  /// host holds has zero insets. A child view controller's view adds what its container's bars
  /// cover and the child's `additionalSafeAreaInsets` (issue 28).
  public var safeAreaInsets: EdgeInsets {
    guard let parent = superview else { return hostSafeAreaInsets ?? .zero }
    return safeAreaInsets(
      parentInsets: parent.safeAreaInsets.consuming(parent.consumedSafeArea),
      parentBounds: parent.bounds)
  }

  /// This view's safe area given its superview's insets and bounds (§3.3), without walking up.
  /// A child view controller's view adds what its controller gives it
  /// (`containerSafeAreaInsets`) to that overlap.
  func safeAreaInsets(parentInsets s: EdgeInsets, parentBounds b: CGRect) -> EdgeInsets {
    if s == .zero { return containerSafeAreaInsets }
    let f = frame
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    let overlap = EdgeInsets(
      top: clamp(s.top - (f.minY - b.minY), s.top),
      left: clamp(s.left - (f.minX - b.minX), s.left),
      bottom: clamp(s.bottom - (b.maxY - f.maxY), s.bottom),
      right: clamp(s.right - (b.maxX - f.maxX), s.right))
    return containerSafeAreaInsets == .zero ? overlap : overlap + containerSafeAreaInsets
  }
}
