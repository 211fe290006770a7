import ConstraintSolver
import Foundation

/// The layout engine of one view tree, owned by its root view.
///
/// A pass costs what changed, not what exists. Views and constraints tell the engine what changed
/// (`Engine+Changes.swift`): a constraint's constant, priority or activation, a view's own inputs
/// (intrinsic size, margins, autoresizing mask, system guides), a subtree joining or leaving, a
/// frame set from outside. A sync sends the solver only those (the whole tree is compared only
/// after a change whose effects reach across it: traits, layout direction, the host's safe area);
/// the flat tree is patched, not rebuilt; the solver's log of moved variables names the frames to
/// write; the callbacks visit only the views whose layout was invalidated or whose frame or
/// context moved (spec §10a). Under `TRELLIS_INTERNAL_CHECKS` every pass is checked against what a
/// full rescan gives (`Engine+Checks.swift`).
final class Engine {
  /// Not isolated: an isolated deinit checks the executor (see ``LayoutConstraint``'s).
  nonisolated deinit {}
  unowned let root: View
  var solver = Solver()
  var needsSync = true
  /// Whether the next sync must look at every constraint of the tree: the first one, one after a
  /// change whose effects reach across the tree, one after the solver was rebuilt. Otherwise a
  /// sync looks at what it was told changed.
  var needsConstraintScan = true
  /// Whether some view may have asked for ``View/updateConstraints()``; when not, the pass skips
  /// the walk that looks for them.
  var needsConstraintUpdate = true
  var needsPass = true
  /// Views with a properties update due (View+Observation.swift): the next pass visits each
  /// (one that left the tree is skipped). Strong, like ``joinedViews``, until that pass.
  var propertiesQueue: [View] = []
  /// Subtrees whose every view the next pass visits for its properties update: the whole tree
  /// at first (every view is new), then the subtrees that joined it.
  var propertiesSubtrees: [View] = []
  /// Whether a view of the tree said its intrinsic size depends on its laid-out width
  /// (``View/noteIntrinsicSizeDependsOnWidth()``): a layout that changes what is solved then
  /// asks such views to measure from an unlimited width first.
  var hasWidthDependentViews = false
  /// How many ``layoutIfNeeded()`` calls are running (a callback may lay out again).
  private var layoutDepth = 0
  /// Whether a frame that constraints are generated from may have moved (the host resized the
  /// root, the pass itself moved views): the next sync compares the constraints every generating
  /// view makes from frames (``FlatTree/generators``).
  var needsGeometrySync = false
  /// The tree as the layout pass reads it (see ``FlatTree``).
  var flat = FlatTree()
  /// Bumped whenever a view joins or leaves the tree or moves among its siblings: a callback walk
  /// that sees it change follows the tree itself from then on.
  var treeVersion = 0

  // MARK: What changed since the last sync

  /// Constraints activated, deactivated, or with a new constant or priority.
  var changedConstraints: [LayoutConstraint] = []
  var changedConstraintIDs = Set<ObjectIdentifier>()
  /// Views whose own inputs changed (views of the tree: one that leaves is taken out, see
  /// ``subtreeWillLeave(_:)``).
  var changedViews: [UnownedView] = []
  var changedViewIDs = Set<ObjectIdentifier>()
  /// Views added to a superview in the tree (each with its subtree).
  var joinedViews: [View] = []
  /// Custom guides added to a view in the tree.
  var joinedGuides: [LayoutGuide] = []
  /// Constraints of views and guides that left the tree: each leaves the solver unless the sync
  /// finds it wanted again.
  var departed: [LayoutConstraint] = []
  /// The subtrees those constraints left with, kept alive until the sync that removes them: the
  /// engine names containers without owning them (``Installed/container``).
  var departedSubtrees: [View] = []
  /// Items whose frames the next frame pass computes whatever the solver says (new items, frames
  /// set from outside, items that became placed or stopped being placed).
  var frameItems: [Int32] = []
  var frameGuides: [Int32] = []
  /// Whether the next frame pass must look at every item (after a full sync, a new solver, a
  /// compaction of the flat tree).
  var needsFullFramePass = true
  /// Views the next callback pass visits: their layout was invalidated, or their frame moved
  /// (views of the tree: one that leaves is taken out, see ``subtreeWillLeave(_:)``).
  var layoutQueue: [UnownedView] = []
  /// The mark of ``FlatTree/layoutMarks`` that means "in ``layoutQueue``".
  var queueStamp: UInt32 = 1
  /// The mark of ``FlatTree/frameMarks`` that means "in ``frameItems``" (and, during a sparse
  /// frame pass, "seen").
  var frameStamp: UInt32 = 1
  /// The mark of ``FlatTree/guideMarks`` that means "in ``frameGuides``".
  var guideStamp: UInt32 = 1
  /// The mark of ``FlatTree/walkMarks`` of the current callback walk.
  var walkStamp: UInt32 = 0
  /// Whether every non-plain view's ``FlatTree/contexts`` entry is current; else the next callback
  /// pass walks the whole tree.
  var contextsAreCurrent = false
  /// Items named by constraints the current sync added, whose slots may be new.
  var slotItems: [Int32] = []
  var slotGuides: [Int32] = []
  /// How many variables the solver knew when the slots were last read: a constraint added since
  /// can only have brought new slots if the count moved.
  var knownVariableCount = -1
  /// Whether the sync under way reads every slot once it has applied its changes (a full sync):
  /// installing a constraint then notes no items for ``resolveNewSlots()``.
  private var readsAllSlots = false

