import Components
import Foundation

/// Lays `view` out centred in a 375 × 667 root with no size constraints (only its intrinsic size,
/// plus `width` if given, decides its size) and returns its frame.
func centredFrame(of view: View, width: CGFloat? = nil) -> CGRect {
  centredRoot(of: view, width: width).layoutIfNeeded()
  return view.frame
}

/// The root `centredFrame(of:width:)` lays `view` out in, laid out. The caller keeps it: a
/// superview is not retained by its subviews, as in UIKit.
func centredRoot(of view: View, width: CGFloat? = nil) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  view.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(view)
  var constraints = [
    view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ]
  if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
  LayoutConstraint.activate(constraints)
  root.layoutIfNeeded()
  return root
}
