import Foundation
import LayoutEngine

/// A tappable title and image: UIKit's `UIButton`, with its two ways of describing content — the
/// per-state titles and images of the classic API, and ``Button/Configuration`` (iOS 15).
///
/// Its intrinsic content size comes from its content:
///
/// - Classic: the title (system font, 15 points) and image side by side, plus
///   ``contentEdgeInsets``. With no content insets, UIKit pads the title 6 points above and below,
///   and a `.system` button is at least 30 points wide: `Button(type: .system)` titled "Hello World"
///   is 30 points tall, as in UIKit's printout `{78, 30}` (Documentation/Components.md).
/// - Configured: the configuration's ``Configuration/contentInsets`` around the image, the title
///   (and subtitle) and the padding between them.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Sign In", for: .normal)
/// button.intrinsicContentSize.height  // 30
/// ```
@preconcurrency @MainActor
open class Button: Control {
  /// UIKit's `UIButton.ButtonType`.
  nonisolated public enum ButtonType: Int, Hashable, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7

    /// UIKit's deprecated alias of ``system``.
    public static var roundedRect: ButtonType { .system }
  }

  /// The type the button was made with (``ButtonType/custom`` for ``init(frame:)``).
  public private(set) var buttonType: ButtonType

  /// The label that shows the title (nil for a button without a title in the classic API, as in
  /// UIKit, which makes it on demand; Trellis makes it at once).
  public let titleLabel: Label?
  /// The view that shows the image.
  public let imageView: ImageView?
  /// The label that shows a configuration's subtitle.
  let subtitleLabel = Label()

  private var titles: [Control.State.RawValue: String] = [:]
  private var images: [Control.State.RawValue: Image] = [:]
  private var symbolConfigurations: [Control.State.RawValue: Image.SymbolConfiguration] = [:]
  private var titleColors: [Control.State.RawValue: Color] = [:]

  /// Insets around the content (classic API). Any non-zero inset replaces the 6-point padding
  /// UIKit puts above and below a title.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { contentDidChange() } }
  /// Moves the title inside the content rectangle without changing the intrinsic size, as in UIKit.
  open var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Moves the image inside the content rectangle without changing the intrinsic size, as in UIKit.
  open var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  /// The menu a touch shows (with ``Control/showsMenuAsPrimaryAction``) or a long press shows.
  /// Stored: Trellis shows no menus, and the menu does not change the button's size.
  open var menu: Menu?

  /// The configuration that describes the button's content and look; nil for the classic API.
  open var configuration: Configuration? {
    didSet {
      applyConfiguration()
      contentDidChange()
    }
  }

  /// A custom button with `frame`: UIKit's designated initializer, the one subclasses override
  /// (`UIButton(frame:)`).
  public override init(frame: CGRect) {
    buttonType = .custom
    titleLabel = Label()
    imageView = ImageView()
    super.init(frame: frame)
    setUp()
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    buttonType = .custom
    titleLabel = Label()
    imageView = ImageView()
    super.init(coder: coder)
    setUp()
  }

  /// A button of `buttonType`: a convenience initializer, as UIKit's `init(type:)`, so a subclass
  /// that overrides ``init(frame:)`` gets it and `MyButton(type: .system)` is a `MyButton`.
  ///
  /// The contact-add, info and detail-disclosure types show a circled symbol
  /// ``systemTypeImageSize`` square and are created at that size, their image view filling them,
  /// as UIKit creates them at their image's size (UIKitBehavior.md §15, "System button types").
  /// The close type shows a symbol of ``Image/defaultSymbolSize`` and is created with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark:
      setSystemTypeImage(named: "info.circle")
    case .contactAdd: setSystemTypeImage(named: "plus.circle")
    case .close: setImage(Image(systemName: "xmark.circle.fill"), for: .normal)
    case .custom, .system: break
    }
    // The title font of every type but the custom one, unless an initializer set another.
    if buttonType != .custom, titleLabel?.font == Self.defaultTitleFont(for: .custom) {
      titleLabel?.font = Self.defaultTitleFont(for: buttonType)
    }
  }

  /// The title font a button of `type` starts with (without a configuration): 18-point system for
  /// the custom type, 15-point for the others. UIKit's custom buttons title in 18 points:
  /// devpass-tech/challenge-viewcode-realestate's `UIButton()` titled "Ver mais" is 70 × 22 in a
  /// 34-point button (22 + 12, as a system button's 15-point title is 18 high in a 30-point one),
  /// where a 15-point title would be 60 × 18 (UIKitBehavior.md §15, "Modelled from the
  /// recordings").
  static func defaultTitleFont(for type: ButtonType) -> Font {
    .systemFont(ofSize: type == .custom ? 18 : 15)
  }

  /// The size of the image of a contact-add, info or detail-disclosure button, and the size the
  /// button is created at: 77 pixels at 3× (25⅔ points), what `UIButton(type: .contactAdd)`
  /// measures in swift-snapshot-testing's newest recording (2025). Earlier iOS versions
  /// gave other sizes — 22 × 22 (iOS 12), 25 × 24 and 24⅓ × 23⅔ (iOS 13) — and the info types
  /// were not recorded: they are taken to be the same size, as their circled symbols are
  /// (Decisions.md, "System button types").
  public static let systemTypeImageSize = CGSize(width: 77.0 / 3, height: 77.0 / 3)

  /// Shows the symbol `name` at ``systemTypeImageSize`` and sizes the button to it.
  private func setSystemTypeImage(named name: String) {
    let image = Image(
      size: Button.systemTypeImageSize, scale: 3, renderingMode: .automatic, symbolName: name)
    setImage(image, for: .normal)
    frame = CGRect(origin: .zero, size: image.size)
  }

  /// A button of `buttonType` whose title and image are `primaryAction`'s, running it for
  /// ``Control/Event/primaryActionTriggered``, as UIKit's `init(type:primaryAction:)` documents.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// A custom button with `frame` whose title and image are `primaryAction`'s: UIKit's
  /// `init(frame:primaryAction:)`.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    adopt(primaryAction)
  }

  private func adopt(_ primaryAction: Action?) {
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// A system button described by `configuration`, running `primaryAction` for
  /// ``Control/Event/primaryActionTriggered``. The configuration's title and image are shown (the
  /// action's are not copied: a configuration describes the whole content).
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    // Set in an initializer, the property's observer does not run.
    self.configuration = configuration
    applyConfiguration()
    contentDidChange()
  }

  private func setUp() {
    updatesInPropertiesPhase = true
    titleLabel?.font = Self.defaultTitleFont(for: buttonType)
    subtitleLabel.font = .systemFont(ofSize: 15)
    for label in [titleLabel, subtitleLabel].compactMap({ $0 }) { addSubview(label) }
    if let imageView { addSubview(imageView) }
  }

  // MARK: Classic content

  /// Sets the title shown in `state` (nil removes it); the normal title shows in states that
  /// have none.
  open func setTitle(_ title: String?, for state: Control.State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title set for `state`, else the normal state's (UIKit's documented fallback).
  open func title(for state: Control.State) -> String? {
    titles[state.rawValue] ?? titles[Control.State.normal.rawValue]
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: Image?, for state: Control.State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image set for `state`.
  open func image(for state: Control.State) -> Image? { images[state.rawValue] }

  /// Sets the configuration symbol images are drawn with in `state` (UIKit's
  /// `setPreferredSymbolConfiguration(_:forImageIn:)`): stored; a symbol's size does not depend
  /// on it (Image+SymbolConfiguration.swift).
  open func setPreferredSymbolConfiguration(
    _ configuration: Image.SymbolConfiguration?, forImageIn state: Control.State
  ) {
    symbolConfigurations[state.rawValue] = configuration
  }

  /// The configuration set for `state`, else the normal state's.
  open func preferredSymbolConfigurationForImage(in state: Control.State)
    -> Image.SymbolConfiguration?
  {
    symbolConfigurations[state.rawValue] ?? symbolConfigurations[Control.State.normal.rawValue]
  }

  /// Sets the title's colour in `state`.
  open func setTitleColor(_ color: Color?, for state: Control.State) {
    titleColors[state.rawValue] = color
    contentDidChange()
  }

  /// The title colour set for `state`.
  open func titleColor(for state: Control.State) -> Color? { titleColors[state.rawValue] }

  /// The title shown now: the configuration's, or the one for the current state, else the
  /// normal one.
  public var currentTitle: String? {
    if let configuration { return configuration.title }
    return titles[state.rawValue] ?? titles[Control.State.normal.rawValue]
  }

  /// The image shown now.
  public var currentImage: Image? {
    if let configuration { return configuration.image }
    return images[state.rawValue] ?? images[Control.State.normal.rawValue]
  }

  // MARK: Accessibility

  override var kindAccessibilityTraits: AccessibilityTraits { .button }

  /// The label set, else ``currentTitle`` (nil for a button with only an image: Trellis does not
  /// name images; Documentation/Decisions.md).
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  open override var isEnabled: Bool {
    didSet {
      contentDidChange()
      if isEnabled != oldValue { setNeedsUpdateConfiguration() }
    }
  }
  open override var isSelected: Bool {
    didSet {
      contentDidChange()
      if isSelected != oldValue { setNeedsUpdateConfiguration() }
    }
  }
  open override var isHighlighted: Bool {
    didSet {
      contentDidChange()
      if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  // MARK: Configuration updates (Button+ConfigurationUpdate.swift)

  /// The type of ``configurationUpdateHandler``: UIKit's `UIButton.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (Button) -> Void

  /// Whether a configuration update is due (true for a new button).
  var needsUpdateConfiguration = true
  /// The configuration updates' tracked reads: a change reaches the button only from the last.
  let configurationRuns = LatestObservedRun()

  /// A closure that updates the button's configuration when its state changes (iOS 15), called
  /// after ``updateConfiguration()``: an alternative to overriding that method. Setting it asks
  /// for an update. `@Observable` properties it reads are tracked: a change to one asks this
  /// button alone for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the button's configuration follows its state (default true): UIKit applies
  /// `configuration.updated(for: button)`. Trellis's configurations have no look that depends on
  /// the state: stored only.
  open var automaticallyUpdatesConfiguration = true

  /// Updates the button's configuration for its state (``Control/state``): override it to
  /// restyle the button (UIKit's `updateConfiguration()`). Do not call it: ask with
  /// ``setNeedsUpdateConfiguration()``. `@Observable` properties read here are tracked. The base
  /// implementation does nothing.
  open func updateConfiguration() {}

  // MARK: Size and layout

  /// What the content rectangle holds: the image and text sizes and the gap between them.
  private struct Content {
    var image: CGSize = .zero
    var text: CGSize = .zero
    var gap: CGFloat = 0
    var insets: EdgeInsets = .zero
    var vertical = false

    var size: CGSize {
      if vertical {
        return CGSize(
          width: max(image.width, text.width) + insets.left + insets.right,
          height: image.height + gap + text.height + insets.top + insets.bottom)
      }
      return CGSize(
        width: image.width + gap + text.width + insets.left + insets.right,
        height: max(image.height, text.height) + insets.top + insets.bottom)
    }
  }

  private func content() -> Content {
    var content = Content()
    let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
    let subtitle = configuration?.subtitle.flatMap { $0.isEmpty ? nil : $0 }
    if let titleLabel, title != nil { content.text = titleSize(titleLabel) }
    if subtitle != nil {
      let size = subtitleLabel.intrinsicContentSize
      let padding = title == nil ? 0 : configuration?.titlePadding ?? 0
      content.text = CGSize(
        width: max(content.text.width, size.width),
        height: content.text.height + padding + size.height)
    }
    if let image = currentImage { content.image = image.size }
    let hasBoth = content.image != .zero && content.text != .zero
    if let configuration {
      let insets = configuration.contentInsets
      content.insets = EdgeInsets(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
      content.gap = hasBoth ? configuration.imagePadding : 0
      content.vertical =
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    } else {
      content.insets = contentEdgeInsets
      if contentEdgeInsets == .zero && content.text != .zero {
        // UIKit pads a title 6 points above and below when no content insets are set.
        content.insets.top = 6
        content.insets.bottom = 6
      }
    }
    return content
  }

  /// The title label's size as the button lays it out. A classic button (no configuration) rounds
  /// its text's size up to whole points, as every `UIButtonLabel` in the simulator recordings is
  /// (41 × 21 where a plain label in the same font is 40 × 20.333; UIKitBehavior.md, "A classic
  /// button's title label"). A configured button keeps the label's own size: no recording shows
  /// one (Decisions.md).
  private func titleSize(_ label: Label) -> CGSize {
    let size = label.intrinsicContentSize
    guard configuration == nil else { return size }
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// The content's size plus its insets; a `.system` button of the classic API with a title is at
  /// least 30 × 30 points. A button with no content is its insets alone (UIKit's size for an empty
  /// button is undocumented: a choice, Decisions.md).
  open override var intrinsicContentSize: CGSize {
    var size = content().size
    if configuration == nil, buttonType == .system, currentTitle?.isEmpty == false {
      size.width = max(size.width, 30)
      size.height = max(size.height, 30)
    }
    return size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The title's baseline, as UIKit reports for a button (its title label's).
  open override var firstBaselineOffsetFromTop: CGFloat? {
    guard let titleLabel, currentTitle?.isEmpty == false else { return nil }
    layoutContent()
    return titleLabel.frame.minY + (titleLabel.firstBaselineOffsetFromTop ?? 0)
  }

  open override var lastBaselineOffsetFromBottom: CGFloat {
    guard let titleLabel, currentTitle?.isEmpty == false else { return 0 }
    layoutContent()
    return bounds.height - titleLabel.frame.maxY + titleLabel.lastBaselineOffsetFromBottom
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// Places the image and the title inside the bounds less the insets, aligned by
  /// ``Control/contentHorizontalAlignment`` and ``Control/contentVerticalAlignment``.
  private func layoutContent() {
    var content = content()
    let box = CGRect(
      x: content.insets.left, y: content.insets.top,
      width: bounds.width - content.insets.left - content.insets.right,
      height: bounds.height - content.insets.top - content.insets.bottom)
    if configuration == nil {
      // A classic button narrower than its content cuts the title (never the image) to the room
      // left beside the image, as UIKit's title rectangle does: "Click" in a button squeezed to
      // no width is (0, 13; 0 × 24) in the recording (UIKitBehavior.md §15, "A button narrower
      // than its title"). The label then truncates its text.
      let beside = content.vertical ? 0 : content.image.width + content.gap
      let room = max(0, box.width - beside)
      if content.text.width > room { content.text.width = room }
    }
    let inner = CGSize(
      width: content.size.width - content.insets.left - content.insets.right,
      height: content.size.height - content.insets.top - content.insets.bottom)
    var x = box.minX
    switch effectiveContentHorizontalAlignment {
    case .center: x = box.minX + (box.width - inner.width) / 2
    case .right, .trailing: x = box.maxX - inner.width
    case .fill, .left, .leading: x = box.minX
    }
    var y = box.minY
    switch contentVerticalAlignment {
    case .center: y = box.minY + (box.height - inner.height) / 2
    case .bottom: y = box.maxY - inner.height
    case .top, .fill: y = box.minY
    }
    let imageFirst =
      configuration.map { $0.imagePlacement == .leading || $0.imagePlacement == .top } ?? true
    var imageFrame = CGRect.zero
    var textFrame = CGRect.zero
    if content.vertical {
      let imageY = imageFirst ? y : y + content.text.height + content.gap
      let textY = imageFirst ? y + content.image.height + content.gap : y
      imageFrame = CGRect(
        x: x + (inner.width - content.image.width) / 2, y: imageY, width: content.image.width,
        height: content.image.height)
      textFrame = CGRect(
        x: x + (inner.width - content.text.width) / 2, y: textY, width: content.text.width,
        height: content.text.height)
    } else {
      let imageX = imageFirst ? x : x + content.text.width + content.gap
      let textX = imageFirst ? x + content.image.width + content.gap : x
      imageFrame = CGRect(
        x: imageX, y: y + (inner.height - content.image.height) / 2, width: content.image.width,
        height: content.image.height)
      textFrame = CGRect(
        x: textX, y: y + (inner.height - content.text.height) / 2, width: content.text.width,
        height: content.text.height)
    }
    imageView?.frame = imageFrame.inset(by: imageEdgeInsets)
    let title = titleLabel.map(titleSize) ?? .zero
    let hasSubtitle = configuration?.subtitle?.isEmpty == false
    var titleFrame = CGRect(
      x: textFrame.minX, y: textFrame.minY, width: textFrame.width,
      height: hasSubtitle ? title.height : textFrame.height
    ).inset(by: titleEdgeInsets)
    if configuration == nil {
      // A classic button's title sits on the pixel grid, as in the recordings (147, 14.5).
      titleFrame.origin = CGPoint(
        x: roundedToPixels(titleFrame.minX), y: roundedToPixels(titleFrame.minY))
    }
    titleLabel?.frame = titleFrame
    subtitleLabel.isHidden = !hasSubtitle
    if hasSubtitle {
      let subtitle = subtitleLabel.intrinsicContentSize
      subtitleLabel.frame = CGRect(
        x: textFrame.minX, y: textFrame.maxY - subtitle.height, width: textFrame.width,
        height: subtitle.height)
    }
  }

  /// Hands the current content to the subviews and asks for a new size and layout.
  func contentDidChange() {
    let title = currentTitle
    titleLabel?.text = title
    titleLabel?.isHidden = title?.isEmpty != false
    if configuration == nil {
      titleLabel?.textColor =
        titleColors[state.rawValue] ?? titleColors[Control.State.normal.rawValue]
        ?? (buttonType == .system ? tintColor : .white)
    }
    imageView?.image = currentImage
    imageView?.isHidden = currentImage == nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard configuration != nil else { return }
    applyConfiguration()
    contentDidChange()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    contentDidChange()
  }
}
