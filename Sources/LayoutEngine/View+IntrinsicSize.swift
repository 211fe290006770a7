import Foundation

extension View {
  /// UIKit's `UIView.noIntrinsicMetric`: no natural size on that axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The target size for the smallest fitting size: UIKit's `layoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target size for the largest fitting size: UIKit's `layoutFittingExpandedSize`. UIKit's value
  /// is not documented; Trellis uses a size far beyond any screen.
  public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

  /// Tells the engine that ``intrinsicContentSize`` changed.
  public func invalidateIntrinsicContentSize() { setNeedsViewSync() }

  /// Tells the tree's engine that this view's intrinsic size depends on the width it is laid out
  /// at, and that the view conforms to ``WidthDependentMeasuring``: from then on, a layout that
  /// changes what is solved first asks every such view of the tree to measure from an unlimited
  /// width (a multi-line label calls it).
  package func noteIntrinsicSizeDependsOnWidth() {
    guard let engine = root.engine, !engine.hasWidthDependentViews else { return }
    engine.hasWidthDependentViews = true
  }

  /// Asks every view of this subtree whose intrinsic size depends on its width to measure from an
  /// unlimited width at the next pass.
  func measureWidthDependentViewsFromUnlimitedWidth() {
    if let view = self as? any WidthDependentMeasuring { view.measureFromUnlimitedWidth() }
    for subview in subviews { subview.measureWidthDependentViewsFromUnlimitedWidth() }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin: UIKit's
  /// `sizeToFit()`.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    untransformedFrame = CGRect(origin: untransformedFrame.origin, size: size)
  }

  /// Tells the engine that ``firstBaselineOffsetFromTop`` or ``lastBaselineOffsetFromBottom``
  /// changed (a Trellis addition; UIKit tracks its own views' fonts): every active constraint that
  /// names this view's baselines is solved again with the new offsets at the next layout pass.
  public func invalidateBaselineOffsets() {
    var ancestor: View? = self
    while let view = ancestor {
      for constraint in view.installedConstraints
      where (constraint.first === self && constraint.firstAttribute.isBaseline)
        || (constraint.second === self && constraint.secondAttribute.isBaseline)
      {
        constraint.contentDidChange()
      }
      ancestor = view.superview
    }
  }

  /// Tells the engine that ``alignmentRectInsets`` changed (a Trellis addition, as
  /// ``invalidateBaselineOffsets()``: UIKit's own views track theirs): every active constraint that
  /// names this view is solved again against the new alignment rectangle at the next pass.
  public func invalidateAlignmentRectInsets() {
    var ancestor: View? = self
    while let view = ancestor {
      for constraint in view.installedConstraints
      where constraint.first === self || constraint.second === self {
        constraint.contentDidChange()
      }
      ancestor = view.superview
    }
    // The intrinsic size's constraints, kept and updated in place, are lowered again too.
    for constraint in generated.contentSize { constraint.contentDidChange() }
    setNeedsViewSync()
  }

  /// How strongly the view resists growing beyond its intrinsic size (default 250).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    setNeedsViewSync()
  }

  /// How strongly the view resists shrinking below its intrinsic size (default 750).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    setNeedsViewSync()
  }
}
