import ConstraintSolver
import Foundation

/// The view tree as the layout pass reads it: arrays indexed by a stable *item* index, so that
/// writing frames after a solve is one loop with no recursion and no look-ups, and so that a change
/// to the tree patches the arrays instead of rebuilding them.
///
/// - A view's item index lives on the view (``View/flatIndex``); it is valid while
///   `views[index] === view` (a view that left the tree, or belongs to another tree, fails that).
/// - Items are only ever appended, so a view's parent always has a lower index than the view: one
///   pass in index order sees parents before children, as the frame pass needs. A view that leaves
///   the tree leaves a dead item behind (a placeholder view, never placed); when dead items
///   outnumber live ones the arrays are compacted, keeping the order.
/// - Each item's four solver slots (minX, minY, width, height) and, in ``symbolItems``, the way
///   back from a solver slot to its item and edge: the solver's log of moved variables becomes a
///   list of items to write.
/// - Custom layout guides have their own table (their frames are written after their owners').
///
/// The engine builds it whole in a sync that looks at every constraint (``init(root:)``)
/// and patches it between them: ``appendSubtree(_:parent:hint:visit:)``,
/// ``removeSubtree(_:)``, ``refreshFlags(_:)``.
struct FlatTree {
  // MARK: Views, by item

  /// The views (a placeholder at dead items), not owned: the root owns its engine, and the tree
  /// owns the rest (a view that leaves is replaced by the placeholder first).
  private(set) var views: UnownedViews = []
  /// Each item's superview's item (−1 for the root).
  private(set) var parents: [Int32] = []
  private(set) var isLive: [Bool] = []
  /// Whether the layout pass writes the view's frame: it is placed by constraints, or its
  /// autoresizing mask lets the solution move it.
  private(set) var isPlaced: [Bool] = []
  /// Whether the view generates constraints from frames: the root, a view translating its
  /// autoresizing mask, the owner of a system guide.
  private(set) var generates: [Bool] = []
  /// How many views of the item's subtree (itself included) generate constraints from frames: a
  /// new frame for a view with a non-zero count can change a generated constraint.
  private(set) var generatingCount: [Int32] = []
  /// Whether the view is a plain ``View`` (not a subclass) with no subviews and no delegate: its
  /// callbacks are the base class's empty ones and nothing reads its context, so the callback pass
  /// only clears its layout flag.
  private(set) var isPlainLeaf: [Bool] = []
  /// How many of the item's subviews are not plain leaves: the callbacks pass a changed context
  /// down to those only (none, in a list of plain rows).
  private(set) var nonPlainChildren: [Int32] = []
  /// Where the view was last seen in its superview's subviews (checked before use).
  private(set) var siblingHints: [Int32] = []
  /// The layout context each view with subviews last passed down (nil until the callback pass has
  /// visited it since it joined).
  var contexts: [View.LayoutContext?] = []
  /// Each view's origin in the root's space, as the last frame pass left it.
  var origins: [CGPoint] = []
  /// The axes in which each view, as the last frame pass left it, has no area (``Axes``).
  var noArea: [Axes] = []
  /// Scratch marks of the frame pass and of the callback queue (equal to the pass's stamp once
  /// queued).
  var frameMarks: [UInt32] = []
  var layoutMarks: [UInt32] = []
  /// Scratch mark of the callback walk: equal to its stamp once a view is scheduled in it.
  var walkMarks: [UInt32] = []
  /// The solver slots of every item's four variables (minX, minY, width, height), four per item;
  /// nil for a variable the solver does not know (value 0).
  private(set) var slots: [VariableSlot?] = []
  /// Each slot's last rounding: the solved edge in the superview's space and its whole pixels (an
  /// edge that did not move keeps it).
  var edges: [(solved: Double, pixels: CGFloat)] = []

  // MARK: Custom guides, by guide item

  private(set) var guides: [LayoutGuide] = []
  /// Each guide's owning view's item.
  private(set) var guideOwners: [Int32] = []
  private(set) var guideIsLive: [Bool] = []
  private(set) var guideSlots: [VariableSlot?] = []
  var guideEdges: [(solved: Double, pixels: CGFloat)] = []
  var guideMarks: [UInt32] = []

