#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A centred 20-point title 100 points below the top and a column of 50-point-high system buttons
/// with white titles and rounded corners, 20 points in from each side: the first centred
/// vertically, the next 10 points below it, and the last 10 points above the bottom of the safe
/// area. The screen pkozielecki/CleanCodeAnimations records, in its first version (one button) and
/// its second (three), written here from the recordings' setup: the sizes, the constraints, the
/// fonts and the titles.
///
/// The recorded buttons also have a 1 × 1 colour image as their background, drawn with
/// `UIGraphicsBeginImageContext(_:)` and set with `setBackgroundImage(_:for:)`, which Trellis has
/// neither of. A background image takes no part in the layout of a button whose width and height
/// are both set by constraints; UIKit shows it as an image view filling the button, which the
/// replay does not compare.
final class ButtonMenuViewController: UIViewController {
  let titleLabel = UILabel()
  /// The vertically centred button ("Change BG color").
  let centreButton: UIButton
  /// The button below the centred one ("Help"), in the second version.
  let belowButton: UIButton?
  /// The button at the bottom of the safe area ("Exit"), in the second version.
  let bottomButton: UIButton?

  /// The first version when `threeButtons` is false, the second when it is true.
  init(threeButtons: Bool) {
    centreButton = Self.makeButton(titled: "Change BG color")
    belowButton = threeButtons ? Self.makeButton(titled: "Help") : nil
    bottomButton = threeButtons ? Self.makeButton(titled: "Exit") : nil
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private static func makeButton(titled title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.layer.cornerRadius = 25
    button.layer.masksToBounds = true
    button.heightAnchor.constraint(equalToConstant: 50).isActive = true
    return button
  }

  override func loadView() {
    // The view is made at the screen's size, as the recorded app makes it.
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "Clean Code - Animations"
    titleLabel.font = .systemFont(ofSize: 20)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.textColor = .black

    let buttons = [centreButton, bottomButton, belowButton].compactMap { $0 }
    for button in buttons {
      root.addSubview(button)
    }
    root.addSubview(titleLabel)

    var constraints = [
      titleLabel.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      titleLabel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      centreButton.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ]
    if let belowButton {
      constraints.append(
        belowButton.topAnchor.constraint(equalTo: centreButton.bottomAnchor, constant: 10))
    }
    if let bottomButton {
      constraints.append(
        bottomButton.bottomAnchor.constraint(
          equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -10))
    }
    for button in buttons {
      constraints += [
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    view = root
  }
}
