import ConstraintSolver
import Foundation
import Testing
import TrellisTestSupport
import ViewHost

/// The incremental engine against a plain reference: seeded random edit sequences applied to a live
/// host, compared after every step with a fresh host built from scratch in the same final state.
///
/// Every kind of edit the public API allows is drawn: constants, priorities, constraints
/// activated, deactivated and re-made, margins (physical and directional), the margin and
/// safe-area flags, `semanticContentAttribute`, rotation, another device, the layout direction,
/// additional safe-area insets, views added and removed (their constraints with them, dependents
/// re-pinned), intrinsic sizes, hugging and compression priorities, stack view arrangement
/// (arranged views added and removed, axis, spacing, alignment, distribution), and layout guides
/// added and removed.
///
/// Where the fresh build lays out without a diagnostic and without ambiguity, the live host must
/// give the same frames, layout frames, margins and safe areas, with no diagnostic of its own.
/// (Where the fresh build has a conflict or an ambiguity, the outcome depends on the order in which
/// constraints reached the solver, so the step is not compared — the sweep counts those steps.)
///
/// `TRELLIS_LIVE_SWEEP=N` runs N sequences instead of the default (150; 40 in builds with
/// `-DTRELLIS_INTERNAL_CHECKS`).
@Suite struct LiveVersusFreshTests {
  @Test func liveEditsLayOutAsAFreshBuild() {
    let sequences =
      ProcessInfo.processInfo.environment["TRELLIS_LIVE_SWEEP"].flatMap(Int.init) ?? 150
    var compared = 0
    var skipped = 0
    var failures: [String] = []
    for seed in 1...UInt64(sequences) {
      var sequence = EditSequence(seed: seed)
      let outcome = sequence.run(steps: 14)
      compared += outcome.compared
      skipped += outcome.skipped
      if let failure = outcome.failure { failures.append(failure) }
      if failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    // The sweep must compare most steps, or it proves nothing.
    #expect(compared > 2 * skipped, "compared \(compared) steps, skipped \(skipped)")
    if sequences > 150 {
      print(
        "live-versus-fresh: \(sequences) sequences, \(compared) steps compared, \(skipped) skipped")
    }
  }
}

// MARK: - The scene as a value

/// An item a constraint names: a view (−1 is the root), or one of a view's guides.
private enum ItemRef: Hashable {
  case view(Int)
  case margins(Int)
  case safeArea(Int)
  case guide(Int)
}

private struct ConstraintSpec {
  var id: Int
  var first: ItemRef
  var firstAttribute: LayoutConstraint.Attribute
  var relation: LayoutConstraint.Relation
  var second: ItemRef?
  var secondAttribute: LayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: Float
  /// When it was last activated: a fresh build activates in this order.
  var order: Int
  var isActive: Bool
  /// The view it positions or sizes, and on which axis (for re-making).
  var owner: Int
  var axis: LayoutConstraint.Axis
}

private struct ViewSpec {
  var id: Int
  var parent: Int
  var isStack = false
  var isArranged = false
  var intrinsic: CGSize?
  var hugging: [Float] = [250, 250]
  var compression: [Float] = [750, 750]
  var margins: EdgeInsets?
  var directionalMargins: DirectionalEdgeInsets?
  var preserves = false
  var insetsFromSafeArea = true
  var semantic = SemanticContentAttribute.unspecified
  var axis = LayoutConstraint.Axis.horizontal
  var spacing: CGFloat = 0
  var alignment = StackView.Alignment.fill
  var distribution = StackView.Distribution.fill
}

private struct GuideSpec {
  var id: Int
  var owner: Int
}

private struct Scene {
  var configuration = HostConfiguration.iPhoneX(.portrait)
  var additionalSafeArea = EdgeInsets.zero
  var rootDirectionalMargins: DirectionalEdgeInsets?
  var rootSemantic = SemanticContentAttribute.unspecified
  /// In creation order; a view's subviews are the views after it with it as parent, in order.
  var views: [ViewSpec] = []
  var guides: [GuideSpec] = []
  var constraints: [ConstraintSpec] = []
  var nextID = 0
  var nextOrder = 0

