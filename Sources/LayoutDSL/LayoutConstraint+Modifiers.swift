/// Modifiers for constraints made with UIKit's anchors, matching those of ``ConstraintStatement``.
///
/// ```swift
/// let width = (icon.widthAnchor == 44).identifier("icon-width") ~ .defaultHigh
/// ```
extension PlatformLayoutConstraint {
  /// Sets the priority on the object and returns it: `title.widthAnchor == 200 ~ .defaultHigh`.
  @discardableResult
  public static func ~ (lhs: PlatformLayoutConstraint, rhs: PlatformLayoutPriority)
    -> PlatformLayoutConstraint
  {
    lhs.priority = rhs
    return lhs
  }

  /// Sets the priority on the object and returns it: `(title.widthAnchor == 200).priority(750)`.
  @discardableResult
  public func priority(_ priority: PlatformLayoutPriority) -> PlatformLayoutConstraint {
    self.priority = priority
    return self
  }

  /// Sets the identifier on the object and returns it:
  /// `(title.widthAnchor == 200).identifier("title-width")`.
  @discardableResult
  public func identifier(_ identifier: String) -> PlatformLayoutConstraint {
    self.identifier = identifier
    return self
  }
}
