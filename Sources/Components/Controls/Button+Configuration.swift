import Foundation
import LayoutEngine

extension Button {
  /// What a button shows and how: UIKit's `UIButton.Configuration` (iOS 15), the parts that
  /// decide its size — title, subtitle, image, their placement and padding, the content insets
  /// and the size class — and the colours pictures draw.
  ///
  /// The metrics of each ``Size`` are Trellis's choices where Apple documents only "system-defined
  /// insets depending on style and size" (Decisions.md): a `.medium` button has 7-point insets
  /// above and below and 12 at the sides and a body-style title, so one line of title at the
  /// Large text size is 20.333… + 14 = 34.333… points tall at @3x.
  nonisolated public struct Configuration: Sendable {
    /// The look, from the style constructors (`.filled()`, …).
    nonisolated public enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// UIKit's `UIButton.Configuration.Size`.
    nonisolated public enum Size: Int, Hashable, Sendable {
      case medium = 0
      case small = 1
      case mini = 2
      case large = 3
    }

    /// UIKit's `UIButton.Configuration.CornerStyle`.
    nonisolated public enum CornerStyle: Int, Hashable, Sendable {
      case dynamic = 0
      case fixed = 1
      case small = 2
      case medium = 3
      case large = 4
      case capsule = 5
    }

    /// Where the image sits against the text: UIKit's `NSDirectionalRectEdge` for
    /// `imagePlacement`.
    nonisolated public enum ImagePlacement: Hashable, Sendable {
      case leading, trailing, top, bottom
    }

    public var style: Style
    public var title: String?
    public var subtitle: String?
    public var image: Image?
    public var imagePlacement: ImagePlacement = .leading
    /// Between the image and the text (default 0, as UIKit's documentation gives for the struct).
    public var imagePadding: CGFloat = 0
    /// Between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// Around the content; setting ``buttonSize`` resets them to that size's.
    public var contentInsets: DirectionalEdgeInsets
    public var buttonSize: Size {
      didSet { contentInsets = Self.contentInsets(for: buttonSize) }
    }
    public var cornerStyle: CornerStyle = .dynamic
    public var baseForegroundColor: Color?
    public var baseBackgroundColor: Color?

    init(style: Style) {
      self.style = style
      buttonSize = .medium
      contentInsets = Self.contentInsets(for: .medium)
    }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// The insets of a size (a choice, see the type's discussion).
    static func contentInsets(for size: Size) -> DirectionalEdgeInsets {
      switch size {
      case .mini: DirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
      case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's text style for a size: body for medium and large, subheadline for small,
    /// footnote for mini (a choice).
    var titleTextStyle: Font.TextStyle {
      switch buttonSize {
      case .mini: .footnote
      case .small: .subheadline
      case .medium, .large: .body
      }
    }

    /// Whether the style fills a background behind the content.
    var hasBackground: Bool {
      switch style {
      case .plain, .borderless: false
      default: true
      }
    }
  }

  /// Hands the configuration's fonts and colours to the title and subtitle labels.
  func applyConfiguration() {
    guard let configuration else {
      titleLabel?.font = Self.defaultTitleFont(for: buttonType)
      return
    }
    let traits = traitCollection
    titleLabel?.font = .preferredFont(
      forTextStyle: configuration.titleTextStyle, compatibleWith: traits)
    subtitleLabel.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traits)
    let foreground: Color =
      configuration.baseForegroundColor
      ?? (configuration.style == .filled || configuration.style == .borderedProminent
        ? .white : tintColor)
    titleLabel?.textColor = foreground
    subtitleLabel.textColor = foreground
    subtitleLabel.text = configuration.subtitle
  }
}
