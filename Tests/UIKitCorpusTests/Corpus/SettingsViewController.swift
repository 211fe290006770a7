#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// An inset-grouped settings list: toggles in the first section, detail rows in the second.
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Toggle {
    let title: String
    var isOn: Bool
  }

  private(set) var toggles = [
    Toggle(title: "Notifications", isOn: true),
    Toggle(title: "Sounds", isOn: false),
    Toggle(title: "Show previews on the lock screen", isOn: true),
  ]
  let links: [(symbol: String, title: String, subtitle: String?)] = [
    ("person.circle", "Account", "appleseed@example.com"),
    ("lock", "Privacy", nil),
    ("questionmark.circle", "Help", "Questions, feedback and the user guide"),
  ]

  let tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
    tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.identifier)
    tableView.register(DetailRowCell.self, forCellReuseIdentifier: "DetailRowCell")
    view.addSubview(tableView)

    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    2
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? toggles.count : links.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "General" : "More"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.section == 0 {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: SwitchCell.identifier, for: indexPath)
        as! SwitchCell
      let toggle = toggles[indexPath.row]
      cell.configure(title: toggle.title, isOn: toggle.isOn)
      cell.onToggle = { [weak self] isOn in self?.toggles[indexPath.row].isOn = isOn }
      return cell
    }
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "DetailRowCell", for: indexPath)
        as? DetailRowCell
    else {
      return UITableViewCell()
    }
    let link = links[indexPath.row]
    cell.configure(
      icon: UIImage(systemName: link.symbol), title: link.title, subtitle: link.subtitle)
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
