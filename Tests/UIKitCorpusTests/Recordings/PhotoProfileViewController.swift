#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A profile: a 100-point round photo 20 points below the safe area's top, centred; under it a
/// 24-point bold name, a 16-point grey email address and a 16-point biography of any number of
/// lines, each 20 points from the sides and centred in its width (8 points between name and
/// address, 20 before the biography); then a 120 × 44 blue system button, centred, 30 points
/// below. ZhgChgLi/github-actions-ci-cd-demo's profile screen (2025), written here from the
/// recording's setup: the sizes, fonts, spacing and texts.
final class PhotoProfileViewController: UIViewController {
  let photoView = UIImageView()
  let nameLabel = UILabel()
  let emailLabel = UILabel()
  let biographyLabel = UILabel()
  let editButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.layer.cornerRadius = 50
    photoView.backgroundColor = .systemGray5

    nameLabel.font = .boldSystemFont(ofSize: 24)
    emailLabel.font = .systemFont(ofSize: 16)
    emailLabel.textColor = .systemGray
    biographyLabel.font = .systemFont(ofSize: 16)
    biographyLabel.numberOfLines = 0
    for label in [nameLabel, emailLabel, biographyLabel] {
      label.textAlignment = .center
    }

    editButton.setTitle("編輯資料", for: .normal)
    editButton.setTitleColor(.white, for: .normal)
    editButton.backgroundColor = .systemBlue
    editButton.layer.cornerRadius = 8

    let parts: [UIView] = [photoView, nameLabel, emailLabel, biographyLabel, editButton]
    for part in parts {
      part.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(part)
    }
    var constraints = [
      photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      photoView.widthAnchor.constraint(equalToConstant: 100),
      photoView.heightAnchor.constraint(equalToConstant: 100),
      nameLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 20),
      emailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
      biographyLabel.topAnchor.constraint(equalTo: emailLabel.bottomAnchor, constant: 20),
      editButton.topAnchor.constraint(equalTo: biographyLabel.bottomAnchor, constant: 30),
      editButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      editButton.widthAnchor.constraint(equalToConstant: 120),
      editButton.heightAnchor.constraint(equalToConstant: 44),
    ]
    for label in [nameLabel, emailLabel, biographyLabel] {
      constraints += [
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      ]
    }
    NSLayoutConstraint.activate(constraints)

    nameLabel.text = "張小明"
    emailLabel.text = "zhangxiaoming@example.com"
    biographyLabel.text = "我是一名 iOS 開發者，熱愛程式設計和創新技術。"
  }
}