  // MARK: Scratch of the frame pass, kept across passes

  /// Solved values (a full frame pass reads every slot at once).
  var values: [Double] = []
  var guideValues: [Double] = []
  /// The solver's log, taken after each sync.
  var movedSlots: [VariableSlot] = []
  /// The display scale ``FlatTree/edges`` were rounded for.
  var edgeScale: CGFloat = 0
  /// The limit the solver's log was given (see ``Solver/logMovedVariables(limit:)``).
  var logLimit = 0

  // MARK: What the solver holds

  /// What the solver holds for each layout constraint.
  private(set) var installed: [ObjectIdentifier: Installed] = [:]
  /// Constraints that could not be installed, with the version reported: retried when something
  /// leaves the solver or moves, reported again only when they change.
  private(set) var broken: [ObjectIdentifier: Broken] = [:]
  private var nextSequence = 0
  /// The largest constant or multiplier the engine sends to the solver: a constraint beyond it is
  /// reported and not installed (see ``sync()``).
  static let largestMagnitude: CGFloat = 1e12
  /// Whether a view's traits may differ from those it last heard of (the host's traits or an
  /// override changed): the next pass compares every view's (``View/deliverTraits``).
  var needsTraitDelivery = true
  /// Whether the tree's views have heard of their traits (the first pass has run).
  private(set) var hasDeliveredTraits = false
  /// Views reported for a frame that is not finite since the last change of constraints.
  var reportedNonFinite = Set<ObjectIdentifier>()

  struct Broken {
    let version: Int
    let placed: PlacedConstraint
    /// When it broke (retries go in this order).
    let sequence: Int
  }

  /// A class so that looking one up in ``installed`` retains one object, not each field.
  final class Installed {
    nonisolated deinit {}
    let constraint: LayoutConstraint
    let solved: Constraint
    let version: Int
    /// Not owned (the root owns its engine): a view of the tree, or of a subtree that left and is
    /// kept in ``departedSubtrees`` until this entry is removed.
    unowned(unsafe) let container: View?
    let direction: UserInterfaceLayoutDirection
    let priority: LayoutPriority
    let sequence: Int

    init(
      constraint: LayoutConstraint, solved: Constraint, version: Int, container: View?,
      direction: UserInterfaceLayoutDirection, sequence: Int
    ) {
      self.constraint = constraint
      self.solved = solved
      self.version = version
      self.container = container
      self.direction = direction
      self.priority = constraint.priority
      self.sequence = sequence
    }

    /// Whether `placed` (this constraint, in the same container) lowers to the same terms with the
    /// same priority — only its constant can have moved — so the solver can shift it in place.
    func keepsShape(_ placed: PlacedConstraint) -> Bool {
      placed.constraint.priority == priority
        && (placed.container?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == direction
    }
  }

  /// The most passes one layout may take before it is reported as not settling.
  static let passLimit = 12

  init(root: View) {
    self.root = root
    self.propertiesSubtrees = [root]
  }

  // MARK: The layout pass

  func layoutIfNeeded() {
    // Models read by updateProperties() or layoutSubviews() that changed since: their readers
    // are invalidated now (View+Observation.swift).
    View.deliverPendingInvalidations()
    guard needsSync || needsPass || !layoutQueue.isEmpty else { return }
    // Something the solve reads changed: once the layout has settled, views whose intrinsic size
    // depends on their width start their two-pass measurement over from an unlimited width, as in
    // a fresh build, and the layout settles again — so the result does not depend on the widths
    // an earlier layout gave them (issue 22). After settling, not before: frames that generated
    // constraints follow (a scroll view's frame guide, cells a list places) take a pass or two,
    // and a view that started over before them would wrap at a width that is about to change.
    // Only at the outermost call: the passes of one call are the measurement's second half.
    let startsOver = needsSync && hasWidthDependentViews && layoutDepth == 0
    layoutDepth += 1
    defer { layoutDepth -= 1 }
    runPasses()
    if startsOver {
      root.measureWidthDependentViewsFromUnlimitedWidth()
      runPasses()
    }
  }

  /// Runs passes until nothing asks for another (at most ``passLimit``).
  private func runPasses() {
    for _ in 0..<Self.passLimit {
      deliverTraitsIfChanged()
      needsPass = false
      updatePropertiesIfNeeded()
      if needsConstraintUpdate {
        needsConstraintUpdate = false
        root.updateConstraintsInTree()
      }
      if needsSync {
        needsSync = false
        sync()
      }
      if applyFrames() {
        needsSync = true
        needsGeometrySync = true
      }
      runLayoutCallbacks()
      // A model the callbacks changed invalidates its readers in this layout, not the next.
      View.deliverPendingInvalidations()
      if !needsSync && !needsPass {
        _checkSettled()
        return
      }
    }
    root.recordDiagnostic(
      LayoutDiagnostic(
        kind: .layoutDidNotSettle, constraints: [],
        message: "Layout did not settle after \(Self.passLimit) passes."))
  }

