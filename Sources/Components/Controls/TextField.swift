import Foundation
import LayoutEngine

/// A single line of editable text: UIKit's `UITextField`, as layout sees it — its text or
/// placeholder, font, border style and side views decide its intrinsic size.
///
/// The height is the font's line height on the pixel grid plus the border style's padding; the
/// width is the wider of the text and the placeholder plus the padding and the side views. With the
/// `.roundedRect` style and Interface Builder's default 14-point font that is 34 points tall, as
/// Interface Builder shows it (the padding of each style is a Trellis choice, Decisions.md).
///
/// ```swift
/// let field = TextField()
/// field.borderStyle = .roundedRect
/// field.placeholder = "Email"
/// field.font = .systemFont(ofSize: 14)
/// field.intrinsicContentSize.height  // 34 at @2x
/// ```
@preconcurrency @MainActor
open class TextField: Control {
  /// UIKit's `UITextField.BorderStyle`.
  nonisolated public enum BorderStyle: Int, Hashable, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// UIKit's `UITextField.ViewMode`.
  nonisolated public enum ViewMode: Int, Hashable, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  open var text: String? {
    didSet { if text != oldValue { measurementsDidChange() } }
  }
  open var placeholder: String? {
    didSet { if placeholder != oldValue { measurementsDidChange() } }
  }

