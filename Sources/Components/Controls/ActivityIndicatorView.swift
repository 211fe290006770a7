import Foundation
import LayoutEngine

/// A spinner that shows work in progress: UIKit's `UIActivityIndicatorView`.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .medium)
/// spinner.intrinsicContentSize  // (20, 20)
/// spinner.isHidden              // true: stopped, and hidesWhenStopped is on
/// spinner.startAnimating()
/// spinner.isHidden              // false
/// ```
///
/// As UIKit documents for `hidesWhenStopped` (on by default), the indicator sets its own
/// `View.isHidden` to true whenever it is not animating — also before the first
/// ``startAnimating()``. Hidden views keep their place in layout (stack views collapse them).
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
  /// The indicator's look and size: UIKit's `UIActivityIndicatorView.Style`.
  nonisolated public enum Style: Int, Hashable, Sendable {
    /// The large white indicator of iOS 12 and earlier (37 × 37; deprecated in UIKit).
    case whiteLarge = 0
    /// The small white indicator of iOS 12 and earlier (20 × 20; deprecated in UIKit).
    case white = 1
    /// The small grey indicator of iOS 12 and earlier (20 × 20; deprecated in UIKit).
    case gray = 2
    /// The standard indicator: 20 × 20 points.
    case medium = 100
    /// The large indicator: 37 × 37 points.
    case large = 101

    /// The indicator's size in points (spec §14: `.medium` 20 × 20, `.large` 37 × 37).
    public var size: CGSize {
      switch self {
      case .large, .whiteLarge: CGSize(width: 37, height: 37)
      case .medium, .white, .gray: CGSize(width: 20, height: 20)
      }
    }
  }

  /// The style; a change invalidates the intrinsic content size.
  open var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The spokes' colour; nil (the default) draws the style's own (grey, or white for the old
  /// white styles).
  open var color: Color?

  /// Whether the indicator hides itself while not animating (default true). Setting it updates
  /// `View.isHidden` at once.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }

  /// Whether the indicator is animating.
  public private(set) var isAnimating = false

  /// An indicator of `style`, stopped (and so hidden), sized to the style.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    updateHidden()
  }

  /// A ``Style/medium`` indicator with the given frame, stopped (and so hidden).
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    updateHidden()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    self.style = .medium
    super.init(coder: coder)
    updateHidden()
  }

  /// A ``Style/medium`` indicator sized to its style, as `init(style: .medium)`.
  public convenience init() {
    self.init(style: .medium)
  }

  /// Starts the animation and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops the animation; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  /// Hides the stopped indicator when ``hidesWhenStopped``, shows it otherwise; an animating one
  /// is shown.
  private func updateHidden() {
    isHidden = !isAnimating && hidesWhenStopped
  }

  /// The style's size, whatever the frame.
  open override var intrinsicContentSize: CGSize { style.size }

  // MARK: Accessibility

  /// True unless set (a Trellis choice: VoiceOver announces a spinning indicator;
  /// Documentation/Decisions.md).
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementIfSet ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The label set, else `"In progress"` while animating (what VoiceOver announces for a
  /// spinning `UIActivityIndicatorView`) and nil while stopped.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (isAnimating ? "In progress" : nil) }
    set { super.accessibilityLabel = newValue }
  }
}
