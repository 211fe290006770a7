import Foundation
import LayoutEngine

/// A bar that fills as a task progresses: UIKit's `UIProgressView`.
///
/// ```swift
/// let bar = ProgressView(progressViewStyle: .default)
/// bar.intrinsicContentSize  // (-1, 4): no width of its own, 4 points tall
/// bar.progress = 1.5        // clamped: 1
/// ```
///
/// A progress view has "a preferred height based on its artwork, but no preferred width" (Apple's
/// Auto Layout guide, as quoted by many). The height is 4 points: Interface Builder gives a progress
/// view constrained without a height a 4-point frame (public storyboards, Xcode 12 and later);
/// before iOS 14 the bar was 2 points tall.
@preconcurrency @MainActor
open class ProgressView: View {
  /// UIKit's `UIProgressView.Style`.
  nonisolated public enum Style: Int, Hashable, Sendable {
    /// The standard bar.
    case `default` = 0
    /// The style for toolbars (the same size in Trellis).
    case bar = 1
  }

  /// The intrinsic height of both styles: 4 points.
  public static let intrinsicHeight: CGFloat = 4

  /// The style; a change invalidates the intrinsic content size.
  open var progressViewStyle: Style {
    didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// How far the task is, 0 to 1 (default 0). Values outside are pinned to 0 or 1, as UIKit
  /// documents; NaN is taken as 0 (a Trellis choice).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
  }
  private var storedProgress: Float = 0

  /// The filled part's colour; nil (the default) draws the `View.tintColor`.
  open var progressTintColor: Color?
  /// The unfilled part's colour; nil (the default) draws `Color.systemFill`.
  open var trackTintColor: Color?

  /// A progress view of `style`, with a zero frame.
  public init(progressViewStyle style: Style) {
    self.progressViewStyle = style
    super.init(frame: .zero)
  }

  /// A ``Style/default`` progress view with the given frame.
  public override init(frame: CGRect = .zero) {
    self.progressViewStyle = .default
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    self.progressViewStyle = .default
    super.init(coder: coder)
  }

  /// Sets ``progress``; UIKit can animate the change, Trellis applies it at once.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No intrinsic width; 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ProgressView.intrinsicHeight)
  }

  // MARK: Accessibility

  /// True unless set (a Trellis choice: UIKit reads a progress view's value to VoiceOver, so it is
  /// taken to be an element; Documentation/Decisions.md).
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementIfSet ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The value set, else ``progress`` as a whole percentage: `"50%"`.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? accessibilityPercent(Double(progress)) }
    set { super.accessibilityValue = newValue }
  }
}