  mutating func makeID() -> Int {
    nextID += 1
    return nextID
  }

  mutating func makeOrder() -> Int {
    nextOrder += 1
    return nextOrder
  }

  func index(ofView id: Int) -> Int? { views.firstIndex { $0.id == id } }

  /// The views in the subtree of `id` (itself included).
  func subtree(of id: Int) -> Set<Int> {
    var result: Set<Int> = [id]
    for view in views where result.contains(view.parent) { result.insert(view.id) }
    return result
  }
}

/// A scene built into real views: the fresh reference, or the live host being edited.
private final class Built {
  let controller = ViewController()
  let host: ViewHost
  var views: [Int: View] = [:]
  var guides: [Int: LayoutGuide] = [:]
  var constraints: [Int: LayoutConstraint] = [:]

  init(_ scene: Scene) {
    controller.additionalSafeAreaInsets = scene.additionalSafeArea
    host = ViewHost(rootViewController: controller, configuration: scene.configuration)
    views[-1] = controller.view
    if let margins = scene.rootDirectionalMargins {
      controller.view.directionalLayoutMargins = margins
    }
    controller.view.semanticContentAttribute = scene.rootSemantic
    for spec in scene.views { addView(spec) }
    for guide in scene.guides { addGuide(guide) }
    for spec in scene.constraints.filter(\.isActive).sorted(by: { $0.order < $1.order }) {
      activate(spec)
    }
  }

  func addView(_ spec: ViewSpec) {
    let view: View
    if spec.isStack {
      view = StackView()
    } else if let size = spec.intrinsic {
      view = SizedView(size)
    } else {
      view = View()
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = "v\(spec.id)"
    views[spec.id] = view
    apply(spec, to: view)
    let parent = views[spec.parent]!
    if spec.isArranged, let stack = parent as? StackView {
      stack.addArrangedSubview(view)
    } else {
      parent.addSubview(view)
    }
  }

  func apply(_ spec: ViewSpec, to view: View) {
    if let sized = view as? SizedView, let size = spec.intrinsic { sized.size = size }
    view.setContentHuggingPriority(LayoutPriority(spec.hugging[0]), for: .horizontal)
    view.setContentHuggingPriority(LayoutPriority(spec.hugging[1]), for: .vertical)
    view.setContentCompressionResistancePriority(
      LayoutPriority(spec.compression[0]), for: .horizontal)
    view.setContentCompressionResistancePriority(
      LayoutPriority(spec.compression[1]), for: .vertical)
    if let margins = spec.margins { view.layoutMargins = margins }
    if let margins = spec.directionalMargins { view.directionalLayoutMargins = margins }
    view.preservesSuperviewLayoutMargins = spec.preserves
    view.insetsLayoutMarginsFromSafeArea = spec.insetsFromSafeArea
    view.semanticContentAttribute = spec.semantic
    if let stack = view as? StackView {
      stack.axis = spec.axis
      stack.spacing = spec.spacing
      stack.alignment = spec.alignment
      stack.distribution = spec.distribution
    }
  }

  func addGuide(_ spec: GuideSpec) {
    let guide = LayoutGuide()
    guide.identifier = "g\(spec.id)"
    guides[spec.id] = guide
    views[spec.owner]!.addLayoutGuide(guide)
  }

  func item(_ ref: ItemRef) -> any LayoutItem {
    switch ref {
    case .view(let id): views[id]!
    case .margins(let id): views[id]!.layoutMarginsGuide
    case .safeArea(let id): views[id]!.safeAreaLayoutGuide
    case .guide(let id): guides[id]!
    }
  }

  func activate(_ spec: ConstraintSpec) {
    // Valid by construction (locations with locations on one axis, sizes with sizes).
    let constraint = try! LayoutConstraint(
      item: item(spec.first), attribute: spec.firstAttribute, relatedBy: spec.relation,
      toItem: spec.second.map(item), attribute: spec.secondAttribute,
      multiplier: spec.multiplier, constant: spec.constant)
    constraint.priority = LayoutPriority(spec.priority)
    constraint.identifier = "c\(spec.id)"
    constraint.isActive = true
    constraints[spec.id] = constraint
  }

  /// Every view's frame, margins and safe area, and every guide's layout frame, by id.
  func geometry() -> [String: [CGFloat]] {
    var result: [String: [CGFloat]] = [:]
    for (id, view) in views {
      let f = view.frame
      let m = view.layoutMargins
      let s = view.safeAreaInsets
      result["v\(id)"] = [
        f.minX, f.minY, f.width, f.height, m.top, m.left, m.bottom, m.right, s.top, s.left,
        s.bottom, s.right,
      ]
    }
    for (id, guide) in guides {
      let f = guide.layoutFrame
      result["g\(id)"] = [f.minX, f.minY, f.width, f.height]
    }
    return result
  }

  var isAmbiguous: Bool { views.values.contains { $0.hasAmbiguousLayout } }
}

/// A view whose intrinsic content size can be changed.
private final class SizedView: View {
  var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

// MARK: - Random edits

private struct EditSequence {
  let seed: UInt64
  var random: SplitMix64
  var scene = Scene()
  var live: Built!
  var log: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  struct Outcome {
    var compared = 0
    var skipped = 0
    var failure: String?
  }

