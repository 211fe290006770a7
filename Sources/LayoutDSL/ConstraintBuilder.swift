/// The result builder of ``constrain(_:fileID:line:layout:)``: statements, `if`/`else`, `switch`,
/// `for … in`, `if let`, `if #available`, and nested blocks, each statement stamped with the file
/// and line that wrote it.
///
/// ```swift
/// constrain(title, dots, card) { title, dots, card in
///   title.top == card.layoutMargins.top
///   if compact {
///     title.leading == card.layoutMargins.leading
///   } else {
///     title.centerX == card.centerX
///   }
///   for (index, dot) in dots.enumerated() {
///     dot.leading == title.trailing + 8 + CGFloat(index) * 12
///     dot.centerY == title.centerY
///   }
///   pinned(title, to: card)   // a `ConstraintBlock` from a helper marked @ConstraintBuilder
/// }
/// ```
@resultBuilder
public enum ConstraintBuilder {
  /// A statement, stamped with where it was written.
  public static func buildExpression(
    _ statement: ConstraintStatement, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> ConstraintBlock {
    var statement = statement
    statement.location = StatementLocation(fileID: fileID, line: line, column: column)
    return ConstraintBlock([statement])
  }

  /// Statements made together (`dots.map { $0.width == 8 }`), stamped with where they were written.
  public static func buildExpression(
    _ statements: [ConstraintStatement], fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> ConstraintBlock {
    let location = StatementLocation(fileID: fileID, line: line, column: column)
    return ConstraintBlock(
      statements.map { statement in
        var statement = statement
        statement.location = location
        return statement
      })
  }

  /// A constraint made with UIKit's anchors (`a.leadingAnchor == b.leadingAnchor + 8`); the group
  /// activates this very object.
  public static func buildExpression(
    _ constraint: PlatformLayoutConstraint, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> ConstraintBlock {
    buildExpression(ConstraintStatement(constraint), fileID: fileID, line: line, column: column)
  }

  /// Constraints made with UIKit's anchors.
  public static func buildExpression(
    _ constraints: [PlatformLayoutConstraint], fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> ConstraintBlock {
    buildExpression(
      constraints.map(ConstraintStatement.init), fileID: fileID, line: line, column: column)
  }

  /// A nested block; its statements keep the lines they were written on.
  public static func buildExpression(_ block: ConstraintBlock) -> ConstraintBlock { block }

  public static func buildBlock(_ blocks: ConstraintBlock...) -> ConstraintBlock {
    ConstraintBlock(blocks.flatMap(\.statements))
  }

  public static func buildOptional(_ block: ConstraintBlock?) -> ConstraintBlock {
    block ?? ConstraintBlock([])
  }

  public static func buildEither(first block: ConstraintBlock) -> ConstraintBlock { block }

  public static func buildEither(second block: ConstraintBlock) -> ConstraintBlock { block }

  public static func buildArray(_ blocks: [ConstraintBlock]) -> ConstraintBlock {
    ConstraintBlock(blocks.flatMap(\.statements))
  }

  public static func buildLimitedAvailability(_ block: ConstraintBlock) -> ConstraintBlock { block }
}