  /// The properties updates due (UIKit's iOS 26 `updateProperties()`), after the traits and before
  /// constraints and layout, as WWDC25's "What's new in UIKit" orders them.
  private func updatePropertiesIfNeeded() {
    // An update may ask for more (a subview's, a model it changed): until none is left, or
    // until the limit of passes (an update that always asks again waits for the next pass).
    for _ in 0..<Self.passLimit where !propertiesSubtrees.isEmpty || !propertiesQueue.isEmpty {
      let subtrees = propertiesSubtrees
      let queue = propertiesQueue
      propertiesSubtrees = []
      propertiesQueue = []
      for view in subtrees where view.root === root { view.updatePropertiesInTree() }
      for view in queue where view.root === root { view.updateOwnPropertiesIfNeeded() }
    }
  }

  /// The traits a view that never heard of any compares with: the host's (UIKit predicts a new
  /// view's traits from its screen, iOS 13, and announces only a difference).
  var baselineTraits: TraitCollection { root.hostTraitCollection ?? TraitCollection() }

  /// Tells every view, top-down, whose traits differ from those it last heard of. A callback may
  /// change what the pass lays out, so this runs before anything else in a pass.
  func deliverTraitsIfChanged() {
    guard needsTraitDelivery else { return }
    needsTraitDelivery = false
    hasDeliveredTraits = true
    root.deliverTraits(inherited: baselineTraits, baseline: baselineTraits)
  }

  // MARK: Sync

  /// Sends the differences between what the tree asks for and what the solver holds, as one batch
  /// whose end state is what a fresh solver given the same constraints would hold:
  ///
  /// 1. removals: constraints no longer wanted, and the old form of every constraint whose lowered
  ///    form changed shape (its container's layout direction flipped, or its priority changed);
  /// 2. changed constants, moved in place (the solver's cheap path);
  /// 3. additions: new constraints and the new forms from step 1 — required ones first, then
  ///    optional ones by descending priority.
  ///
  /// Removing every old form before adding any new one matters: constraints change shape together
  /// (flipping the direction re-lowers a view's leading and trailing pins at once), and an old
  /// trailing pin beside a new leading one is a conflict that neither the old nor the new layout
  /// has. A constant that cannot move in place because another change of the same batch is still
  /// pending is retried among the additions, after every other change.
  ///
  /// A constant or multiplier beyond ±``largestMagnitude`` is far past any screen, and the
  /// solver's arithmetic on it would overflow or cancel the small values around it (a constant near
  /// `CGFloat.greatestFiniteMagnitude` makes frames of `inf` and `nan`): such a constraint is
  /// reported and not installed, and an installed one keeps its old constant, as with a constant
  /// that is not finite.
  ///
  /// What is compared: after a change that reaches across the tree, every constraint of the tree
  /// (``fullSync()``); otherwise only what changed (``incrementalSync()``).
  func sync() {
    if needsConstraintScan {
      fullSync()
    } else {
      incrementalSync()
    }
    departedSubtrees = []
    _checkSync()
  }

  /// The sync that looks at every constraint of the tree, and rebuilds the flat tree.
  private func fullSync() {
    needsConstraintScan = false
    needsGeometrySync = false
    reportedNonFinite.removeAll()
    forgetChanges()
    flat = FlatTree(root: root)
    // Every view is visited by the next callback walk, which also clears the layout flags.
    layoutQueue = []
    queueStamp &+= 1
    var desired: [PlacedConstraint] = []
    desired.reserveCapacity(installed.count)
    root.collectConstraints(into: &desired, isLayoutRoot: true, fitting: false)
    // Room for every constraint at once, not grown (and rehashed) step by step (issue 30).
    installed.reserveCapacity(desired.count)
    solver.reserveCapacity(desired.count)
    var additions: [PlacedConstraint] = []
    var shifts: [(Installed, PlacedConstraint)] = []
    var removals: [Installed] = []
    // Installed entries that stay in the solver in some form. When every installed entry is among
    // them (the steady state), no search for unwanted entries is needed.
    var kept = 0
    for placed in desired {
      if let entry = installed[ObjectIdentifier(placed.constraint)] {
        if isCurrent(entry, placed) {
          kept += 1
          continue
        }
        if entry.container === placed.container {
          kept += 1
          if entry.keepsShape(placed) {
            shifts.append((entry, placed))
          } else {
            removals.append(entry)
            additions.append(placed)
          }
          continue
        }
      }
      additions.append(placed)
    }
    if kept < installed.count {
      // Unwanted, or wanted in another container (then added afresh among the additions).
      var containers: [ObjectIdentifier: View?] = [:]
      for placed in desired { containers[ObjectIdentifier(placed.constraint)] = placed.container }
      removals += installed.values.filter { entry in
        guard let container = containers[ObjectIdentifier(entry.constraint)] else { return true }
        return container !== entry.container
      }
    }
    if !broken.isEmpty {
      var wanted = Set<ObjectIdentifier>()
      for placed in desired { wanted.insert(ObjectIdentifier(placed.constraint)) }
      broken = broken.filter { wanted.contains($0.key) }
    }
    // A full scan has the broken constraints among the additions already.
    readsAllSlots = true
    apply(removals: removals, shifts: shifts, additions: additions, brokenAreAdded: true)
    readsAllSlots = false
    flat.resolveAllSlots(in: solver)
    knownVariableCount = solver.variableCount
    needsFullFramePass = true
    contextsAreCurrent = false
  }

