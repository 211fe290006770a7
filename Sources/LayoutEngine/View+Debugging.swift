import ConstraintSolver
import Foundation

extension View {
  /// Whether the constraints leave this view's frame free to move on some axis (UIKit's
  /// `hasAmbiguousLayout`). Lays the tree out first if needed.
  public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

  /// The axes on which this view's frame is not pinned by its constraints.
  public var ambiguousAxes: [LayoutConstraint.Axis] {
    layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    return ambiguousAxes(in: engine)
  }

  /// ``ambiguousAxes`` in the tree's laid-out `engine`: none for the root, which its host places.
  /// (The engine's root, not ``root``: no walk up the tree for each view of a query.)
  func ambiguousAxes(in engine: Engine) -> [LayoutConstraint.Axis] {
    self === engine.root ? [] : engine.ambiguousAxes(of: variables)
  }

  /// Every custom layout guide in this subtree whose layout is ambiguous (a scroll view's content
  /// guide that its content does not size, say), with the axes, in tree order.
  ///
  /// The tree is laid out once, first (what ``LayoutGuide/ambiguousAxes`` of each would do: a
  /// query changes nothing that a layout reads).
  public func ambiguousGuideLayouts() -> [(guide: LayoutGuide, axes: [LayoutConstraint.Axis])] {
    layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    var result: [(LayoutGuide, [LayoutConstraint.Axis])] = []
    func visit(_ view: View) {
      for guide in view.layoutGuides {
        let axes = guide.ambiguousAxes(in: engine)
        if !axes.isEmpty { result.append((guide, axes)) }
      }
      // A loop, not `forEach(visit)`: a debug build pays a closure thunk for each view.
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return result
  }

  /// Every view in this subtree whose layout is ambiguous, with the axes, in tree order.
  ///
  /// The tree is laid out once, first (what ``ambiguousAxes`` of each view would do: a query
  /// changes nothing that a layout reads).
  public func ambiguousLayouts() -> [(view: View, axes: [LayoutConstraint.Axis])] {
    layoutIfNeeded()
    guard let engine = root.engine else { return [] }
    var result: [(View, [LayoutConstraint.Axis])] = []
    func visit(_ view: View) {
      let axes = view.ambiguousAxes(in: engine)
      if !axes.isEmpty { result.append((view, axes)) }
      for subview in view.subviews { visit(subview) }
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

  /// What ``dump(_:)`` lists besides each view's frame, safe area and margins.
  nonisolated public struct DumpOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The layout frames of the view's guides (system guides in use, and custom ones).
    public static let guides = DumpOptions(rawValue: 1 << 0)
    /// The constraints installed on each view.
    public static let constraints = DumpOptions(rawValue: 1 << 1)
    /// What each view says to assistive technologies such as VoiceOver, after its frame:
    /// `element label="Save" value="…" hint="…" traits=[button, notEnabled]`. Listed for the views
    /// they reach — not hidden, not inside an element or a view whose
    /// ``View/accessibilityElementsHidden`` is set — that are elements or have a label or value;
    /// `element` marks an element; a string is left out when nil, the traits when empty.
    public static let accessibility = DumpOptions(rawValue: 1 << 2)
  }

  /// A deterministic listing of this subtree, indented by depth: each view's name, frame (in its
  /// superview), safe area (when not zero) and effective margins, with fixed number formatting.
  ///
  /// ```
  /// root (0, 0, 375, 812) safeArea=(44, 0, 34, 0) margins=(44, 16, 34, 16)
  ///   title (16, 64, 343, 44) margins=(8, 8, 8, 8)
  /// ```
  public func dump(_ options: DumpOptions = []) -> String {
    var lines: [String] = []
    let showsAccessibility = options.contains(.accessibility)
    func visit(_ view: View, depth: Int, reachable: Bool) {
      let indent = String(repeating: "  ", count: depth)
      var line = "\(indent)\(view.layoutName) \(formatRect(view.frame))"
      let safeArea = view.safeAreaInsets
      if safeArea != .zero { line += " safeArea=\(safeArea)" }
      line += " margins=\(view.layoutMargins)"
      if view.isHidden { line += " hidden" }
      let reachable = reachable && !view.isHidden && !view.accessibilityElementsHidden
      if showsAccessibility && reachable { line += view.accessibilityDumpFields }
      lines.append(line)
      if options.contains(.guides) {
        for guide in view.systemGuides.all + view.layoutGuides {
          lines.append("\(indent)  · \(guide.layoutName) \(formatRect(guide.layoutFrame))")
        }
      }
      if options.contains(.constraints) {
        for constraint in view.installedConstraints {
          lines.append("\(indent)  = \(constraint)")
        }
      }
      let childrenReachable = reachable && !view.isAccessibilityElement
      for subview in view.subviews {
        visit(subview, depth: depth + 1, reachable: childrenReachable)
      }
    }
    visit(self, depth: 0, reachable: true)
    return lines.joined(separator: "\n")
  }
}

extension View {
  /// The dump's accessibility fields for this view (empty when it is not an element and has no
  /// label or value), each preceded by a space.
  var accessibilityDumpFields: String {
    let isElement = isAccessibilityElement
    let label = accessibilityLabel
    let value = accessibilityValue
    guard isElement || label != nil || value != nil else { return "" }
    var fields = isElement ? " element" : ""
    if let label { fields += " label=\(quoted(label))" }
    if let value { fields += " value=\(quoted(value))" }
    if let hint = accessibilityHint { fields += " hint=\(quoted(hint))" }
    let traits = accessibilityTraits
    if !traits.isEmpty { fields += " traits=\(traits)" }
    return fields
  }
}

/// `text` in double quotes, with backslashes, quotes and line breaks escaped so that a dump line
/// stays one line.
private func quoted(_ text: String) -> String {
  var result = "\""
  // Scalars, not characters: "\r\n" is one character.
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

extension LayoutGuide {
  /// Whether the constraints leave this guide's frame free to move on some axis (UIKit's
  /// `UILayoutGuide.hasAmbiguousLayout`). Lays the tree out first if needed.
  public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

  /// The axes on which this guide's frame is not pinned by its constraints; a system guide's
  /// never is (its view's insets place it).
  public var ambiguousAxes: [LayoutConstraint.Axis] {
    // A system guide is not laid out for: its view's insets place it.
    guard system == nil, let owner = owningView else { return [] }
    owner.layoutIfNeeded()
    guard let engine = owner.root.engine else { return [] }
    return ambiguousAxes(in: engine)
  }

  /// ``ambiguousAxes`` in the owning tree's laid-out `engine`: none for a system guide.
  func ambiguousAxes(in engine: Engine) -> [LayoutConstraint.Axis] {
    system == nil ? engine.ambiguousAxes(of: variables) : []
  }
}

extension Engine {
  /// The axes on which the item with `v` is free to move in the solver's current solution.
  func ambiguousAxes(of v: ItemVariables) -> [LayoutConstraint.Axis] {
    var axes: [LayoutConstraint.Axis] = []
    if solver.exploreIsAmbiguous(v.minX) || solver.exploreIsAmbiguous(v.width) {
      axes.append(.horizontal)
    }
    if solver.exploreIsAmbiguous(v.minY) || solver.exploreIsAmbiguous(v.height) {
      axes.append(.vertical)
    }
    return axes
  }
}
