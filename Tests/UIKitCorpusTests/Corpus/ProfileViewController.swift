#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A profile screen: a scroll view holding the header and two buttons, edge to edge.
final class ProfileViewController: UIViewController {
  private let profile: UserProfile

  let scrollView = UIScrollView()
  let headerView = ProfileHeaderView()

  lazy var followButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Follow"
    configuration.cornerStyle = .large
    configuration.buttonSize = .large
    let button = UIButton(configuration: configuration)
    button.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
    return button
  }()

  lazy var messageButton: UIButton = {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Message"
    configuration.cornerStyle = .large
    configuration.buttonSize = .large
    return UIButton(configuration: configuration)
  }()

  private(set) var isFollowing = false

  init(profile: UserProfile) {
    self.profile = profile
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = profile.name
    view.backgroundColor = .systemBackground

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)

    headerView.configure(with: profile)
    headerView.translatesAutoresizingMaskIntoConstraints = false

    let buttons = UIStackView(arrangedSubviews: [followButton, messageButton])
    buttons.axis = .horizontal
    buttons.distribution = .fillEqually
    buttons.spacing = 12
    buttons.translatesAutoresizingMaskIntoConstraints = false

    scrollView.addSubview(headerView)
    scrollView.addSubview(buttons)

    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      headerView.topAnchor.constraint(equalTo: content.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      headerView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      buttons.topAnchor.constraint(equalTo: headerView.bottomAnchor),
      buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      buttons.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
    ])
  }

  private func follow() {
    isFollowing.toggle()
    followButton.configuration?.title = isFollowing ? "Following" : "Follow"
  }
}