  /// The sync that looks only at what changed: subtrees that joined (added to the flat tree with
  /// everything they generate and hold), views whose own inputs changed (their generated
  /// constraints made again; what they made before and no longer make leaves), changed
  /// constraints (wanted while installed on a view of the tree), constraints of what left the tree
  /// (each leaves unless wanted again) and, after frames moved, the constraints made from frames.
  private func incrementalSync() {
    if flat.compactIfNeeded() {
      // Item indices changed: pending frame work is done by one pass over everything.
      frameItems = []
      frameGuides = []
      needsFullFramePass = true
    }
    // What the tree wants now, from each source of change. A constraint can come from two (a
    // changed constraint of a joined view, a generating view whose inputs changed): duplicates go
    // below, once it is known that there can be any.
    var desired: [PlacedConstraint] = []
    var sources = 0
    func want(_ placed: [PlacedConstraint]) {
      guard !placed.isEmpty else { return }
      desired += placed
    }
    var candidates = departed
    departed = []

    // Subtrees that joined and are still in the tree (a view added and removed again before the
    // sync left with its departure).
    let joined = joinedViews
    joinedViews = []
    for view in joined where flat.item(of: view) == nil {
      guard let parent = view.superview, let parentItem = flat.item(of: parent) else { continue }
      // A view is usually added last: look for it from the end (the hint is checked before use).
      let hint = Int32(parent.subviews.lastIndex { $0 === view } ?? 0)
      var added: [(view: View, item: Int32)] = []
      flat.appendSubtree(view, parent: parentItem, hint: hint) { added.append(($0, $1)) }
      for (view, item) in added {
        var placed: [PlacedConstraint] = []
        view.appendGeneratedConstraints(into: &placed, isLayoutRoot: false, fitting: false)
        for constraint in view.installedConstraints {
          placed.append(PlacedConstraint(constraint: constraint, container: view))
        }
        want(placed)
        markFrame(item)
        slotItems.append(item)
        // Every new view is visited once: its context is computed, its flag cleared.
        queueForCallbacks(view, item: item)
        for guide in view.layoutGuides {
          guard let index = flat.guideItem(of: guide) else { continue }
          markGuide(index)
          slotGuides.append(index)
        }
      }
    }
    let guides = joinedGuides
    joinedGuides = []
    for guide in guides where flat.guideItem(of: guide) == nil {
      guard let owner = guide.owningView, let ownerItem = flat.item(of: owner) else { continue }
      flat.appendGuide(guide, owner: ownerItem)
      let index = Int32(flat.guides.count - 1)
      markGuide(index)
      slotGuides.append(index)
    }

    // Views whose own inputs changed.
    let views = changedViews.map(\.view)
    changedViews = []
    changedViewIDs = []
    for view in views {
      guard let item = flat.item(of: view) else { continue }
      if flat.refreshFlags(item) { markFrame(item) }
      candidates += view.generatedConstraints
      var placed: [PlacedConstraint] = []
      view.appendGeneratedConstraints(into: &placed, isLayoutRoot: item == 0, fitting: false)
      want(placed)
    }
    if !views.isEmpty { sources += 1 }

    // Constraints activated, deactivated or changed.
    let constraints = changedConstraints
    changedConstraints = []
    changedConstraintIDs = []
    for constraint in constraints {
      if let container = constraint.installedView, flat.item(of: container) != nil {
        desired.append(PlacedConstraint(constraint: constraint, container: container))
      } else {
        candidates.append(constraint)
      }
    }
    if !constraints.isEmpty { sources += 1 }

    // Frames that constraints are generated from moved.
    if needsGeometrySync {
      needsGeometrySync = false
      for index in flat.generators {
        let view = flat.views[Int(index)]
        candidates += view.generated.autoresizing
        var placed: [PlacedConstraint] = []
        view.appendFrameConstraints(into: &placed, isLayoutRoot: index == 0)
        view.appendGuideTies(into: &placed)
        want(placed)
      }
      sources += 1
    }
    // Joined subtrees count as one source (a view's constraints are collected once).
    if !joined.isEmpty { sources += 1 }
    var desiredIDs = Set<ObjectIdentifier>()
    if sources > 1 || !candidates.isEmpty {
      desiredIDs.reserveCapacity(desired.count)
      desired = desired.filter { desiredIDs.insert(ObjectIdentifier($0.constraint)).inserted }
    }
    if !reportedNonFinite.isEmpty && (!candidates.isEmpty || !desired.isEmpty) {
      reportedNonFinite.removeAll()
    }

    var additions: [PlacedConstraint] = []
    var shifts: [(Installed, PlacedConstraint)] = []
    var removals: [Installed] = []
    var removedIDs = Set<ObjectIdentifier>()
    for placed in desired {
      let id = ObjectIdentifier(placed.constraint)
      guard let entry = installed[id] else {
        additions.append(placed)
        continue
      }
      if isCurrent(entry, placed) { continue }
      if entry.container === placed.container && entry.keepsShape(placed) {
        shifts.append((entry, placed))
      } else {
        removals.append(entry)
        removedIDs.insert(id)
        additions.append(placed)
      }
    }
    for constraint in candidates {
      let id = ObjectIdentifier(constraint)
      guard !desiredIDs.contains(id) else { continue }
      broken[id] = nil
      if let entry = installed[id], removedIDs.insert(id).inserted { removals.append(entry) }
    }
    apply(removals: removals, shifts: shifts, additions: additions, brokenAreAdded: false)
    resolveNewSlots()
  }

