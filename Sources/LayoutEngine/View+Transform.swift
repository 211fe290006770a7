import Foundation

/// UIKit's `transform`, and finding a view by its ``View/tag``.
extension View {
  /// The affine transform applied to the view about its centre (default identity): UIKit's
  /// `transform`.
  ///
  /// As in UIKit, it changes what ``frame`` reports — the smallest rectangle holding the
  /// transformed bounds — and nothing else: constraints, ``bounds``, ``center``, the layout pass
  /// and `convert(_:to:)` work on the untransformed geometry, so a scaled card keeps
  /// its constraints' frame and its neighbours do not move. Pictures draw the untransformed
  /// rectangle.
  ///
  /// ```swift
  /// badge.transform = CGAffineTransform(scaleX: 2, y: 2)
  /// badge.frame   // twice as large, about the same centre
  /// badge.bounds  // unchanged
  /// ```
  public var transform: CGAffineTransform {
    get { storedTransform ?? .identity }
    set { storedTransform = newValue.isIdentity ? nil : newValue }
  }

  /// The smallest rectangle holding `frame`'s rectangle transformed about its centre (UIKit's
  /// default anchor point, the middle of the layer).
  static func boundingBox(of frame: CGRect, transformedBy transform: CGAffineTransform) -> CGRect {
    let centered = CGRect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    let box = centered.applying(transform)
    return box.offsetBy(dx: frame.midX, dy: frame.midY)
  }

  /// The first view with `tag` in a depth-first search of this view and its descendants (this view
  /// first, then each subview's subtree in order); nil when there is none. UIKit's
  /// `viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
}