  // MARK: The way back from the solver

  /// By ``VariableSlot/index``: `4 × item + edge` for a view's variable, `−(4 × guide + edge) − 2`
  /// for a custom guide's, −1 for none.
  private(set) var symbolItems: [Int32] = []
  /// The live views that generate constraints from frames, by item (ascending).
  private(set) var generators: [Int32] = []

  private(set) var liveCount = 0
  private(set) var deadCount = 0
  private(set) var deadGuideCount = 0
  /// Stands in dead items.
  private let placeholder: View
  private let guidePlaceholder: LayoutGuide

  init() {
    placeholder = View()
    guidePlaceholder = LayoutGuide()
  }

  /// The tree of `root`, in depth-first order (slots unread: see ``resolveAllSlots(in:)``).
  /// `linking`: whether views and guides learn their new indices (not for a tree built only to
  /// compare with).
  init(root: View, linking: Bool = true) {
    self.init()
    self.linking = linking
    appendSubtree(root, parent: -1, hint: 0) { _, _ in }
  }

  /// Whether views and guides are told their indices.
  private var linking = true

  var count: Int { views.count }

  // MARK: Looking items up

  /// `view`'s item, if it is a live item of this tree.
  func item(of view: View) -> Int32? {
    let index = Int(view.flatIndex)
    guard index >= 0, index < views.count, views[index] === view, isLive[index] else { return nil }
    return Int32(index)
  }

  /// `guide`'s guide item, if it is a live custom guide of this tree.
  func guideItem(of guide: LayoutGuide) -> Int32? {
    let index = Int(guide.flatIndex)
    guard index >= 0, index < guides.count, guides[index] === guide, guideIsLive[index] else {
      return nil
    }
    return Int32(index)
  }

  // MARK: Patching

  /// Appends `view` and its subtree (depth-first, each view's guides after it) under the item
  /// `parent`, `view` being at `hint` in its superview's subviews; calls `visit` for each view
  /// with its new item. Slots are not read (see ``resolveSlots(_:in:)``).
  mutating func appendSubtree(
    _ view: View, parent: Int32, hint: Int32, visit: (View, Int32) -> Void
  ) {
    let index = Int32(views.count)
    views.append(view)
    parents.append(parent)
    isLive.append(true)
    isPlaced.append(false)
    generates.append(false)
    generatingCount.append(0)
    isPlainLeaf.append(true)
    nonPlainChildren.append(0)
    siblingHints.append(hint)
    contexts.append(nil)
    origins.append(.zero)
    noArea.append(.none)
    frameMarks.append(0)
    layoutMarks.append(0)
    walkMarks.append(0)
    // Four appends each, not `+= [...]` or `+= repeatElement(...)`: those are generic
    // collection calls in a debug build, about ten times the cost (issue 30).
    for _ in 0..<4 {
      slots.append(nil)
      edges.append((.nan, 0))
    }
    if linking { view.flatIndex = index }
    liveCount += 1
    refreshFlags(index)
    for guide in view.layoutGuides { appendGuide(guide, owner: index) }
    visit(view, index)
    for (position, subview) in view.subviews.enumerated() {
      appendSubtree(subview, parent: index, hint: Int32(position), visit: visit)
    }
  }

  /// Appends the custom guide `guide` of the view at `owner`.
  mutating func appendGuide(_ guide: LayoutGuide, owner: Int32) {
    if linking { guide.flatIndex = Int32(guides.count) }
    guides.append(guide)
    guideOwners.append(owner)
    guideIsLive.append(true)
    for _ in 0..<4 {  // appends, as in `appendSubtree`
      guideSlots.append(nil)
      guideEdges.append((.nan, 0))
    }
    guideMarks.append(0)
  }

