extension TableView {
  /// How a table view groups its rows: UIKit's `UITableView.Style`.
  nonisolated public enum Style: Int, Hashable, Sendable, CustomStringConvertible {
    /// Rows edge to edge, a separator under each; headers without titles take no space.
    case plain = 0
    /// Sections set apart by space on a grouped background; rows edge to edge.
    case grouped = 1
    /// As ``grouped``, with each section inset from the sides by the table's layout margins and
    /// its rows' corners rounded (iOS 13).
    case insetGrouped = 2

    public var description: String {
      switch self {
      case .plain: "plain"
      case .grouped: "grouped"
      case .insetGrouped: "insetGrouped"
      }
    }
  }

  /// Whether rows have separators: UIKit's `UITableViewCell.SeparatorStyle` (the etched style of
  /// iOS 6 is not modelled).
  nonisolated public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No separators; rows are as tall as their content views.
    case none = 0
    /// A one-pixel line at the bottom of each row (the default).
    case singleLine = 1
  }

  /// What ``TableView/separatorInset`` is measured from: UIKit's
  /// `UITableView.SeparatorInsetReference` (iOS 11).
  nonisolated public enum SeparatorInsetReference: Int, Hashable, Sendable {
    /// The inset is measured from the cell's edges: 0 runs the separator edge to edge (the
    /// default).
    case fromCellEdges = 0
    /// The inset is added to the automatic inset, which follows the cells' layout margins.
    case fromAutomaticInsets = 1
  }
}
