import Foundation
import LayoutEngine

extension TableView {
  /// A section as laid out: its header and footer (views and frames) and its rows.
  struct SectionRecord {
    var header: View?
    var headerFrame: CGRect = .zero
    var footer: View?
    var footerFrame: CGRect = .zero
    /// Whether the header and footer views are the table's own title views.
    var headerIsTitle = false
    var footerIsTitle = false
    var rows: [Row] = []
  }
}
