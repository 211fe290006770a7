import Components
import LayoutDSL
import ViewHost

/// A text-heavy screen: an article card — kicker, headline, byline, body paragraphs and a button —
/// in a scroll view. Every label uses a Dynamic Type text style and wraps, so the card grows with
/// the text size and the scroll view's content size follows it.
public final class ArticleController: ViewController {
  public static let paragraphs = [
    "Auto Layout turns a set of relations into frames. A label that wraps is the hardest part: its "
      + "height depends on the width the layout gives it, and that width depends on everything "
      + "else on the screen.",
    "Trellis lays the screen out twice when it must, as UIKit does, so a multi-line label's "
      + "height always follows the width it ends up with — at every text size, on every device, "
      + "in a unit test.",
  ]

  public let scrollView = ScrollView()
  public let card = View()
  public let kicker = ExampleViews.label(
    "LAYOUT", .caption1, id: "kicker", color: .secondaryLabel)
  public let headline = ExampleViews.label(
    "Labels that wrap, tested without a simulator", .title2, id: "headline", lines: 0)
  public let byline = ExampleViews.label(
    "By the Trellis team · 4 min read", .footnote, id: "byline", lines: 0,
    color: .secondaryLabel)
  public let body = StackView()
  public let readMore = ExampleViews.plainButton("Continue reading", id: "readMore")

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "article"
    view.backgroundColor = .systemGroupedBackground
    scrollView.accessibilityIdentifier = "scroll"
    // Short content does not scroll, and `.automatic` would then leave the card under the status
    // bar (UIKit does the same): keep it inside the safe area at every text size.
    scrollView.contentInsetAdjustmentBehavior = .always
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    body.accessibilityIdentifier = "body"
    body.axis = .vertical
    body.spacing = 12
    for (index, text) in Self.paragraphs.enumerated() {
      body.addArrangedSubview(ExampleViews.label(text, .body, id: "paragraph\(index)", lines: 0))
    }
    view.addSubview(scrollView)
    scrollView.addSubview(card)
    for subview in [kicker, headline, byline, body, readMore] { card.addSubview(subview) }
    constrain(scrollView, card, view) { scroll, card, root in
      scroll.edges == root.edges
      card.horizontalEdges == root.readableContent.horizontalEdges
    }
    constrain(kicker, headline, byline, body, card) { kicker, headline, byline, body, card in
      kicker.top == card.layoutMargins.top
      headline.top == kicker.bottom + 4
      byline.top == headline.bottom + 8
      body.top == byline.bottom + 16
      for item in [kicker, headline, byline, body] {
        item.horizontalEdges == card.layoutMargins.horizontalEdges
      }
    }
    constrain(readMore, body, card) { button, body, card in
      button.top == body.bottom + 8
      button.leading == card.layoutMargins.leading
      button.bottom == card.layoutMargins.bottom
    }
    // The card defines the content's height; the content is as wide as the scroll view.
    let content = scrollView.contentLayoutGuide
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }
}
