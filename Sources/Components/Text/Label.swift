import Foundation
import LayoutEngine

/// A view that shows text: UIKit's `UILabel`, laid out headlessly.
///
/// ```swift
/// let label = Label()
/// label.text = "Trellis lays text out without a platform font."
/// label.numberOfLines = 0
/// label.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(label)
/// LayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///   label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
///   label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
/// ])
/// root.layoutIfNeeded()          // one call: wrapped at the width it got, height to match
/// label.displayedLineCount       // 2 on a 320-point root
/// ```
///
/// Its intrinsic content size is its text's size, rounded up to the pixel grid of the display
/// scale: one line of 17-point text is 20.5 points tall at @2x and 20.333… at @3x, three lines
/// 61 at both; empty text is (0, 0). A label of more than one line (``numberOfLines`` ≠ 1) whose
/// ``preferredMaxLayoutWidth`` is 0 wraps at the width it is laid out at: when the layout pass
/// gives it a new width, it measures its height again and the same `layoutIfNeeded()` runs
/// another pass, as UIKit does. Widths come from a ``TextMeasurer`` (the built-in model of the
/// system font unless you plug one in); measurements are cached, so a layout that does not
/// change the text, font or measurer never measures again.
///
/// Beyond UIKit, a test can ask what the label shows: ``displayedTextLayout``,
/// ``displayedLineCount``, ``isTextTruncated`` and ``isTextClipped``.
@preconcurrency @MainActor
open class Label: View {
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  // MARK: Accessibility

  /// True unless set: a label is an accessibility element by default.
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementIfSet ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The label set, else ``text``.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// The traits set, else `AccessibilityTraits.staticText`.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilityTraitsIfSet ?? .staticText }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: Content

  /// The text shown; nil and `""` show nothing and size the label to (0, 0).
  open var text: String? {
    didSet { if text != oldValue { contentDidChange() } }
  }

  /// The font as set, before the content size category adjusts it.
  private var baseFont = Font.systemFont(ofSize: Font.labelFontSize)

  /// The colour of the text: ``Color/label`` unless set; setting nil restores that (UIKit's
  /// default since iOS 13). Pictures draw the text in it; it never changes the layout.
  open var textColor: Color! {
    get { storedTextColor ?? .label }
    set { storedTextColor = newValue }
  }
  private var storedTextColor: Color?

  /// The font of the text: the system font at 17 points unless set; setting nil restores that.
  /// With ``adjustsFontForContentSizeCategory``, reading gives the font at the label's current
  /// content size category, as in UIKit.
  open var font: Font! {
    get { effectiveFont }
    set {
      baseFont = newValue ?? Font.systemFont(ofSize: Font.labelFontSize)
      fontDidChange()
    }
  }

