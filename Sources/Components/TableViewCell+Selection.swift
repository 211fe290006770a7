import Foundation
import LayoutEngine

extension TableViewCell {
  /// How a selected cell looks: UIKit's `UITableViewCell.SelectionStyle`. Since iOS 7 every
  /// style but ``none`` shows the same gray background; Trellis records the style and shows
  /// ``TableViewCell/selectedBackgroundView`` unless it is ``none``.
  public enum SelectionStyle: Int, Hashable, Sendable {
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
    if let old, old.superview === self, !isBackgroundView(old) { old.removeFromSuperview() }
    updateSelectionBackground()
  }

  private func isBackgroundView(_ view: View) -> Bool {
    view === backgroundView || view === selectedBackgroundView
      || view === multipleSelectionBackgroundView
  }

  /// Puts the background view and the selection background in the cell (or takes them out)
  /// and sizes them.
  func updateSelectionBackground() {
    let shown = showsSelectionBackground ? activeSelectionBackgroundView : nil
    for view in [selectedBackgroundView, multipleSelectionBackgroundView] {
      if let view, view !== shown, view.superview === self { view.removeFromSuperview() }
    }
    var below = 0
    if let backgroundView {
      backgroundView.translatesAutoresizingMaskIntoConstraints = true
      if backgroundView.superview !== self || subviews.first !== backgroundView {
        insertSubview(backgroundView, at: 0)
      }
      below = 1
    }
    if let shown {
      shown.translatesAutoresizingMaskIntoConstraints = true
      if shown.superview !== self || subviews.firstIndex(where: { $0 === shown }) != below {
        insertSubview(shown, at: below)
      }
    }
    layoutBackgroundViews()
  }

  /// Sizes the background views to fill the cell.
  func layoutBackgroundViews() {
    for view in [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView] {
      if let view, view.superview === self, view.frame != bounds { view.frame = bounds }
    }
  }
}