  mutating func run(steps: Int) -> Outcome {
    scene.configuration = pick(Self.configurations)
    for _ in 0..<Int.random(in: 2...5, using: &random) { addView() }
    if chance(0.5) { addStack() }
    live = Built(scene)
    live.host.layoutIfNeeded()
    var outcome = Outcome()
    for step in 0...steps {
      if step > 0 { edit() }
      live.host.rootView.clearLayoutDiagnostics()
      live.host.layoutIfNeeded()
      let fresh = Built(scene)
      fresh.host.layoutIfNeeded()
      if !fresh.host.layoutDiagnostics.isEmpty || fresh.isAmbiguous {
        outcome.skipped += 1
        continue
      }
      outcome.compared += 1
      let liveDiagnostics = live.host.layoutDiagnostics
      let liveGeometry = live.geometry()
      let freshGeometry = fresh.geometry()
      var differences: [String] = []
      for key in freshGeometry.keys.sorted() {
        let a = liveGeometry[key] ?? []
        let b = freshGeometry[key]!
        if a.count != b.count || zip(a, b).contains(where: { abs($0 - $1) > 1e-6 }) {
          differences.append("\(key): live \(a) fresh \(b)")
        }
      }
      if !liveDiagnostics.isEmpty || !differences.isEmpty {
        outcome.failure =
          "seed \(seed), step \(step)\nedits:\n  " + log.joined(separator: "\n  ")
          + "\nlive diagnostics: \(liveDiagnostics)\n" + differences.joined(separator: "\n")
        return outcome
      }
    }
    return outcome
  }

  // MARK: Drawing

  static let configurations: [HostConfiguration] = [
    .iPhoneX(.portrait), .iPhoneX(.landscape), .iPhone8(.portrait), .iPhoneSE1(.landscape),
    .iPad(.portrait), .iPhoneX(.portrait).withLayoutDirection(.rightToLeft),
    .iPhone8(.landscape).withLayoutDirection(.rightToLeft),
  ]

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &random)]
  }
  mutating func number(_ range: ClosedRange<Int>) -> CGFloat {
    CGFloat(Int.random(in: range, using: &random))
  }

  /// Views that can hold new subviews and be named by constraints (not arranged, not stacks).
  var containers: [Int] {
    [-1] + scene.views.filter { !$0.isArranged && !$0.isStack }.map(\.id)
  }

  // MARK: Building blocks

