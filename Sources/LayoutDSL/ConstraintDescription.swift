import Foundation

/// One single-attribute relation, the second stage of lowering: what a statement expands to, with
/// the source location of the statement, before any `LayoutConstraint` exists.
///
/// Descriptions are values: the same block run twice gives equal descriptions, which is how a group
/// finds what changed when it reapplies its builder. They print as the constraint will:
///
/// ```swift
/// let block = ConstraintBlock { title.edges == card.edges.inset(by: 8) }
/// block.descriptions.map(\.description)
/// // title.top == card.top + 8 (Card.swift:1)
/// // title.leading == card.leading + 8 (Card.swift:1)
/// // title.bottom == card.bottom - 8 (Card.swift:1)
/// // title.trailing == card.trailing - 8 (Card.swift:1)
/// ```
public struct ConstraintDescription: CustomStringConvertible {
  public let firstTarget: LayoutTarget
  public let firstAttribute: PlatformLayoutConstraint.Attribute
  public let relation: PlatformLayoutConstraint.Relation
  /// Nil for a constant.
  public let secondTarget: LayoutTarget?
  /// `.notAnAttribute` for a constant.
  public let secondAttribute: PlatformLayoutConstraint.Attribute
  public let multiplier: CGFloat
  public internal(set) var constant: CGFloat
  public internal(set) var priority: PlatformLayoutPriority
  public internal(set) var identifier: String?
  let location: StatementLocation?
  /// A constraint written with UIKit's anchors, which lowering adopts instead of making one.
  let adopted: PlatformLayoutConstraint?

  init(
    _ firstTarget: LayoutTarget, _ firstAttribute: PlatformLayoutConstraint.Attribute,
    _ relation: PlatformLayoutConstraint.Relation, _ secondTarget: LayoutTarget?,
    _ secondAttribute: PlatformLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: PlatformLayoutPriority, identifier: String?, location: StatementLocation?,
    adopted: PlatformLayoutConstraint? = nil
  ) {
    self.firstTarget = firstTarget
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondTarget = secondTarget
    self.secondAttribute = secondTarget == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.location = location
    self.adopted = adopted
  }

  /// Where the statement that wrote it is.
  public var sourceLocation: SourceLocation? { location?.sourceLocation }

  /// `title.leading == card.layoutMarginsGuide.leading + 8 @750 'title' (Card.swift:2)`, the same
  /// line `LayoutConstraint.description` prints for the lowered constraint.
  public var description: String {
    var text = Self.relationText(
      "\(firstTarget)", firstAttribute, relation, secondTarget?.description, secondAttribute,
      multiplier: multiplier, constant: constant)
    if priority != .required { text += " @\(Names.of(priority))" }
    if let identifier { text += " '\(identifier)'" }
    if let sourceLocation { text += " (\(sourceLocation))" }
    return text
  }

  /// `a.leading == 0.5*b.leading + 8`, `a.height >= 44`: a relation without priority, identifier
  /// or location.
  static func relationText(
    _ first: String, _ firstAttribute: PlatformLayoutConstraint.Attribute,
    _ relation: PlatformLayoutConstraint.Relation, _ second: String?,
    _ secondAttribute: PlatformLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
  ) -> String {
    var text = "\(first).\(Names.of(firstAttribute)) \(Names.of(relation)) "
    guard let second else { return text + formatPoints(constant) }
    if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
    text += "\(second).\(Names.of(secondAttribute))"
    if constant > 0 { text += " + \(formatPoints(constant))" }
    if constant < 0 { text += " - \(formatPoints(-constant))" }
    return text
  }

  /// What identifies a constraint across runs of a builder: the items, attributes, relation,
  /// multiplier and the statement's location — everything but constant, priority and identifier,
  /// which can change in place.
  struct Key: Hashable {
    let first: LayoutTarget
    let firstAttribute: PlatformLayoutConstraint.Attribute
    let relation: PlatformLayoutConstraint.Relation
    let second: LayoutTarget?
    let secondAttribute: PlatformLayoutConstraint.Attribute
    let multiplier: CGFloat
    let location: StatementLocation?
  }

  var key: Key {
    Key(
      first: firstTarget, firstAttribute: firstAttribute, relation: relation, second: secondTarget,
      secondAttribute: secondAttribute, multiplier: multiplier, location: location)
  }
}
