import Foundation
import LayoutEngine

/// The view that shows a standard accessory (chevron, check mark, info button) at a cell's
/// trailing edge, placed by the cell. Pictures draw its glyph.
package final class AccessoryIndicatorView: View {
  /// Which glyph it shows.
  package let type: TableViewCell.AccessoryType

  init(type: TableViewCell.AccessoryType) {
    self.type = type
    super.init(frame: CGRect(origin: .zero, size: TableViewCell.glyphSize(of: type)))
  }

  /// Never archived: only cells make these.
  required init?(coder: NSCoder) { nil }
}
