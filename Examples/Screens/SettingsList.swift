import Components
import LayoutDSL
import ViewHost

/// A settings-style list: rows of a title and a value (or a switch) in a vertical stack view.
/// The title hugs its text and resists compression more than the value, so a long value is the one
/// that gets truncated.
public final class SettingsListController: ViewController {
  public static let rows: [(title: String, value: String?)] = [
    ("Wi-Fi", "Trellis-5G"),
    ("Bluetooth", "On"),
    ("Personal Hotspot", nil),
    ("Notifications", nil),
    ("Display name", "A remarkably long device name that will not fit"),
  ]

  public let list = StackView()

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "settings"
    list.accessibilityIdentifier = "list"
    list.axis = .vertical
    list.spacing = 1
    // Rows line their content up with the root's margins through the stack.
    list.preservesSuperviewLayoutMargins = true
    view.addSubview(list)
    for (index, row) in Self.rows.enumerated() {
      list.addArrangedSubview(makeRow(index: index, title: row.title, value: row.value))
    }
    constrain(list, view) { list, root in
      list.top == root.safeArea.top + 16
      list.horizontalEdges == root.safeArea.horizontalEdges
    }
  }

  private func makeRow(index: Int, title: String, value: String?) -> View {
    let row = View()
    row.accessibilityIdentifier = "row\(index)"
    row.preservesSuperviewLayoutMargins = true
    let titleLabel = ExampleViews.label(title, .body, id: "row\(index).title")
    row.addSubview(titleLabel)
    titleLabel.setContentHuggingPriority(251, for: .horizontal)
    titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    let accessory: View
    if let value {
      let valueLabel = ExampleViews.label(
        value, .body, id: "row\(index).value", color: .secondaryLabel)
      valueLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      accessory = valueLabel
    } else {
      let toggle = Switch()
      toggle.accessibilityIdentifier = "row\(index).switch"
      toggle.accessibilityLabel = title  // VoiceOver reads the switch alone, not the row's title
      toggle.isOn = index % 2 == 0
      accessory = toggle
    }
    row.addSubview(accessory)
    constrain(row, titleLabel, accessory) { row, title, accessory in
      row.height >= 44
      row.height == 44 ~ .defaultLow  // as short as the content allows
      title.leading == row.layoutMargins.leading
      title.centerY == row.centerY
      accessory.leading >= title.trailing + 8
      accessory.trailing == row.layoutMargins.trailing
      accessory.centerY == row.centerY
      title.top >= row.top + 11
      accessory.top >= row.top + 6
    }
    return row
  }
}
