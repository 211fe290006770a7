/// The top or bottom layout guide of iOS 7–10: UIKit's `UILayoutSupport`, deprecated since iOS 11
/// in favour of the safe area. Kept as a spelling: its anchors are the safe area's, as Apple's
/// deprecation notes say ("Use view.safeAreaLayoutGuide.topAnchor instead of
/// topLayoutGuide.bottomAnchor").
public struct LayoutSupport {
  /// The edge of the view the guide starts at.
  public let topAnchor: LayoutYAxisAnchor
  /// The edge the guide ends at.
  public let bottomAnchor: LayoutYAxisAnchor
  /// The guide's length: the safe area inset at its edge.
  public let length: CGFloat
}

public typealias UILayoutSupport = LayoutSupport

extension ViewController {
  /// UIKit's `topLayoutGuide`: from the view's top to the top of its safe area.
  @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor")
  public var topLayoutGuide: LayoutSupport {
    let root: View = view
    return LayoutSupport(
      topAnchor: root.topAnchor, bottomAnchor: root.safeAreaLayoutGuide.topAnchor,
      length: root.safeAreaInsets.top)
  }

  /// UIKit's `bottomLayoutGuide`: from the bottom of the view's safe area to the view's bottom.
  @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
  public var bottomLayoutGuide: LayoutSupport {
    let root: View = view
    return LayoutSupport(
      topAnchor: root.safeAreaLayoutGuide.bottomAnchor, bottomAnchor: root.bottomAnchor,
      length: root.safeAreaInsets.bottom)
  }
}
