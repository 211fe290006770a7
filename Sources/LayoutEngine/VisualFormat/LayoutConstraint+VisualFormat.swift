import Foundation

extension LayoutConstraint {
  /// The constraints a Visual Format Language string describes (spec §9), not yet active.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-20-[a(100)]-[b(>=50@750)]-|", options: [.alignAllCenterY],
  ///   metrics: nil, views: ["a": a, "b": b])
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// `-` is the standard spacing: 8 between siblings, and the superview's layout margins next to a
  /// `|`. A malformed string or an unknown name throws a ``VisualFormatError`` pointing at the
  /// character, with UIKit's message where UIKit has one; it never crashes.
  @_disfavoredOverload  // TrellisUIKit adds UIKit's non-throwing `[String: Any]` spelling
  public class func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: CGFloat]? = nil, views: [String: View]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format)
    let syntax = try parser.parse()
    var builder = VisualFormatBuilder(
      syntax: syntax, format: format, options: options, metrics: metrics ?? [:], views: views)
    return try builder.build()
  }
}

/// Turns the syntax of a visual format into constraints.
private struct VisualFormatBuilder {
  let syntax: VisualFormat
  let format: String
  let options: LayoutConstraint.FormatOptions
  let metrics: [String: CGFloat]
  let views: [String: View]
  var result: [LayoutConstraint] = []

  init(
    syntax: VisualFormat, format: String, options: LayoutConstraint.FormatOptions,
    metrics: [String: CGFloat], views: [String: View]
  ) {
    self.syntax = syntax
    self.format = format
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  private var isHorizontal: Bool { syntax.orientation == .horizontal }
  /// Whether the arrangement runs against the attributes' direction (`directionRightToLeft`).
  private var isReversed: Bool { isHorizontal && options.contains(.directionRightToLeft) }

  /// The attributes at the start and the end of each view along the arrangement.
  private var edges: (lead: LayoutConstraint.Attribute, trail: LayoutConstraint.Attribute) {
    guard isHorizontal else { return (.top, .bottom) }
    if options.contains(.directionLeftToRight) { return (.left, .right) }
    if options.contains(.directionRightToLeft) { return (.right, .left) }
    return (.leading, .trailing)
  }

  private var marginEdges: (lead: LayoutConstraint.Attribute, trail: LayoutConstraint.Attribute) {
    switch edges.lead {
    case .top: (.topMargin, .bottomMargin)
    case .left: (.leftMargin, .rightMargin)
    case .right: (.rightMargin, .leftMargin)
    default: (.leadingMargin, .trailingMargin)
    }
  }

  mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
    try checkOptions()
    let items = try syntax.views.map { element throws(VisualFormatError) in
      try view(named: element.name, at: element.position)
    }
    var superview: View?
    if syntax.leadingSuperview != nil || syntax.trailingSuperview != nil {
      let position =
        syntax.leadingSuperview != nil
        ? syntax.leadingBarPosition : syntax.trailingBarPosition
      guard let parent = items.first?.superview else {
        throw VisualFormatError(
          message: "Unable to interpret '|' character, because the related view doesn't have a "
            + "superview", format: format, position: position)
      }
      superview = parent
    }
    let size: LayoutConstraint.Attribute = isHorizontal ? .width : .height
    for (index, element) in syntax.views.enumerated() {
      let item = items[index]
      if index == 0, let connection = syntax.leadingSuperview, let superview {
        try connect(superview, edges.lead, to: item, edges.lead, connection, toSuperview: true)
      }
      for predicate in element.predicates {
        try sizePredicate(predicate, item: item, attribute: size)
      }
      if index + 1 < items.count {
        let next = items[index + 1]
        var lead = edges.lead
        var trail = edges.trail
        if !isHorizontal && options.contains(.spacingBaselineToBaseline) {
          (lead, trail) = (.firstBaseline, .lastBaseline)
        }
        try connect(item, trail, to: next, lead, syntax.connections[index], toSuperview: false)
      }
      if index == items.count - 1, let connection = syntax.trailingSuperview, let superview {
        try connect(item, edges.trail, to: superview, edges.trail, connection, toSuperview: true)
      }
    }
    for attribute in options.alignmentAttributes {
      for index in items.indices.dropFirst() {
        result.append(
          LayoutConstraint(
            unchecked: items[index], attribute, .equal, items[index - 1], attribute,
            multiplier: 1, constant: 0))
      }
    }
    for item in items { item.translatesAutoresizingMaskIntoConstraints = false }
    return result
  }

