#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A message opened from a list: pushed on a navigation controller, with a small title, a reply
/// button in the bar and archive/delete actions in the toolbar.
final class MessageDetailViewController: UIViewController {
  let subjectLabel = UILabel()
  let senderLabel = UILabel()
  let bodyLabel = UILabel()
  private let subject: String
  private let sender: String
  private let body: String

  init(subject: String, sender: String, body: String) {
    self.subject = subject
    self.sender = sender
    self.body = body
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Message"
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .reply, target: self, action: nil)
    toolbarItems = [
      UIBarButtonItem(title: "Archive", style: .plain, target: self, action: nil),
      UIBarButtonItem.flexibleSpace(),
      UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: nil),
    ]

    subjectLabel.text = subject
    subjectLabel.font = .preferredFont(forTextStyle: .title2)
    subjectLabel.numberOfLines = 0
    senderLabel.text = sender
    senderLabel.font = .preferredFont(forTextStyle: .subheadline)
    senderLabel.textColor = .secondaryLabel
    bodyLabel.text = body
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0

    let stack = UIStackView(arrangedSubviews: [subjectLabel, senderLabel, bodyLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(20, after: senderLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      stack.bottomAnchor.constraint(
        lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setToolbarHidden(true, animated: animated)
  }
}