  mutating func newConstraint(
    _ owner: Int, _ axis: LayoutConstraint.Axis, _ first: ItemRef,
    _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation = .equal,
    _ second: ItemRef?, _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat, priority: Float = 1000
  ) -> ConstraintSpec {
    ConstraintSpec(
      id: scene.makeID(), first: first, firstAttribute: firstAttribute, relation: relation,
      second: second, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, order: scene.makeOrder(), isActive: true,
      owner: owner, axis: axis)
  }

  /// Something in `parent` to line a view up with: the parent, its margins or safe area, one of its
  /// guides, or (with `sibling`) the edge of an earlier sibling.
  mutating func anchorItem(in parent: Int, excluding id: Int) -> (ItemRef, isSibling: Bool) {
    let guides = scene.guides.filter { $0.owner == parent }
    let siblings = scene.views.filter { $0.parent == parent && $0.id != id && !$0.isArranged }
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1: return (.view(parent), false)
    case 2: return (.margins(parent), false)
    case 3: return (.safeArea(parent), false)
    case 4 where !guides.isEmpty: return (.guide(pick(guides).id), false)
    case 5 where !siblings.isEmpty: return (.view(pick(siblings).id), true)
    default: return (.view(parent), false)
    }
  }

  /// Two constraints that fix the item's position and size on `axis` (one when it has an
  /// intrinsic size and is positioned only).
  mutating func placement(
    of item: ItemRef, owner: Int, parent: Int, axis: LayoutConstraint.Axis, sized: Bool
  ) -> [ConstraintSpec] {
    let (target, isSibling) = anchorItem(in: parent, excluding: owner)
    if axis == .horizontal {
      if isSibling {
        let pin = newConstraint(
          owner, axis, item, .leading, .equal, target, .trailing, constant: number(0...16))
        if sized { return [pin] }
        return [
          pin, newConstraint(owner, axis, item, .width, .equal, nil, constant: number(10...80)),
        ]
      }
      switch Int.random(in: 0..<(sized ? 6 : 5), using: &random) {
      case 0:
        return [
          newConstraint(
            owner, axis, item, .leading, .equal, target, .leading, constant: number(0...40)),
          newConstraint(owner, axis, item, .width, .equal, nil, constant: number(20...140)),
        ]
      case 1:
        return [
          newConstraint(
            owner, axis, item, .leading, .equal, target, .leading, constant: number(0...30)),
          newConstraint(
            owner, axis, item, .trailing, .equal, target, .trailing, constant: -number(0...30)),
        ]
      case 2:
        return [
          newConstraint(
            owner, axis, item, .centerX, .equal, target, .centerX, constant: number(-20...20)),
          newConstraint(
            owner, axis, item, .width, .equal, target, .width, multiplier: pick([0.25, 0.5, 0.75]),
            constant: 0),
        ]
      case 3:
        return [
          newConstraint(owner, axis, item, .left, .equal, target, .left, constant: number(0...40)),
          newConstraint(owner, axis, item, .width, .equal, nil, constant: number(20...140)),
        ]
      case 4:
        return [
          newConstraint(
            owner, axis, item, .trailing, .equal, target, .trailing, constant: -number(0...40)),
          newConstraint(owner, axis, item, .width, .equal, nil, constant: number(20...140)),
        ]
      default:
        return [
          newConstraint(
            owner, axis, item, .leading, .equal, target, .leading, constant: number(0...40))
        ]
      }
    }
    if isSibling {
      let pin = newConstraint(
        owner, axis, item, .top, .equal, target, .bottom, constant: number(0...12))
      if sized { return [pin] }
      return [
        pin, newConstraint(owner, axis, item, .height, .equal, nil, constant: number(10...60)),
      ]
    }
    switch Int.random(in: 0..<(sized ? 4 : 3), using: &random) {
    case 0:
      return [
        newConstraint(owner, axis, item, .top, .equal, target, .top, constant: number(0...60)),
        newConstraint(owner, axis, item, .height, .equal, nil, constant: number(10...80)),
      ]
    case 1:
      return [
        newConstraint(owner, axis, item, .top, .equal, target, .top, constant: number(0...20)),
        newConstraint(
          owner, axis, item, .bottom, .equal, target, .bottom, constant: -number(0...20)),
      ]
    case 2:
      return [
        newConstraint(
          owner, axis, item, .centerY, .equal, target, .centerY, constant: number(-20...20)),
        newConstraint(
          owner, axis, item, .height, .equal, target, .height, multiplier: pick([0.25, 0.5]),
          constant: 0),
      ]
    default:
      return [
        newConstraint(owner, axis, item, .top, .equal, target, .top, constant: number(0...60))
      ]
    }
  }

  /// A new constraint like `spec` whose second item is the view `parent` instead (a user's
  /// answer to UIKit deactivating the constraints of a removed view or guide).
  mutating func repinned(_ spec: ConstraintSpec, to parent: Int) -> ConstraintSpec {
    newConstraint(
      spec.owner, spec.axis, spec.first, spec.firstAttribute, spec.relation, .view(parent),
      spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant,
      priority: spec.priority)
  }

  /// An optional constraint that may or may not hold.
  mutating func preference(for owner: Int) -> ConstraintSpec {
    let axis: LayoutConstraint.Axis = chance(0.5) ? .horizontal : .vertical
    let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    let relation = pick([LayoutConstraint.Relation.equal, .greaterThanOrEqual, .lessThanOrEqual])
    return newConstraint(
      owner, axis, .view(owner), attribute, relation, nil, constant: number(10...200),
      priority: Float(pick([250, 500, 749, 751, 999])))
  }

  // MARK: Edits

  mutating func addView(parent requested: Int? = nil) {
    let parent = requested ?? pick(containers)
    var spec = ViewSpec(id: scene.makeID(), parent: parent)
    let sized = chance(0.3)
    if sized { spec.intrinsic = CGSize(width: number(10...90), height: number(10...40)) }
    scene.views.append(spec)
    live?.addView(spec)
    var added: [ConstraintSpec] = []
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      added += placement(
        of: .view(spec.id), owner: spec.id, parent: parent, axis: axis, sized: sized)
    }
    if chance(0.3) { added.append(preference(for: spec.id)) }
    activate(added)
    log.append("add view v\(spec.id) in \(parent)")
  }

  mutating func addStack() {
    let parent = pick(containers)
    var spec = ViewSpec(id: scene.makeID(), parent: parent, isStack: true)
    spec.axis = chance(0.5) ? .horizontal : .vertical
    spec.spacing = number(0...12)
    spec.distribution = pick([.fill, .fillEqually, .equalSpacing, .equalCentering])
    spec.alignment = pick([.fill, .leading, .center, .trailing])
    scene.views.append(spec)
    live?.addView(spec)
    var added: [ConstraintSpec] = []
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      added += placement(
        of: .view(spec.id), owner: spec.id, parent: parent, axis: axis, sized: true)
    }
    activate(added)
    log.append("add stack v\(spec.id) in \(parent)")
    for _ in 0..<Int.random(in: 1...3, using: &random) { addArranged(to: spec.id) }
  }

  mutating func addArranged(to stack: Int) {
    var spec = ViewSpec(id: scene.makeID(), parent: stack, isArranged: true)
    spec.intrinsic = CGSize(width: number(10...80), height: number(10...40))
    // Distinct hugging, so `fill` knows which view stretches.
    spec.hugging = [Float(240 + scene.views.count), Float(240 + scene.views.count)]
    scene.views.append(spec)
    live?.addView(spec)
    log.append("add arranged v\(spec.id) to v\(stack)")
  }

  mutating func activate(_ specs: [ConstraintSpec]) {
    scene.constraints += specs
    for spec in specs { live?.activate(spec) }
  }

  mutating func edit() {
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1: editConstant()
    case 2: editPriority()
    case 3: toggleOptional()
    case 4: remake()
    case 5: editMargins()
    case 6: editFlags()
    case 7: editSemantic()
    case 8: editConfiguration()
    case 9: editAdditionalSafeArea()
    case 10: addView()
    case 11: removeView()
    case 12: editIntrinsicSize()
    case 13: editHuggingOrCompression()
    case 14: editStack()
    case 15: addGuide()
    case 16: removeGuide()
    case 17: if chance(0.5) { addPreference() } else { editConstant() }
    case 18: editDirection()
    default: editConstant()
    }
  }

  mutating func editConstant() {
    let active = scene.constraints.indices.filter { scene.constraints[$0].isActive }
    guard !active.isEmpty else { return }
    let index = pick(active)
    let value = scene.constraints[index].constant + number(-30...30)
    scene.constraints[index].constant = value
    live.constraints[scene.constraints[index].id]!.constant = value
    log.append("c\(scene.constraints[index].id).constant = \(value)")
  }

  mutating func editPriority() {
    let optional = scene.constraints.indices.filter { scene.constraints[$0].priority < 1000 }
    guard !optional.isEmpty else { return }
    let index = pick(optional)
    let value = Float(pick([1, 250, 300, 500, 749, 750, 751, 999]))
    scene.constraints[index].priority = value
    live.constraints[scene.constraints[index].id]!.priority = LayoutPriority(value)
    log.append("c\(scene.constraints[index].id).priority = \(value)")
  }

  mutating func toggleOptional() {
    let optional = scene.constraints.indices.filter { scene.constraints[$0].priority < 1000 }
    guard !optional.isEmpty else { return addPreference() }
    let index = pick(optional)
    let active = !scene.constraints[index].isActive
    scene.constraints[index].isActive = active
    if active { scene.constraints[index].order = scene.makeOrder() }
    live.constraints[scene.constraints[index].id]!.isActive = active
    log.append("c\(scene.constraints[index].id).isActive = \(active)")
  }

  mutating func addPreference() {
    let candidates = scene.views.filter { !$0.isArranged }.map(\.id)
    guard !candidates.isEmpty else { return }
    let spec = preference(for: pick(candidates))
    activate([spec])
    log.append("add preference c\(spec.id)")
  }

  /// Deactivates the required constraints placing one view on one axis and makes new ones.
  mutating func remake() {
    let placed = scene.views.filter { !$0.isArranged }
    guard !placed.isEmpty else { return }
    let view = pick(placed)
    let axis: LayoutConstraint.Axis = chance(0.5) ? .horizontal : .vertical
    for index in scene.constraints.indices
    where scene.constraints[index].owner == view.id && scene.constraints[index].axis == axis
      && scene.constraints[index].priority == 1000 && scene.constraints[index].isActive
    {
      scene.constraints[index].isActive = false
      live.constraints[scene.constraints[index].id]!.isActive = false
    }
    activate(
      placement(
        of: .view(view.id), owner: view.id, parent: view.parent, axis: axis,
        sized: view.intrinsic != nil || view.isStack))
    log.append("remake v\(view.id) \(axis)")
  }

  mutating func editView(_ change: String, _ body: (inout ViewSpec) -> Void) {
    guard !scene.views.isEmpty else { return }
    let index = Int.random(in: 0..<scene.views.count, using: &random)
    body(&scene.views[index])
    live.apply(scene.views[index], to: live.views[scene.views[index].id]!)
    log.append("v\(scene.views[index].id): \(change)")
  }

  mutating func editMargins() {
    if chance(0.3) {
      // The root's margins.
      let margins = DirectionalEdgeInsets(
        top: number(0...30), leading: number(0...40), bottom: number(0...30),
        trailing: number(0...40))
      scene.rootDirectionalMargins = margins
      live.views[-1]!.directionalLayoutMargins = margins
      log.append("root margins \(margins)")
      return
    }
    guard !scene.views.isEmpty else { return }
    if chance(0.5) {
      let margins = EdgeInsets(
        top: number(0...20), left: number(0...30), bottom: number(0...20), right: number(0...30))
      editView("layoutMargins = \(margins)") {
        $0.margins = margins
        $0.directionalMargins = nil
      }
    } else {
      let margins = DirectionalEdgeInsets(
        top: number(0...20), leading: number(0...30), bottom: number(0...20),
        trailing: number(0...30))
      editView("directionalLayoutMargins = \(margins)") {
        $0.directionalMargins = margins
        $0.margins = nil
      }
    }
  }

  mutating func editFlags() {
    guard !scene.views.isEmpty else { return }
    let preserves = chance(0.5)
    let insets = chance(0.5)
    editView("preserves \(preserves) insets \(insets)") {
      $0.preserves = preserves
      $0.insetsFromSafeArea = insets
    }
  }

  mutating func editSemantic() {
    let value = pick([SemanticContentAttribute.unspecified, .forceLeftToRight, .forceRightToLeft])
    if chance(0.3) {
      scene.rootSemantic = value
      live.views[-1]!.semanticContentAttribute = value
      log.append("root semantic \(value)")
      return
    }
    guard !scene.views.isEmpty else { return }
    editView("semantic \(value)") { $0.semantic = value }
  }

  mutating func editConfiguration() {
    let direction = scene.configuration.layoutDirection
    var configuration = pick(Self.configurations)
    if chance(0.7) { configuration = configuration.withLayoutDirection(direction) }
    scene.configuration = configuration
    live.host.configuration = configuration
    log.append("configuration \(configuration)")
  }

  mutating func editDirection() {
    let direction: UserInterfaceLayoutDirection =
      scene.configuration.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    scene.configuration.layoutDirection = direction
    live.host.configuration.layoutDirection = direction
    log.append("direction \(direction)")
  }

  mutating func editAdditionalSafeArea() {
    let insets = EdgeInsets(
      top: number(0...40), left: number(0...30), bottom: number(0...30), right: number(0...30))
    scene.additionalSafeArea = insets
    live.controller.additionalSafeAreaInsets = insets
    log.append("additional safe area \(insets)")
  }

  mutating func removeView() {
    guard !scene.views.isEmpty else { return }
    let victim = pick(scene.views)
    let gone = scene.subtree(of: victim.id)
    let goneGuides = Set(scene.guides.filter { gone.contains($0.owner) }.map(\.id))
    func isGone(_ ref: ItemRef?) -> Bool {
      switch ref {
      case .view(let id), .margins(let id), .safeArea(let id): gone.contains(id)
      case .guide(let id): goneGuides.contains(id)
      case nil: false
      }
    }
    live.views[victim.id]!.removeFromSuperview()
    // UIKit deactivates the constraints between the subtree and the rest; a dependent is pinned to
    // its parent instead, as a user would.
    var repins: [ConstraintSpec] = []
    for spec in scene.constraints where spec.isActive && isGone(spec.second) && !isGone(spec.first)
    {
      var parent = -1
      switch spec.first {
      case .view(let id), .margins(let id), .safeArea(let id):
        parent = scene.views.first { $0.id == id }?.parent ?? -1
      case .guide(let id): parent = scene.guides.first { $0.id == id }?.owner ?? -1
      }
      repins.append(repinned(spec, to: parent))
    }
    scene.constraints.removeAll { isGone($0.first) || isGone($0.second) }
    scene.views.removeAll { gone.contains($0.id) }
    scene.guides.removeAll { goneGuides.contains($0.id) }
    for id in gone { live.views[id] = nil }
    for id in goneGuides { live.guides[id] = nil }
    activate(repins)
    log.append("remove v\(victim.id)")
  }

  mutating func editIntrinsicSize() {
    let sized = scene.views.indices.filter { scene.views[$0].intrinsic != nil }
    guard !sized.isEmpty else { return }
    let index = pick(sized)
    let size = CGSize(width: number(5...100), height: number(5...50))
    scene.views[index].intrinsic = size
    (live.views[scene.views[index].id] as! SizedView).size = size
    log.append("v\(scene.views[index].id) intrinsic \(size)")
  }

  mutating func editHuggingOrCompression() {
    let sized = scene.views.indices.filter { scene.views[$0].intrinsic != nil }
    guard !sized.isEmpty else { return }
    let index = pick(sized)
    let axis = Int.random(in: 0...1, using: &random)
    let value = Float(pick([200, 250, 251, 740, 750, 760, 999]))
    if chance(0.5) {
      scene.views[index].hugging[axis] = value
    } else {
      scene.views[index].compression[axis] = value
    }
    live.apply(scene.views[index], to: live.views[scene.views[index].id]!)
    log.append("v\(scene.views[index].id) hugging/compression \(axis) = \(value)")
  }

  mutating func editStack() {
    let stacks = scene.views.indices.filter { scene.views[$0].isStack }
    guard !stacks.isEmpty else { return addStack() }
    let index = pick(stacks)
    let id = scene.views[index].id
    switch Int.random(in: 0..<6, using: &random) {
    case 0: addArranged(to: id)
    case 1:
      let arranged = scene.views.filter { $0.parent == id }
      guard !arranged.isEmpty else { return addArranged(to: id) }
      let victim = pick(arranged)
      live.views[victim.id]!.removeFromSuperview()
      live.views[victim.id] = nil
      scene.views.removeAll { $0.id == victim.id }
      log.append("remove arranged v\(victim.id)")
    case 2:
      scene.views[index].axis = scene.views[index].axis == .horizontal ? .vertical : .horizontal
    case 3: scene.views[index].spacing = number(0...20)
    case 4: scene.views[index].alignment = pick([.fill, .leading, .center, .trailing])
    default:
      scene.views[index].distribution = pick([.fill, .fillEqually, .equalSpacing, .equalCentering])
    }
    live.apply(scene.views[index], to: live.views[id]!)
    log.append("stack v\(id) edited")
  }

  mutating func addGuide() {
    let owner = pick(containers)
    let spec = GuideSpec(id: scene.makeID(), owner: owner)
    scene.guides.append(spec)
    live.addGuide(spec)
    var added: [ConstraintSpec] = []
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      // Placed against its owner only (not siblings): a guide is not a subview.
      let item = ItemRef.guide(spec.id)
      if axis == .horizontal {
        added += [
          newConstraint(
            owner, axis, item, .leading, .equal, .view(owner), .leading, constant: number(0...40)),
          newConstraint(owner, axis, item, .width, .equal, nil, constant: number(20...200)),
        ]
      } else {
        added += [
          newConstraint(
            owner, axis, item, .top, .equal, .safeArea(owner), .top, constant: number(0...40)),
          newConstraint(owner, axis, item, .height, .equal, nil, constant: number(20...200)),
        ]
      }
    }
    activate(added)
    log.append("add guide g\(spec.id) to \(owner)")
  }

  mutating func removeGuide() {
    guard !scene.guides.isEmpty else { return addGuide() }
    let guide = pick(scene.guides)
    let ref = ItemRef.guide(guide.id)
    // Constraints that name it go with it (UIKit deactivates them); dependents are re-pinned to
    // the owner.
    var repins: [ConstraintSpec] = []
    for spec in scene.constraints where spec.isActive && spec.second == ref && spec.first != ref {
      repins.append(repinned(spec, to: guide.owner))
    }
    live.views[guide.owner]!.removeLayoutGuide(live.guides[guide.id]!)
    live.guides[guide.id] = nil
    scene.constraints.removeAll { $0.first == ref || $0.second == ref }
    scene.guides.removeAll { $0.id == guide.id }
    activate(repins)
    log.append("remove guide g\(guide.id)")
  }
}
