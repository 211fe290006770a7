#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// "Nothing here yet": a symbol, a title, a message and an action, centred in its margins.
final class EmptyStateView: UIView {
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  let actionButton = UIButton(type: .system)
  private let stackView = UIStackView()

  var action: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    configureViews()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureViews()
  }

  private func configureViews() {
    layoutMargins = UIEdgeInsets(top: 32, left: 32, bottom: 32, right: 32)

    imageView.tintColor = .tertiaryLabel
    imageView.contentMode = .scaleAspectFit

    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0

    messageLabel.font = .preferredFont(forTextStyle: .callout)
    messageLabel.adjustsFontForContentSizeCategory = true
    messageLabel.textColor = .secondaryLabel
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0

    actionButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    actionButton.addAction(
      UIAction { [weak self] _ in self?.action?() }, for: .primaryActionTriggered)

    stackView.axis = .vertical
    stackView.alignment = .center
    stackView.spacing = 8
    stackView.translatesAutoresizingMaskIntoConstraints = false
    [imageView, titleLabel, messageLabel, actionButton].forEach(stackView.addArrangedSubview)
    stackView.setCustomSpacing(16, after: imageView)
    stackView.setCustomSpacing(20, after: messageLabel)
    addSubview(stackView)

    NSLayoutConstraint.activate([
      imageView.widthAnchor.constraint(equalToConstant: 64),
      imageView.heightAnchor.constraint(equalToConstant: 64),

      stackView.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
      stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stackView.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
    ])
  }

  func configure(symbolName: String, title: String, message: String, actionTitle: String?) {
    imageView.image = UIImage(systemName: symbolName)
    titleLabel.text = title
    messageLabel.text = message
    actionButton.setTitle(actionTitle, for: .normal)
    actionButton.isHidden = actionTitle == nil
  }
}
