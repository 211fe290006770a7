#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

// Written the way Swift 6-era UIKit code is (issue 27): an explicit `@MainActor` view model used
// from `viewDidLoad`, an explicit `@MainActor` view with `static let` and `static var`, a
// `Task { @MainActor in … }` that updates a label, `MainActor.assumeIsolated`, and a target–action
// bar button with a nil action. It compiles in Swift 5 mode, in Swift 6 mode, and in Swift 6 mode
// with main-actor default isolation (the three corpus targets).

@MainActor
final class InboxViewModel {
  private(set) var unreadCount = 0
  private(set) var subjects: [String] = []

  func load() {
    subjects = ["Quarterly report", "Lunch on Friday?", "Your order has shipped"]
    unreadCount = 2
  }

  func markAllRead() { unreadCount = 0 }

  var summary: String { unreadCount == 0 ? "All read" : "\(unreadCount) unread" }
}

@MainActor
final class UnreadBadge: UIView {
  static let height: CGFloat = 20
  static var madeCount = 0

  let countLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.madeCount += 1
    backgroundColor = .systemRed
    layer.cornerRadius = Self.height / 2
    countLabel.font = .preferredFont(forTextStyle: .caption1)
    countLabel.textColor = .white
    countLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(countLabel)
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: Self.height),
      widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor),
      countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      countLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 6),
    ])
    let hug = countLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6)
    hug.priority = .defaultHigh
    hug.isActive = true
  }

  required init?(coder: NSCoder) { nil }

  func configure(count: Int) {
    countLabel.text = "\(count)"
    isHidden = count == 0
  }
}

final class InboxViewController: UIViewController {
  let model = InboxViewModel()
  let titleLabel = UILabel()
  let summaryLabel = UILabel()
  let badge = UnreadBadge()
  private(set) var refresh: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: nil)
    model.load()

    titleLabel.text = "Inbox"
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
    summaryLabel.numberOfLines = 0
    for subview in [titleLabel, summaryLabel, badge] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      badge.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
      badge.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
      badge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    MainActor.assumeIsolated {
      badge.configure(count: model.unreadCount)
    }
    summaryLabel.text = model.summary
    refresh = Task { @MainActor in
      self.model.markAllRead()
      self.summaryLabel.text = self.model.summary
      self.badge.configure(count: self.model.unreadCount)
    }
  }
}
