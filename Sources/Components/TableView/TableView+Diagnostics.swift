import Foundation
import LayoutEngine

/// Problems found while loading and laying out rows, per row: what the table recorded itself
/// (bad counts, unregistered identifiers, heights that could not be found) and what the layout
/// engine found in a row's constraints (conflicts).
extension TableView {
  /// Every row's problems, in index-path order.
  public var rowDiagnostics: [(indexPath: IndexPath, diagnostic: LayoutDiagnostic)] {
    var result: [(indexPath: IndexPath, diagnostic: LayoutDiagnostic)] = []
    for section in sectionRecords {
      for row in section.rows {
        for diagnostic in diagnostics(forRowAt: row.indexPath) {
          result.append((row.indexPath, diagnostic))
        }
      }
    }
    for (indexPath, diagnostics) in recordedRowDiagnostics.sorted(by: { $0.key < $1.key })
    where !hasRow(at: indexPath) {
      for diagnostic in diagnostics { result.append((indexPath, diagnostic)) }
    }
    return result
  }

  /// The problems of one row: those the table recorded for it, then the engine's diagnostics
  /// whose constraints involve the row's cell or its subviews.
  public func diagnostics(forRowAt indexPath: IndexPath) -> [LayoutDiagnostic] {
    var result = recordedRowDiagnostics[indexPath] ?? []
    guard let cell = loadedCell(at: indexPath) else { return result }
    for diagnostic in layoutDiagnostics
    where diagnostic.constraints.contains(where: { involves($0, cell) }) {
      result.append(diagnostic)
    }
    return result
  }

  /// Problems of the table as a whole (negative counts, invalid header heights, no width), oldest
  /// first, since the last reload.
  public var tableDiagnostics: [LayoutDiagnostic] { recordedTableDiagnostics }

  /// The rows whose cells have an ambiguous layout (``View/hasAmbiguousLayout`` on the cell or a
  /// view inside it), in index-path order. Runs the engine's ambiguity check on each cell.
  public func rowsWithAmbiguousLayout() -> [IndexPath] {
    var result: [IndexPath] = []
    for section in sectionRecords {
      for row in section.rows where !row.cell.ambiguousLayouts().isEmpty {
        result.append(row.indexPath)
      }
    }
    return result
  }

  private func involves(_ constraint: LayoutConstraint, _ cell: TableViewCell) -> Bool {
    func inside(_ item: AnyObject?) -> Bool {
      let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
      guard let view else { return false }
      return view === cell || view.isDescendant(of: cell)
    }
    return inside(constraint.firstItem) || inside(constraint.secondItem)
  }

  func recordRowDiagnostic(_ kind: LayoutDiagnostic.Kind, at indexPath: IndexPath, _ text: String) {
    let diagnostic = LayoutDiagnostic(
      kind: kind, constraints: [],
      message: "\(layoutName) row \(indexPath.row) in section \(indexPath.section): \(text)")
    recordedRowDiagnostics[indexPath, default: []].append(diagnostic)
    recordDiagnostic(diagnostic)
  }

  func recordTableDiagnostic(_ kind: LayoutDiagnostic.Kind, _ text: String) {
    let diagnostic = LayoutDiagnostic(
      kind: kind, constraints: [], message: "\(layoutName): \(text)")
    recordedTableDiagnostics.append(diagnostic)
    recordDiagnostic(diagnostic)
  }
}
