import ConstraintSolver
import Foundation

/// The view tree as the layout pass walks it: arrays in depth-first order, with every item's solver
/// slots, so that writing frames after a solve is one loop with no recursion and no look-ups.
///
/// The engine rebuilds it after each sync that looked at every constraint (every change to the tree
/// asks for one) and re-reads the slots whenever the solver has learnt new variables. In between,
/// only frames and constants change, and the arrays stay valid.
struct FlatTree {
  /// The views, root first, each before its subviews.
  private(set) var views: ContiguousArray<View> = []
  /// Each view's superview's position in ``views`` (−1 for the root).
  private(set) var parents: [Int32] = []
  /// Whether the layout pass writes the view's frame: it is placed by constraints, or its
  /// autoresizing mask lets the solution move it.
  private(set) var isPlaced: [Bool] = []
  /// Whether a new frame for the view can change a constraint the engine generates: the view or a
  /// descendant translates its autoresizing mask (which follows its own and its superview's frame)
  /// or owns a system guide (which follows the safe area and margins that frames pass down).
  private(set) var reachesGenerated: [Bool] = []
  /// Where each view's layout context goes in the callback walk's list, for views with subviews (the
  /// only ones whose context is read again); −1 for the others.
  private(set) var contextSlots: [Int32] = []
  /// Whether the view is a plain ``View`` (not a subclass) with no subviews and no delegate: its
  /// callbacks are the base class's empty ones and nothing reads its context, so the callback walk
  /// only clears its layout flag.
  private(set) var isPlainLeaf: [Bool] = []
  /// Positions of the views that generate constraints from frames (the root, views translating their
  /// autoresizing masks, owners of system guides), in depth-first order.
  private(set) var generators: [Int32] = []
  /// Custom guides, each with its owning view's position.
  private(set) var guides: [(owner: Int32, guide: LayoutGuide)] = []

  init() {}

  init(root: View) {
    var contextCount: Int32 = 0
    func visit(_ view: View, parent: Int32) {
      let index = Int32(views.count)
      views.append(view)
      parents.append(parent)
      let translates = parent >= 0 && view.translatesAutoresizingMaskIntoConstraints
      isPlaced.append(
        parent >= 0
          && (!view.translatesAutoresizingMaskIntoConstraints
            || !view.autoresizingMask.isEmpty)
      )
      let hasSystemGuides = !view.systemGuides.all.isEmpty
      reachesGenerated.append(translates || hasSystemGuides)
      if parent < 0 || translates || hasSystemGuides { generators.append(index) }
      for guide in view.layoutGuides { guides.append((index, guide)) }
      let subviews = view.subviews
      contextSlots.append(subviews.isEmpty ? -1 : contextCount)
      if !subviews.isEmpty { contextCount += 1 }
      isPlainLeaf.append(
        subviews.isEmpty && type(of: view) == View.self && !view.hasLayoutDelegate)
      for subview in subviews { visit(subview, parent: index) }
    }
    visit(root, parent: -1)
    // Children come after their parents: one backward sweep passes each flag up the tree.
    for index in views.indices.reversed() where reachesGenerated[index] && parents[index] >= 0 {
      reachesGenerated[Int(parents[index])] = true
    }
  }

  /// How many variables the solver knew when the slots were read (see ``Solver/variableCount``).
  private(set) var resolvedVariableCount = -1

  /// The solver slots of every item's four variables (minX, minY, width, height): the views' in
  /// order, then the guides'. Nil for a variable no constraint uses (value 0).
  private(set) var slots: [VariableSlot?] = []

  /// Reads every item's slots from `solver`.
  mutating func resolveSlots(in solver: Solver) {
    slots.removeAll(keepingCapacity: true)
    slots.reserveCapacity(4 * (views.count + guides.count))
    func append(_ variables: ItemVariables) {
      slots += [
        solver.slot(of: variables.minX), solver.slot(of: variables.minY),
        solver.slot(of: variables.width), solver.slot(of: variables.height),
      ]
    }
    for view in views { append(view.variables) }
    for entry in guides { append(entry.guide.variables) }
    resolvedVariableCount = solver.variableCount
  }

  /// Calls `body` with unchecked buffers of ``views``, ``parents``, ``isPlaced`` and
  /// ``reachesGenerated``, for the frame pass's loop.
  func withUnsafeViews<Result>(
    _ body: (
      UnsafeBufferPointer<View>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Bool>,
      UnsafeBufferPointer<Bool>
    ) -> Result
  ) -> Result {
    views.withUnsafeBufferPointer { views in
      parents.withUnsafeBufferPointer { parents in
        isPlaced.withUnsafeBufferPointer { isPlaced in
          reachesGenerated.withUnsafeBufferPointer { body(views, parents, isPlaced, $0) }
        }
      }
    }
  }

  /// Where the guide at `index` of ``guides`` starts in ``slots``.
  func guideSlotOffset(_ index: Int) -> Int { 4 * (views.count + index) }
}
