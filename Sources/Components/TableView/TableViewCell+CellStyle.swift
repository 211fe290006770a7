extension TableViewCell {
  /// UIKit's name for the table's separator style: `UITableViewCell.SeparatorStyle` (Trellis
  /// declares it as ``TableView/SeparatorStyle``).
  public typealias SeparatorStyle = TableView.SeparatorStyle

  /// The built-in layouts of a cell's labels: UIKit's `UITableViewCell.CellStyle`.
  nonisolated public enum CellStyle: Int, Hashable, Sendable {
    /// A text label at the leading margin, after the image if there is one; no detail label.
    case `default` = 0
    /// The text label at the leading margin and the detail label (secondary colour) at the
    /// trailing margin, on one line (Settings).
    case value1 = 1
    /// A smaller, tinted text label in a fixed column and the detail label after it (Contacts).
    case value2 = 2
    /// The detail label under the text label, in a smaller font.
    case subtitle = 3
  }

  /// The standard view at a cell's trailing edge: UIKit's `UITableViewCell.AccessoryType`. It
  /// takes its width out of the content view (``TableViewCell/accessoryReservedWidth``).
  nonisolated public enum AccessoryType: Int, Hashable, Sendable {
    case none = 0
    /// A chevron: the row leads to more.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A check mark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }
}
