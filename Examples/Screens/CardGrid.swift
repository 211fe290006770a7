import Components
import LayoutDSL
import ViewHost

/// A grid of equal cards: two columns on a phone in portrait (compact width, regular height), three
/// elsewhere — a phone in landscape has compact height, where two columns of 3:2 cards would run off
/// the bottom; every card is as wide as the first and 3:2. Each card is a coloured tile with rounded
/// corners and its title at the top of its margins; the title does not size the card.
public final class CardGridController: ViewController {
  /// The cards' titles and colours, in grid order.
  static let topics: [(title: String, color: Color)] = [
    ("Hiking", .systemGreen), ("Recipes", .systemOrange), ("Music", .systemPink),
    ("Photos", .systemBlue), ("Travel", .systemTeal), ("Books", .systemPurple),
  ]

  public let cards: [View] = topics.indices.map { index in
    let card = View()
    card.accessibilityIdentifier = "card\(index)"
    card.backgroundColor = topics[index].color
    card.layer.cornerRadius = 12
    return card
  }
  /// Each card's title, a headline in white.
  public let titles: [Label] = topics.indices.map { index in
    ExampleViews.label(topics[index].title, .headline, id: "card\(index).title", color: .white)
  }
  private var grid: ConstraintGroup?

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "grid"
    cards.forEach(view.addSubview)
    for (card, title) in zip(cards, titles) {
      card.addSubview(title)
      constrain(title, card) { title, card in
        title.top == card.layoutMargins.top
        title.leading == card.layoutMargins.leading
        title.trailing <= card.layoutMargins.trailing
      }
    }
    grid = constrain(cards, view) { [unowned self] cards, root in
      let traits = self.traitCollection
      let columns =
        traits.horizontalSizeClass == .regular || traits.verticalSizeClass == .compact ? 3 : 2
      for (index, card) in cards.enumerated() {
        let column = index % columns
        let row = index / columns
        if column == 0 {
          card.leading == root.layoutMargins.leading
        } else {
          card.leading == cards[index - 1].trailing + 12
          card.width == cards[0].width
        }
        if column == columns - 1 {
          card.trailing == root.layoutMargins.trailing
        }
        if row == 0 {
          card.top == root.safeArea.top + 16
        } else {
          card.top == cards[index - columns].bottom + 12
        }
        card.height == card.width * (2.0 / 3.0)
      }
    }
  }

  /// Rebuilds the grid for new traits, changing only what differs.
  public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    grid?.reapply()
  }
}
