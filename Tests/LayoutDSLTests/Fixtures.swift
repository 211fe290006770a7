import Foundation
import LayoutDSL

/// A root view of `size` (no host: zero safe area, 8-point margins) named "root".
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = "root"
  return root
}

/// A new subview of `parent` named `name`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let view = View()
  view.accessibilityIdentifier = name
  parent.addSubview(view)
  return view
}

/// A root in a right-to-left host, the way a host sets its traits.
func makeRightToLeftRoot(width: CGFloat = 375, height: CGFloat = 667) -> View {
  let root = makeRoot(width: width, height: height)
  root.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
  return root
}

extension CGRect {
  /// `CGRect(x:y:width:height:)`, shorter for expectations.
  init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.init(x: x, y: y, width: width, height: height)
  }
}

/// Whether two coordinates agree within `tolerance` (the solver works in doubles).
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles agree within `tolerance` on every side.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance)
    && isClose(a.height, b.height, tolerance: tolerance)
}