  /// Marks the item of `view` and its subtree dead (call while the subtree is still attached),
  /// with their custom guides; calls `visit` for each view first.
  mutating func removeSubtree(_ item: Int32, visit: (View, Int32) -> Void = { _, _ in }) {
    // The subtree's generators no longer count for its ancestors.
    let removedGenerators = generatingCount[Int(item)]
    var ancestor = parents[Int(item)]
    while ancestor >= 0 {
      generatingCount[Int(ancestor)] -= removedGenerators
      ancestor = parents[Int(ancestor)]
    }
    if !isPlainLeaf[Int(item)] && parents[Int(item)] >= 0 {
      nonPlainChildren[Int(parents[Int(item)])] -= 1
    }
    func remove(_ view: View, _ index: Int32) {
      visit(view, index)
      for subview in view.subviews {
        if let child = self.item(of: subview) { remove(subview, child) }
      }
      for guide in view.layoutGuides {
        if let guideIndex = guideItem(of: guide) { removeGuide(guideIndex) }
      }
      let i = Int(index)
      if generates[i] { removeGenerator(index) }
      for edge in 0..<4 {
        if let slot = slots[4 * i + edge] { symbolItems[slot.index] = -1 }
        slots[4 * i + edge] = nil
      }
      views[i] = placeholder
      isLive[i] = false
      isPlaced[i] = false
      isPlainLeaf[i] = true
      nonPlainChildren[i] = 0
      generates[i] = false
      generatingCount[i] = 0
      contexts[i] = nil
      view.flatIndex = -1
      liveCount -= 1
      deadCount += 1
    }
    remove(views[Int(item)], item)
  }

  /// Marks the custom guide at `index` dead.
  mutating func removeGuide(_ index: Int32) {
    let i = Int(index)
    for edge in 0..<4 {
      if let slot = guideSlots[4 * i + edge] { symbolItems[slot.index] = -1 }
      guideSlots[4 * i + edge] = nil
    }
    guides[i].flatIndex = -1
    guides[i] = guidePlaceholder
    guideIsLive[i] = false
    deadGuideCount += 1
  }

  /// Recomputes what the item's view decides about itself (placed, generating, plain leaf).
  /// Returns whether ``isPlaced`` changed.
  @discardableResult
  mutating func refreshFlags(_ item: Int32) -> Bool {
    let i = Int(item)
    let view = views[i]
    let isRoot = parents[i] < 0
    let translates = !isRoot && view.translatesMask
    let placed = !isRoot && (!view.translatesMask || !view.storedAutoresizingMask.isEmpty)
    let generating = isRoot || translates || !view.systemGuides.isEmpty
    let plain = view.subviews.isEmpty && type(of: view) == View.self && !view.hasLayoutDelegate
    if plain != isPlainLeaf[i] {
      isPlainLeaf[i] = plain
      if !isRoot { nonPlainChildren[Int(parents[i])] += plain ? -1 : 1 }
    }
    // A plain leaf's context is not kept up to date: forget it.
    if plain { contexts[i] = nil }
    if generating != generates[i] {
      generates[i] = generating
      let delta: Int32 = generating ? 1 : -1
      var current = item
      while current >= 0 {
        generatingCount[Int(current)] += delta
        current = parents[Int(current)]
      }
      if generating { insertGenerator(item) } else { removeGenerator(item) }
    }
    let changed = placed != isPlaced[i]
    isPlaced[i] = placed
    return changed
  }

  private mutating func insertGenerator(_ item: Int32) {
    let position = generators.partitioningIndex { $0 >= item }
    generators.insert(item, at: position)
  }

  private mutating func removeGenerator(_ item: Int32) {
    let position = generators.partitioningIndex { $0 >= item }
    if position < generators.count && generators[position] == item {
      generators.remove(at: position)
    }
  }

  // MARK: Slots

  /// Reads the slots of the item's four variables that are still unknown.
  mutating func resolveSlots(_ item: Int32, in solver: Solver) {
    let base = 4 * Int(item)
    let found = resolve(Array(slots[base..<base + 4]), views[Int(item)].variables, solver)
    for edge in 0..<4 where slots[base + edge] == nil {
      guard let slot = found[edge] else { continue }
      slots[base + edge] = slot
      setSymbolItem(slot, Int32(base + edge))
    }
  }

