import Components

/// The examples' building blocks: real `Components` views set up the way an app would, with
/// Dynamic Type fonts, so every screen grows with the text size.
enum ExampleViews {
  /// A label in the preferred font of `style` that follows the content size category.
  static func label(
    _ text: String, _ style: Font.TextStyle, id: String, lines: Int = 1,
    color: Color = .label
  ) -> Label {
    let label = Label()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = lines
    label.textColor = color
    label.accessibilityIdentifier = id
    return label
  }

  /// A rounded-rect text field in the body font.
  static func field(placeholder: String, id: String) -> TextField {
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = placeholder
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.accessibilityIdentifier = id
    return field
  }

  /// A large filled button titled `title`.
  static func primaryButton(_ title: String, id: String) -> Button {
    var configuration = Button.Configuration.filled()
    configuration.title = title
    configuration.buttonSize = .large
    let button = Button(configuration: configuration)
    button.accessibilityIdentifier = id
    return button
  }

  /// A plain (borderless) button titled `title`.
  static func plainButton(_ title: String, id: String) -> Button {
    var configuration = Button.Configuration.plain()
    configuration.title = title
    let button = Button(configuration: configuration)
    button.accessibilityIdentifier = id
    return button
  }
}
