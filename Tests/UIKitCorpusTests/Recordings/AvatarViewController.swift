#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The three designs natura-cosmeticos/natds-ios recorded its avatar in.
nonisolated enum AvatarDesign: Sendable {
  /// February 2021: the photo covers the circle, the placeholder sits 8 points inside it, the
  /// initials are 20-point medium, and `layoutSubviews()` does not call `super`.
  case first
  /// March 11, 2021: an icon view (a label and an image view filling it) added under the photo,
  /// the icons 4 points inside the circle, the initials 24-point regular.
  case withIconView
  /// March 16, 2021: the photo 2 points outside the circle on every side.
  case withOutsetImage
}

/// What an ``AvatarView`` shows.
enum AvatarContent {
  /// The initials of a name: its first and last words' first letters.
  case initials(of: String)
  /// The placeholder icon.
  case placeholder
  /// A photo (the recorded test gives an empty image).
  case photo(UIImage?)
}

/// A 48-point avatar: a circle pinned to the view's top and bottom and centred in its width (which
/// may be wider), initials centred in the circle, a photo over the circle and a placeholder icon
/// inside it — one of them shown (the initials with the photo in the later designs). natura-cosmeticos/natds-ios recorded it in three designs
/// (February and March 2021), written here from the recordings' setup: the sizes and insets (the
/// design system's tokens), the fonts, the constraints and the order of the subviews.
final class AvatarView: UIView {
  let design: AvatarDesign
  let circleView = UIView()
  let initialsLabel = UILabel()
  /// The icon view of the later designs: a label (for an icon font's glyph) and an image view,
  /// both filling it.
  let iconView: UIView?
  let photoView = UIImageView()
  let placeholderView = UIImageView()

  init(design: AvatarDesign) {
    self.design = design
    iconView = design == .first ? nil : UIView()
    super.init(frame: .zero)
    let diameter: CGFloat = 48
    let iconInset: CGFloat = design == .first ? 8 : 4
    let photoOutset: CGFloat = design == .withOutsetImage ? 2 : 0

    circleView.backgroundColor = .orange
    initialsLabel.textAlignment = .center
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = design != .first
    var parts: [UIView] = [circleView, initialsLabel]
    if let iconView { parts.append(iconView) }
    parts += [photoView, placeholderView]
    for part in parts {
      part.translatesAutoresizingMaskIntoConstraints = false
      addSubview(part)
    }

    var constraints = [
      circleView.topAnchor.constraint(equalTo: topAnchor),
      circleView.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      circleView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
      circleView.centerXAnchor.constraint(equalTo: centerXAnchor),
      circleView.widthAnchor.constraint(equalToConstant: diameter),
      circleView.heightAnchor.constraint(equalToConstant: diameter),
      circleView.bottomAnchor.constraint(equalTo: bottomAnchor),
      initialsLabel.centerXAnchor.constraint(equalTo: circleView.centerXAnchor),
      initialsLabel.centerYAnchor.constraint(equalTo: circleView.centerYAnchor),
    ]
    constraints += Self.pin(photoView, to: circleView, inset: -photoOutset)
    constraints += Self.pin(placeholderView, to: circleView, inset: iconInset)
    if let iconView {
      constraints += Self.pin(iconView, to: circleView, inset: iconInset)
      for part in [UILabel(), UIImageView()] as [UIView] {
        part.translatesAutoresizingMaskIntoConstraints = false
        iconView.addSubview(part)
        constraints += Self.pin(part, to: iconView, inset: 0)
      }
    }
    NSLayoutConstraint.activate(constraints)
    show(.placeholder)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows one part and hides the others, as the recorded designs do: the initials keep the photo
  /// visible (behind them) in the later designs.
  func show(_ content: AvatarContent) {
    iconView?.isHidden = true
    switch content {
    case .initials(let name):
      let words = name.split(separator: " ")
      initialsLabel.text = [words.first, words.last].compactMap { $0?.first }.map(String.init)
        .joined()
      initialsLabel.isHidden = false
      photoView.isHidden = design == .first
      placeholderView.isHidden = true
    case .placeholder:
      initialsLabel.isHidden = true
      photoView.isHidden = true
      placeholderView.isHidden = false
    case .photo(let image):
      photoView.image = image
      initialsLabel.isHidden = true
      photoView.isHidden = false
      placeholderView.isHidden = true
    }
  }

  override func layoutSubviews() {
    if design != .first {
      super.layoutSubviews()
    }
    circleView.layer.cornerRadius = 24
    photoView.layer.cornerRadius = 24
    // The font is set here, once the avatar lays out.
    initialsLabel.font =
      design == .first ? .systemFont(ofSize: 20, weight: .medium) : .systemFont(ofSize: 24)
  }

  private static func pin(_ view: UIView, to other: UIView, inset: CGFloat) -> [NSLayoutConstraint]
  {
    [
      view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
      view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
    ]
  }
}

/// The recorded test's steps: an ``AvatarView`` showing `content`, centred in a 100 × 100 view and
/// laid out there (the image snapshot taken before the description), then moved — leaving the
/// centring constraints behind — into the view the library records it in.
final class AvatarViewController: UIViewController {
  let avatar: AvatarView

  init(design: AvatarDesign, content: AvatarContent) {
    avatar = AvatarView(design: design)
    avatar.show(content)
    super.init(nibName: nil, bundle: nil)
    let stage = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    stage.backgroundColor = .white
    stage.addSubview(avatar)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      avatar.centerXAnchor.constraint(equalTo: stage.centerXAnchor),
      avatar.centerYAnchor.constraint(equalTo: stage.centerYAnchor),
    ])
    stage.layoutIfNeeded()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(avatar)
  }
}