  /// Applies one batch: removals (in the order the constraints arrived), shifts, then additions
  /// (broken constraints retried when something left or moved).
  private func apply(
    removals: [Installed], shifts: [(Installed, PlacedConstraint)],
    additions initialAdditions: [PlacedConstraint], brokenAreAdded: Bool
  ) {
    var additions = initialAdditions
    // One batch for the solver too: values that follow from definitions (a chain of views
    // re-anchored in the middle) are pushed down once, at the end.
    solver.beginBatch()
    defer { solver.endBatch() }
    for entry in removals.sorted(by: { $0.sequence < $1.sequence }) {
      uninstall(entry)
      do {
        try solver.remove(entry.solved)
      } catch {
        report(error, for: entry.constraint)
      }
    }
    for (entry, placed) in shifts {
      if isOutOfRange(placed.constraint) {
        // The old form stays, as a non-finite constant keeps the old one.
        markBroken(placed) { reportOutOfRange(placed.constraint) }
        continue
      }
      uninstall(entry)
      let solved = Lowering.lower(placed.constraint, container: placed.container)
      do {
        try solver.replace(entry.solved, with: solved)
        install(placed, solved)
      } catch .unsatisfiableConstraint {
        // The old form is gone; the new one waits for the rest of the batch.
        additions.append(placed)
      } catch {
        // Rejected before the solver changed: the old form is still there.
        try? solver.remove(entry.solved)
        markBroken(placed) { report(error, for: placed.constraint) }
      }
    }
    // Something left the solver or moved: constraints broken before may hold now, and a fresh
    // solver would try them, so they are tried again (and reported again only if they changed).
    let retryBroken = !removals.isEmpty || !shifts.isEmpty
    if retryBroken && !brokenAreAdded && !broken.isEmpty {
      // Those wanted with a new placement are among the additions already.
      let pending = Set(additions.map { ObjectIdentifier($0.constraint) })
      additions += broken.values.filter {
        !pending.contains(ObjectIdentifier($0.placed.constraint))
      }
      .sorted { $0.sequence < $1.sequence }.map(\.placed)
    }
    // Required first, then by descending priority; within a priority the engine's own constraints
    // (in the order they were collected: tree order in a full sync) before the user's (in
    // activation order), so a conflict breaks the user constraint activated last.
    guard !additions.isEmpty else { return }
    for index in Self.additionOrder(additions) {
      let placed = additions[index]
      let constraint = placed.constraint
      let id = ObjectIdentifier(constraint)
      if installed[id] != nil { continue }
      if !retryBroken, broken[id]?.version == constraint.version { continue }
      if isOutOfRange(constraint) {
        markBroken(placed) { reportOutOfRange(constraint) }
        continue
      }
      let solved = Lowering.lower(constraint, container: placed.container)
      do {
        try solver.add(solved)
        install(placed, solved)
      } catch {
        markBroken(placed) { report(error, for: constraint) }
      }
    }
  }

  /// The positions in `list` in the order its constraints reach a solver: required first, then by
  /// descending priority; within a priority the engine's own constraints before the user's (in
  /// activation order), so a conflict breaks the user constraint activated last. The engine's own
  /// required constraints go in list order, its optional ones in reverse: of two views whose
  /// hugging ties, the earlier in the tree then takes the room, as in UIKit (Decisions.md, "Which
  /// of two views of equal hugging stretches").
  static func additionOrder(_ list: [PlacedConstraint]) -> [Int] {
    // Each position's place in the order as two integers compared in turn: the priority
    // (descending, by its bits made to grow with the number) and whether the constraint is the
    // user's, then the activation order (the user's, below 2⁴⁰) and the position (list order for
    // required constraints, reverse for optional ones; below 2²⁴). No two keys are equal. A merge
    // sort on them by hand: the library's sort with a comparison closure cost a debug build some
    // 100,000 instructions for a cell's thirty constraints (issue 30). `AdditionOrderTests`
    // compares it with the comparison it replaced.
    let count = list.count
    var high = [UInt64](repeating: 0, count: count)
    var low = [UInt64](repeating: 0, count: count)
    let required = LayoutPriority.required.rawValue
    var index = 0
    while index < count {
      let constraint = list[index].constraint
      let priority = constraint.priority.rawValue
      let isUser = constraint.origin == .user
      // `+ 0` makes −0 the 0 it equals; a negative number's bits are inverted, a positive one's
      // sign bit set, so that the bits grow with the number.
      let bits = (priority + 0).bitPattern
      let ascending = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
      high[index] = UInt64(UInt32.max - ascending) << 1 | (isUser ? 1 : 0)
      let position = priority < required ? count - 1 - index : index
      low[index] = (isUser ? UInt64(constraint.activationOrder) << 24 : 0) | UInt64(position)
      index += 1
    }
    // Filled by a loop: `Array(0..<count)` walks the range generically, some 1,500 instructions
    // a position in a debug build.
    var order = [Int](repeating: 0, count: count)
    index = 0
    while index < count {
      order[index] = index
      index += 1
    }
    var scratch = order
    high.withUnsafeBufferPointer { high in
      low.withUnsafeBufferPointer { low in
        order.withUnsafeMutableBufferPointer { order in
          scratch.withUnsafeMutableBufferPointer { scratch in
            Self.mergeSort(
              order.baseAddress, scratch.baseAddress, count, high.baseAddress, low.baseAddress)
          }
        }
      }
    }
    return order
  }

