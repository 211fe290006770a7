/// Binds looser than `==`, `<=` and `>=` and tighter than `&&`, so that
/// `a.width == b.width * 0.5 ~ .defaultHigh` reads `(a.width == b.width * 0.5) ~ .defaultHigh`.
precedencegroup LayoutPriorityPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: LogicalConjunctionPrecedence
}

/// Sets a priority: `title.width == 200 ~ .defaultHigh`, `~ 999.5`, `~ 500`.
infix operator ~ : LayoutPriorityPrecedence
