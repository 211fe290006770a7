#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A first-run screen offering iCloud sync: two 50-point buttons, "Later" over "Use iCloud", 20
/// points from the sides and 16 apart, the lower one 16 points above the safe area's bottom; above
/// them a container as wide as the screen, from its top to the upper button, with nothing placing
/// it horizontally. In the container a 34-point "HelveticaNeue-Thin" title, centred; a 144 × 90
/// cloud image 10 points above it, centred; and a 28-point "HelveticaNeue" description of at most
/// three lines, 5 points below it, 20 points from the sides. The buttons are custom buttons with
/// content insets of 10 and 20 points and a 17-point medium system title. sger/Tinylog's setup
/// screen (October 2020), written here from the recording's setup: the constraints, fonts, insets
/// and texts (sger/Tinylog@4f3e552:Tinylog/View Controllers/Setup/SetupViewController.swift, whose
/// SnapKit constraints are written here as anchors, Tinylog/Views/Buttons/RoundedButton.swift, and
/// the English and German strings of Tinylog/Locales/{Base,de}.lproj/Localizable.strings).
final class SyncSetupViewController: UIViewController {
  let container = UIView()
  let cloudView = UIImageView(image: UIImage(named: "cloud"))
  let titleLabel = UILabel()
  let descriptionLabel = UILabel()
  let texts: Texts
  let laterButton: UIButton
  let useCloudButton: UIButton

  /// The screen's four strings, from the app's `Localizable.strings` (Base and `de`).
  struct Texts {
    var title: String
    var description: String
    var later: String
    var useCloud: String

    static let english = Texts(
      title: "iCloud for Tinylog",
      description: "iCloud keeps your lists up to date on your iPhone and iPad.",
      later: "Later", useCloud: "Use iCloud")
    static let german = Texts(
      title: "iCloud für Tinylog",
      description: "iCloud hält Ihre Listen auf Ihrem iPhone und iPad auf dem neuesten Stand.",
      later: "Später", useCloud: "Benutze iCloud")
  }

  init(texts: Texts) {
    self.texts = texts
    laterButton = Self.roundedButton(texts.later)
    useCloudButton = Self.roundedButton(texts.useCloud)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// A custom button with a white 17-point medium title, inset 10 points above and below and 20
  /// on the sides, its corners rounded.
  private static func roundedButton(_ title: String) -> UIButton {
    let button = UIButton()
    button.setTitleColor(.white, for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .medium)
    button.layer.cornerRadius = 8
    button.setTitle(title, for: .normal)
    return button
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.font = UIFont(name: "HelveticaNeue-Thin", size: 34)
    titleLabel.text = texts.title
    descriptionLabel.font = UIFont(name: "HelveticaNeue", size: 28)
    descriptionLabel.numberOfLines = 3
    descriptionLabel.text = texts.description
    for label in [titleLabel, descriptionLabel] {
      label.lineBreakMode = .byTruncatingTail
      label.textAlignment = .center
      label.textColor = .label
    }
    laterButton.backgroundColor = .systemGray
    useCloudButton.backgroundColor = .systemBlue

    for part in [container, laterButton, useCloudButton] {
      part.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(part)
    }
    for part in [cloudView, titleLabel, descriptionLabel] {
      part.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(part)
    }
    // In the order the screen makes them: the container, the image, the title, the description,
    // then each button.
    NSLayoutConstraint.activate([
      container.widthAnchor.constraint(equalTo: view.widthAnchor),
      container.topAnchor.constraint(equalTo: view.topAnchor),
      container.bottomAnchor.constraint(equalTo: laterButton.topAnchor),
      cloudView.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      cloudView.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -10),
      titleLabel.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      descriptionLabel.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
      descriptionLabel.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -20),
      descriptionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 5),
      laterButton.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -40),
      laterButton.heightAnchor.constraint(equalToConstant: 50),
      laterButton.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
      laterButton.bottomAnchor.constraint(equalTo: useCloudButton.topAnchor, constant: -16),
      useCloudButton.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -40),
      useCloudButton.heightAnchor.constraint(equalToConstant: 50),
      useCloudButton.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
      useCloudButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }
}
