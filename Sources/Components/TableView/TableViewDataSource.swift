import Foundation
import LayoutEngine

/// What a table view asks for its content: UIKit's `UITableViewDataSource`, with UIKit's method
/// names. `numberOfSections(in:)` and the titles have defaults (one section, no titles).
///
/// Answers UIKit raises an exception on — a negative count, a cell already shown in another row —
/// are recorded as ``LayoutDiagnostic/Kind/invalidDataSource`` diagnostics instead, and the table
/// uses a safe value (no rows, an empty cell).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// How many sections the table has (default 1).
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of `section`'s header, drawn in the style's header look (default nil: none).
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer (default nil: none).
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