  /// Sorts the first `count` positions at `order` by their keys (`high`, then `low`), ascending,
  /// bottom-up, through `scratch` (as long); the result ends in `order`.
  private static func mergeSort(
    _ order: UnsafeMutablePointer<Int>?, _ scratch: UnsafeMutablePointer<Int>?, _ count: Int,
    _ high: UnsafePointer<UInt64>?, _ low: UnsafePointer<UInt64>?
  ) {
    guard count > 1, let order, let scratch, let high, let low else { return }
    var source = order
    var target = scratch
    var width = 1
    while width < count {
      var start = 0
      while start < count {
        let middle = start + width < count ? start + width : count
        let end = middle + width < count ? middle + width : count
        var i = start
        var j = middle
        var k = start
        while k < end {
          var takesLeft = j >= end
          if i < middle && j < end {
            let a = source[i]
            let b = source[j]
            takesLeft = high[a] < high[b] || (high[a] == high[b] && low[a] < low[b])
          }
          if takesLeft {
            target[k] = source[i]
            i += 1
          } else {
            target[k] = source[j]
            j += 1
          }
          k += 1
        }
        start = end
      }
      swap(&source, &target)
      width *= 2
    }
    if source != order { order.update(from: source, count: count) }
  }

  /// Reads the slots of the items that constraints of this sync named, and of the new items.
  private func resolveNewSlots() {
    knownVariableCount = solver.variableCount
    guard !slotItems.isEmpty || !slotGuides.isEmpty else { return }
    let solver = self.solver  // one copy, not one per item
    flat.resolveMissingSlots(items: slotItems, guides: slotGuides, in: solver)
    slotItems.removeAll(keepingCapacity: true)
    slotGuides.removeAll(keepingCapacity: true)
  }

  /// Drops what was noted since the last sync (a full sync looks at everything anyway).
  private func forgetChanges() {
    changedConstraints = []
    changedConstraintIDs = []
    changedViews = []
    changedViewIDs = []
    joinedViews = []
    joinedGuides = []
    departed = []
    frameItems = []
    frameGuides = []
    slotItems = []
    slotGuides = []
    frameStamp &+= 1
    guideStamp &+= 1
  }

  /// Remembers that `placed` could not be installed, reporting it unless the same version was
  /// reported before (a conflict that persists across passes is reported once).
  private func markBroken(_ placed: PlacedConstraint, report: () -> Void) {
    let constraint = placed.constraint
    let id = ObjectIdentifier(constraint)
    if broken[id]?.version != constraint.version { report() }
    broken[id] = Broken(version: constraint.version, placed: placed, sequence: nextSequence)
    nextSequence += 1
  }

  private func install(_ placed: PlacedConstraint, _ solved: Constraint) {
    let constraint = placed.constraint
    installed[ObjectIdentifier(constraint)] = Installed(
      constraint: constraint, solved: solved, version: constraint.version,
      container: placed.container,
      direction: placed.container?.effectiveUserInterfaceLayoutDirection ?? .leftToRight,
      sequence: nextSequence)
    nextSequence += 1
    if !broken.isEmpty { broken[ObjectIdentifier(constraint)] = nil }
    // The items it names (and its container, whose origin locations are measured from) may have
    // brought variables the slots do not cover yet — only if the solver learnt variables, and
    // not in a full sync, which reads every slot afterwards.
    if !readsAllSlots && solver.variableCount != knownVariableCount {
      noteSlots(of: constraint.first)
      if let second = constraint.second { noteSlots(of: second) }
      if let container = placed.container, let item = flat.item(of: container) {
        slotItems.append(item)
      }
    }
  }

  private func noteSlots(of item: any LayoutItem) {
    if let view = item as? View {
      if let index = flat.item(of: view) { slotItems.append(index) }
    } else if let guide = item as? LayoutGuide, let index = flat.guideItem(of: guide) {
      slotGuides.append(index)
    }
  }

  private func uninstall(_ entry: Installed) {
    installed[ObjectIdentifier(entry.constraint)] = nil
  }

  func isCurrent(_ entry: Installed, _ placed: PlacedConstraint?) -> Bool {
    let constraint = entry.constraint
    guard entry.version == constraint.version else { return false }
    if let placed, placed.container !== entry.container { return false }
    let direction = entry.container?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    return direction == entry.direction
  }

