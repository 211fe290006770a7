#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

struct OnboardingPage {
  let symbolName: String
  let title: String
  let message: String
}

/// One page of an onboarding flow: a large symbol, a title and a message, centred.
final class OnboardingPageView: UIView {
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let messageLabel = UILabel()

  init(page: OnboardingPage) {
    super.init(frame: .zero)

    imageView.image = UIImage(systemName: page.symbolName)
    imageView.tintColor = .systemOrange
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false

    titleLabel.text = page.title
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false

    messageLabel.text = page.message
    messageLabel.font = .preferredFont(forTextStyle: .body)
    messageLabel.adjustsFontForContentSizeCategory = true
    messageLabel.textColor = .secondaryLabel
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    messageLabel.translatesAutoresizingMaskIntoConstraints = false

    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(messageLabel)

    let guide = readableContentGuide
    let centerTitle = titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
    centerTitle.priority = .defaultHigh
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
      imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
      imageView.widthAnchor.constraint(equalToConstant: 120),
      imageView.heightAnchor.constraint(equalToConstant: 120),

      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 32),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      centerTitle,

      messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      messageLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      messageLabel.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
