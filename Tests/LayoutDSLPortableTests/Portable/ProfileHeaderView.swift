import LayoutDSL

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A header laid out with `constrain`, written as app code is: UIKit's API and the DSL, nothing of
/// Trellis. The same file builds in an app (on UIKit) and in these tests (on Trellis, and on the
/// stand-in UIKit in Tests/UIKitStandIn).
final class ProfileHeaderView: UIView {
  let avatar = UIView()
  let name = UIView()
  let subtitle = UIView()
  let badge = UIView()
  /// Whether the unread badge follows the name.
  var showsBadge = true {
    didSet { layout?.reapply() }
  }
  private(set) var layout: ConstraintGroup?

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "header"
    for (view, name) in [
      (avatar, "avatar"), (name, "name"), (subtitle, "subtitle"), (badge, "badge"),
    ] {
      view.accessibilityIdentifier = name
      addSubview(view)
    }
    layout = constrain(self, avatar, name, subtitle, badge) {
      [unowned self] header, avatar, name, subtitle, badge in
      avatar.leading == header.layoutMargins.leading
      avatar.verticalEdges == header.layoutMargins.verticalEdges
      avatar.size == CGSize(width: 44, height: 44)
      name.leading == avatar.trailing + 12
      name.top == avatar.top
      subtitle.leading == name.leading
      subtitle.top == name.bottom + 4
      subtitle.trailing <= header.layoutMargins.trailing
      if showsBadge {
        badge.leading == name.trailing + 8
        badge.centerY == name.centerY
        badge.size == CGSize(width: 8, height: 8)
        badge.trailing <= header.layoutMargins.trailing
      } else {
        name.trailing <= header.layoutMargins.trailing
      }
      (name.width >= 120 ~ .defaultHigh).identifier("name-width")
    }
  }

  required init?(coder: NSCoder) { nil }
}
