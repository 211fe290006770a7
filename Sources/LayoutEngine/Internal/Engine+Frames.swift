import ConstraintSolver
import Foundation

/// The frame pass: writes the frames the solution gives, rounded to the pixel grid of the display
/// scale (spec §7.7), for the items whose solved values or whose superview's origin moved.
extension Engine {
  /// Writes the frames that moved. Returns whether a frame changed that a constraint generated
  /// from frames follows, so that the pass must be repeated.
  ///
  /// The solver's log of moved variables (taken after each sync) names the items to write, with
  /// the items marked since the last pass (``frameItems``); a view whose origin moves takes its
  /// subviews and guides along (their frames are relative to it). When the log overflowed — most
  /// of the tree moved, as in a resize — or after a full sync, one loop over every item writes
  /// them all (``writeAllFrames(_:changed:nonFinite:)``). Views whose frame or origin changed are
  /// queued for the callbacks (plain leaves only have their layout flag cleared).
  func applyFrames() -> Bool {
    guard flat.count > 0 else { return false }  // before the first full sync
    let grid = PixelGrid(scale: root.traitCollection.displayScale)
    if grid.scale != edgeScale {
      // NaN equals nothing: every edge is rounded afresh.
      for index in flat.edges.indices { flat.edges[index] = (.nan, 0) }
      for index in flat.guideEdges.indices { flat.guideEdges[index] = (.nan, 0) }
      edgeScale = grid.scale
      needsFullFramePass = true
    }
    movedSlots.removeAll(keepingCapacity: true)
    let complete = solver.takeMovedVariables(into: &movedSlots)
    // The log is empty now: its limit can change without losing anything. When more than about
    // a quarter of the items moved, one loop over every item is cheaper than following the log.
    let limit = max(64, flat.count / 4)
    if logLimit == 0 || limit > 2 * logLimit || 4 * limit < logLimit {
      solver.logMovedVariables(limit: limit)
      logLimit = limit
    }
    var changed: [Int32] = []
    var nonFinite: [View] = []
    let reachesGenerated: Bool
    if needsFullFramePass || !complete {
      reachesGenerated = writeAllFrames(grid, changed: &changed, nonFinite: &nonFinite)
    } else {
      reachesGenerated = writeMovedFrames(grid, changed: &changed, nonFinite: &nonFinite)
    }
    needsFullFramePass = false
    frameItems.removeAll(keepingCapacity: true)
    frameGuides.removeAll(keepingCapacity: true)
    frameStamp &+= 1
    guideStamp &+= 1
    for item in changed { queueForCallbacks(flat.views[Int(item)], item: item) }
    reportNonFiniteFrames(of: nonFinite)
    _checkFrames()
    return reachesGenerated
  }

  /// Every item's frame, in one loop over the flat tree's arrays read through unchecked buffers
  /// (index order puts parents first): a relayout of a large tree spends most of its time here,
  /// about 150 instructions per view, reading included.
  private func writeAllFrames(
    _ grid: PixelGrid, changed: inout [Int32], nonFinite: inout [View]
  ) -> Bool {
    let reachesGenerated = writeAllViewFrames(grid, changed: &changed, nonFinite: &nonFinite)
    var guideValues = self.guideValues
    self.guideValues = []
    defer { self.guideValues = guideValues }
    solver.readValues(at: flat.guideSlots, into: &guideValues)
    for index in flat.guides.indices where flat.guideIsLive[index] {
      writeGuideFrame(Int32(index), grid, values: guideValues, nonFinite: &nonFinite)
    }
    return reachesGenerated
  }

