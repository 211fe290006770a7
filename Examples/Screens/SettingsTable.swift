import Components
import Foundation
import LayoutDSL
import ViewHost

/// A settings screen as UIKit builds it: an inset-grouped table with value cells, disclosure
/// indicators, a switch as an accessory view, section titles and a footer. The table fills the
/// screen (edge to edge, as a table view controller's table), so its adjusted content inset keeps
/// the first section below the status bar, and its rows stay inside the safe area in landscape.
public final class SettingsTableController: ViewController, TableViewDataSource {
  public struct Item: Sendable {
    public let title: String
    public let value: String?
    public let accessory: Accessory
  }

  public enum Accessory: Sendable {
    case disclosure
    case toggle(Bool)
    case none
  }

  public static let sections: [(header: String?, items: [Item], footer: String?)] = [
    (
      nil,
      [
        Item(title: "Airplane Mode", value: nil, accessory: .toggle(false)),
        Item(title: "Wi-Fi", value: "Trellis-5G", accessory: .disclosure),
        Item(title: "Bluetooth", value: "On", accessory: .disclosure),
      ], nil
    ),
    (
      "Display",
      [
        Item(title: "Text Size", value: "Large", accessory: .disclosure),
        Item(title: "Bold Text", value: nil, accessory: .toggle(true)),
        Item(title: "Device Name", value: "A remarkably long device name", accessory: .none),
      ],
      "Text size applies to apps that support Dynamic Type; rows grow with it."
    ),
  ]

  public let table = TableView(frame: .zero, style: .insetGrouped)

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "settings"
    table.accessibilityIdentifier = "table"
    table.register(TableViewCell.self, forCellReuseIdentifier: "value")
    table.dataSource = self
    view.addSubview(table)
    constrain(table, view) { table, root in
      table.edges == root.edges
    }
  }

  public func numberOfSections(in tableView: TableView) -> Int { Self.sections.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.sections[section].items.count
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    Self.sections[section].header
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    Self.sections[section].footer
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let item = Self.sections[indexPath.section].items[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
    cell.accessibilityIdentifier = "row\(indexPath.section).\(indexPath.row)"
    var content = ListContentConfiguration.valueCell()
    content.text = item.title
    content.secondaryText = item.value
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 1
    cell.contentConfiguration = content
    switch item.accessory {
    case .disclosure: cell.accessoryType = .disclosureIndicator
    case .toggle(let isOn):
      let toggle = Switch()
      toggle.isOn = isOn
      toggle.accessibilityLabel = item.title  // otherwise VoiceOver reads only "0"/"1"
      toggle.frame = CGRect(origin: .zero, size: Switch.size)
      cell.accessoryView = toggle
    case .none: break
    }
    return cell
  }
}
