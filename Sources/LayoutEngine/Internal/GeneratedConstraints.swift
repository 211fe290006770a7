import Foundation

/// The constraints the engine makes on a view's behalf. Each is made once and then updated in place,
/// so an unchanged frame, margin or intrinsic size costs the solver nothing.
struct GeneratedConstraints {
  /// A root view's frame: left, top, width, height (`UIView-Encapsulated-Layout-*`).
  var encapsulated: [LayoutConstraint] = []
  /// Frame and autoresizing mask: left, top, width, height.
  var autoresizing: [LayoutConstraint] = []
  /// Intrinsic size: hugging and compression resistance, per axis.
  var contentSize: [LayoutConstraint] = []
}

/// A constraint together with the view whose coordinate space its locations are compared in
/// (nil: the root's space, with no origin subtracted).
struct PlacedConstraint {
  let constraint: LayoutConstraint
  /// Not owned, as ``Engine/Installed/container`` is not.
  unowned(unsafe) let container: View?
}

extension View {
  /// Appends what the engine must solve for this view and its subtree, in a fixed order: the view's
  /// generated constraints, its guides' ties, its installed constraints, then each subview in order.
  ///
  /// `isLayoutRoot` marks the view the solve is for: a tree's root is pinned to its frame; a view
  /// measured by `systemLayoutSizeFitting` is pinned at the origin with a free size.
  func collectConstraints(into list: inout [PlacedConstraint], isLayoutRoot: Bool, fitting: Bool) {
    appendGeneratedConstraints(into: &list, isLayoutRoot: isLayoutRoot, fitting: fitting)
    for constraint in installedConstraints {
      list.append(PlacedConstraint(constraint: constraint, container: self))
    }
    for subview in subviews {
      subview.collectConstraints(into: &list, isLayoutRoot: false, fitting: fitting)
    }
  }

  /// Appends the constraints the engine makes for this view alone: what pins its frame, its
  /// intrinsic size, its system guides' ties (updated in place from the current geometry).
  func appendGeneratedConstraints(
    into list: inout [PlacedConstraint], isLayoutRoot: Bool, fitting: Bool
  ) {
    appendFrameConstraints(into: &list, isLayoutRoot: isLayoutRoot, fitting: fitting)
    if !translatesAutoresizingMaskIntoConstraints || (fitting && isLayoutRoot) {
      for constraint in contentSizeConstraints() {
        list.append(PlacedConstraint(constraint: constraint, container: self))
      }
    }
    appendGuideTies(into: &list)
  }

  /// Every constraint object the engine has made for this view so far (whether in use or not):
  /// what may have to leave the solver when the view's inputs change or the view leaves.
  var generatedConstraints: [LayoutConstraint] {
    var all = generated.encapsulated + generated.autoresizing + generated.contentSize
    for guide in systemGuides.all { all += guide.ties }
    return all
  }

  /// Appends what pins this view's frame: the root's frame or, for a view translating its
  /// autoresizing mask, the mask's constraints. With ``appendGuideTies(into:)``, all that a change
  /// of frames can alter.
  func appendFrameConstraints(
    into list: inout [PlacedConstraint], isLayoutRoot: Bool, fitting: Bool = false
  ) {
    if isLayoutRoot {
      for constraint in encapsulatedConstraints(sizeIsFree: fitting) {
        list.append(PlacedConstraint(constraint: constraint, container: nil))
      }
    } else if translatesAutoresizingMaskIntoConstraints, let parent = superview {
      for constraint in autoresizingConstraints() {
        list.append(PlacedConstraint(constraint: constraint, container: parent))
      }
    }
  }

  /// Appends the ties that hold this view's system guides at their insets.
  func appendGuideTies(into list: inout [PlacedConstraint]) {
    for guide in systemGuides.all {
      for constraint in guideTies(guide) {
        list.append(PlacedConstraint(constraint: constraint, container: self))
      }
    }
  }

  /// The root's position (0, 0) and, unless measuring, its frame's size.
  private func encapsulatedConstraints(sizeIsFree: Bool) -> [LayoutConstraint] {
    if generated.encapsulated.isEmpty {
      generated.encapsulated = [
        makeGenerated(
          .left, nil, .notAnAttribute, 0, origin: .encapsulated, "UIView-Encapsulated-Layout-Left"),
        makeGenerated(
          .top, nil, .notAnAttribute, 0, origin: .encapsulated, "UIView-Encapsulated-Layout-Top"),
        makeGenerated(
          .width, nil, .notAnAttribute, 0, origin: .encapsulated, "UIView-Encapsulated-Layout-Width"
        ),
        makeGenerated(
          .height, nil, .notAnAttribute, 0, origin: .encapsulated,
          "UIView-Encapsulated-Layout-Height"),
      ]
    }
    let constraints = generated.encapsulated
    constraints[2].constant = untransformedFrame.width
    constraints[3].constant = untransformedFrame.height
    return sizeIsFree ? Array(constraints[0...1]) : constraints
  }

