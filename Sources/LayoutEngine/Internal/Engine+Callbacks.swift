import Foundation

/// The callback pass: safe area and margins recomputed, their `didChange` hooks, `layoutSubviews`
/// — top-down, in depth-first order, for the views that need it (spec §10a).
extension Engine {
  /// Delivers the safe-area, margin and `layoutSubviews` callbacks to the queued views (their
  /// layout was invalidated, or their frame or origin moved), in depth-first order. A view whose
  /// context (safe area, margins, bounds, direction) changed takes its subviews along: theirs are
  /// computed from it. Every other view's context is as it was (``FlatTree/contexts``), so its
  /// callbacks would do nothing. Plain leaves only have their layout flag cleared.
  ///
  /// When the contexts are not known (after a full sync), the whole tree is walked instead. A
  /// callback that adds or removes views makes the rest of the walk follow the tree itself, from
  /// the root again: views already done get no second call unless something changed for them.
  func runLayoutCallbacks() {
    guard contextsAreCurrent else {
      walkAllCallbacks()
      return
    }
    guard !layoutQueue.isEmpty else { return }
    let queue = layoutQueue
    layoutQueue = []
    queueStamp &+= 1
    // The views to visit, ascending by depth-first position from `next` on.
    var work: [(key: [Int32], item: Int32)] = []
    var next = 0
    walkStamp &+= 1
    let walk = walkStamp
    func isScheduled(_ item: Int32) -> Bool { flat.walkMarks[Int(item)] == walk }
    func schedule(_ item: Int32, key: [Int32]) {
      guard !isScheduled(item) else { return }
      flat.walkMarks[Int(item)] = walk
      var low = next
      var high = work.count
      while low < high {
        let mid = (low + high) / 2
        if work[mid].key.lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
      }
      work.insert((key, item), at: low)
    }
    for view in queue.lazy.map(\.view) {
      guard let item = flat.item(of: view) else { continue }
      if flat.isPlainLeaf[Int(item)] {
        view.needsLayout = false
        continue
      }
      schedule(item, key: flat.pathKey(item))
    }
    let version = treeVersion
    var deferred: [View] = []
    while next < work.count {
      let (key, item) = work[next]
      next += 1
      let index = Int(item)
      let view = flat.views[index]
      let parent = flat.parents[index]
      let context = view.deliverLayoutCallbacks(
        parent: parent < 0 ? nil : passedDownContext(parent))
      if treeVersion != version {
        fallBackToTreeWalk()
        return
      }
      let previous = flat.contexts[index]
      flat.contexts[index] = context
      if previous != context && flat.nonPlainChildren[index] > 0 {
        for (position, subview) in view.subviews.enumerated() {
          guard let child = flat.item(of: subview), !flat.isPlainLeaf[Int(child)] else { continue }
          schedule(child, key: key + [Int32(position)])
        }
      }
      // Views the callbacks just queued: visited in this walk if they come later, else next pass.
      if !layoutQueue.isEmpty {
        let queued = layoutQueue
        layoutQueue = []
        for view in queued.lazy.map(\.view) {
          guard let other = flat.item(of: view) else { continue }
          flat.layoutMarks[Int(other)] = 0
          if flat.isPlainLeaf[Int(other)] {
            view.needsLayout = false
            continue
          }
          let otherKey = flat.pathKey(other)
          if key.lexicographicallyPrecedes(otherKey) && !isScheduled(other) {
            schedule(other, key: otherKey)
          } else {
            deferred.append(view)
          }
        }
      }
    }
    for view in deferred { queueForCallbacks(view) }
  }

  /// The context the view at `item` passes to its subviews: as the last callback pass left it, or
  /// (for a view that was a plain leaf until now) computed from its ancestors'.
  private func passedDownContext(_ item: Int32) -> View.LayoutContext {
    if let context = flat.contexts[Int(item)] { return context }
    let parent = flat.parents[Int(item)]
    return flat.views[Int(item)].layoutContext(
      parent: parent < 0 ? nil : passedDownContext(parent))
  }

  /// Every view's callbacks, top-down along the tree, recording each context passed down.
  private func walkAllCallbacks() {
    layoutQueue = []
    queueStamp &+= 1
    let version = treeVersion
    func visit(_ view: View, _ item: Int32, parent: View.LayoutContext?) -> Bool {
      if flat.isPlainLeaf[Int(item)] {
        view.needsLayout = false
        return true
      }
      let context = view.deliverLayoutCallbacks(parent: parent)
      if treeVersion != version { return false }
      flat.contexts[Int(item)] = context
      for subview in view.subviews {
        guard let child = flat.item(of: subview), visit(subview, child, parent: context) else {
          return false
        }
      }
      return true
    }
    if visit(root, 0, parent: nil) {
      contextsAreCurrent = true
    } else {
      fallBackToTreeWalk()
    }
  }

  /// A callback added or removed views: the rest of the walk follows the tree itself, and the
  /// next callback pass walks everything.
  private func fallBackToTreeWalk() {
    root.runLayoutCallbacks()
    layoutQueue = []
    queueStamp &+= 1
    contextsAreCurrent = false
  }
}
