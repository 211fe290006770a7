#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A row with an icon, a title and a subtitle stacked vertically, and a disclosure indicator.
class DetailRowCell: UITableViewCell {
  let iconView = UIImageView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  private lazy var labelStack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    accessoryType = .disclosureIndicator

    iconView.translatesAutoresizingMaskIntoConstraints = false
    iconView.contentMode = .scaleAspectFit
    iconView.tintColor = .systemBlue

    titleLabel.font = .preferredFont(forTextStyle: .body)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0

    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0

    labelStack.axis = .vertical
    labelStack.spacing = 2
    labelStack.translatesAutoresizingMaskIntoConstraints = false

    contentView.addSubview(iconView)
    contentView.addSubview(labelStack)

    NSLayoutConstraint.activate([
      iconView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 28),
      iconView.heightAnchor.constraint(equalToConstant: 28),

      labelStack.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
      labelStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      labelStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      labelStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  func configure(icon: UIImage?, title: String, subtitle: String?) {
    iconView.image = icon
    titleLabel.text = title
    subtitleLabel.text = subtitle
    subtitleLabel.isHidden = subtitle == nil
  }
}
