import Foundation
import LayoutEngine

extension TableViewCell {
  /// How a selected cell looks: UIKit's `UITableViewCell.SelectionStyle`. Since iOS 7 every
  /// style but ``none`` shows the same gray background; Trellis records the style and shows
  /// ``TableViewCell/selectedBackgroundView`` unless it is ``none``.
  nonisolated public enum SelectionStyle: Int, Hashable, Sendable {
    /// No distinct look when selected (the row can still be selected).
    case none = 0
    /// Deprecated by UIKit: the default background since iOS 7.
    case blue = 1
    /// Deprecated by UIKit: the default background.
    case gray = 2
    /// The table's selection look (the default).
    case `default` = 3
  }
}

/// Placing the background views: ``TableViewCell/backgroundView`` behind everything,
/// the selection background above it and behind the content view, each filling the cell.
extension TableViewCell {
  /// The selection background in use: the multiple-selection one in a table that allows
  /// multiple selection, when set; otherwise ``selectedBackgroundView``.
  var activeSelectionBackgroundView: View? {
    if tableView?.allowsMultipleSelection == true, let multiple = multipleSelectionBackgroundView {
      return multiple
    }
    return selectedBackgroundView
  }

  /// Whether the selection background shows: selected or highlighted, and a style other than
  /// ``SelectionStyle/none``.
  var showsSelectionBackground: Bool {
    (isSelected || isHighlighted) && selectionStyle != .none
  }

  func backgroundViewsDidChange(removing old: View?) {
    removeReplacedBackgroundView(
      old, current: [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView])
    updateSelectionBackground()
  }

  /// Puts the background view and the selection background in the cell (or takes them out)
  /// and sizes them.
  func updateSelectionBackground() {
    placeBackgroundViews(
      background: backgroundView,
      shown: showsSelectionBackground ? activeSelectionBackgroundView : nil,
      selectionViews: [selectedBackgroundView, multipleSelectionBackgroundView])
  }

  /// Sizes the background views to fill the cell.
  func layoutBackgroundViews() {
    fillWithBackgroundViews([
      backgroundView, selectedBackgroundView, multipleSelectionBackgroundView,
    ])
  }
}
