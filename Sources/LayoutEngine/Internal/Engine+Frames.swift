import ConstraintSolver
import Foundation

/// The frame pass: writes the frames the solution gives, rounded to the pixel grid of the display
/// scale (spec §7.7), for the items whose solved values or whose superview's origin moved.
///
/// Each edge is rounded to the grid and counted in whole pixels from the superview's origin
/// (``PixelGrid/edgePixels(_:superviewOrigin:onGrid:)``), and the frame is made from those counts
/// (``PixelGrid/frame(minX:minY:maxX:maxY:)``): the same layout writes the same bits, whatever
/// happened before. A frame is replaced only when one of its bits differs.
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
    var noArea = self.flat.noArea
    var edges = self.flat.edges
    self.values = []
    self.flat.origins = []
    self.flat.noArea = []
    self.flat.edges = []
    defer {
      self.values = values
      self.flat.origins = origins
      self.flat.noArea = noArea
      self.flat.edges = edges
    }
    let flat = self.flat
    solver.readValues(at: flat.slots, into: &values)
    let count = flat.count
    var reachesGenerated = false
    values.withUnsafeBufferPointer { values in
      edges.withUnsafeMutableBufferPointer { edges in
        /// The frame of the item whose slots start at `offset` under a superview whose origin
        /// is `origin` in the root's space: its solved edges in whole pixels from that origin,
        /// each rounded afresh or taken from the last pass where its solved value did not move
        /// (in a resize, most vertical edges).
        @inline(__always)
        func canonicalFrame(_ offset: Int, _ origin: CGPoint, _ negativeAxes: inout Axes)
          -> CGRect
        {
          @inline(__always)
          func edge(_ value: Double, _ index: Int, _ origin: CGFloat, _ onGrid: CGFloat?)
            -> CGFloat
          {
            guard let onGrid else {
              return grid.edgePixels(value, superviewOrigin: origin, onGrid: nil)
            }
            let last = edges[index]
            if last.solved == value { return last.pixels - onGrid }
            let pixels = grid.pixels(value)
            edges[index] = (value, pixels)
            return pixels - onGrid
          }
          let gridX = grid.onGrid(origin.x)
          let gridY = grid.onGrid(origin.y)
          let x = values[offset]
          let y = values[offset + 1]
          return grid.frame(
            minX: edge(x, offset, origin.x, gridX), minY: edge(y, offset + 1, origin.y, gridY),
            maxX: edge(x + values[offset + 2], offset + 2, origin.x, gridX),
            maxY: edge(y + values[offset + 3], offset + 3, origin.y, gridY),
            negativeAxes: &negativeAxes)
        }
        origins.withUnsafeMutableBufferPointer { origins in
          noArea.withUnsafeMutableBufferPointer { noArea in
            flat.isPlainLeaf.withUnsafeBufferPointer { isPlainLeaf in
              flat.withUnsafeViews { views, parents, isPlaced, generating in
                origins[0] = .zero
                noArea[0] = .none
                for index in 1..<count {
                  // Not retained: the tree holds every view for the whole loop.
                  Unmanaged.passUnretained(views[index].view)._withUnsafeGuaranteedRef { view in
                    let parent = Int(parents[index])
                    let parentOrigin = origins[parent]
                    var frame = view.untransformedFrame
                    var moved = false
                    var area = Axes.none
                    if isPlaced[index] {
                      var negative = Axes.none
                      let solved = canonicalFrame(4 * index, parentOrigin, &negative).squeezed(
                        noArea[parent])
                      area = noArea[parent].union(negative)
                      if !solved.isFinite {
                        nonFinite.append(view)
                      } else if !solved.isIdentical(to: frame) {
                        view.setFrame(solved, fromLayout: true)
                        frame = solved
                        moved = true
                        if generating[index] > 0 { reachesGenerated = true }
                      }
                    }
                    noArea[index] = area
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
      let parent = Int(flat.parents[index])
      let parentOrigin = flat.origins[parent]
      var frame = view.untransformedFrame
      var moved = false
      var area = Axes.none
      if flat.isPlaced[index] {
        var negative = Axes.none
        let solved = canonicalFrame(
          solver, slots: slots, memo: &flat.edges, offset: 4 * index, origin: parentOrigin,
          grid: grid, negativeAxes: &negative
        ).squeezed(flat.noArea[parent])
        area = flat.noArea[parent].union(negative)
        if !solved.isFinite {
          nonFinite.append(view)
        } else if !solved.isIdentical(to: frame) {
          view.setFrame(solved, fromLayout: true)
          frame = solved
          moved = true
          if flat.generatingCount[index] > 0 { reachesGenerated = true }
        }
      }
      let origin = CGPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
      let originMoved = origin != flat.origins[index]
      // The views inside are squeezed in the axes where this one has no area.
      let areaChanged = area != flat.noArea[index]
      flat.noArea[index] = area
      if originMoved || areaChanged {
        flat.origins[index] = origin
        if originMoved { moved = true }
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

  /// The canonical frame of the item whose slots start at `offset` under a superview whose origin
  /// is `origin` in the root's space: each edge in whole pixels from that origin, rounded from
  /// `memo` where its solved value did not move.
  private func canonicalFrame(
    _ solver: Solver, slots: [VariableSlot?], memo: inout [(solved: Double, pixels: CGFloat)],
    offset: Int, origin: CGPoint, grid: PixelGrid, negativeAxes: inout Axes
  ) -> CGRect {
    func value(_ edge: Int) -> Double {
      guard let slot = slots[offset + edge] else { return 0 }
      return solver.value(at: slot)
    }
    return grid.frame(
      edges: (value(0), value(1), value(0) + value(2), value(1) + value(3)), offset: offset,
      origin: origin, memo: &memo, negativeAxes: &negativeAxes)
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
    let x = values[start]
    let y = values[start + 1]
    var ignored = Axes.none
    let frame = grid.frame(
      edges: (x, y, x + values[start + 2], y + values[start + 3]), offset: 4 * i, origin: origin,
      memo: &flat.guideEdges, clampingSize: false, negativeAxes: &ignored)
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

nonisolated extension PixelGrid {
  /// The canonical frame of solved `edges` (minX, minY, maxX, maxY in the root's space) under a
  /// superview whose origin is `origin` in the root's space, each edge's rounding in the root's
  /// space kept in `memo` from `offset` (and taken from it where the solved value did not move).
  /// A negative size is zero with `clampingSize` (a view's frame, see
  /// ``frame(minX:minY:maxX:maxY:clampingSize:)``).
  func frame(
    edges: (Double, Double, Double, Double), offset: Int, origin: CGPoint,
    memo: inout [(solved: Double, pixels: CGFloat)], clampingSize: Bool = true,
    negativeAxes: inout Axes
  ) -> CGRect {
    let gridX = onGrid(origin.x)
    let gridY = onGrid(origin.y)
    func edge(_ value: Double, _ index: Int, _ origin: CGFloat, _ onGrid: CGFloat?) -> CGFloat {
      guard let onGrid else { return edgePixels(value, superviewOrigin: origin, onGrid: nil) }
      if memo[index].solved == value { return memo[index].pixels - onGrid }
      let whole = pixels(value)
      memo[index] = (value, whole)
      return whole - onGrid
    }
    return frame(
      minX: edge(edges.0, offset, origin.x, gridX),
      minY: edge(edges.1, offset + 1, origin.y, gridY),
      maxX: edge(edges.2, offset + 2, origin.x, gridX),
      maxY: edge(edges.3, offset + 3, origin.y, gridY), clampingSize: clampingSize,
      negativeAxes: &negativeAxes)
  }
}
