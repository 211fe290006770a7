import Foundation
import LayoutEngine

/// A control for picking a value from a continuous range: UIKit's `UISlider`.
///
/// ```swift
/// let volume = Slider()
/// volume.intrinsicContentSize  // (-1, 31): no width of its own, 31 points tall
/// volume.maximumValue = 10
/// volume.value = 12            // clamped: 10
/// ```
///
/// Its intrinsic height is 31 points with no intrinsic width: Interface Builder gives a slider
/// constrained without a height a 31-point frame (public storyboards, Xcode 11 and later). Earlier
/// releases were taller or shorter (23 points in iOS 4, 34 in iOS 8).
@preconcurrency @MainActor
open class Slider: Control {
  /// The intrinsic height: 31 points.
  public static let intrinsicHeight: CGFloat = 31

  /// The value, always within ``minimumValue``…``maximumValue`` (default 0). A value outside is
  /// clamped, as UIKit does; NaN is ignored (a Trellis choice).
  open var value: Float {
    get { storedValue }
    set {
      guard !newValue.isNaN else { return }
      storedValue = min(max(newValue, minimumValue), maximumValue)
    }
  }
  private var storedValue: Float = 0

  /// The smallest value (default 0). A minimum above ``maximumValue`` raises the maximum to it, and
  /// ``value`` follows into the new range, as UIKit documents; NaN is ignored.
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      guard !newValue.isNaN else { return }
      storedMinimum = newValue
      if storedMaximum < newValue { storedMaximum = newValue }
      storedValue = min(max(storedValue, storedMinimum), storedMaximum)
    }
  }
  private var storedMinimum: Float = 0

  /// The largest value (default 1). A maximum below ``minimumValue`` lowers the minimum to it, and
  /// ``value`` follows into the new range; NaN is ignored.
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      guard !newValue.isNaN else { return }
      storedMaximum = newValue
      if storedMinimum > newValue { storedMinimum = newValue }
      storedValue = min(max(storedValue, storedMinimum), storedMaximum)
    }
  }
  private var storedMaximum: Float = 1

  /// Whether moving the thumb reports every change (default true); kept for ported code.
  open var isContinuous = true
  /// The track's colour left of the thumb; nil (the default) draws the `View.tintColor`.
  open var minimumTrackTintColor: Color?
  /// The track's colour right of the thumb; nil (the default) draws `Color.systemFill`.
  open var maximumTrackTintColor: Color?
  /// The thumb's colour; nil (the default) draws white.
  open var thumbTintColor: Color?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``value``; UIKit can animate the thumb, Trellis moves it at once.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Where the value lies in the range, 0 to 1 (0 when the range is empty).
  package var fraction: CGFloat {
    let range = maximumValue - minimumValue
    guard range > 0, range.isFinite else { return 0 }
    return CGFloat((value - minimumValue) / range)
  }

  // MARK: Accessibility

  override var kindAccessibilityTraits: AccessibilityTraits { .adjustable }

  /// The value set, else where ``value`` lies between ``minimumValue`` and ``maximumValue`` as a
  /// whole percentage: `"50%"` (`"0%"` when the range is empty).
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? accessibilityPercent(Double(fraction)) }
    set { super.accessibilityValue = newValue }
  }

  /// No intrinsic width; 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Slider.intrinsicHeight)
  }
}
