#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The player's state, observed by the screen below without any delegate or notification.
@Observable
final class PlayerModel {
  var track: Track
  var isPlaying = false
  var isArtworkExpanded = true
  var queue: [Track] = []

  init(track: Track) {
    self.track = track
  }
}

/// Artwork that shrinks a little while pressed, as media apps do: the touch methods overridden.
final class PressableArtworkView: UIImageView {
  private(set) var isPressed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    isPressed = true
    UIView.animate(withDuration: 0.15) {
      self.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    release()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    release()
  }

  private func release() {
    isPressed = false
    UIView.animate(withDuration: 0.2) {
      self.transform = .identity
    }
  }
}

/// A now-playing screen written for iOS 26: labels and symbols set in `updateProperties()`, the
/// artwork's size in `viewWillLayoutSubviews()`, both from an `@Observable` model; an
/// extra-large title on iPad; a "More" menu whose queue items load when it opens.
final class NowPlayingViewController: UIViewController {
  let model: PlayerModel
  let artworkView = PressableArtworkView(frame: .zero)
  let titleLabel = UILabel()
  let artistLabel = UILabel()
  let playButton = UIButton(type: .system)
  let moreButton = UIButton(type: .system)
  private var artworkWidth: NSLayoutConstraint?
  /// Where artwork would come from; never used by the layout.
  let session: URLSession = .shared

  init(model: PlayerModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    artworkView.backgroundColor = .secondarySystemBackground
    artworkView.layer.cornerRadius = 12
    artworkView.clipsToBounds = true
    let isPad = UIDevice.current.userInterfaceIdiom == .pad
    titleLabel.font = .preferredFont(forTextStyle: isPad ? .extraLargeTitle2 : .title2)
    titleLabel.numberOfLines = 2
    titleLabel.textAlignment = .center
    artistLabel.font = .preferredFont(forTextStyle: .body)
    artistLabel.textColor = .secondaryLabel
    artistLabel.textAlignment = .center
    playButton.setPreferredSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 44, weight: .bold), forImageIn: .normal)
    moreButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
    moreButton.accessibilityLabel = "More"
    moreButton.showsMenuAsPrimaryAction = true
    moreButton.menu = UIMenu(children: [
      UIDeferredMenuElement.uncached { [weak self] completion in
        let queue = self?.model.queue ?? []
        completion(queue.map { track in UIAction(title: track.title) { _ in } })
      }
    ])

    let stack = UIStackView(arrangedSubviews: [artworkView, titleLabel, artistLabel, playButton])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.setCustomSpacing(4, after: titleLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    moreButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    view.addSubview(moreButton)
    let width = artworkView.widthAnchor.constraint(equalToConstant: 280)
    artworkWidth = width
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      width,
      artworkView.heightAnchor.constraint(equalTo: artworkView.widthAnchor),
      titleLabel.widthAnchor.constraint(equalTo: stack.widthAnchor),
      moreButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      moreButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  override func updateProperties() {
    super.updateProperties()
    titleLabel.text = model.track.title
    artistLabel.text = model.track.artist
    playButton.setImage(
      UIImage(systemName: model.isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    playButton.accessibilityLabel = model.isPlaying ? "Pause" : "Play"
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let available = min(view.bounds.width - 2 * view.layoutMargins.left, 400)
    artworkWidth?.constant = model.isArtworkExpanded ? available : available * 0.6
  }
}
