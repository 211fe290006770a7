#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A track in a playlist, shared by the list and the player: iOS 26 views read it in
/// `updateProperties()` and UIKit refreshes them when it changes.
@Observable
final class Track {
  var title: String
  var artist: String
  var isFavorite = false
  var progress: Double = 0

  init(title: String, artist: String) {
    self.title = title
    self.artist = artist
  }
}

/// A playlist row: artwork, title and artist, a favourite symbol, and a progress bar whose width
/// follows `track.progress`. No `didSet`, no `setNeedsLayout()`: observation tracking does it.
final class TrackRowView: UIView {
  let artworkView = UIImageView()
  let titleLabel = UILabel()
  let artistLabel = UILabel()
  let favoriteView = UIImageView()
  let progressTrack = UIView()
  let progressFill = UIView()
  var track: Track? {
    didSet { setNeedsUpdateProperties() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    artworkView.backgroundColor = .secondarySystemBackground
    artworkView.layer.cornerRadius = 6
    artworkView.clipsToBounds = true
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    artistLabel.font = .preferredFont(forTextStyle: .subheadline)
    artistLabel.textColor = .secondaryLabel
    favoriteView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      pointSize: 17, weight: .semibold)
    favoriteView.tintColor = .systemPink
    progressTrack.backgroundColor = .systemFill
    progressTrack.layer.cornerRadius = 1.5
    progressFill.backgroundColor = .systemBlue
    progressTrack.addSubview(progressFill)

    let labels = UIStackView(arrangedSubviews: [titleLabel, artistLabel])
    labels.axis = .vertical
    labels.spacing = 2
    for view in [artworkView, labels, favoriteView, progressTrack] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      artworkView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      artworkView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      artworkView.widthAnchor.constraint(equalToConstant: 48),
      artworkView.heightAnchor.constraint(equalToConstant: 48),
      labels.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 12),
      labels.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
      favoriteView.leadingAnchor.constraint(
        greaterThanOrEqualTo: labels.trailingAnchor, constant: 8),
      favoriteView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      favoriteView.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
      progressTrack.topAnchor.constraint(equalTo: artworkView.bottomAnchor, constant: 8),
      progressTrack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      progressTrack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      progressTrack.heightAnchor.constraint(equalToConstant: 3),
      progressTrack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    favoriteView.setContentCompressionResistancePriority(.required, for: .horizontal)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func updateProperties() {
    super.updateProperties()
    guard let track else { return }
    titleLabel.text = track.title
    artistLabel.text = track.artist
    favoriteView.image = UIImage(systemName: track.isFavorite ? "heart.fill" : "heart")
    accessibilityLabel = "\(track.title), \(track.artist)"
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let progress = min(max(track?.progress ?? 0, 0), 1)
    progressFill.frame = CGRect(
      x: 0, y: 0, width: progressTrack.bounds.width * progress, height: progressTrack.bounds.height)
  }
}
