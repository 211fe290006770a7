import LayoutDSL
import ViewHost

/// A grid of equal cards: two columns on a phone in portrait (compact width, regular height), three
/// elsewhere — a phone in landscape has compact height, where two columns of 3:2 cards would run off
/// the bottom; every card is as wide as the first and 3:2.
public final class CardGridController: ViewController {
  public let cards: [View] = (0..<6).map { index in
    let card = View()
    card.accessibilityIdentifier = "card\(index)"
    return card
  }
  private var grid: ConstraintGroup?

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "grid"
    cards.forEach(view.addSubview)
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