  /// One connection along the arrangement: `later.lead REL earlier.trail + gap`, written the other
  /// way round when the direction is reversed so that gaps stay positive.
  private mutating func connect(
    _ earlier: View, _ earlierAttribute: LayoutConstraint.Attribute, to later: View,
    _ laterAttribute: LayoutConstraint.Attribute, _ connection: VisualFormat.Connection,
    toSuperview: Bool
  ) throws(VisualFormatError) {
    var earlierAttribute = earlierAttribute
    var laterAttribute = laterAttribute
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush:
      predicates = [.init(relation: .equal, object: .number(0), priority: nil, position: 0)]
    case .standard:
      if toSuperview {
        // `|-[a]` and `[a]-|` pin to the superview's layout margins.
        if earlier === later.superview { earlierAttribute = marginEdges.lead }
        if later === earlier.superview { laterAttribute = marginEdges.trail }
        predicates = [.init(relation: .equal, object: .number(0), priority: nil, position: 0)]
      } else {
        predicates = [
          .init(relation: .equal, object: .number(View.systemSpacing), priority: nil, position: 0)
        ]
      }
    case .predicates(let list):
      predicates = list
    }
    for predicate in predicates {
      if case .name(let name) = predicate.object, metrics[name] == nil, views[name] != nil {
        throw VisualFormatError(
          message: "A view name cannot be used as a spacing: \(name)", format: format,
          position: predicate.position)
      }
      try appendSpacing(predicate, earlier, earlierAttribute, later, laterAttribute)
    }
  }

  private mutating func appendSpacing(
    _ predicate: VisualFormat.Predicate, _ earlier: View,
    _ earlierAttribute: LayoutConstraint.Attribute, _ later: View,
    _ laterAttribute: LayoutConstraint.Attribute
  ) throws(VisualFormatError) {
    let gap = try value(of: predicate.object, at: predicate.position)
    let constraint =
      isReversed
      ? LayoutConstraint(
        unchecked: earlier, earlierAttribute, predicate.relation, later, laterAttribute,
        multiplier: 1, constant: gap)
      : LayoutConstraint(
        unchecked: later, laterAttribute, predicate.relation, earlier, earlierAttribute,
        multiplier: 1, constant: gap)
    if let priority = predicate.priority {
      constraint.priority = LayoutPriority(Float(try value(of: priority, at: predicate.position)))
    }
    result.append(constraint)
  }

  /// `[a(100)]`, `[a(>=50@750)]`, `[a(==b)]`.
  private mutating func sizePredicate(
    _ predicate: VisualFormat.Predicate, item: View, attribute: LayoutConstraint.Attribute
  ) throws(VisualFormatError) {
    let constraint: LayoutConstraint
    if case .name(let name) = predicate.object, metrics[name] == nil {
      let other = try view(named: name, at: predicate.position)
      constraint = LayoutConstraint(
        unchecked: item, attribute, predicate.relation, other, attribute, multiplier: 1,
        constant: 0)
    } else {
      let size = try value(of: predicate.object, at: predicate.position)
      constraint = LayoutConstraint(
        unchecked: item, attribute, predicate.relation, nil, .notAnAttribute, multiplier: 0,
        constant: size)
    }
    if let priority = predicate.priority {
      let level = try value(of: priority, at: predicate.position)
      guard level > 0 && level <= 1000 else {
        throw VisualFormatError(
          message: LayoutError.invalidPriority(LayoutPriority(Float(level))).description,
          format: format, position: predicate.position)
      }
      constraint.priority = LayoutPriority(Float(level))
    }
    result.append(constraint)
  }

  private func value(of object: VisualFormat.Predicate.Object, at position: Int)
    throws(VisualFormatError) -> CGFloat
  {
    switch object {
    case .number(let number): return number
    case .name(let name):
      guard let metric = metrics[name] else {
        throw VisualFormatError(
          message: "Unable to find metric with name \(name)", format: format, position: position)
      }
      return metric
    }
  }

  private func view(named name: String, at position: Int) throws(VisualFormatError) -> View {
    guard let view = views[name] else {
      throw VisualFormatError(
        message: "Unable to find view with name \(name)", format: format, position: position)
    }
    return view
  }

  /// Alignment must be perpendicular to the arrangement; only one direction option at a time.
  private func checkOptions() throws(VisualFormatError) {
    if options.contains(.directionLeftToRight) && options.contains(.directionRightToLeft) {
      throw VisualFormatError(
        message: "Options mask specifies both left-to-right and right-to-left directions",
        format: format, position: 0)
    }
    for attribute in options.alignmentAttributes {
      let parallel = isHorizontal ? attribute.isXAxisLocation : attribute.isYAxisLocation
      if parallel {
        let edge = isHorizontal ? "horizontal" : "vertical"
        throw VisualFormatError(
          message: "Options mask required views to be aligned on a \(edge) edge, which is not "
            + "allowed for layout that is also \(edge).", format: format, position: 0)
      }
    }
  }
}
