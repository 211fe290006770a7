import Foundation
import LayoutEngine

/// The base of views that respond to touches — switches, sliders, page controls, and buttons:
/// UIKit's `UIControl`, with its state and content alignment (no events: nothing is touched in a
/// layout test).
///
/// ```swift
/// let toggle = Switch()
/// toggle.isEnabled = false
/// toggle.state  // .disabled
/// ```
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control is enabled (default true). A disabled control is drawn dimmed.
  open var isEnabled = true
  /// Whether the control is selected (default false).
  open var isSelected = false
  /// Whether the control is highlighted, as while a finger is on it (default false).
  open var isHighlighted = false

  /// How content (a title, an image) is placed horizontally (default ``ContentHorizontalAlignment/center``).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How content is placed vertically (default ``ContentVerticalAlignment/center``).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// Whether a touch shows the control's menu instead of sending its primary action (default
  /// false). Stored: Trellis shows no menus.
  open var showsMenuAsPrimaryAction = false

  /// The actions added with ``addAction(_:for:)``, in order (Control+Actions.swift).
  var registeredActions: [(action: Action, events: Event)] = []

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``: ``State/normal``
  /// when none applies.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  // MARK: Accessibility

  /// The traits this kind of control has whatever its state (a button's
  /// `AccessibilityTraits.button`); ``accessibilityTraits`` adds the state's.
  var kindAccessibilityTraits: AccessibilityTraits { [] }

  /// True unless set: a UIKit control is an accessibility element by default (Apple's
  /// `isAccessibilityElement` documentation).
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementIfSet ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// Unless set: the kind's traits, plus `AccessibilityTraits.notEnabled` while
  /// ``isEnabled`` is false and `AccessibilityTraits.selected` while ``isSelected``. A set
  /// value replaces them all, state traits included (Documentation/Accessibility.md).
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      if let traits = accessibilityTraitsIfSet { return traits }
      var traits = kindAccessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// ``contentHorizontalAlignment`` with ``ContentHorizontalAlignment/leading`` and
  /// ``ContentHorizontalAlignment/trailing`` resolved to left or right by the layout direction.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rtl ? .right : .left
    case .trailing: return rtl ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
}
