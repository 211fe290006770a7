import Foundation

extension LayoutConstraint {
  /// One deterministic line:
  /// `title.leading == card.leadingMargin + 8 @750 'title-leading' (LoginForm.swift:42)`.
  ///
  /// Items print by identifier, else by tree path; the multiplier prints only when not 1, the
  /// constant only when not 0, the priority only when not required. Constraints the engine made
  /// say what for in brackets.
  public var description: String {
    var text = "\(firstName).\(firstAttribute) \(relation) "
    if let secondName {
      if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
      text += "\(secondName).\(secondAttribute)"
      if constant > 0 { text += " + \(formatPoints(constant))" }
      if constant < 0 { text += " - \(formatPoints(-constant))" }
    } else {
      text += formatPoints(constant)
    }
    if priority != .required { text += " @\(priority)" }
    if let identifier { text += " '\(identifier)'" }
    switch origin {
    case .autoresizingMask:
      let mask = (firstItem as? View)?.autoresizingMask ?? []
      text += " [autoresizing mask \(Self.maskFlags(mask))]"
    case .contentSize: text += " [intrinsic content size]"
    case .fitting: text += " [fitting size]"
    case .user, .guide, .encapsulated, .container: break
    }
    if let sourceLocation { text += " (\(sourceLocation))" }
    return text
  }

  /// UIKit's `h=--& v=--&` notation: per axis the leading margin, the size and the trailing margin,
  /// `&` flexible and `-` fixed (UIKit prints a fully fixed axis as `--&`).
  static func maskFlags(_ mask: AutoresizingMask) -> String {
    func axis(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
      let fixed = !lead && !size && !trail
      return (lead ? "&" : "-") + (size ? "&" : "-") + (trail || fixed ? "&" : "-")
    }
    let h = axis(
      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
      mask.contains(.flexibleRightMargin))
    let v = axis(
      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
      mask.contains(.flexibleBottomMargin))
    return "h=\(h) v=\(v)"
  }
}
