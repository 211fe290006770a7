import Foundation
import LayoutEngine

/// The content of a list cell as a value: UIKit's `UIListContentConfiguration`, the cell kinds.
/// Set it as a cell's ``TableViewCell/contentConfiguration``; the cell lays it out with its
/// built-in labels and image.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// Unlike a built-in style's ``TableViewCell/textLabel``, the text wraps: `numberOfLines` is 0 in
/// every kind, as in UIKit.
public struct ListContentConfiguration {
  /// How a text is drawn.
  public struct TextProperties {
    /// The font (adjusted to the content size category when it is a text style's font).
    public var font: Font
    /// The colour.
    public var color: Color
    /// The most lines; 0 for as many as the text needs (the default).
    public var numberOfLines: Int
    /// How the lines sit across the label.
    public var alignment: TextAlignment

    public init(
      font: Font, color: Color = .label, numberOfLines: Int = 0, alignment: TextAlignment = .natural
    ) {
      self.font = font
      self.color = color
      self.numberOfLines = numberOfLines
      self.alignment = alignment
    }
  }

  /// The primary text.
  public var text: String?
  /// The secondary text: under the text, or beside it for ``valueCell()``.
  public var secondaryText: String?
  /// An image before the texts.
  public var image: Image?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  /// The space between the image and the texts (default 16; a choice, see Decisions.md).
  public var imageToTextPadding: CGFloat = 16
  /// Whether the secondary text sits beside the text, at the trailing margin (``valueCell()``).
  public var prefersSideBySideTextAndSecondaryText: Bool

  /// The configuration as it looks in `state`: UIKit's `updated(for:)`. Trellis's list content
  /// has no look that depends on the state (selection and highlight colors are the system's), so
  /// it is the configuration unchanged.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }

  /// The default cell: body text, secondary text under it in the subheadline style.
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      textProperties: TextProperties(font: .preferredFont(forTextStyle: .body)),
      secondaryTextProperties: TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      prefersSideBySideTextAndSecondaryText: false)
  }

  /// A cell with the secondary text under the text.
  public static func subtitleCell() -> ListContentConfiguration { cell() }

  /// A cell with the secondary text at the trailing margin, in the secondary label colour
  /// (Settings).
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(
      textProperties: TextProperties(font: .preferredFont(forTextStyle: .body)),
      secondaryTextProperties: TextProperties(
        font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
      prefersSideBySideTextAndSecondaryText: true)
  }

  /// The built-in layout this configuration uses.
  var layout: TableViewCell.CellStyle {
    if prefersSideBySideTextAndSecondaryText { return .value1 }
    return secondaryText == nil ? .default : .subtitle
  }
}
