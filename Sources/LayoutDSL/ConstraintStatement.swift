import Foundation

/// One statement of a block, the first stage of lowering: a relation as written, before compound
/// anchors are expanded.
///
/// The relation operators make statements; `~` and the modifiers ``priority(_:)`` and
/// ``identifier(_:)`` refine them; ``ConstraintBuilder`` stamps each with the file and line of the
/// statement that wrote it. A `LayoutConstraint` written in a block (with UIKit's anchors) becomes
/// a statement too.
///
/// ```swift
/// let group = constrain(title, card) { title, card in
///   title.edges == card.layoutMargins.edges.inset(by: 8) ~ .defaultHigh
///   (title.height >= 44).identifier("title-height")
/// }
/// print(group.block)
/// // title.edges == card.layoutMarginsGuide.edges inset 8 @750 (Card.swift:2)
/// // title.height >= 44 'title-height' (Card.swift:3)
/// ```
public struct ConstraintStatement: CustomStringConvertible {
  /// A relation written with the DSL's anchors, or a constraint made with UIKit's.
  enum Content {
    case relation(Relation)
    case constraint(PlatformLayoutConstraint)
  }

  /// `first relation multiplier × second + offset`; no second item means a constant.
  struct Relation {
    let first: AnchorReference
    let relation: PlatformLayoutConstraint.Relation
    let second: AnchorReference?
    let multiplier: CGFloat
    let offset: Offset
  }

  let content: Content
  /// The priority set with `~` or ``priority(_:)``; nil keeps the default (required, or the
  /// constraint's own).
  public internal(set) var priority: PlatformLayoutPriority?
  /// The name set with ``identifier(_:)``.
  public internal(set) var identifier: String?
  /// Where the statement was written, set by ``ConstraintBuilder``.
  var location: StatementLocation?

  init(_ first: AnchorReference, _ relation: PlatformLayoutConstraint.Relation, _ second: Operand) {
    content = .relation(
      Relation(
        first: first, relation: relation, second: second.reference,
        multiplier: second.multiplier, offset: second.offset))
  }

  init(_ first: AnchorReference, _ relation: PlatformLayoutConstraint.Relation, constant: Offset) {
    content = .relation(
      Relation(first: first, relation: relation, second: nil, multiplier: 0, offset: constant))
  }

  init(_ constraint: PlatformLayoutConstraint) {
    content = .constraint(constraint)
  }

  /// Where the statement was written (file and line), once it is in a block.
  public var sourceLocation: SourceLocation? { location?.sourceLocation }

  /// The statement at `priority`: `(title.width == 200).priority(.defaultHigh)`.
  public func priority(_ priority: PlatformLayoutPriority) -> ConstraintStatement {
    var copy = self
    copy.priority = priority
    return copy
  }

  /// The statement named `identifier` (every constraint it expands to carries the name):
  /// `(title.height >= 44).identifier("title-height")`.
  public func identifier(_ identifier: String) -> ConstraintStatement {
    var copy = self
    copy.identifier = identifier
    return copy
  }

  /// The statement at `rhs`: `title.width == card.width * 0.5 ~ .defaultHigh`, `~ 999.5`, `~ 500`.
  public static func ~ (lhs: ConstraintStatement, rhs: PlatformLayoutPriority)
    -> ConstraintStatement
  {
    lhs.priority(rhs)
  }

  /// `title.edges == card.layoutMarginsGuide.edges inset 8 @750 'title' (Card.swift:2)`.
  public var description: String {
    var text: String
    var priority = self.priority
    var identifier = self.identifier
    switch content {
    case .relation(let relation):
      text =
        "\(relation.first.target).\(relation.first.attributes.name) \(Names.of(relation.relation)) "
      if let second = relation.second {
        text +=
          Operand(second, multiplier: relation.multiplier, offset: relation.offset).description
      } else {
        text += relation.offset.constantDescription
      }
    case .constraint(let constraint):
      text = constraint.describedWithoutExtras
      priority = priority ?? constraint.priority
      identifier = identifier ?? constraint.identifier
    }
    if let priority, priority != .required { text += " @\(Names.of(priority))" }
    if let identifier { text += " '\(identifier)'" }
    if let location { text += " (\(location.sourceLocation))" }
    return text
  }
}

/// Where a statement was written: the file and line kept on constraints, and the column that tells
/// apart statements sharing a line.
struct StatementLocation: Hashable {
  let fileID: String
  let line: Int
  let column: Int

  init(fileID: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.line = Int(line)
    self.column = Int(column)
  }

  var sourceLocation: SourceLocation { SourceLocation(fileID: fileID, line: line) }
}

extension PlatformLayoutConstraint {
  /// `a.leading == b.leading + 8`: the relation alone, without priority, identifier or location.
  var describedWithoutExtras: String {
    ConstraintDescription.relationText(
      Names.of(firstItem), firstAttribute, relation, secondItem.map { Names.of($0) },
      secondAttribute, multiplier: multiplier, constant: constant)
  }
}
