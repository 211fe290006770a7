#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A cart line: a thumbnail, the name and detail, and the price. At accessibility text sizes the
/// row becomes a column, so that the name keeps the full width (Apple's Dynamic Type guidance).
public final class CartItemCell: UITableViewCell {
  public static let reuseIdentifier = "CartItemCell"

  public let thumbnailView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFit
    imageView.tintColor = .systemBrown
    imageView.backgroundColor = .secondarySystemBackground
    imageView.layer.cornerRadius = 8
    imageView.clipsToBounds = true
    return imageView
  }()

  public let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
  }()

  public let detailLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    return label
  }()

  public let priceLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textAlignment = .right
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    return label
  }()

  public private(set) lazy var textStack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
    stack.axis = .vertical
    stack.spacing = 2
    return stack
  }()

  public private(set) lazy var rowStack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [thumbnailView, textStack, priceLabel])
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(rowStack)
    NSLayoutConstraint.activate([
      thumbnailView.widthAnchor.constraint(equalToConstant: 48),
      thumbnailView.heightAnchor.constraint(equalToConstant: 48),
      rowStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      rowStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      rowStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      rowStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
    updateAxis()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateAxis()
  }

  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory
      != previousTraitCollection?.preferredContentSizeCategory
    {
      updateAxis()
    }
  }

  private func updateAxis() {
    let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    rowStack.axis = isAccessibilitySize ? .vertical : .horizontal
    rowStack.alignment = isAccessibilitySize ? .leading : .center
    priceLabel.textAlignment = isAccessibilitySize ? .natural : .right
  }

  public func configure(with item: CartItem) {
    thumbnailView.image = UIImage(systemName: item.symbolName)
    nameLabel.text = item.name
    detailLabel.text = item.quantity > 1 ? "\(item.detail) · × \(item.quantity)" : item.detail
    priceLabel.text = formattedPrice(item.total)
  }
}
