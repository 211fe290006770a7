#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

struct Product {
  let name: String
  let price: String
  let imageName: String
}

final class ProductCell: UICollectionViewCell {
  static let reuseIdentifier = "ProductCell"

  let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.backgroundColor = .tertiarySystemFill
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.numberOfLines = 2
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  let priceLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15, weight: .bold)
    label.textColor = .systemGreen
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 12
    contentView.layer.masksToBounds = true

    contentView.addSubview(imageView)
    contentView.addSubview(nameLabel)
    contentView.addSubview(priceLabel)

    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75),

      nameLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),

      priceLabel.topAnchor.constraint(greaterThanOrEqualTo: nameLabel.bottomAnchor, constant: 4),
      priceLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      priceLabel.trailingAnchor.constraint(lessThanOrEqualTo: nameLabel.trailingAnchor),
      priceLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
  }

  func configure(with product: Product) {
    nameLabel.text = product.name
    priceLabel.text = product.price
    imageView.image = UIImage(systemName: product.imageName)
  }
}
