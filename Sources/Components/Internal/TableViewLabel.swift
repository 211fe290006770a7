import Foundation
import LayoutEngine

/// The label class of a table cell's built-in `textLabel` and `detailTextLabel` (UIKit's are the
/// private `UITableViewLabel`): a ``Label`` whose intrinsic height can carry the row's vertical
/// margins.
///
/// A `.default`-style text label fills the content view from top to bottom, as UIKit's recorded
/// hierarchies show (`(16, 0, 288, 43.5)` in a 44-point row in iOS 12, 44 high since), yet a
/// self-sizing row must still be its text's height plus the margins above and below. Constraints
/// cannot add a constant to a label's measured height, so this label reports it in its intrinsic
/// height instead (``verticalPadding`` above and below; Decisions.md, "Built-in styles").
final class TableViewLabel: Label {
  /// Added above and below the text's height in ``intrinsicContentSize`` (not in
  /// ``sizeThatFits(_:)`` or ``textRect(forBounds:limitedToNumberOfLines:)``); 0 by default.
  var verticalPadding: CGFloat = 0 {
    didSet {
      if verticalPadding != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    guard verticalPadding > 0, size.height > 0 else { return size }
    return CGSize(width: size.width, height: size.height + 2 * verticalPadding)
  }
}
