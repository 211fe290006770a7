import ConstraintSolver
import Foundation

extension View {
  /// Whether the constraints leave this view's frame free to move on some axis (UIKit's
  /// `hasAmbiguousLayout`). Lays the tree out first if needed.
  public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

  /// The axes on which this view's frame is not pinned by its constraints.
  public var ambiguousAxes: [LayoutConstraint.Axis] {
    layoutIfNeeded()
    guard let engine = root.engine, self !== root else { return [] }
    let v = variables
    var axes: [LayoutConstraint.Axis] = []
    if engine.solver.isAmbiguous(v.minX) || engine.solver.isAmbiguous(v.width) {
      axes.append(.horizontal)
    }
    if engine.solver.isAmbiguous(v.minY) || engine.solver.isAmbiguous(v.height) {
      axes.append(.vertical)
    }
    return axes
  }

  /// Every view in this subtree whose layout is ambiguous, with the axes, in tree order.
  public func ambiguousLayouts() -> [(view: View, axes: [LayoutConstraint.Axis])] {
    var result: [(View, [LayoutConstraint.Axis])] = []
    func visit(_ view: View) {
      let axes = view.ambiguousAxes
      if !axes.isEmpty { result.append((view, axes)) }
      view.subviews.forEach(visit)
    }
    visit(self)
    return result
  }

  /// The constraints the engine holds that place this view on `axis`: those naming the view (or its
  /// frame, through the autoresizing mask or intrinsic size) with an attribute on that axis.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis)
    -> [LayoutConstraint]
  {
    layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    return engine.installedConstraints.filter { constraint in
      (constraint.first === self && constraint.firstAttribute.axis == axis)
        || (constraint.second === self && constraint.secondAttribute.axis == axis)
    }
  }

  /// A deterministic listing of this subtree: each view's name, frame, safe area and margins,
  /// indented by depth.
  public func dump() -> String {
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      var line = "\(indent)\(view.layoutName) \(formatRect(view.frame))"
      let safeArea = view.safeAreaInsets
      if safeArea != .zero { line += " safeArea=\(safeArea)" }
      line += " margins=\(view.layoutMargins)"
      if view.isHidden { line += " hidden" }
      lines.append(line)
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}
