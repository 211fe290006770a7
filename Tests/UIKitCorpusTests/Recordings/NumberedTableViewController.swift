#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// Ten rows of the default cell style titled "0" to "9": the table swift-snapshot-testing's
/// `testTableViewController` records on an iPhone SE (written here from the recording's setup).
///
/// UIKit's screen is a `UITableViewController`; Trellis has none, so this controller does what one
/// does — its view is a plain table view that it feeds.
final class NumberedTableViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath.row)"
    return cell
  }
}
