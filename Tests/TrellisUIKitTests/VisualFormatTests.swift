import Testing
import TrellisUIKit

/// The visual format method as UIKit declares it — not throwing, `[String: Any]` — as UIKit code
/// calls it (issue 23 item 3).
@Suite struct VisualFormatTests {
  private func container() -> (UIView, UILabel, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let title = UILabel()
    let icon = UIView()
    for view in [title, icon] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    return (root, title, icon)
  }

  @Test func viewsAndMetricsAsAnyLayOut() {
    let (root, title, icon) = container()
    let views: [String: Any] = ["title": title, "icon": icon]
    let metrics: [String: Any] = ["pad": 16, "size": 24.0]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-pad-[icon(size)]-[title]-pad-|", options: [.alignAllCenterY],
      metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-pad-[icon(size)]", options: [], metrics: metrics, views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 16, y: 16, width: 24, height: 24))
    #expect(title.frame.minX == 48)
    #expect(title.frame.maxX == 304)
  }

  @Test func aDictionaryOfViewsAndALiteralCompileWithoutTry() {
    let (root, title, icon) = container()
    let views = ["title": title, "icon": icon]  // [String: UIView], upcast as in UIKit
    let metrics = ["gap": 12]  // [String: Int]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[icon]-gap-[title]|", options: [], metrics: metrics, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[title]|", metrics: nil, views: ["title": title])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[icon]|", options: [], metrics: nil, views: ["icon": icon]))
    icon.widthAnchor.constraint(equalToConstant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(title.frame.minX == 32)
    #expect(title.frame.height == 200)
  }

  @Test func aDictionaryOfViewsWithNoMetricsCompilesWithoutTry() {
    let (root, title, icon) = container()
    let views = ["title": title, "icon": icon]
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[icon(20)]-[title]|", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[title]|", options: [], metrics: ["unused": CGFloat(1)],
        views: ["title": title])
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(title.frame.minX == 28)
  }

  @Test func aMalformedFormatIsADiagnosticNotATrap() {
    let (root, title, _) = container()
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: ["title": title])
    #expect(constraints.isEmpty)
    #expect(root.layoutDiagnostics.map(\.kind) == [.invalidConstraint])
    let wrongType = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[title]|", options: [], metrics: ["x": "wide"], views: ["title": title])
    #expect(wrongType.isEmpty)
    #expect(root.layoutDiagnostics.count == 2)
  }
}
