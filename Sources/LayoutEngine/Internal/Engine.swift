import ConstraintSolver
import Foundation

/// The layout engine of one view tree, owned by its root view.
///
/// Each pass collects what must be solved (generated and installed constraints, in tree order),
/// sends only the differences since the last pass to the incremental solver, writes the frames
/// top-down, and repeats while frames, safe areas or margins still move (spec §10a).
final class Engine {
  unowned let root: View
  var solver = Solver()
  var needsSync = true
  /// Whether the next sync must look at every constraint of the tree. When only frames moved (the
  /// host resized the root, the pass itself moved views), only the constraints generated from
  /// frames can differ from what the solver holds, and the sync looks at those alone.
  var needsConstraintScan = true
  /// Whether some view may have asked for ``View/updateConstraints()``; when not, the pass skips
  /// the walk that looks for them.
  var needsConstraintUpdate = true
  var needsPass = true
  /// The tree as the frame pass walks it (see ``FlatTree``).
  private var flat = FlatTree()
  /// The solved values at ``FlatTree/slots`` (reused across passes).
  private var values: [Double] = []
  /// Each edge the last frame pass rounded, solved and rounded, by position in ``FlatTree/slots``:
  /// an edge whose solved value has not moved keeps its rounded value.
  private var edges: [(solved: Double, rounded: CGFloat)] = []
  /// The display scale ``edges`` were rounded for.
  private var edgeScale: CGFloat = 0
  /// Each view's solved origin in the root's space, by position in ``flat`` (reused across passes).
  private var origins: [CGPoint] = []
  /// Each view's layout context, by position in ``flat`` (reused across passes).
  private var contexts: [View.LayoutContext] = []
  /// Bumped whenever a view joins or leaves the tree, which invalidates ``flat``.
  var treeVersion = 0
  /// The traits the tree's views were last told about (``View/traitCollectionDidChange(_:)``);
  /// nil before the first pass, whose traits are not announced.
  private(set) var deliveredTraits: TraitCollection?

  /// What the solver holds for each layout constraint.
  private var installed: [ObjectIdentifier: Installed] = [:]
  /// The layout constraint behind each solver constraint (for conflict reports).
  private var owners: [Int: LayoutConstraint] = [:]
  /// Constraints that could not be installed, with the version reported: retried when something
  /// leaves the solver or moves, reported again only when they change.
  private var broken: [ObjectIdentifier: Broken] = [:]
  private var nextSequence = 0
  /// The largest constant or multiplier the engine sends to the solver: a constraint beyond it is
  /// reported and not installed (see ``sync()``).
  static let largestMagnitude: CGFloat = 1e12
  /// Views reported for a frame that is not finite since the last full sync.
  private var reportedNonFinite = Set<ObjectIdentifier>()

  private struct Broken {
    let version: Int
    let placed: PlacedConstraint
    /// When it broke (retries go in this order).
    let sequence: Int
  }

  /// A class so that looking one up in ``installed`` retains one object, not each field.
  private final class Installed {
    let constraint: LayoutConstraint
    let solved: Constraint
    let version: Int
    let container: View?
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
  }

  // MARK: The layout pass

  func layoutIfNeeded() {
    guard needsSync || needsPass || root.needsLayoutInTree() else { return }
    for _ in 0..<Self.passLimit {
      deliverTraitsIfChanged()
      needsPass = false
      if needsConstraintUpdate {
        needsConstraintUpdate = false
        root.updateConstraintsInTree()
      }
      if needsSync {
        needsSync = false
        sync()
      }
      if applyFrames() { needsSync = true }
      runLayoutCallbacks()
      if !needsSync && !needsPass { return }
    }
    root.recordDiagnostic(
      LayoutDiagnostic(
        kind: .layoutDidNotSettle, constraints: [],
        message: "Layout did not settle after \(Self.passLimit) passes."))
  }

