#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A long article in a vertical scroll view, its text column kept to a readable width.
final class ArticleViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let heroImageView = UIImageView()
  let headlineLabel = UILabel()
  let bylineLabel = UILabel()
  let bodyLabel = UILabel()

  private let headline: String
  private let byline: String
  private let body: String

  init(headline: String, byline: String, body: String) {
    self.headline = headline
    self.byline = byline
    self.body = body
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .onDrag
    view.addSubview(scrollView)

    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)

    heroImageView.backgroundColor = .systemTeal
    heroImageView.contentMode = .scaleAspectFill
    heroImageView.clipsToBounds = true
    heroImageView.translatesAutoresizingMaskIntoConstraints = false

    headlineLabel.text = headline
    headlineLabel.font = .preferredFont(forTextStyle: .title1)
    headlineLabel.adjustsFontForContentSizeCategory = true
    headlineLabel.numberOfLines = 0
    headlineLabel.translatesAutoresizingMaskIntoConstraints = false

    bylineLabel.text = byline
    bylineLabel.font = .preferredFont(forTextStyle: .footnote)
    bylineLabel.adjustsFontForContentSizeCategory = true
    bylineLabel.textColor = .secondaryLabel
    bylineLabel.translatesAutoresizingMaskIntoConstraints = false

    bodyLabel.text = body
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.adjustsFontForContentSizeCategory = true
    bodyLabel.numberOfLines = 0
    bodyLabel.translatesAutoresizingMaskIntoConstraints = false

    [heroImageView, headlineLabel, bylineLabel, bodyLabel].forEach(contentView.addSubview)

    let readable = contentView.readableContentGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      heroImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      heroImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      heroImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      heroImageView.heightAnchor.constraint(equalToConstant: 220),

      headlineLabel.topAnchor.constraint(equalTo: heroImageView.bottomAnchor, constant: 20),
      headlineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      headlineLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

      bylineLabel.topAnchor.constraint(
        equalToSystemSpacingBelow: headlineLabel.bottomAnchor, multiplier: 1),
      bylineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      bylineLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

      bodyLabel.topAnchor.constraint(equalTo: bylineLabel.bottomAnchor, constant: 16),
      bodyLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -32),
    ])
  }
}
