#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A chat-style feed of self-sizing message cells under a section header.
final class FeedViewController: UIViewController {
  var messages: [ChatMessage] = [] {
    didSet { tableView.reloadData() }
  }

  private(set) lazy var tableView: UITableView = {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    tableView.register(
      SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: SectionHeaderView.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 80
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 44
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    tableView.dataSource = self
    tableView.delegate = self
    return tableView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

extension FeedViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
    (cell as? MessageCell)?.configure(with: messages[indexPath.row])
    return cell
  }
}

extension FeedViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(
      withIdentifier: SectionHeaderView.reuseIdentifier)
    (header as? SectionHeaderView)?.titleLabel.text = "Today"
    return header
  }
}
