/// What a builder block produces: its statements in order, each with its source location — the
/// first stage of lowering, which ``descriptions`` expands into the second.
///
/// Write helpers that return a block with ``ConstraintBuilder`` and use them inside other blocks:
///
/// ```swift
/// @ConstraintBuilder
/// func pinned(_ view: ViewProxy, to container: ViewProxy, inset: CGFloat = 0) -> ConstraintBlock {
///   view.edges == container.edges.inset(by: inset)
/// }
///
/// constrain(content, card) { content, card in
///   pinned(content, to: card, inset: 16)
///   content.height >= 44
/// }
/// ```
public struct ConstraintBlock: CustomStringConvertible {
  /// The statements, in the order they ran.
  public let statements: [ConstraintStatement]

  init(_ statements: [ConstraintStatement]) { self.statements = statements }

  /// A block built by `build`, for helpers and tests.
  public init(@ConstraintBuilder _ build: () -> ConstraintBlock) {
    self = build()
  }

  /// The second stage: every statement expanded into single-attribute descriptions, in order.
  public var descriptions: [ConstraintDescription] { statements.flatMap(Expansion.expand) }

  /// One statement a line.
  public var description: String { statements.map(\.description).joined(separator: "\n") }
}
