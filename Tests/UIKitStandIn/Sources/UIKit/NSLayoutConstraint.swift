/// `NSLayoutConstraint`: the items (not retained, `assign` in UIKit), attributes, relation,
/// multiplier, constant, priority, identifier and activation; what UIKit raises on is recorded in
/// ``StandIn/exceptions`` instead.
open class NSLayoutConstraint: NSObject {
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  open private(set) weak var firstItem: AnyObject?
  open private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat
  open var identifier: String?
  open var shouldBeArchived = false
  // Not retained, as UIKit does not retain the view a constraint is installed on.
  private weak var installedOn: UIView?

  open var constant: CGFloat {
    didSet {
      if !constant.isFinite {
        StandIn.raise("NSLayoutConstraint constant is not finite! That's illegal.")
      }
    }
  }

  open var priority: UILayoutPriority = .required {
    didSet {
      if priority.rawValue <= 0 || priority.rawValue > 1000 {
        StandIn.raise("A constraint's priority must be greater than 0 and at most required.")
      }
      if isActive && (oldValue == .required) != (priority == .required) {
        StandIn.raise(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
        )
      }
    }
  }

  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
      multiplier: multiplier, constant: c)
  }

  init(
    first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    super.init()
    if let reason = Self.illegality(firstAttribute, second, secondAttribute, multiplier, constant) {
      StandIn.raise(reason)
    }
  }

  /// UIKit's reasons for refusing to make a constraint.
  private static func illegality(
    _ first: Attribute, _ second: AnyObject?, _ secondAttribute: Attribute, _ multiplier: CGFloat,
    _ constant: CGFloat
  ) -> String? {
    if !constant.isFinite { return "NSLayoutConstraint constant is not finite! That's illegal." }
    if !multiplier.isFinite {
      return "NSLayoutConstraint multiplier is not finite! That's illegal."
    }
    if first == .notAnAttribute { return "A constraint must have a first attribute." }
    let isSize = first == .width || first == .height
    if !isSize && (second == nil || multiplier == 0) {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    }
    guard second != nil else { return nil }
    if axis(first) != axis(secondAttribute) || family(first) != family(secondAttribute)
      || (isSize != (secondAttribute == .width || secondAttribute == .height))
    {
      return "Invalid pairing of layout attributes."
    }
    return nil
  }

  private static func axis(_ attribute: Attribute) -> Int {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      0
    default: 1
    }
  }

  /// Leading/trailing (1) and left/right (2) may not be mixed; everything else relates to either.
  private static func family(_ attribute: Attribute) -> Int {
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin: 1
    case .left, .right, .leftMargin, .rightMargin: 2
    default: 0
    }
  }

  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(firstItem ?? NSObject(), firstAttribute)
  }

  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor($0, secondAttribute) }
  }

  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue == isActive { return }
      if newValue {
        guard let ancestor = commonAncestor() else {
          StandIn.raise(
            "Unable to activate constraint because its items have no common ancestor. That's illegal."
          )
          return
        }
        installedOn = ancestor
        ancestor.install(self)
      } else {
        installedOn?.uninstall(self)
        installedOn = nil
      }
    }
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private func commonAncestor() -> UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var ancestors: [UIView] = []
    var view: UIView? = first
    while let current = view {
      ancestors.append(current)
      view = current.superview
    }
    view = second
    while let current = view {
      if ancestors.contains(where: { $0 === current }) { return current }
      view = current.superview
    }
    return nil
  }
}
