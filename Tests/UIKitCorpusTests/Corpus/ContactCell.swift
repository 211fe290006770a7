#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A contact row laid out with the Visual Format Language, as many older code bases do.
class ContactCell: UITableViewCell {
  let initialsLabel = UILabel()
  let nameLabel = UILabel()
  let emailLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)

    initialsLabel.textAlignment = .center
    initialsLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
    initialsLabel.textColor = .white
    initialsLabel.backgroundColor = .systemIndigo
    initialsLabel.layer.cornerRadius = 18
    initialsLabel.layer.masksToBounds = true

    nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
    emailLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
    emailLabel.textColor = .secondaryLabel

    for view in [initialsLabel, nameLabel, emailLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }

    let views: [String: Any] = ["initials": initialsLabel, "name": nameLabel, "email": emailLabel]
    let metrics = ["size": 36, "gap": 12]
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[initials(size)]-gap-[name]-|", options: [], metrics: metrics,
      views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[initials]-gap-[email]-|", options: [], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[name]-2-[email]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[initials(size)]", options: [], metrics: metrics, views: views)
    constraints.append(initialsLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor))
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  func configure(name: String, email: String) {
    nameLabel.text = name
    emailLabel.text = email
    initialsLabel.text = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init)
      .joined()
  }
}
