#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

struct ChatMessage {
  let sender: String
  let time: String
  let text: String
}

final class MessageCell: UITableViewCell {
  static let reuseIdentifier = "MessageCell"

  let avatarImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = 20
    imageView.backgroundColor = .secondarySystemBackground
    imageView.image = UIImage(systemName: "person.crop.circle")
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .label
    return label
  }()

  let timeLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    return label
  }()

  let messageLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none

    contentView.addSubview(avatarImageView)
    contentView.addSubview(nameLabel)
    contentView.addSubview(timeLabel)
    contentView.addSubview(messageLabel)

    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 40),
      avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
      avatarImageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),

      timeLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
      timeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      timeLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),

      messageLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      messageLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      messageLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    timeLabel.text = nil
    messageLabel.text = nil
  }

  func configure(with message: ChatMessage) {
    nameLabel.text = message.sender
    timeLabel.text = message.time
    messageLabel.text = message.text
  }
}
