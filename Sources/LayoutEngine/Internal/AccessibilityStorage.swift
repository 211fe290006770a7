/// What a view's accessibility properties were set to, made on the first set: most views never set
/// any, and a view keeps one reference for all of them (as it does for its ``Layer``). Nil means
/// "not set": the view's class then gives its default.
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var elementsHidden = false
}
