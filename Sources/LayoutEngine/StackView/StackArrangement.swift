import Foundation

/// Builds a stack view's constraints for its current configuration (spec §10), with UIKit's
/// `UISV-*` identifiers.
struct StackArrangement {
  let stack: StackView
  var constraints: [LayoutConstraint] = []
  var spacers: [LayoutGuide] = []

  init(stack: StackView) {
    self.stack = stack
  }

  private var horizontal: Bool { stack.axis == .horizontal }
  private var margins: Bool { stack.isLayoutMarginsRelativeArrangement }

  /// The start and end attributes along the axis, and the size attribute.
  private var along:
    (
      lead: LayoutConstraint.Attribute, trail: LayoutConstraint.Attribute,
      size: LayoutConstraint.Attribute, center: LayoutConstraint.Attribute
    )
  {
    horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }

  /// The start and end attributes across the axis, and the size attribute.
  private var across:
    (
      lead: LayoutConstraint.Attribute, trail: LayoutConstraint.Attribute,
      size: LayoutConstraint.Attribute, center: LayoutConstraint.Attribute
    )
  {
    horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  /// The stack's own attribute for the canvas edge: the margin form when margins-relative.
  private func canvas(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
    guard margins else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  private mutating func add(
    _ first: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation, _ second: (any LayoutItem)?,
    _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) {
    let constraint = LayoutConstraint(
      unchecked: first, firstAttribute, relation, second, secondAttribute,
      multiplier: second == nil ? 0 : multiplier, constant: constant, priority: priority,
      origin: .container)
    constraint.identifier = identifier
    constraints.append(constraint)
  }

  private mutating func add(
    _ first: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
    _ identifier: String
  ) {
    add(
      first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, identifier)
  }

  mutating func build() {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    for view in stack.arrangedSubviews where view.isHidden {
      add(view, along.size, nil, .notAnAttribute, "UISV-hiding")
      add(view, along.lead, stack, canvas(along.lead), "UISV-hiding")
      alignAcross(view, first: visible.first)
    }
    guard let first = visible.first, let last = visible.last else { return }
    add(first, along.lead, stack, canvas(along.lead), "UISV-canvas-connection")
    add(stack, canvas(along.trail), last, along.trail, "UISV-canvas-connection")
    arrangeAlong(visible)
    for view in visible { alignAcross(view, first: first) }
  }

  // MARK: Along the axis (distribution and spacing)

  private mutating func arrangeAlong(_ views: [View]) {
    let baselines = !horizontal && stack.isBaselineRelativeArrangement
    let spacingFrom: LayoutConstraint.Attribute = baselines ? .lastBaseline : along.trail
    let spacingTo: LayoutConstraint.Attribute = baselines ? .firstBaseline : along.lead
    let exact: Bool =
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally: true
      case .equalSpacing, .equalCentering: false
      }
    for (previous, next) in zip(views, views.dropFirst()) {
      add(
        next, spacingTo, exact ? .equal : .greaterThanOrEqual, previous, spacingFrom,
        constant: stack.gap(after: previous), "UISV-spacing")
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in views.dropFirst() {
        add(view, along.size, views[0], along.size, "UISV-fill-equally")
      }
    case .fillProportionally:
      fillProportionally(views)
    case .equalSpacing:
      equalGaps(
        views, from: along.trail, to: along.lead, priority: .required, "UISV-distributing-edge")
    case .equalCentering:
      equalGaps(
        views, from: along.center, to: along.center, priority: 149, "UISV-distributing-edge")
    }
  }

  /// `UISV-fill-proportionally`: each view's share of the canvas (less the spacing) in proportion to
  /// its intrinsic size; views without one count as the average.
  private mutating func fillProportionally(_ views: [View]) {
    let sizes = views.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      let length = horizontal ? size.width : size.height
      return length == View.noIntrinsicMetric ? -1 : max(length, 0)
    }
    let known = sizes.filter { $0 >= 0 }
    let fallback = known.isEmpty ? 1 : max(known.reduce(0, +) / CGFloat(known.count), 1)
    let weights = sizes.map { $0 < 0 ? fallback : $0 }
    let total = weights.reduce(0, +)
    let spacing = zip(views, views.dropFirst()).map { stack.gap(after: $0.0) }.reduce(0, +)
    let insets = stack.layoutMargins
    let marginLength =
      margins ? (horizontal ? insets.left + insets.right : insets.top + insets.bottom) : 0
    for (view, weight) in zip(views, weights) {
      let share = total > 0 ? weight / total : 1 / CGFloat(views.count)
      add(
        view, along.size, stack, along.size, multiplier: share,
        constant: -share * (spacing + marginLength), priority: 999, "UISV-fill-proportionally")
    }
  }

  /// Equal gaps between consecutive views, measured by spacer guides from `from` to `to`.
  private mutating func equalGaps(
    _ views: [View], from: LayoutConstraint.Attribute, to: LayoutConstraint.Attribute,
    priority: LayoutPriority, _ identifier: String
  ) {
    var firstSpacer: LayoutGuide?
    for (previous, next) in zip(views, views.dropFirst()) {
      let spacer = LayoutGuide()
      spacer.identifier = "UISV-distributing"
      stack.addLayoutGuide(spacer)
      spacers.append(spacer)
      add(spacer, along.lead, previous, from, identifier)
      add(next, to, spacer, along.trail, identifier)
      add(spacer, across.size, nil, .notAnAttribute, "UISV-spacer-thickness")
      add(spacer, across.lead, stack, canvas(across.lead), "UISV-spacer-position")
      if let firstSpacer {
        add(spacer, along.size, firstSpacer, along.size, priority: priority, "UISV-fill-equally")
      } else {
        firstSpacer = spacer
      }
    }
  }

  // MARK: Across the axis (alignment)

  private mutating func alignAcross(_ view: View, first: View?) {
    let lead = across.lead
    let trail = across.trail
    switch stack.alignment {
    case .fill:
      add(view, lead, stack, canvas(lead), "UISV-alignment")
      add(stack, canvas(trail), view, trail, "UISV-alignment")
      return
    case .leading:
      add(view, lead, stack, canvas(lead), "UISV-alignment")
    case .trailing:
      add(view, trail, stack, canvas(trail), "UISV-alignment")
    case .center:
      add(view, across.center, stack, canvas(across.center), "UISV-alignment")
    case .firstBaseline, .lastBaseline:
      guard horizontal else {
        add(view, lead, stack, canvas(lead), "UISV-alignment")
        break
      }
      let baseline: LayoutConstraint.Attribute =
        stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      if let first, first !== view {
        add(view, baseline, first, baseline, "UISV-alignment")
      }
    }
    // Not filling: the canvas spans the views (required) and hugs them (UISV-canvas-fit, 49),
    // and a view with no intrinsic thickness is kept from being ambiguous (25).
    add(view, lead, .greaterThanOrEqual, stack, canvas(lead), "UISV-spanning-boundary")
    add(stack, canvas(trail), .greaterThanOrEqual, view, trail, "UISV-spanning-boundary")
    add(view, lead, stack, canvas(lead), priority: 49, "UISV-canvas-fit")
    add(stack, canvas(trail), view, trail, priority: 49, "UISV-canvas-fit")
    add(view, across.size, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
  }
}
