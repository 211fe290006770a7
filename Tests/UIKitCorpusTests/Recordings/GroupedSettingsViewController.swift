#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A grouped table under the safe area's top, filling the rest of the view: three sections of
/// three default rows with disclosure indicators and a last section of one red row without.
/// ZhgChgLi/github-actions-ci-cd-demo's settings screen (2025), written here from the recording's
/// setup: the table's style and constraints, the rows and their texts.
final class GroupedSettingsViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .grouped)
  private let sections = [
    ["帳戶設定", "隱私設定", "通知設定"], ["語言", "主題", "字體大小"], ["關於", "幫助", "意見回饋"], ["登出"],
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    if indexPath.section == sections.count - 1 {
      cell.textLabel?.textColor = .systemRed
      cell.accessoryType = .none
    } else {
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }
}
