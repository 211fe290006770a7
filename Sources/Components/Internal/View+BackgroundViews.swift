import Foundation
import LayoutEngine

/// The background views of table and collection view cells: a background behind every other
/// subview and a selection background directly above it, each filling the cell (Apple,
/// `UITableViewCell.selectedBackgroundView`, `UICollectionViewCell.selectedBackgroundView`).
extension View {
  /// Puts `background` behind every other subview and `shown` (the selection background that
  /// shows, if any) directly above it; the other `selectionViews` leave the view. Then sizes
  /// them all to the bounds.
  func placeBackgroundViews(background: View?, shown: View?, selectionViews: [View?]) {
    for view in selectionViews {
      if let view, view !== shown, view.superview === self { view.removeFromSuperview() }
    }
    var below = 0
    if let background {
      background.translatesAutoresizingMaskIntoConstraints = true
      if background.superview !== self || subviews.first !== background {
        insertSubview(background, at: 0)
      }
      below = 1
    }
    if let shown {
      shown.translatesAutoresizingMaskIntoConstraints = true
      if shown.superview !== self || subviews.firstIndex(where: { $0 === shown }) != below {
        insertSubview(shown, at: below)
      }
    }
    fillWithBackgroundViews([background] + selectionViews)
  }

  /// Sizes those of `views` that are subviews to the bounds.
  func fillWithBackgroundViews(_ views: [View?]) {
    for view in views {
      if let view, view.superview === self, view.frame != bounds { view.frame = bounds }
    }
  }

  /// Takes `old` — a background view just replaced — out of the view, unless it is still one
  /// of `current`.
  func removeReplacedBackgroundView(_ old: View?, current: [View?]) {
    guard let old, old.superview === self, !current.contains(where: { $0 === old }) else {
      return
    }
    old.removeFromSuperview()
  }
}
