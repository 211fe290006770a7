#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A view holding a 50-point-high custom button with a 20-point semibold white title, 10 points
/// below the top of its safe area and 10 points in from each side — made with a zero frame and
/// never sized, so the button is squeezed to no width. The button view
/// devpass-tech/challenge-viewcode-realestate's first sprint records, written here from its setup
/// (the constraints, the font and the title "Click").
final class ZeroSizeButtonViewController: UIViewController {
  let buttonView = UIView(frame: .zero)
  let button = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 10
    button.setTitle("Click", for: .normal)
    buttonView.addSubview(button)
    NSLayoutConstraint.activate([
      button.topAnchor.constraint(equalTo: buttonView.safeAreaLayoutGuide.topAnchor, constant: 10),
      button.leadingAnchor.constraint(equalTo: buttonView.leadingAnchor, constant: 10),
      button.trailingAnchor.constraint(equalTo: buttonView.trailingAnchor, constant: -10),
      button.heightAnchor.constraint(equalToConstant: 50),
    ])
    view.addSubview(buttonView)
  }
}