  /// Reads the slots of the custom guide's four variables that are still unknown.
  mutating func resolveGuideSlots(_ index: Int32, in solver: Solver) {
    let base = 4 * Int(index)
    let found = resolve(Array(guideSlots[base..<base + 4]), guides[Int(index)].variables, solver)
    for edge in 0..<4 where guideSlots[base + edge] == nil {
      guard let slot = found[edge] else { continue }
      guideSlots[base + edge] = slot
      setSymbolItem(slot, -Int32(base + edge) - 2)
    }
  }

  /// `known`, with each nil slot looked up in `solver`.
  private func resolve(_ known: [VariableSlot?], _ variables: ItemVariables, _ solver: Solver)
    -> [VariableSlot?]
  {
    let all = [variables.minX, variables.minY, variables.width, variables.height]
    // A loop, not `map` with `??`: in a debug build the closure and the `??`'s autoclosure copied
    // the whole solver for every item (issue 30).
    var slots: [VariableSlot?] = []
    slots.reserveCapacity(4)
    var index = 0
    while index < 4 {
      if let slot = known[index] {
        slots.append(slot)
      } else {
        slots.append(solver.slot(of: all[index]))
      }
      index += 1
    }
    return slots
  }

  private mutating func setSymbolItem(_ slot: VariableSlot, _ code: Int32) {
    // Appends, not `+= repeatElement(...)`: a generic collection call in a debug build (issue 30).
    while symbolItems.count <= slot.index { symbolItems.append(-1) }
    symbolItems[slot.index] = code
  }

  /// Reads the unknown slots of the live items among `items` and of the live custom guides among
  /// `guides` (duplicates allowed). One mutating call with plain loops: in a debug build, each
  /// check of an item's slots from the engine copied the flat tree and compared optionals
  /// through generic calls (issue 30).
  mutating func resolveMissingSlots(items: [Int32], guides: [Int32], in solver: Solver) {
    var position = 0
    while position < items.count {
      let item = items[position]
      position += 1
      let base = 4 * Int(item)
      guard isLive[Int(item)] else { continue }
      var missing = false
      var edge = 0
      while edge < 4 {
        if case .none = slots[base + edge] { missing = true }
        edge += 1
      }
      if missing { resolveSlots(item, in: solver) }
    }
    position = 0
    while position < guides.count {
      let index = guides[position]
      position += 1
      let base = 4 * Int(index)
      guard guideIsLive[Int(index)] else { continue }
      var missing = false
      var edge = 0
      while edge < 4 {
        if case .none = guideSlots[base + edge] { missing = true }
        edge += 1
      }
      if missing { resolveGuideSlots(index, in: solver) }
    }
  }

  /// Reads every live item's slots from `solver` afresh (a new solver).
  mutating func resolveAllSlots(in solver: Solver) {
    symbolItems = []
    for index in slots.indices { slots[index] = nil }
    for index in guideSlots.indices { guideSlots[index] = nil }
    for item in views.indices where isLive[item] { resolveSlots(Int32(item), in: solver) }
    for index in guides.indices where guideIsLive[index] {
      resolveGuideSlots(Int32(index), in: solver)
    }
  }

  // MARK: Order

  /// The position of the item's view among its superview's subviews, from the hint when it still
  /// holds, else by a search outward from it (one insertion or removal before a view moves it by
  /// one).
  mutating func siblingIndex(_ item: Int32) -> Int32 {
    let i = Int(item)
    let view = views[i]
    let siblings = views[Int(parents[i])].subviews
    let hint = Int(siblingHints[i])
    if hint < siblings.count && siblings[hint] === view { return Int32(hint) }
    var distance = 1
    while hint - distance >= 0 || hint + distance < siblings.count {
      for candidate in [hint - distance, hint + distance]
      where candidate >= 0 && candidate < siblings.count && siblings[candidate] === view {
        siblingHints[i] = Int32(candidate)
        return Int32(candidate)
      }
      distance += 1
    }
    preconditionFailure("a live item's view is not among its superview's subviews")
  }

  /// The item's place in depth-first order: its position among its siblings at each level, from
  /// the root's child down. Keys compare lexicographically (a prefix first) as the views compare
  /// in depth-first order.
  mutating func pathKey(_ item: Int32) -> [Int32] {
    var key: [Int32] = []
    var current = item
    while parents[Int(current)] >= 0 {
      key.append(siblingIndex(current))
      current = parents[Int(current)]
    }
    key.reverse()
    return key
  }