  /// Whether the constraint's constant or multiplier is beyond ±``largestMagnitude``.
  private func isOutOfRange(_ constraint: LayoutConstraint) -> Bool {
    abs(constraint.constant) > Self.largestMagnitude
      || abs(constraint.multiplier) > Self.largestMagnitude
  }

  private func reportOutOfRange(_ constraint: LayoutConstraint) {
    root.recordDiagnostic(
      LayoutDiagnostic(
        kind: .nonFiniteValue, constraints: [constraint],
        message: "The constant \(formatPoints(constraint.constant)) or multiplier "
          + "\(formatPoints(constraint.multiplier)) is beyond ±10¹² points, where the arithmetic "
          + "overflows; the constraint was not installed."))
  }

  private func report(_ error: SolverError, for constraint: LayoutConstraint) {
    switch error {
    case .unsatisfiableConstraint(_, let conflicts):
      // The layout constraints behind the solver's, looked up only here: a conflict is rare, and
      // a table kept for it cost every installation a dictionary insertion (issue 30).
      var owners: [Int: LayoutConstraint] = [:]
      for entry in installed.values { owners[entry.solved.id] = entry.constraint }
      let involved = conflicts.compactMap { owners[$0.id] } + [constraint]
      root.recordDiagnostic(
        LayoutDiagnostic(
          kind: .unsatisfiableConstraints, constraints: involved, brokenConstraint: constraint,
          message: "Unable to simultaneously satisfy constraints; broke \(constraint.description).")
      )
    case .nonFiniteConstraint:
      root.recordDiagnostic(
        LayoutDiagnostic(
          kind: .nonFiniteValue, constraints: [constraint],
          message: "A constant or multiplier is not finite; the constraint was not installed."))
    case .invalidPriority:
      root.recordDiagnostic(
        LayoutDiagnostic(
          kind: .invalidPriority, constraints: [constraint],
          message: LayoutError.invalidPriority(constraint.priority).description))
    default:
      root.recordDiagnostic(
        LayoutDiagnostic(kind: .internalError, constraints: [constraint], message: "\(error)"))
    }
  }

  // MARK: Queries

