#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A labelled text field with an error line under it, laid out with the Visual Format Language.
final class FormFieldView: UIView {
  let titleLabel = UILabel()
  let textField = UITextField()
  let errorLabel = UILabel()

  var errorMessage: String? {
    didSet {
      errorLabel.text = errorMessage
      textField.layer.borderColor =
        (errorMessage == nil ? UIColor.systemGray4 : UIColor.systemRed).cgColor
    }
  }

  init(title: String, placeholder: String) {
    super.init(frame: .zero)
    titleLabel.text = title
    titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
    titleLabel.textColor = .secondaryLabel

    textField.placeholder = placeholder
    textField.font = UIFont.preferredFont(forTextStyle: .body)
    textField.layer.borderWidth = 1
    textField.layer.cornerRadius = 8
    textField.layer.borderColor = UIColor.systemGray4.cgColor
    textField.clearButtonMode = .whileEditing
    textField.accessibilityLabel = title

    errorLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
    errorLabel.textColor = .systemRed
    errorLabel.numberOfLines = 0

    let views = ["title": titleLabel, "field": textField, "error": errorLabel]
    for view in [titleLabel, textField, errorLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[title]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[field]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[error]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[title]-6-[field(44)]-4-[error]|", options: [], metrics: nil,
          views: views))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
