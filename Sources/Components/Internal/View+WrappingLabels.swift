import LayoutEngine

extension View {
  /// Tells every label of this subtree to measure its text from an unlimited width at the next
  /// layout pass, as labels laid out for the first time do (``Label``'s two passes). Lists call it
  /// for their cells when the rows' width or traits change, so that a cell's labels wrap at the
  /// new width instead of their old one (issue 22).
  func measureLabelsFromUnlimitedWidth() {
    if let label = self as? Label { label.measureFromUnlimitedWidth() }
    for subview in subviews { subview.measureLabelsFromUnlimitedWidth() }
  }
}