  /// The installed layout constraints in the order they reached the solver.
  var installedConstraints: [LayoutConstraint] {
    installed.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }
}

/// The pixel grid of a display scale: rounds solved coordinates to it (half away from zero, as UIKit
/// does: 173.5 at @3x is 173.666…, spec §7.7), or not at all for scale 0.
///
/// The solver's arithmetic leaves noise in the last bits that depends on the pivots it took, and a
/// coordinate that sits exactly on a half pixel (155.5 at @3x) would round either way with it. So the
/// value is first snapped to a grid of 2⁻²⁰ pixel, far below anything visible, and only then rounded:
/// the same layout gives the same frames whatever the solver went through before.
///
/// Canonical coordinates: a rounded coordinate is a whole number of pixels, and it becomes points
/// by one division by the scale (``points(_:)``), so its bits depend only on that number. A frame
/// is made of whole-pixel counts from its superview's origin — each size a difference of two such
/// counts, exact in integer arithmetic — never of a difference of two rounded points (`93 / 3 −
/// 31 / 3` is not `62 / 3` in binary floating point, and which pair of edges it came from would
/// show in the last bits). Edges are rounded in the root's space (where a half pixel goes away
/// from zero) and counted from the superview's origin, which is on the grid too; under a
/// superview placed off the grid by code they are rounded in the superview's space instead
/// (``edgePixels(_:superviewOrigin:onGrid:)``).
nonisolated struct PixelGrid {
  let scale: CGFloat

  /// `value` in whole pixels, nearest and half away from zero (snapped first, see above); at
  /// scale 0, `value` itself.
  @inline(__always)
  func pixels(_ value: Double) -> CGFloat {
    guard scale > 0 else { return CGFloat(value) }
    let pixels = CGFloat(value) * scale
    let magnitude = abs(pixels)
    guard magnitude < 0x1p31 else {  // beyond any screen (or not finite): the plain definition
      return ((pixels * 1_048_576).rounded() / 1_048_576).rounded()
    }
    // No calls into the C library and no conversions to integers (the frame pass rounds four
    // times per view). Below 2⁵², adding and subtracting 2⁵² rounds a non-negative value exactly to
    // the nearest integer, ties to even; the difference from the value is then exact too.
    var whole = (magnitude + 0x1p52) - 0x1p52
    if abs(magnitude - whole) > 0.5 - 0x1p-18 {
      // Within 2⁻¹⁸ pixel of a half: snap to the 2⁻²⁰ grid first (nearest, half away from zero),
      // then round that half away from zero — the floor of `(fine + 2¹⁹) / 2²⁰`, both steps exact,
      // taken as the nearest integer moved down by one where that went up. Farther from a half,
      // snapping (which moves a value by at most 2⁻²¹ pixel) cannot change the nearest pixel.
      let fine = magnitude * 1_048_576
      var snapped = (fine + 0x1p52) - 0x1p52
      if snapped - fine == -0.5 { snapped += 1 }
      let shifted = (snapped + 0x1p19) * 0x1p-20
      whole = (shifted + 0x1p52) - 0x1p52
      if whole > shifted { whole -= 1 }
    }
    // −0 for a small negative, as `rounded()` gives.
    return pixels.sign == .minus ? -whole : whole
  }

  /// A coordinate or a length of `pixels` whole pixels, in points: one division, so the same
  /// count always gives the same bits (at scale 0, `pixels` are points already).
  @inline(__always)
  func points(_ pixels: CGFloat) -> CGFloat {
    scale > 0 ? pixels / scale : pixels
  }

  /// The whole pixels of a superview's origin in the root's space, when it lies on the grid (to
  /// within 10⁻⁶ pixel: it is a sum of frame origins, with that sum's noise); nil when it lies off
  /// the grid (a frame set in code) and at scale 0.
  @inline(__always)
  func onGrid(_ origin: CGFloat) -> CGFloat? {
    guard scale > 0 else { return nil }
    let pixels = origin * scale
    let magnitude = abs(pixels)
    guard magnitude < 0x1p51 else { return nil }  // beyond any screen, or not finite
    // The nearest integer without a call into the C library (see `pixels(_:)`).
    let whole = (magnitude + 0x1p52) - 0x1p52
    guard abs(magnitude - whole) <= 1e-6 else { return nil }
    return pixels.sign == .minus ? -whole : whole
  }

  /// The whole pixels from a superview's origin (`superviewOrigin` in the root's space, `onGrid`
  /// its ``onGrid(_:)``) to the solved edge `value` (in the root's space): rounded in the root's
  /// space when the origin is on the grid, in the superview's space otherwise. At scale 0, the
  /// exact distance in points.
  @inline(__always)
  func edgePixels(_ value: Double, superviewOrigin: CGFloat, onGrid: CGFloat?) -> CGFloat {
    guard let onGrid else { return pixels(value - Double(superviewOrigin)) }
    return pixels(value) - onGrid
  }

  /// `value` rounded to the grid, in points.
  @inline(__always)
  func round(_ value: Double) -> CGFloat {
    points(pixels(value))
  }

  /// The canonical frame whose edges lie `minX`…`maxX`, `minY`…`maxY` whole pixels from its
  /// superview's origin (``edgePixels(_:superviewOrigin:onGrid:)``): the origin and each size are
  /// one whole-pixel count divided by the scale; −0 becomes 0, as UIKit shows it.
  ///
  /// With `clampingSize` (a view's frame), a size the solution makes negative is zero and the
  /// origin stays where the solution puts the leading edge: UIKit shows no negative sizes from
  /// its engine (UIKitBehavior.md §15, "Negative sizes"; Decisions.md, "Negative solved sizes"). A
  /// guide's frame keeps the solution's size.
  @inline(__always)
  func frame(
    minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, clampingSize: Bool = true,
    negativeAxes: inout Axes
  ) -> CGRect {
    negativeAxes = Axes(negativeWidth: maxX < minX, negativeHeight: maxY < minY)
    return frame(minX: minX, minY: minY, maxX: maxX, maxY: maxY, clampingSize: clampingSize)
  }

  /// ``frame(minX:minY:maxX:maxY:clampingSize:negativeAxes:)`` without the axes.
  @inline(__always)
  func frame(
    minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, clampingSize: Bool = true
  ) -> CGRect {
    let width = maxX - minX
    let height = maxY - minY
    return CGRect(
      x: points(minX) + 0, y: points(minY) + 0,
      width: points(clampingSize ? max(0, width) : width) + 0,
      height: points(clampingSize ? max(0, height) : height) + 0)
  }
}

/// The axes in which a view has no area because the solution makes its size negative (shown as
/// zero), or because a view above it does: the views inside such a view are squeezed to zero at
/// its origin in those axes, as UIKit's engine, which keeps every size at zero or more, leaves
/// them (UIKitBehavior.md §15, "Negative sizes"; Decisions.md, "Negative solved sizes").
nonisolated struct Axes: Equatable {
  var rawValue: UInt8

  static let none = Axes(rawValue: 0)

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(negativeWidth: Bool, negativeHeight: Bool) {
    rawValue = (negativeWidth ? 1 : 0) | (negativeHeight ? 2 : 0)
  }

  func union(_ other: Axes) -> Axes { Axes(rawValue: rawValue | other.rawValue) }
}

extension CGRect {
  /// The frame with its origin and size zero in `axes`.
  func squeezed(_ axes: Axes) -> CGRect {
    guard axes.rawValue != 0 else { return self }
    let horizontal = axes.rawValue & 1 != 0
    let vertical = axes.rawValue & 2 != 0
    return CGRect(
      x: horizontal ? 0 : origin.x, y: vertical ? 0 : origin.y,
      width: horizontal ? 0 : size.width, height: vertical ? 0 : size.height)
  }
}

/// `value` rounded to the pixel grid of `scale` (see ``PixelGrid``).
func roundToPixels(_ value: Double, scale: CGFloat) -> CGFloat {
  PixelGrid(scale: scale).round(value)
}

extension CGRect {
  /// Whether all four stored components are finite.
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// `==` component by component, inlined (the frame setter compares on every write).
  func isIdentical(to other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
      && size.height == other.size.height
  }
}
