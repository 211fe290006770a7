#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A mini player shown at the bottom of a screen: artwork, a title and a play button, in its own
/// view controller so that any screen can embed it.
final class MiniPlayerViewController: UIViewController {
  let artworkView = UIImageView(image: UIImage(systemName: "music.note"))
  let titleLabel = UILabel()
  let playButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    artworkView.contentMode = .scaleAspectFit
    artworkView.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "Clair de lune"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
    playButton.accessibilityLabel = "Play"
    playButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(artworkView)
    view.addSubview(titleLabel)
    view.addSubview(playButton)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      artworkView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      artworkView.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      artworkView.widthAnchor.constraint(equalToConstant: 48),
      artworkView.heightAnchor.constraint(equalToConstant: 48),
      artworkView.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
      titleLabel.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 12),
      titleLabel.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
      playButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 12),
      playButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      playButton.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
      playButton.widthAnchor.constraint(equalToConstant: 44),
      playButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

/// A full-screen library that embeds the mini player as a child view controller along its bottom
/// edge and hides the navigation bar while it shows.
final class PlayerLibraryViewController: UIViewController {
  let player = MiniPlayerViewController()
  let headerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headerLabel.text = "Library"
    headerLabel.font = .preferredFont(forTextStyle: .largeTitle)
    headerLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerLabel)

    addChild(player)
    player.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(player.view)
    player.didMove(toParent: self)

    NSLayoutConstraint.activate([
      headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      headerLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      headerLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      player.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      player.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      player.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.isNavigationBarHidden = true
  }

  /// Takes the player out, as a screen does when playback stops.
  func removePlayer() {
    player.willMove(toParent: nil)
    player.view.removeFromSuperview()
    player.removeFromParent()
  }
}
