import ConstraintSolver
import Foundation

/// The view tree as the layout pass walks it: arrays in depth-first order, with every item's solver
/// slots, so that writing frames after a solve is one loop with no recursion and no look-ups.
///
/// The engine rebuilds it after each sync that looked at every constraint (every change to the tree
/// asks for one) and re-reads the slots after any sync that added constraints (a new constraint may
/// bring new variables). In between, only frames and constants change, and the arrays stay valid.
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
  /// Positions of the views that generate constraints from frames (the root, views translating their
  /// autoresizing masks, owners of system guides), in depth-first order.
  private(set) var generators: [Int32] = []
  /// Custom guides, each with its owning view's position.
  private(set) var guides: [(owner: Int32, guide: LayoutGuide)] = []
  /// The solver slots of each view, then of each guide.
  private(set) var viewSlots: [ItemSlots] = []
  private(set) var guideSlots: [ItemSlots] = []

  init() {}

  init(root: View) {
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
      for subview in view.subviews { visit(subview, parent: index) }
    }
    visit(root, parent: -1)
    // Children come after their parents: one backward sweep passes each flag up the tree.
    for index in views.indices.reversed() where reachesGenerated[index] && parents[index] >= 0 {
      reachesGenerated[Int(parents[index])] = true
    }
  }

  /// Reads every item's slots from `solver`.
  mutating func resolveSlots(in solver: Solver) {
    viewSlots = views.map { ItemSlots($0.variables, solver) }
    guideSlots = guides.map { ItemSlots($0.guide.variables, solver) }
  }
}

/// Where an item's four variables live in the solver (nil: no constraint uses it, value 0).
struct ItemSlots {
  var minX: VariableSlot?
  var minY: VariableSlot?
  var width: VariableSlot?
  var height: VariableSlot?

  init(_ variables: ItemVariables, _ solver: Solver) {
    minX = solver.slot(of: variables.minX)
    minY = solver.slot(of: variables.minY)
    width = solver.slot(of: variables.width)
    height = solver.slot(of: variables.height)
  }
}

extension Solver {
  /// The value at `slot`, or 0 for a variable the solver has not seen.
  func value(at slot: VariableSlot?) -> Double {
    guard let slot else { return 0 }
    return value(at: slot)
  }
}
