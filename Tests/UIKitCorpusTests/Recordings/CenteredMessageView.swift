#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A title1 title centred in the view and a caption1 message centred 10 points below it, both
/// sized by their text: the empty state devpass-tech/challenge-viewcode-realestate records (its
/// third sprint's solution), written here from the recording's setup — the fonts, the alignment,
/// the two constraints each and the texts.
final class CenteredMessageView: UIView {
  let titleLabel = UILabel()
  let messageLabel = UILabel()

  init(title: String, message: String) {
    super.init(frame: .zero)
    backgroundColor = .white
    for label in [titleLabel, messageLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.textColor = .black
      label.textAlignment = .center
      addSubview(label)
    }
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    titleLabel.text = title
    messageLabel.font = .preferredFont(forTextStyle: .caption1)
    messageLabel.numberOfLines = 0
    messageLabel.text = message
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      messageLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 10),
    ])
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

/// A controller whose view is replaced by an ``CenteredMessageView`` before it is shown, as the
/// recorded test does.
final class CenteredMessageViewController: UIViewController {
  let emptyState = CenteredMessageView(
    title: "No listings found",
    message: "Search for cities and neighborhoods using the search bar above")

  override func loadView() {
    view = emptyState
  }
}