  // MARK: Compaction

  /// Drops the dead items when they outnumber the live ones (keeping the order, so parents stay
  /// before children), and the dead guides likewise. Returns whether item indices changed.
  mutating func compactIfNeeded() -> Bool {
    var compacted = false
    if deadGuideCount > max(16, guides.count / 2) {
      compactGuides()
      compacted = true
    }
    guard deadCount > max(64, liveCount) else { return compacted }
    var newIndex = [Int32](repeating: -1, count: views.count)
    var next: Int32 = 0
    for index in views.indices where isLive[index] {
      newIndex[index] = next
      next += 1
    }
    func keep<T>(_ array: [T]) -> [T] { views.indices.filter { isLive[$0] }.map { array[$0] } }
    func keep4<T>(_ array: [T]) -> [T] {
      views.indices.filter { isLive[$0] }.flatMap { array[4 * $0..<4 * $0 + 4] }
    }
    let liveViews = UnownedViews(views.indices.filter { isLive[$0] }.map { views[$0] })
    parents = keep(parents).map { $0 < 0 ? $0 : newIndex[Int($0)] }
    isPlaced = keep(isPlaced)
    generates = keep(generates)
    generatingCount = keep(generatingCount)
    isPlainLeaf = keep(isPlainLeaf)
    nonPlainChildren = keep(nonPlainChildren)
    siblingHints = keep(siblingHints)
    contexts = keep(contexts)
    origins = keep(origins)
    noArea = keep(noArea)
    slots = keep4(slots)
    edges = keep4(edges)
    views = liveViews
    isLive = Array(repeating: true, count: views.count)
    frameMarks = Array(repeating: 0, count: views.count)
    layoutMarks = Array(repeating: 0, count: views.count)
    walkMarks = Array(repeating: 0, count: views.count)
    for (index, view) in views.enumerated() { view.flatIndex = Int32(index) }
    guideOwners = guideOwners.map { $0 < 0 ? $0 : newIndex[Int($0)] }
    generators = generators.map { newIndex[Int($0)] }
    deadCount = 0
    rebuildSymbolItems()
    return true
  }

  private mutating func compactGuides() {
    let live = guides.indices.filter { guideIsLive[$0] }
    guides = live.map { guides[$0] }
    guideOwners = live.map { guideOwners[$0] }
    guideSlots = live.flatMap { guideSlots[4 * $0..<4 * $0 + 4] }
    guideEdges = live.flatMap { guideEdges[4 * $0..<4 * $0 + 4] }
    guideIsLive = Array(repeating: true, count: guides.count)
    guideMarks = Array(repeating: 0, count: guides.count)
    for (index, guide) in guides.enumerated() { guide.flatIndex = Int32(index) }
    deadGuideCount = 0
    rebuildSymbolItems()
  }

  private mutating func rebuildSymbolItems() {
    for index in symbolItems.indices { symbolItems[index] = -1 }
    for (index, slot) in slots.enumerated() {
      if let slot { symbolItems[slot.index] = Int32(index) }
    }
    for (index, slot) in guideSlots.enumerated() {
      if let slot { symbolItems[slot.index] = -Int32(index) - 2 }
    }
  }

  // MARK: Reading in bulk

  /// Calls `body` with unchecked buffers of ``views``, ``parents``, ``isPlaced`` and
  /// ``generatingCount``, for the frame pass's loop.
  func withUnsafeViews<Result>(
    _ body: (
      UnsafeBufferPointer<UnownedView>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Bool>,
      UnsafeBufferPointer<Int32>
    ) -> Result
  ) -> Result {
    views.withUnsafeBufferPointer { views in
      parents.withUnsafeBufferPointer { parents in
        isPlaced.withUnsafeBufferPointer { isPlaced in
          generatingCount.withUnsafeBufferPointer { body(views, parents, isPlaced, $0) }
        }
      }
    }
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, which must be false for a prefix and
  /// true for the rest (a binary search).
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if predicate(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