  /// UIKit's autoresizing-mask constraints (spec §7.6): the frame, with the mask's flexible parts
  /// sharing any change of the superview's size in proportion to their current sizes.
  private func autoresizingConstraints() -> [LayoutConstraint] {
    guard let parent = superview else { return [] }
    if generated.autoresizing.isEmpty {
      generated.autoresizing = (0..<4).map { _ in
        makeGenerated(.left, nil, .notAnAttribute, 0, origin: .autoresizingMask, nil)
      }
    }
    let size = parent.bounds.size
    let horizontal = Self.shares(
      leading: untransformedFrame.minX, size: untransformedFrame.width,
      trailing: size.width - untransformedFrame.maxX,
      flexible: (
        autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
        autoresizingMask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.shares(
      leading: untransformedFrame.minY, size: untransformedFrame.height,
      trailing: size.height - untransformedFrame.maxY,
      flexible: (
        autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
        autoresizingMask.contains(.flexibleBottomMargin)
      ))
    // position == share × superview.size + (offset − share × current superview size)
    func place(
      _ index: Int, _ attribute: LayoutConstraint.Attribute,
      _ parentAttribute: LayoutConstraint.Attribute,
      share: CGFloat, base: CGFloat, parentSize: CGFloat
    ) {
      let existing = generated.autoresizing[index]
      let wantsParent = share != 0 || attribute.isLocation
      let second: LayoutConstraint.Attribute =
        share != 0 ? parentAttribute : (attribute.isLocation ? attribute : .notAnAttribute)
      let multiplier: CGFloat = share != 0 ? share : (attribute.isLocation ? 1 : 0)
      let constant = base - share * parentSize
      if existing.firstAttribute == attribute && existing.secondAttribute == second
        && existing.multiplier == multiplier
        // The same superview: a view that moved gets constraints to its new one (the old one may
        // be gone; the constraint does not keep it alive).
        && (wantsParent ? existing.secondItem === parent : existing.second == nil)
      {
        existing.constant = constant
      } else {
        generated.autoresizing[index] = makeGenerated(
          attribute, wantsParent ? parent : nil, second, constant, multiplier: multiplier,
          origin: .autoresizingMask, nil)
      }
    }
    place(
      0, .left, .width, share: horizontal.leading, base: untransformedFrame.minX,
      parentSize: size.width)
    place(
      1, .top, .height, share: vertical.leading, base: untransformedFrame.minY,
      parentSize: size.height)
    place(
      2, .width, .width, share: horizontal.size, base: untransformedFrame.width,
      parentSize: size.width)
    place(
      3, .height, .height, share: vertical.size, base: untransformedFrame.height,
      parentSize: size.height)
    return generated.autoresizing
  }

  /// UIKit's `resizeSubviewsWithOldSize:`: when this view's size changes, each subview that
  /// translates its autoresizing mask takes its share of the change at once.
  func resizeSubviews(withOldSize old: CGSize) {
    let delta = CGSize(
      width: untransformedFrame.width - old.width, height: untransformedFrame.height - old.height)
    for subview in subviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      let f = subview.untransformedFrame
      let horizontal = Self.shares(
        leading: f.minX, size: f.width, trailing: old.width - f.maxX,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let vertical = Self.shares(
        leading: f.minY, size: f.height, trailing: old.height - f.maxY,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.untransformedFrame = CGRect(
        x: f.minX + horizontal.leading * delta.width, y: f.minY + vertical.leading * delta.height,
        width: f.width + horizontal.size * delta.width,
        height: f.height + vertical.size * delta.height)
    }
  }

  /// How a change of the superview's size splits between the flexible parts of one axis: the
  /// fractions that go to the leading margin and to the size.
  static func shares(
    leading: CGFloat, size: CGFloat, trailing: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (leading: CGFloat, size: CGFloat) {
    let parts = [(flexible.0, leading), (flexible.1, size), (flexible.2, trailing)]
    let count = parts.filter(\.0).count
    guard count > 0 else { return (0, 0) }
    let total = parts.filter(\.0).map { max($0.1, 0) }.reduce(0, +)
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? max(part.1, 0) / total : 1 / CGFloat(count)
    }
    return (share(parts[0]), share(parts[1]))
  }

  /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis with an
  /// intrinsic metric (spec §8).
  private func contentSizeConstraints() -> [LayoutConstraint] {
    let intrinsic = intrinsicContentSize
    if generated.contentSize.isEmpty {
      generated.contentSize = [
        makeGenerated(
          .width, nil, .notAnAttribute, 0, relation: .lessThanOrEqual, origin: .contentSize, nil),
        makeGenerated(
          .width, nil, .notAnAttribute, 0, relation: .greaterThanOrEqual, origin: .contentSize, nil),
        makeGenerated(
          .height, nil, .notAnAttribute, 0, relation: .lessThanOrEqual, origin: .contentSize, nil),
        makeGenerated(
          .height, nil, .notAnAttribute, 0, relation: .greaterThanOrEqual, origin: .contentSize, nil
        ),
      ]
    }
    var result: [LayoutConstraint] = []
    let c = generated.contentSize
    if intrinsic.width != View.noIntrinsicMetric {
      c[0].constant = intrinsic.width
      c[0].priority = huggingPriorities.horizontal
      c[1].constant = intrinsic.width
      c[1].priority = compressionPriorities.horizontal
      result += [c[0], c[1]]
    }
    if intrinsic.height != View.noIntrinsicMetric {
      c[2].constant = intrinsic.height
      c[2].priority = huggingPriorities.vertical
      c[3].constant = intrinsic.height
      c[3].priority = compressionPriorities.vertical
      result += [c[2], c[3]]
    }
    return result
  }

  /// The four required constraints that hold a system guide at its insets inside this view.
  private func guideTies(_ guide: LayoutGuide) -> [LayoutConstraint] {
    if guide.ties.isEmpty {
      let prefix =
        switch guide.system! {
        case .layoutMargins: "UIView-margin-guide-constraint"
        case .safeArea: "UIViewSafeAreaLayoutGuide-constraint"
        case .readableContent: "UIView-readable-guide-constraint"
        case .keyboard: "UIView-keyboard-guide-constraint"
        }
      guide.ties = [
        LayoutConstraint(
          unchecked: guide, .left, .equal, self, .left, multiplier: 1, constant: 0, origin: .guide),
        LayoutConstraint(
          unchecked: guide, .top, .equal, self, .top, multiplier: 1, constant: 0, origin: .guide),
        LayoutConstraint(
          unchecked: guide, .width, .equal, self, .width, multiplier: 1, constant: 0, origin: .guide
        ),
        LayoutConstraint(
          unchecked: guide, .height, .equal, self, .height, multiplier: 1, constant: 0,
          origin: .guide),
      ]
      for (tie, edge) in zip(guide.ties, ["left", "top", "width", "height"]) {
        tie.identifier = "\(prefix)-\(edge)"
      }
    }
    let insets = insets(of: guide.system!)
    guide.ties[0].constant = insets.left
    guide.ties[1].constant = insets.top
    guide.ties[2].constant = -(insets.left + insets.right)
    guide.ties[3].constant = -(insets.top + insets.bottom)
    return guide.ties
  }

  /// The insets of a system guide inside this view's bounds, from the current geometry.
  func insets(of guide: SystemGuide) -> EdgeInsets {
    switch guide {
    case .layoutMargins: return effectiveLayoutMargins()
    case .safeArea: return safeAreaInsets
    case .readableContent:
      // Spec §6: the margins guide, narrowed to the readable width and centred.
      let margins = effectiveLayoutMargins()
      let available = bounds.width - margins.left - margins.right
      let extra = max(0, (available - traitCollection.readableContentWidth) / 2)
      return EdgeInsets(
        top: margins.top, left: margins.left + extra, bottom: margins.bottom,
        right: margins.right + extra)
    case .keyboard:
      // The keyboard rises from the root's bottom edge; the guide covers the part of this view
      // below the keyboard's top, or the bottom safe-area strip while no keyboard shows.
      let root = self.root
      let covered: CGFloat
      if root.hostKeyboardHeight > 0 {
        let bottomInRoot = convert(CGPoint(x: 0, y: bounds.maxY), to: root).y
        let keyboardTop = root.bounds.height - root.hostKeyboardHeight
        covered = min(max(bottomInRoot - keyboardTop, 0), bounds.height)
      } else {
        covered = systemGuides.keyboard?.usesBottomSafeArea == false ? 0 : safeAreaInsets.bottom
      }
      return EdgeInsets(top: bounds.height - covered, left: 0, bottom: 0, right: 0)
    }
  }

  private func makeGenerated(
    _ attribute: LayoutConstraint.Attribute, _ second: (any LayoutItem)?,
    _ secondAttribute: LayoutConstraint.Attribute, _ constant: CGFloat, multiplier: CGFloat = 0,
    relation: LayoutConstraint.Relation = .equal, origin: LayoutConstraint.Origin,
    _ identifier: String?
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      unchecked: self, attribute, relation, second, secondAttribute, multiplier: multiplier,
      constant: constant, origin: origin)
    constraint.identifier = identifier
    return constraint
  }
}
