#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// Five stars in a row and a count, e.g. under a product title.
final class RatingView: UIView {
  private let starsStack = UIStackView()
  let countLabel = UILabel()
  private(set) var starViews: [UIImageView] = []

  var rating: Int = 0 {
    didSet { updateStars() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    starsStack.axis = .horizontal
    starsStack.spacing = 2
    starsStack.distribution = .fillEqually
    for _ in 0..<5 {
      let star = UIImageView(image: UIImage(systemName: "star"))
      star.tintColor = .systemYellow
      star.contentMode = .scaleAspectFit
      star.widthAnchor.constraint(equalTo: star.heightAnchor).isActive = true
      starsStack.addArrangedSubview(star)
      starViews.append(star)
    }

    countLabel.font = .preferredFont(forTextStyle: .footnote)
    countLabel.textColor = .secondaryLabel

    let row = UIStackView(arrangedSubviews: [starsStack, countLabel])
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 6
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)

    NSLayoutConstraint.activate([
      starsStack.heightAnchor.constraint(equalToConstant: 16),
      row.topAnchor.constraint(equalTo: topAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func updateStars() {
    for (index, star) in starViews.enumerated() {
      star.image = UIImage(systemName: index < rating ? "star.fill" : "star")
    }
    accessibilityLabel = "\(rating) out of 5 stars"
  }
}