  /// Tells every view, top-down, when the root's traits differ from those last delivered (the
  /// first traits are recorded, not announced). A callback may change what the pass lays out, so
  /// this runs before anything else in a pass.
  private func deliverTraitsIfChanged() {
    let traits = root.traitCollection
    guard traits != deliveredTraits else { return }
    let previous = deliveredTraits
    deliveredTraits = traits
    if let previous { root.deliverTraitCollectionChange(from: previous) }
  }

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
  func sync() {
    let fullScan = needsConstraintScan
    needsConstraintScan = false
    var desired: [PlacedConstraint] = []
    if fullScan {
      reportedNonFinite.removeAll()
      flat = FlatTree(root: root)
      desired.reserveCapacity(installed.count)
      root.collectConstraints(into: &desired, isLayoutRoot: true, fitting: false)
    } else {
      for index in flat.generators {
        let view = flat.views[Int(index)]
        view.appendFrameConstraints(into: &desired, isLayoutRoot: index == 0)
        view.appendGuideTies(into: &desired)
      }
    }
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
    if fullScan && kept < installed.count {
      // Unwanted, or wanted in another container (then added afresh among the additions).
      var containers: [ObjectIdentifier: View?] = [:]
      for placed in desired { containers[ObjectIdentifier(placed.constraint)] = placed.container }
      removals += installed.values.filter { entry in
        guard let container = containers[ObjectIdentifier(entry.constraint)] else { return true }
        return container !== entry.container
      }
    }
    removals.sort { $0.sequence < $1.sequence }
    for entry in removals {
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
    // A full scan has them among the additions already.
    let retryBroken = !removals.isEmpty || !shifts.isEmpty
    if fullScan && !broken.isEmpty {
      var wanted = Set<ObjectIdentifier>()
      for placed in desired { wanted.insert(ObjectIdentifier(placed.constraint)) }
      broken = broken.filter { wanted.contains($0.key) }
    } else if retryBroken {
      additions += broken.values.sorted { $0.sequence < $1.sequence }.map(\.placed)
    }
    // Required first, then by descending priority; within a priority the engine's own constraints
    // (in tree order) before the user's (in activation order), so a conflict breaks the user
    // constraint activated last.
    let ordered = additions.enumerated().sorted { a, b in
      let ca = a.element.constraint
      let cb = b.element.constraint
      if ca.priority != cb.priority { return ca.priority > cb.priority }
      let userA = ca.origin == .user
      let userB = cb.origin == .user
      if userA != userB { return !userA }
      if userA && ca.activationOrder != cb.activationOrder {
        return ca.activationOrder < cb.activationOrder
      }
      return a.offset < b.offset
    }
    for (_, placed) in ordered {
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
    // A constraint added or replaced may have brought variables the slots do not cover yet.
    if fullScan || solver.variableCount != flat.resolvedVariableCount {
      flat.resolveSlots(in: solver)
    }
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
    owners[solved.id] = constraint
    nextSequence += 1
    broken[ObjectIdentifier(constraint)] = nil
  }

  private func uninstall(_ entry: Installed) {
    installed[ObjectIdentifier(entry.constraint)] = nil
    owners[entry.solved.id] = nil
  }

  private func isCurrent(_ entry: Installed, _ placed: PlacedConstraint?) -> Bool {
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
      let involved = conflicts.compactMap { owners[$0.id] } + [constraint]
      root.recordDiagnostic(
        LayoutDiagnostic(
          kind: .unsatisfiableConstraints, constraints: involved, brokenConstraint: constraint,
          message: "Unable to simultaneously satisfy constraints; broke \(constraint)."))
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

  // MARK: Frames

  /// Writes each view's frame from the solution, top-down, rounding edges to the pixel grid of the
  /// display scale (spec §7.7). Returns whether a frame changed that a constraint generated from
  /// frames follows, so that the pass must be repeated.
  ///
  /// One loop over the flat tree's arrays, read through unchecked buffers: a relayout of a large
  /// tree spends most of its time here, about 150 instructions per view, reading included.
  private func applyFrames() -> Bool {
    guard !flat.views.isEmpty else { return false }  // before the first full sync
    let grid = PixelGrid(scale: root.traitCollection.displayScale)
    let flat = self.flat
    // Filled as locals (a stored property would be checked for exclusive access on every access),
    // then kept for the next pass.
    var values = self.values
    var origins = self.origins
    var edges = self.edges
    self.values = []
    self.origins = []
    self.edges = []
    defer {
      self.values = values
      self.origins = origins
      self.edges = edges
    }
    solver.readValues(at: flat.slots, into: &values)
    let count = flat.views.count
    if origins.count != count { origins = Array(repeating: .zero, count: count) }
    if edges.count != values.count || grid.scale != edgeScale {
      // NaN equals nothing: every edge is rounded afresh.
      edges = Array(repeating: (.nan, 0), count: values.count)
      edgeScale = grid.scale
    }
    var reachesGenerated = false
    var nonFinite: [View] = []
    defer { reportNonFiniteFrames(of: nonFinite) }
    values.withUnsafeBufferPointer { values in
      edges.withUnsafeMutableBufferPointer { edges in
        /// The solved edges of the item whose slots start at `offset`, in the root's space, each
        /// rounded to the pixel grid — or taken from the last pass where the solved value did
        /// not move (in a resize, most vertical edges).
        @inline(__always)
        func roundedEdges(_ offset: Int) -> (
          minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        ) {
          @inline(__always)
          func edge(_ value: Double, _ index: Int) -> CGFloat {
            let last = edges[index]
            if last.solved == value { return last.rounded }
            let rounded = grid.round(value)
            edges[index] = (value, rounded)
            return rounded
          }
          let x = values[offset]
          let y = values[offset + 1]
          return (
            edge(x, offset), edge(y, offset + 1), edge(x + values[offset + 2], offset + 2),
            edge(y + values[offset + 3], offset + 3)
          )
        }
        origins.withUnsafeMutableBufferPointer { origins in
          flat.withUnsafeViews { views, parents, isPlaced, reaches in
            origins[0] = .zero
            for index in 1..<count {
              // Not retained: the flat tree holds every view for the whole loop.
              Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef { view in
                let parentOrigin = origins[Int(parents[index])]
                var frame = view.frame
                if isPlaced[index] {
                  let (minX, minY, maxX, maxY) = roundedEdges(4 * index)
                  // `+ 0` turns a −0 (a small negative rounded to zero) into 0, as UIKit shows it.
                  let solved = CGRect(
                    x: (minX - parentOrigin.x) + 0, y: (minY - parentOrigin.y) + 0,
                    width: maxX - minX, height: maxY - minY)
                  if !solved.isFinite {
                    nonFinite.append(view)
                  } else if !solved.isApproximatelyEqual(to: frame) {
                    view.setFrame(solved, fromLayout: true)
                    frame = solved
                    if reaches[index] { reachesGenerated = true }
                  }
                }
                origins[index] = CGPoint(
                  x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
              }
            }
          }
        }
        for (index, entry) in flat.guides.enumerated() {
          let origin = origins[Int(entry.owner)]
          let rounded = roundedEdges(flat.guideSlotOffset(index))
          let x = (rounded.minX - origin.x) + 0
          let y = (rounded.minY - origin.y) + 0
          let maxX = rounded.maxX - origin.x
          let maxY = rounded.maxY - origin.y
          let frame = CGRect(x: x, y: y, width: maxX - x, height: maxY - y)
          if frame.isFinite {
            if !frame.isIdentical(to: entry.guide.solvedFrame) {
              entry.guide.solvedFrame = frame
              // Its view may lay its content out from it (a scroll view's content size).
              entry.guide.owningView?.needsLayout = true
            }
          } else if let owner = entry.guide.owningView {
            nonFinite.append(owner)
          }
        }
      }
    }
    return reachesGenerated
  }

  /// Records, once per view until its constraints change, that the solution put `views` beyond
  /// any finite frame (constants near the largest finite value overflow in the arithmetic); each
  /// keeps its last finite frame.
  private func reportNonFiniteFrames(of views: [View]) {
    for view in views where reportedNonFinite.insert(ObjectIdentifier(view)).inserted {
      let involved = installedConstraints.filter { constraint in
        constraint.first.layoutOwningView === view || constraint.second?.layoutOwningView === view
      }
      root.recordDiagnostic(
        LayoutDiagnostic(
          kind: .nonFiniteValue, constraints: involved,
          message: "The solution puts \(view.layoutName) beyond any finite frame; it keeps its "
            + "last finite frame."))
    }
  }

  // MARK: Callbacks

  /// Delivers the safe-area, margin and `layoutSubviews` callbacks top-down along ``flat``. A
  /// callback that adds or removes views makes the rest of the walk follow the tree itself, from
  /// the root again: views already done get no second call unless something changed for them.
  private func runLayoutCallbacks() {
    let flat = self.flat
    var contexts = self.contexts  // a local, as `origins` in applyFrames()
    self.contexts = []
    defer { self.contexts = contexts }
    contexts.removeAll(keepingCapacity: true)
    for index in flat.views.indices {
      let view = flat.views[index]
      if flat.isPlainLeaf[index] {
        view.needsLayout = false
        continue
      }
      let version = treeVersion
      let parent = flat.parents[index]
      // Computed first, then stored: the callbacks run outside any access to `contexts`.
      let context = view.deliverLayoutCallbacks(
        parent: parent < 0 ? nil : contexts[Int(flat.contextSlots[Int(parent)])])
      if treeVersion != version {
        root.runLayoutCallbacks()
        return
      }
      if flat.contextSlots[index] >= 0 { contexts.append(context) }
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
struct PixelGrid {
  let scale: CGFloat

  @inline(__always)
  func round(_ value: Double) -> CGFloat {
    guard scale > 0 else { return CGFloat(value) }
    let pixels = CGFloat(value) * scale
    let magnitude = abs(pixels)
    guard magnitude < 0x1p31 else {  // beyond any screen (or not finite): the plain definition
      return ((pixels * 1_048_576).rounded() / 1_048_576).rounded() / scale
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
    let result = whole / scale
    // −0 for a small negative, as `rounded()` gives.
    return pixels.sign == .minus ? -result : result
  }
}

/// `value` rounded to the pixel grid of `scale` (see ``PixelGrid``).
func roundToPixels(_ value: Double, scale: CGFloat) -> CGFloat {
  PixelGrid(scale: scale).round(value)
}

extension CGRect {
  /// Whether the rectangles differ by less than 10⁻⁹ in each of their four stored components.
  func isApproximatelyEqual(to other: CGRect) -> Bool {
    abs(origin.x - other.origin.x) < 1e-9 && abs(origin.y - other.origin.y) < 1e-9
      && abs(size.width - other.size.width) < 1e-9 && abs(size.height - other.size.height) < 1e-9
  }

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
