import ViewHost

/// Every example screen, with a name for the gallery and the tests.
nonisolated public enum ExampleCatalog {
  public struct Example: Sendable {
    /// A kebab-case name, used for file names.
    public let name: String
    public let summary: String
    /// Makes a fresh view controller for the screen.
    public let make: @MainActor @Sendable () -> ViewController
    /// Text sizes the gallery also shows the screen at (on an iPhone X in portrait), for screens
    /// whose layout follows Dynamic Type.
    public var contentSizeCategories: [ContentSizeCategory] = []
  }

  public static let all: [Example] = [
    Example(
      name: "login-form",
      summary: "Fields in the readable width; the button stays above the keyboard.",
      make: { LoginFormController() }),
    Example(
      name: "settings-list",
      summary: "Rows in a stack view; hugging and compression decide which label gives way.",
      make: { SettingsListController() }),
    Example(
      name: "card-grid",
      summary: "Equal cards: two columns on a phone in portrait, three elsewhere.",
      make: { CardGridController() }),
    Example(
      name: "article",
      summary: "A card of wrapping text in a scroll view; it grows with Dynamic Type.",
      make: { ArticleController() },
      contentSizeCategories: [.extraSmall, .large, .accessibilityExtraLarge]),
    Example(
      name: "seed-margins",
      summary: "Published demo: a view pinned to its superview's 50-point margins.",
      make: { SeedMarginsController() }),
    Example(
      name: "seed-preserved-margins",
      summary:
        "Published demo: preservesSuperviewLayoutMargins keeps content out of a parent's margins.",
      make: { SeedPreservedMarginsController() }),
    Example(
      name: "seed-safe-area",
      summary: "Published demo: additionalSafeAreaInsets and the safe area of views that poke out.",
      make: { SeedSafeAreaController() }),
    Example(
      name: "seed-system-minimum",
      summary: "Published demo: root margins of 5 raised to the system minimum on the sides.",
      make: { SeedSystemMinimumController() }),
    Example(
      name: "settings-table",
      summary:
        "An inset-grouped table: value cells, disclosure indicators, a switch, titles and a footer.",
      make: { SettingsTableController() }),
    Example(
      name: "message-feed",
      summary: "Self-sizing rows: multi-line messages measured at the content view's width.",
      make: { MessageFeedController() }),
    Example(
      name: "photo-grid",
      summary: "A flow-layout grid of square photos, its sections inset from the safe area.",
      make: { PhotoGridController() }),
  ]
}