  /// The most lines the text may take; 0 (or less) for as many as it needs. Default 1.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { contentDidChange() } }
  }

  /// How text that does not fit wraps and is cut. Default ``LineBreakMode/byTruncatingTail``.
  open var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { contentDidChange() } }
  }

  /// How lines sit across the label. Default ``TextAlignment/natural`` (leading).
  open var textAlignment = TextAlignment.natural {
    didSet { if textAlignment != oldValue { setNeedsLayout() } }
  }

  /// The width a label of more than one line wraps at for its intrinsic size; 0 (the default,
  /// and any value that is not a finite positive number) to wrap at the width it is laid out at.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
  }

  /// Whether the font follows the content size category of the label's traits. It works with fonts
  /// that scale with a text style: from ``Font/preferredFont(forTextStyle:)`` or
  /// ``FontMetrics/scaledFont(for:)``. Default false.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { fontDidChange() } }
  }

  /// The measurer of this label's text; nil (the default) uses
  /// ``TextMeasurement/defaultMeasurer``.
  open var textMeasurer: (any TextMeasurer)? {
    didSet {
      measured = nil
      contentDidChange()
    }
  }

  /// The font the text is set in: ``font`` as set, adjusted to the traits' content size category
  /// when ``adjustsFontForContentSizeCategory``.
  var effectiveFont: Font {
    guard adjustsFontForContentSizeCategory else { return baseFont }
    return baseFont.adjusted(to: traitCollection.preferredContentSizeCategory)
  }

  // MARK: Measuring (cached)

  /// Bumped whenever what is measured or how it is laid out changes.
  private var contentVersion = 0
  /// The text measured in the effective font, and what it was measured for.
  private var measured: MeasuredText?
  private var measuredFor: (version: Int, font: Font, generation: Int)?
  /// Recent layouts of ``measured``, newest last.
  private var layouts: [(width: CGFloat, limit: Int, mode: LineBreakMode, layout: TextLayout)] = []
  /// The wrap width and size of the last intrinsic size the engine read.
  private var lastIntrinsic: (wrapWidth: CGFloat, size: CGSize)?
  /// Whether the next intrinsic size the layout pass reads wraps at an unlimited width, as a
  /// label that was never laid out does (the first of the two passes); cleared once the pass has
  /// read it and the label measures again at the width it got (the second).
  private var wrapsFromUnlimitedWidth = false
  /// How many passes ``layoutSubviews()`` waited for the size at an unlimited width to be read.
  private var passesWaited = 0

  private func contentDidChange() {
    contentVersion += 1
    startOverFromUnlimitedWidth()
    invalidateIntrinsicContentSize()
  }

  /// Starts the two-pass measurement over: the next layout pass reads the text's size wrapped at
  /// an unlimited width, and the label then wraps at the width that pass gives it — what a label
  /// laid out for the first time does. A label of more than one line that wraps at its laid-out
  /// width otherwise only ever re-wraps at its own last width: when it hugs its text (its width is
  /// the widest line's), it would never grow into room that opened beside it, and a live layout
  /// would keep the history a fresh build does not have (issue 22). Called when the text, the font
  /// or a trait changes, by lists for their cells when they lay them out again, and by the engine
  /// once a layout that changed what is solved has settled (``WidthDependentMeasuring``).
  ///
  /// A label wider than the size the layout pass read (its width is held by constraints stronger
  /// than its hugging, as a label pinned on both sides is) does not start over here: its width
  /// does not follow its intrinsic width, so its two passes already give a fresh build's result
  /// (the one exception, a label held wider than its text by a `>=` constraint that would let it
  /// grow further, is a choice in Decisions.md).
  package func measureFromUnlimitedWidth() {
    if let last = lastIntrinsic, !wrapsFromUnlimitedWidth, bounds.width > last.size.width {
      return
    }
    if startOverFromUnlimitedWidth() { invalidateIntrinsicContentSize() }
  }

  /// Marks the label to measure from an unlimited width at the next pass; false when that would
  /// give what the label has: it does not wrap at its width, or its lines fit its current width
  /// unwrapped.
  @discardableResult private func startOverFromUnlimitedWidth() -> Bool {
    guard wrapsAtItsWidth else { return false }
    let width = bounds.width
    if !wrapsFromUnlimitedWidth, lastIntrinsic != nil, width > 0,
      textLayout(width: .infinity, limit: normalizedLineLimit).size.width <= width
    {
      return false
    }
    wrapsFromUnlimitedWidth = true
    passesWaited = 0
    // What the pass read before no longer counts: wait for it to read the size again.
    lastIntrinsic = nil
    setNeedsLayout()
    return true
  }

  /// Whether the intrinsic size wraps at the label's laid-out width: more than one line and no
  /// ``preferredMaxLayoutWidth``.
  private var wrapsAtItsWidth: Bool {
    numberOfLines != 1 && !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0)
  }

  private func fontDidChange() {
    contentDidChange()
    invalidateBaselineOffsets()
  }

  /// The text measured in the effective font: from the cache unless the text, the font or the
  /// measurer changed since.
  public var measuredText: MeasuredText {
    let font = effectiveFont
    let shared = textMeasurer == nil ? TextMeasurement.current : nil
    let generation = shared?.generation ?? -1
    if let measured, let key = measuredFor, key.version == contentVersion, key.font == font,
      key.generation == generation
    {
      return measured
    }
    let result =
      if let shared {
        MeasurementCache.shared.measured(
          text ?? "", font: font, measurer: shared.measurer, generation: shared.generation)
      } else {
        MeasuredText(text ?? "", font: font, measurer: textMeasurer)
      }
    measured = result
    measuredFor = (contentVersion, font, generation)
    layouts.removeAll()
    return result
  }

  /// The text laid out at `width` in at most `limit` lines, from the cache when it can be.
  private func textLayout(width: CGFloat, limit: Int) -> TextLayout {
    let text = measuredText
    let mode = lineBreakMode
    if let hit = layouts.lastIndex(where: {
      $0.width == width && $0.limit == limit && $0.mode == mode
    }) {
      return layouts[hit].layout
    }
    let layout = text.layout(width: width, numberOfLines: limit, lineBreakMode: mode)
    if layouts.count == 4 { layouts.removeFirst() }
    layouts.append((width, limit, mode, layout))
    return layout
  }

  private var normalizedLineLimit: Int { max(0, numberOfLines) }

  /// The width the label wraps at for its intrinsic size: unlimited for one line; else
  /// ``preferredMaxLayoutWidth`` when set, else the current width once laid out.
  private var intrinsicWrapWidth: CGFloat {
    if numberOfLines == 1 { return .infinity }
    if preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0 {
      return preferredMaxLayoutWidth
    }
    if let fittingWidth { return fittingWidth > 0 ? fittingWidth : .infinity }
    if wrapsFromUnlimitedWidth { return .infinity }
    let width = bounds.width
    return width > 0 ? width : .infinity
  }

  // MARK: Sizing (UIKit's overrides)

  /// The rectangle the text takes inside `bounds` when limited to `numberOfLines` (0: no limit):
  /// at `bounds`' origin, as wide as the widest line and as tall as the lines, rounded up to the
  /// pixel grid. Override it to inset the text; the intrinsic size and ``sizeThatFits(_:)`` go
  /// through it, as in UIKit.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let width = bounds.width.isFinite && bounds.width > 0 ? bounds.width : .infinity
    let size = textLayout(width: width, limit: max(0, numberOfLines)).size
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: ceilToPixels(size.width), height: ceilToPixels(size.height)))
  }

  /// The text's size: one line's width and height for a one-line label; wrapped at
  /// ``preferredMaxLayoutWidth`` or the laid-out width otherwise; rounded up to the pixel grid;
  /// (0, 0) without text.
  open override var intrinsicContentSize: CGSize {
    guard !measuredText.isEmpty else {
      if fittingWidth == nil { lastIntrinsic = (intrinsicWrapWidth, .zero) }
      return .zero
    }
    let wrapWidth = intrinsicWrapWidth
    let size =
      textRect(
        forBounds: CGRect(x: 0, y: 0, width: wrapWidth, height: .infinity),
        limitedToNumberOfLines: normalizedLineLimit
      ).size
    // A fitting solve's measurement is not what the layout pass holds.
    if fittingWidth == nil { lastIntrinsic = (wrapWidth, size) }
    return size
  }

  /// The size the text needs: wrapped at `size.width` for a label of more than one line (0 or
  /// less: unlimited), one line otherwise; the height given is not a limit, ``numberOfLines`` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard !measuredText.isEmpty else { return .zero }
    let width =
      numberOfLines == 1 || !(size.width.isFinite && size.width > 0) ? .infinity : size.width
    return textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .infinity),
      limitedToNumberOfLines: normalizedLineLimit
    ).size
  }

  /// The first line's baseline: the font's ascender below the top.
  open override var firstBaselineOffsetFromTop: CGFloat? { effectiveFont.ascender }

  /// The last line's baseline: the font's descent above the bottom.
  open override var lastBaselineOffsetFromBottom: CGFloat { -effectiveFont.descender }

  /// The second pass: a label of more than one line that wraps at its laid-out width and was
  /// given a new width measures again, and if its size changes, asks the engine for another pass
  /// (within the same `layoutIfNeeded()`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard wrapsAtItsWidth else {
      wrapsFromUnlimitedWidth = false
      return
    }
    noteIntrinsicSizeDependsOnWidth()
    if wrapsFromUnlimitedWidth {
      // Wait until a pass has solved with the size at an unlimited width (the restart
      // invalidated the intrinsic size, so the next pass reads it), and come back after it — a
      // label whose frame that pass leaves alone would not be laid out again otherwise. A label
      // whose intrinsic size no pass reads (it translates its autoresizing mask) does not wait.
      guard let last = lastIntrinsic, last.wrapWidth == .infinity else {
        if !translatesAutoresizingMaskIntoConstraints && passesWaited < 2 {
          passesWaited += 1
          setNeedsLayout()
        } else {
          // Give up waiting: the size now wraps at the laid-out width again.
          wrapsFromUnlimitedWidth = false
          invalidateIntrinsicContentSize()
        }
        return
      }
      wrapsFromUnlimitedWidth = false
    }
    guard let last = lastIntrinsic else { return }
    let wrapWidth = intrinsicWrapWidth
    guard wrapWidth != last.wrapWidth else { return }
    let size =
      measuredText.isEmpty
      ? .zero
      : textRect(
        forBounds: CGRect(x: 0, y: 0, width: wrapWidth, height: .infinity),
        limitedToNumberOfLines: normalizedLineLimit
      ).size
    if size == last.size {
      lastIntrinsic = (wrapWidth, size)
    } else {
      invalidateIntrinsicContentSize()
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let traits = traitCollection
    if adjustsFontForContentSizeCategory,
      previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
    {
      fontDidChange()
    } else if startOverFromUnlimitedWidth()
      || previousTraitCollection?.displayScale != traits.displayScale
    {
      // Any other trait change (the display scale, the layout direction, size classes after a
      // rotation) may change the width the label gets: measure from the start.
      invalidateIntrinsicContentSize()
    }
  }

  /// `<Label title frame=(16, 20, 288, 33.5) text='What's the point?'>`, like UIKit's description
  /// with the text.
  open override var description: String {
    let base = super.description
    guard let text else { return base }
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return String(base.dropLast()) + " text='\(shown)'>"
  }

  // MARK: What the label shows (Trellis additions)

  /// The text as the label shows it in its current bounds: wrapped at its width, in as many lines
  /// as ``numberOfLines`` allows and its height holds (at least one), truncated or clipped by
  /// ``lineBreakMode``.
  public var displayedTextLayout: TextLayout {
    displayedTextLayout(in: textDrawingRect ?? bounds)
  }

  private func displayedTextLayout(in rect: CGRect) -> TextLayout {
    let measured = measuredText
    let lineHeight = measured.font.lineHeight
    // The lines the height holds, at least one (a NaN or infinite height holds one, or all).
    let byHeight = ((rect.height + 1e-6) / lineHeight).rounded(.down)
    let fitting = byHeight >= 1 ? Int(min(byHeight, 1_000_000)) : 1
    let limit = normalizedLineLimit == 0 ? fitting : min(normalizedLineLimit, fitting)
    return textLayout(width: max(0, rect.width), limit: limit)
  }

  /// Draws the text in `rect`: UIKit's hook for moving the drawn text (a label with padding
  /// overrides it to call `super.drawText(in: rect.inset(by: padding))`, and
  /// ``textRect(forBounds:limitedToNumberOfLines:)`` to make room for the padding). Trellis draws
  /// nothing, but the rectangle that reaches this implementation is where ``displayedLines``
  /// and ``displayedTextLayout`` set the text, and so where pictures draw it.
  open func drawText(in rect: CGRect) {
    drawnTextRect = rect
  }

  /// The rectangle ``drawText(in:)`` set the text in last.
  private var drawnTextRect: CGRect?

  /// Where the label sets its text: the rectangle its own ``drawText(in:)`` receives when the
  /// label draws its bounds, as UIKit's `drawRect:` does — the bounds unless a subclass changes
  /// them; nil when a subclass's override does not call `super` (nothing is drawn).
  public var textDrawingRect: CGRect? {
    drawnTextRect = nil
    drawText(in: bounds)
    return drawnTextRect
  }

  /// How many lines the label shows.
  public var displayedLineCount: Int { displayedTextLayout.lineCount }

  /// Whether the label shows an ellipsis where text did not fit.
  public var isTextTruncated: Bool { displayedTextLayout.isTruncated }

  /// Whether text was cut without an ellipsis (lines dropped, or a line running past the edge).
  public var isTextClipped: Bool { displayedTextLayout.isClipped }

  /// Each shown line's text and its rectangle in the label's bounds: centred vertically, placed
  /// across by ``textAlignment`` (natural follows the layout direction).
  /// The lines are set in ``textDrawingRect``; none when a subclass's ``drawText(in:)`` does not
  /// call `super`.
  public var displayedLines: [(text: String, frame: CGRect)] {
    guard let b = textDrawingRect else { return [] }
    let layout = displayedTextLayout(in: b)
    let alignment = textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
    let top = b.minY + (b.height - layout.size.height) / 2
    return layout.lines.enumerated().map { index, line in
      let x: CGFloat =
        switch alignment {
        case .center: b.minX + (b.width - line.width) / 2
        case .right: b.maxX - line.width
        default: b.minX
        }
      return (
        layout.text(of: line),
        CGRect(
          x: x, y: top + CGFloat(index) * layout.lineHeight, width: line.width,
          height: layout.lineHeight)
      )
    }
  }
}

extension Label: WidthDependentMeasuring {}
