/// Lays out views and guides with relations written as code, and activates the result in one
/// batch.
///
/// The closure receives one proxy per argument — a ``ViewProxy`` for a view, a ``GuideProxy`` for a
/// guide, an array of proxies for an array — and is a ``ConstraintBuilder`` block: every statement
/// becomes one or more constraints that carry the file and line of the statement.
///
/// ```swift
/// constrain(a, b) { a, b in
///   a.leading == b.layoutMargins.leading + 8
///   a.top == b.safeArea.top
///   a.width == b.width * 0.5 ~ .defaultHigh
///   a.height >= 44
///   if compact { a.trailing == b.layoutMargins.trailing } else { a.width <= 600 }
/// }
/// constrain(title, dots) { t, dots in
///   for d in dots { d.centerY == t.centerY; d.leading == t.trailing + 4 }
/// }
/// ```
///
/// Views on the left of a relation get `translatesAutoresizingMaskIntoConstraints = false`, except a
/// view without a superview (a host's root view keeps its own).
///
/// - Returns: the group, to deactivate, update or reapply later.
@discardableResult
public func constrain<each Item: Constrainable>(
  _ item: repeat each Item, fileID: StaticString = #fileID, line: UInt = #line,
  @ConstraintBuilder layout: @escaping (repeat (each Item).Proxy) -> ConstraintBlock
) -> ConstraintGroup {
  let group = ConstraintGroup(repeat each item, fileID: fileID, line: line, layout: layout)
  group.activate()
  return group
}
