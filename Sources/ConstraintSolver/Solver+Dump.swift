extension Solver {
  /// A readable, deterministic listing of the tableau: the constraints, the edit variables, every
  /// basic row, and each priority level's objective.
  ///
  /// Symbols print as the variable's name, or `s7` (slack), `e8` (error), `d9` (dummy), `a10`
  /// (artificial).
  public func dump() -> String {
    var lines: [String] = []
    let ordered = userRecords
    lines.append("Constraints (\(ordered.count)):")
    for record in ordered {
      lines.append("  \(record.constraint)")
    }
    let editLines = edits.values.sorted { $0.constraint.id < $1.constraint.id }.map { edit in
      let variable = edit.constraint.expression.terms[0].variable
      return "  \(variable) @\(edit.constraint.priority) suggested \(formatNumber(edit.constant))"
    }
    if !editLines.isEmpty {
      lines.append("Edit variables:")
      lines += editLines
    }
    lines.append("Rows:")
    for index in 0..<tableau.symbolCount {
      let basic = Symbol(index)
      guard let row = tableau.row(basic) else { continue }
      lines.append("  \(name(of: basic)) = \(describe(row))")
    }
    for level in tableau.levels {
      var objective = Row(constant: level.objective.constant)
      objective.cells = level.objective.cells
      lines.append("Objective @\(Priority(level.priority)): \(describe(objective))")
    }
    return lines.joined(separator: "\n")
  }

  /// `constant + terms`. A definition row names other basic variables and keeps their current value
  /// in its stored constant; the text shows the row as an equation, with that value taken out.
  private func describe(_ row: Row) -> String {
    var constant = row.constant
    for cell in row.cells where tableau.isBasic(cell.symbol) {
      constant -= cell.coefficient * tableau.value(cell.symbol)
    }
    var text = formatNumber(constant)
    for cell in row.cells {
      let sign = cell.coefficient < 0 ? " - " : " + "
      let magnitude = abs(cell.coefficient)
      text += sign + (magnitude == 1 ? "" : formatNumber(magnitude) + " * ") + name(of: cell.symbol)
    }
    return text
  }

  private func name(of symbol: Symbol) -> String {
    switch tableau.kind(symbol) {
    case .external:
      (Int(symbol) < symbolVariables.count ? symbolVariables[Int(symbol)] : nil)?.description
        ?? "x\(symbol)"
    case .slack: "s\(symbol)"
    case .error: "e\(symbol)"
    case .dummy: "d\(symbol)"
    case .artificial: "a\(symbol)"
    case .free: "free\(symbol)"
    }
  }
}
