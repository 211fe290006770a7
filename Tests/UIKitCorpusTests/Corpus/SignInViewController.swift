#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

final class SignInViewController: UIViewController {
  var onSignIn: ((String, String) -> Void)?

  let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Welcome back"
    label.font = .preferredFont(forTextStyle: .largeTitle)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
  }()

  let emailField: UITextField = {
    let textField = UITextField()
    textField.placeholder = "Email"
    textField.borderStyle = .roundedRect
    textField.keyboardType = .emailAddress
    textField.autocapitalizationType = .none
    textField.autocorrectionType = .no
    textField.textContentType = .username
    textField.returnKeyType = .next
    textField.font = .preferredFont(forTextStyle: .body)
    textField.adjustsFontForContentSizeCategory = true
    return textField
  }()

  let passwordField: UITextField = {
    let textField = UITextField()
    textField.placeholder = "Password"
    textField.borderStyle = .roundedRect
    textField.isSecureTextEntry = true
    textField.textContentType = .password
    textField.returnKeyType = .done
    textField.font = .preferredFont(forTextStyle: .body)
    textField.adjustsFontForContentSizeCategory = true
    return textField
  }()

  let signInButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Sign In", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    button.backgroundColor = .systemBlue
    button.setTitleColor(.white, for: .normal)
    button.layer.cornerRadius = 10
    return button
  }()

  let forgotPasswordButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Forgot password?", for: .normal)
    return button
  }()

  private lazy var stackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: [
      titleLabel, emailField, passwordField, signInButton, forgotPasswordButton,
    ])
    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.setCustomSpacing(24, after: titleLabel)
    stackView.setCustomSpacing(20, after: passwordField)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    return stackView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(stackView)

    signInButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.onSignIn?(self.emailField.text ?? "", self.passwordField.text ?? "")
      }, for: .touchUpInside)

    let preferredWidth = stackView.widthAnchor.constraint(equalToConstant: 400)
    preferredWidth.priority = .defaultHigh

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stackView.leadingAnchor.constraint(
        greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(
        lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
      preferredWidth,
      signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
    ])
  }
}
