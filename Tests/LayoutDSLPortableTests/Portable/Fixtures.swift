import LayoutDSL

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A view named `name` (its `accessibilityIdentifier`), added to `superview` if given.
func namedView(_ name: String, in superview: UIView? = nil) -> UIView {
  let view = UIView(frame: .zero)
  view.accessibilityIdentifier = name
  superview?.addSubview(view)
  return view
}

/// A constraint in one line from UIKit's public properties alone, the same on both paths:
/// `name.leading == avatar.trailing + 12 @750 'name-width'` (the multiplier when it is not 1, the
/// priority when it is not required). Guides print as `owner.layoutMargins`, `owner.safeArea`,
/// `owner.readableContent` or `owner.<identifier>`.
@MainActor
func summary(_ c: NSLayoutConstraint) -> String {
  var text = "\(itemName(c.firstItem)).\(attributeName(c.firstAttribute)) "
  text += ["<=", "==", ">="][c.relation.rawValue + 1] + " "
  if c.secondItem != nil {
    if c.multiplier != 1 { text += "\(c.multiplier)*" }
    text += "\(itemName(c.secondItem)).\(attributeName(c.secondAttribute))"
    if c.constant != 0 { text += c.constant > 0 ? " + \(c.constant)" : " - \(-c.constant)" }
  } else {
    text += "\(c.constant)"
  }
  if c.priority != .required { text += " @\(c.priority.rawValue)" }
  return text
}

@MainActor
private func itemName(_ item: AnyObject?) -> String {
  if let view = item as? UIView { return view.accessibilityIdentifier ?? "?" }
  guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return "nil" }
  let ownerName = owner.accessibilityIdentifier ?? "?"
  if guide === owner.layoutMarginsGuide { return "\(ownerName).layoutMargins" }
  if guide === owner.safeAreaLayoutGuide { return "\(ownerName).safeArea" }
  if guide === owner.readableContentGuide { return "\(ownerName).readableContent" }
  return "\(ownerName).\(guide.identifier)"
}

/// UIKit's raw values are the same on both paths (`NSLayoutConstraint.Attribute`).
private func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
  let names = [
    "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
    "centerX", "centerY", "lastBaseline", "firstBaseline",
  ]
  return attribute.rawValue < names.count ? names[attribute.rawValue] : "\(attribute.rawValue)"
}
