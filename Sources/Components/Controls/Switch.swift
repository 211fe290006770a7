import Foundation
import LayoutEngine

/// An on/off switch: UIKit's `UISwitch`, 51 × 31 points whatever it is given.
///
/// ```swift
/// let toggle = Switch()
/// toggle.frame                 // (0, 0, 51, 31)
/// toggle.intrinsicContentSize  // (51, 31)
/// toggle.setOn(true, animated: true)  // applied at once
/// ```
///
/// UIKit's switch keeps its own size: `UISwitch(frame:)` with an 80 × 30 frame comes out 51 × 31
/// (sentry-cocoa's view-hierarchy printouts, iOS 16 to 26), and its intrinsic content size is the same
/// (spec §14). Constraints can still stretch the frame; the picture draws the switch at its own
/// size, centred, as UIKit does.
@preconcurrency @MainActor
open class Switch: Control {
  /// The switch's fixed size: 51 × 31 points.
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on (default false).
  open var isOn = false
  /// The track's colour when on; nil (the default) draws `Color.systemGreen`.
  open var onTintColor: Color?
  /// The thumb's colour; nil (the default) draws white.
  open var thumbTintColor: Color?

  /// A switch at `frame`'s origin, 51 × 31 points whatever size `frame` has.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(frame: CGRect(origin: .zero, size: Switch.size))
  }

  /// Sets ``isOn``; UIKit animates the thumb, Trellis moves it at once.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { Switch.size }

  // MARK: Accessibility

  override var kindAccessibilityTraits: AccessibilityTraits { [.button, .toggleButton] }

  /// The value set, else `"1"` when on and `"0"` when off, as UIKit reports a switch's value.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }
}
