#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A rounded card with a soft shadow: an image on top, a title, a summary and a footer line.
final class CardView: UIView {
  let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.backgroundColor = .systemGray5
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title2)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
  }()

  let summaryLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 3
    return label
  }()

  let footerLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .caption1)
    label.textColor = .tertiaryLabel
    return label
  }()

  private let containerView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupView()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setupView()
  }

  private func setupView() {
    backgroundColor = .clear
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 12

    containerView.backgroundColor = .secondarySystemGroupedBackground
    containerView.layer.cornerRadius = 16
    containerView.clipsToBounds = true
    containerView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(containerView)

    let textStack = UIStackView(arrangedSubviews: [titleLabel, summaryLabel, footerLabel])
    textStack.axis = .vertical
    textStack.spacing = 6
    textStack.setCustomSpacing(12, after: summaryLabel)
    textStack.isLayoutMarginsRelativeArrangement = true
    textStack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 12, leading: 16, bottom: 16, trailing: 16)
    textStack.translatesAutoresizingMaskIntoConstraints = false

    containerView.addSubview(imageView)
    containerView.addSubview(textStack)

    NSLayoutConstraint.activate([
      containerView.topAnchor.constraint(equalTo: topAnchor),
      containerView.leadingAnchor.constraint(equalTo: leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: bottomAnchor),

      imageView.topAnchor.constraint(equalTo: containerView.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 9.0 / 16.0),

      textStack.topAnchor.constraint(equalTo: imageView.bottomAnchor),
      textStack.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
      textStack.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
      textStack.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
    ])
  }

  func configure(title: String, summary: String, footer: String) {
    titleLabel.text = title
    summaryLabel.text = summary
    footerLabel.text = footer
  }
}