  /// The views' part of ``writeAllFrames(_:changed:nonFinite:)``.
  private func writeAllViewFrames(
    _ grid: PixelGrid, changed: inout [Int32], nonFinite: inout [View]
  ) -> Bool {
    // Filled as locals (a stored property would be checked for exclusive access on every access),
    // then kept for the next pass.
    var values = self.values
    var origins = self.flat.origins
    var edges = self.flat.edges
    self.values = []
    self.flat.origins = []
    self.flat.edges = []
    defer {
      self.values = values
      self.flat.origins = origins
      self.flat.edges = edges
    }
    let flat = self.flat
    solver.readValues(at: flat.slots, into: &values)
    let count = flat.count
    var reachesGenerated = false
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
          flat.isPlainLeaf.withUnsafeBufferPointer { isPlainLeaf in
            flat.withUnsafeViews { views, parents, isPlaced, generating in
              origins[0] = .zero
              for index in 1..<count {
                // Not retained: the flat tree holds every view for the whole loop.
                Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef { view in
                  let parentOrigin = origins[Int(parents[index])]
                  var frame = view.untransformedFrame
                  var moved = false
                  if isPlaced[index] {
                    let (minX, minY, maxX, maxY) = roundedEdges(4 * index)
                    // `+ 0` turns a −0 (a small negative rounded to zero) into 0, as UIKit shows
                    // it.
                    let solved = CGRect(
                      x: (minX - parentOrigin.x) + 0, y: (minY - parentOrigin.y) + 0,
                      width: maxX - minX, height: maxY - minY)
                    if !solved.isFinite {
                      nonFinite.append(view)
                    } else if !solved.isApproximatelyEqual(to: frame) {
                      view.setFrame(solved, fromLayout: true)
                      frame = solved
                      moved = true
                      if generating[index] > 0 { reachesGenerated = true }
                    }
                  }
                  let origin = CGPoint(
                    x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
                  if isPlainLeaf[index] {
                    // Its callbacks are empty and nothing reads its context: the flag is all.
                    origins[index] = origin
                    if moved { view.needsLayout = false }
                  } else {
                    if moved || origin != origins[index] { changed.append(Int32(index)) }
                    origins[index] = origin
                  }
                }
              }
            }
          }
        }
      }
    }
    return reachesGenerated
  }

  /// The frames of the items the solver's log named and of the marked ones, parents first; a view
  /// whose origin moves takes its subviews and guides along.
  private func writeMovedFrames(
    _ grid: PixelGrid, changed: inout [Int32], nonFinite: inout [View]
  ) -> Bool {
    var queue = ItemQueue()
    for item in frameItems { queue.insert(item) }
    for slot in movedSlots where slot.index < flat.symbolItems.count {
      let code = flat.symbolItems[slot.index]
      if code >= 0 {
        let item = code / 4
        if flat.frameMarks[Int(item)] != frameStamp {
          flat.frameMarks[Int(item)] = frameStamp
          queue.insert(item)
        }
      } else if code <= -2 {
        markGuide((-code - 2) / 4)
      }
    }
    var reachesGenerated = false
    let slots = flat.slots
    // One copy for the pass: reading the stored property for each value would copy the solver
    // (a retain and release of each of its buffers) every time.
    let solver = self.solver
    while let item = queue.popMin() {
      let index = Int(item)
      guard index > 0, flat.isLive[index] else { continue }  // the root's origin is zero
      let view = flat.views[index]
      let parentOrigin = flat.origins[Int(flat.parents[index])]
      var frame = view.untransformedFrame
      var moved = false
      if flat.isPlaced[index] {
        let edges = roundedEdges(
          solver, slots: slots, memo: &flat.edges, offset: 4 * index, grid: grid)
        let solved = CGRect(
          x: (edges.minX - parentOrigin.x) + 0, y: (edges.minY - parentOrigin.y) + 0,
          width: edges.maxX - edges.minX, height: edges.maxY - edges.minY)
        if !solved.isFinite {
          nonFinite.append(view)
        } else if !solved.isApproximatelyEqual(to: frame) {
          view.setFrame(solved, fromLayout: true)
          frame = solved
          moved = true
          if flat.generatingCount[index] > 0 { reachesGenerated = true }
        }
      }
      let origin = CGPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
      if origin != flat.origins[index] {
        flat.origins[index] = origin
        moved = true
        // Subviews and guides are placed relative to this view.
        for subview in view.subviews {
          guard let child = flat.item(of: subview), flat.frameMarks[Int(child)] != frameStamp
          else { continue }
          flat.frameMarks[Int(child)] = frameStamp
          queue.insert(child)
        }
        for guide in view.layoutGuides {
          if let guideIndex = flat.guideItem(of: guide) { markGuide(guideIndex) }
        }
      }
      if moved {
        if flat.isPlainLeaf[index] {
          view.needsLayout = false
        } else {
          changed.append(item)
        }
      }
    }
    if !frameGuides.isEmpty {
      var values: [Double] = []
      for index in frameGuides where flat.guideIsLive[Int(index)] {
        let base = 4 * Int(index)
        values = (0..<4).map { edge in
          flat.guideSlots[base + edge].map { solver.value(at: $0) } ?? 0
        }
        writeGuideFrame(index, grid, values: values, base: 0, nonFinite: &nonFinite)
      }
    }
    return reachesGenerated
  }

  /// The rounded edges (minX, minY, maxX, maxY) of the item whose slots start at `offset`, each
  /// from `memo` where its solved value did not move.
  private func roundedEdges(
    _ solver: Solver, slots: [VariableSlot?], memo: inout [(solved: Double, rounded: CGFloat)],
    offset: Int, grid: PixelGrid
  ) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
    func value(_ edge: Int) -> Double {
      guard let slot = slots[offset + edge] else { return 0 }
      return solver.value(at: slot)
    }
    func round(_ value: Double, _ index: Int) -> CGFloat {
      if memo[index].solved == value { return memo[index].rounded }
      let rounded = grid.round(value)
      memo[index] = (value, rounded)
      return rounded
    }
    let x = value(0)
    let y = value(1)
    return (
      round(x, offset), round(y, offset + 1), round(x + value(2), offset + 2),
      round(y + value(3), offset + 3)
    )
  }

  /// Writes a custom guide's solved frame from `values` (its four solved values from `base`, or
  /// from `4 × index` when `base` is nil), relative to its owner.
  private func writeGuideFrame(
    _ index: Int32, _ grid: PixelGrid, values: [Double], base: Int? = nil,
    nonFinite: inout [View]
  ) {
    let i = Int(index)
    let start = base ?? 4 * i
    let origin = flat.origins[Int(flat.guideOwners[i])]
    func round(_ value: Double, _ edge: Int) -> CGFloat {
      let memo = 4 * i + edge
      if flat.guideEdges[memo].solved == value { return flat.guideEdges[memo].rounded }
      let rounded = grid.round(value)
      flat.guideEdges[memo] = (value, rounded)
      return rounded
    }
    let minX = round(values[start], 0)
    let minY = round(values[start + 1], 1)
    let maxX = round(values[start] + values[start + 2], 2)
    let maxY = round(values[start + 1] + values[start + 3], 3)
    let x = (minX - origin.x) + 0
    let y = (minY - origin.y) + 0
    let frame = CGRect(x: x, y: y, width: (maxX - origin.x) - x, height: (maxY - origin.y) - y)
    let guide = flat.guides[i]
    if frame.isFinite {
      if !frame.isIdentical(to: guide.solvedFrame) {
        guide.solvedFrame = frame
        // Its view may lay its content out from it (a scroll view's content size).
        guide.owningView?.markNeedsLayout()
      }
    } else if let owner = guide.owningView {
      nonFinite.append(owner)
    }
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
}

/// A binary min-heap of items: the sparse frame pass takes parents (lower items) before children.
struct ItemQueue {
  private var heap: [Int32] = []

  mutating func insert(_ item: Int32) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popMin() -> Int32? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return last }
    let minimum = heap[0]
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let smaller = right < heap.count && heap[right] < heap[left] ? right : left
      guard heap[smaller] < heap[parent] else { break }
      heap.swapAt(smaller, parent)
      parent = smaller
    }
    return minimum
  }
}
