#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

struct UserProfile {
  var name: String
  var handle: String
  var bio: String
  var posts: Int
  var followers: Int
  var following: Int
}

final class ProfileHeaderView: UIView {
  private enum Layout {
    static let avatarSize: CGFloat = 88
    static let spacing: CGFloat = 12
  }

  let avatarImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    imageView.tintColor = .systemGray3
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = Layout.avatarSize / 2
    imageView.layer.borderWidth = 3
    imageView.layer.borderColor = UIColor.systemBackground.cgColor
    imageView.clipsToBounds = true
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()

  let handleLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    return label
  }()

  let bioLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.textAlignment = .center
    return label
  }()

  let statsStackView: UIStackView = {
    let stackView = UIStackView()
    stackView.axis = .horizontal
    stackView.distribution = .fillEqually
    stackView.spacing = 8
    return stackView
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 24, leading: 20, bottom: 24, trailing: 20)

    let textStack = UIStackView(arrangedSubviews: [
      nameLabel, handleLabel, bioLabel, statsStackView,
    ])
    textStack.axis = .vertical
    textStack.spacing = 4
    textStack.setCustomSpacing(Layout.spacing, after: handleLabel)
    textStack.setCustomSpacing(20, after: bioLabel)
    textStack.translatesAutoresizingMaskIntoConstraints = false

    addSubview(avatarImageView)
    addSubview(textStack)

    NSLayoutConstraint.activate([
      avatarImageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      avatarImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: Layout.avatarSize),
      avatarImageView.heightAnchor.constraint(equalToConstant: Layout.avatarSize),

      textStack.topAnchor.constraint(
        equalTo: avatarImageView.bottomAnchor, constant: Layout.spacing),
      textStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      textStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      textStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with profile: UserProfile) {
    nameLabel.text = profile.name
    handleLabel.text = "@" + profile.handle
    bioLabel.text = profile.bio
    for stat in statsStackView.arrangedSubviews { stat.removeFromSuperview() }
    statsStackView.addArrangedSubview(StatView(value: "\(profile.posts)", caption: "Posts"))
    statsStackView.addArrangedSubview(StatView(value: "\(profile.followers)", caption: "Followers"))
    statsStackView.addArrangedSubview(StatView(value: "\(profile.following)", caption: "Following"))
  }
}