  /// The value set, else the ``text``, or the ``placeholder`` while the text is empty: what
  /// UIKit reports as a field's value. A field has no label unless one is set.
  open override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      if let text, !text.isEmpty { return text }
      return placeholder
    }
    set { super.accessibilityValue = newValue }
  }
  /// The font of the text and the placeholder: the system font at 17 points unless set (a
  /// choice: UIKit's default for a field made in code is not documented; Interface Builder uses
  /// 14); setting nil restores it.
  open var font: Font! {
    get { storedFont ?? .systemFont(ofSize: 17) }
    set {
      storedFont = newValue
      measurementsDidChange()
    }
  }
  private var storedFont: Font?
  open var textColor: Color! = .label
  open var textAlignment: TextAlignment = .natural
  open var borderStyle: BorderStyle = .none { didSet { measurementsDidChange() } }
  /// Whether the font follows the content size category (with a font from
  /// `Font.preferredFont(forTextStyle:)`).
  open var adjustsFontForContentSizeCategory = false
  /// A view shown before the text, whose width adds to the field's when ``leftViewMode`` shows it.
  open var leftView: View? {
    didSet { replaceSideView(oldValue, with: leftView) }
  }
  open var leftViewMode: ViewMode = .never { didSet { measurementsDidChange() } }
  /// A view shown after the text.
  open var rightView: View? {
    didSet { replaceSideView(oldValue, with: rightView) }
  }
  open var rightViewMode: ViewMode = .never { didSet { measurementsDidChange() } }
  /// Whether the field is being edited: nothing is typed in a layout test, but side views with
  /// `.whileEditing` or `.unlessEditing` follow it.
  open var isEditing = false { didSet { measurementsDidChange() } }

  // Text input traits (UIKit's `UITextInputTraits`): stored for UIKit code. No keyboard is shown,
  // and none of them changes the field's size; a secure field's text measures as typed (UIKit
  // draws bullets).
  /// The keyboard a touch would show.
  open var keyboardType: KeyboardType = .default
  /// When the keyboard would capitalize.
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Whether autocorrection is on.
  open var autocorrectionType: TextAutocorrectionType = .default
  /// Whether spell checking is on.
  open var spellCheckingType: TextSpellCheckingType = .default
  /// The title of the keyboard's return key.
  open var returnKeyType: ReturnKeyType = .default
  /// Whether the text is hidden as typed (passwords).
  open var isSecureTextEntry = false
  /// What the text is, for AutoFill (nil: unspecified).
  open var textContentType: TextContentType!
  /// Whether the return key is disabled while the text is empty.
  open var enablesReturnKeyAutomatically = false
  /// When the clear button shows (default never). Stored: Trellis draws no clear button.
  open var clearButtonMode: ViewMode = .never
  /// Measures the text; nil uses `TextMeasurement.defaultMeasurer`.
  open var textMeasurer: (any TextMeasurer)? { didSet { measurementsDidChange() } }

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The padding around the text for each border style (a choice; see the type's discussion).
  var padding: EdgeInsets {
    switch borderStyle {
    case .none: .zero
    case .line, .bezel: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    case .roundedRect: EdgeInsets(top: 8.5, left: 7, bottom: 8.5, right: 7)
    }
  }

  /// The font in effect, at the current content size category when it adjusts.
  var effectiveFont: Font {
    adjustsFontForContentSizeCategory
      ? font.adjusted(to: traitCollection.preferredContentSizeCategory) : font
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  private func width(of view: View?, _ mode: ViewMode) -> CGFloat {
    guard let view, shows(mode) else { return 0 }
    let size = view.intrinsicContentSize
    return size.width >= 0 ? size.width : view.frame.width
  }

  /// The wider of the text and the placeholder plus padding and side views; the line height on
  /// the pixel grid plus padding.
  open override var intrinsicContentSize: CGSize {
    let font = effectiveFont
    let widths = [text, placeholder].compactMap { $0 }.filter { !$0.isEmpty }.map {
      MeasuredText($0, font: font, measurer: textMeasurer).width
    }
    let pad = padding
    let width =
      ceilToPixels(widths.max() ?? 0) + pad.left + pad.right + width(of: leftView, leftViewMode)
      + width(of: rightView, rightViewMode)
    return CGSize(width: width, height: ceilToPixels(font.lineHeight) + pad.top + pad.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The text's baseline: the padding plus the font's ascender.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    padding.top + effectiveFont.ascender
  }

  open override var lastBaselineOffsetFromBottom: CGFloat {
    padding.bottom - effectiveFont.descender
  }

  /// Where the text goes inside `bounds`: the bounds less the padding and the side views.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let pad = padding
    let left = width(of: leftView, leftViewMode)
    let right = width(of: rightView, rightViewMode)
    return CGRect(
      x: bounds.minX + pad.left + left, y: bounds.minY + pad.top,
      width: max(0, bounds.width - pad.left - pad.right - left - right),
      height: max(0, bounds.height - pad.top - pad.bottom))
  }

  /// Where the text goes while the field is editing: ``textRect(forBounds:)`` unless a subclass
  /// overrides it (UIKit's `editingRect(forBounds:)`). Pictures draw the text there while
  /// ``isEditing``.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// Where the placeholder goes: ``textRect(forBounds:)`` unless a subclass overrides it (UIKit's
  /// `placeholderRect(forBounds:)`). Pictures draw the placeholder there.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The left view's frame: after the leading padding, as wide as the view, as tall as the
  /// field. ``layoutSubviews()`` places ``leftView`` there, so a subclass can move it (UIKit's
  /// `leftViewRect(forBounds:)`).
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let width = self.width(of: leftView, .always)
    return CGRect(
      x: bounds.minX + padding.left, y: bounds.minY, width: width, height: bounds.height)
  }

  /// The right view's frame: before the trailing padding, as wide as the view, as tall as the
  /// field (UIKit's `rightViewRect(forBounds:)`).
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let width = self.width(of: rightView, .always)
    return CGRect(
      x: bounds.maxX - padding.right - width, y: bounds.minY, width: width, height: bounds.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = CGRect(origin: .zero, size: self.bounds.size)
    if let leftView {
      leftView.isHidden = !shows(leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !shows(rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory { measurementsDidChange() }
  }

  private func replaceSideView(_ old: View?, with new: View?) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    measurementsDidChange()
  }

  private func measurementsDidChange() {
    invalidateIntrinsicContentSize()
    invalidateBaselineOffsets()
    setNeedsLayout()
  }
}
