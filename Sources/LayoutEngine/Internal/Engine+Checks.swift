import ConstraintSolver
import Foundation

/// The checking mode (`-DTRELLIS_INTERNAL_CHECKS`): after every sync, frame pass and settled
/// layout, what the incremental path left is compared with what a full rescan gives — the
/// constraints in the solver, the flat tree, every frame, every context — so that the test suite
/// proves the shortcut. Compiled to nothing otherwise.
extension Engine {
  func _checkSync() {
    #if TRELLIS_INTERNAL_CHECKS
      checkSyncAgainstFullScan()
    #endif
  }

  func _checkFrames() {
    #if TRELLIS_INTERNAL_CHECKS
      checkFramesAgainstFullPass()
    #endif
  }

  func _checkSettled() {
    #if TRELLIS_INTERNAL_CHECKS
      checkSettledCallbacks()
    #endif
  }

  #if TRELLIS_INTERNAL_CHECKS
    /// What a full scan would send the solver: every constraint the tree asks for must be
    /// installed in its container at its current version, or broken at its current version, and
    /// nothing else may be installed; generated constraints must already hold what the current
    /// geometry gives them; the flat tree must match one built afresh.
    private func checkSyncAgainstFullScan() {
      // A change noted during the sync (lowering a margin attribute makes the margins guide) is
      // the next sync's: the pass repeats.
      guard
        changedViews.isEmpty && changedConstraints.isEmpty && joinedViews.isEmpty
          && joinedGuides.isEmpty && departed.isEmpty && !needsConstraintScan
      else { return }
      var generatedBefore: [ObjectIdentifier: (Int, CGFloat, LayoutPriority)] = [:]
      func visitGenerated(_ view: View) {
        for constraint in view.generatedConstraints {
          generatedBefore[ObjectIdentifier(constraint)] = (
            constraint.version, constraint.constant, constraint.priority
          )
        }
        view.subviews.forEach(visitGenerated)
      }
      visitGenerated(root)
      var desired: [PlacedConstraint] = []
      root.collectConstraints(into: &desired, isLayoutRoot: true, fitting: false)
      var wanted = Set<ObjectIdentifier>()
      for placed in desired {
        let constraint = placed.constraint
        let id = ObjectIdentifier(constraint)
        wanted.insert(id)
        if constraint.origin != .user && constraint.origin != .container {
          guard let before = generatedBefore[id] else {
            preconditionFailure("internal check: \(constraint) was made by the check's full scan")
          }
          precondition(
            before.0 == constraint.version,
            "internal check: generated \(constraint) was stale (constant \(before.1), priority "
              + "\(before.2.rawValue) before the full scan)")
        }
        if let entry = installed[id] {
          // An installed constraint whose new constant was refused (beyond the largest magnitude)
          // keeps its old form, with the new version noted as broken.
          precondition(
            entry.container === placed.container
              && (isCurrent(entry, placed) || broken[id]?.version == constraint.version),
            "internal check: \(constraint) is installed in another form than a full scan gives")
        } else {
          precondition(
            broken[id]?.version == constraint.version,
            "internal check: \(constraint) is wanted but neither installed nor broken")
        }
      }
      for entry in installed.values {
        precondition(
          wanted.contains(ObjectIdentifier(entry.constraint)),
          "internal check: \(entry.constraint) is installed but no longer wanted")
      }
      checkFlatTree()
    }

    /// The flat tree against one built afresh: the same live views with the same parents and
    /// flags, the same guides, every slot the solver knows, the way back from each slot.
    private func checkFlatTree() {
      let fresh = FlatTree(root: root, linking: false)
      var liveViews = 0
      for index in 0..<fresh.count {
        let view = fresh.views[index]
        guard let found = flat.item(of: view) else {
          preconditionFailure("internal check: \(view.layoutName) has no live item")
        }
        let item = Int(found)
        liveViews += 1
        let parent = fresh.parents[index]
        precondition(
          parent < 0
            ? flat.parents[item] < 0
            : flat.views[Int(flat.parents[item])] === fresh.views[Int(parent)],
          "internal check: \(view.layoutName) has the wrong parent item")
        precondition(
          flat.isPlaced[item] == fresh.isPlaced[index]
            && flat.generates[item] == fresh.generates[index]
            && (flat.generatingCount[item] > 0) == (fresh.generatingCount[index] > 0)
            && flat.isPlainLeaf[item] == fresh.isPlainLeaf[index],
          "internal check: \(view.layoutName)'s flags differ from a fresh flat tree")
        let variables = view.variables
        let all = [variables.minX, variables.minY, variables.width, variables.height]
        for edge in 0..<4 {
          let slot = flat.slots[4 * item + edge]
          precondition(
            slot == solver.slot(of: all[edge]),
            "internal check: \(view.layoutName)'s slot \(edge) is not the solver's")
          if let slot {
            precondition(
              flat.symbolItems[slot.index] == Int32(4 * item + edge),
              "internal check: slot of \(view.layoutName) maps to another item")
          }
        }
      }
      precondition(liveViews == flat.liveCount, "internal check: the flat tree has extra items")
      for index in 0..<fresh.count {
        let view = fresh.views[index]
        let item = Int(flat.item(of: view)!)
        let expected = view.subviews.filter { subview in
          flat.item(of: subview).map { !flat.isPlainLeaf[Int($0)] } ?? false
        }.count
        precondition(
          flat.nonPlainChildren[item] == Int32(expected),
          "internal check: \(view.layoutName)'s count of non-plain subviews is stale")
      }
      precondition(
        flat.generators
          == flat.views.indices.filter { flat.isLive[$0] && flat.generates[$0] }
          .map(Int32.init),
        "internal check: the generators list is out of date")
      var liveGuides = 0
      for (index, guide) in fresh.guides.enumerated() {
        guard let found = flat.guideItem(of: guide) else {
          preconditionFailure("internal check: guide \(guide.layoutName) has no live item")
        }
        let item = Int(found)
        liveGuides += 1
        precondition(
          flat.views[Int(flat.guideOwners[item])] === fresh.views[Int(fresh.guideOwners[index])],
          "internal check: guide \(guide.layoutName) has the wrong owner item")
        let variables = guide.variables
        let all = [variables.minX, variables.minY, variables.width, variables.height]
        for edge in 0..<4 {
          precondition(
            flat.guideSlots[4 * item + edge] == solver.slot(of: all[edge]),
            "internal check: guide \(guide.layoutName)'s slot \(edge) is not the solver's")
        }
      }
      precondition(
        liveGuides == flat.guideIsLive.filter { $0 }.count,
        "internal check: the flat tree has extra guides")
    }

    /// Every frame as a full frame pass would write it from the solution, and every origin.
    private func checkFramesAgainstFullPass() {
      let grid = PixelGrid(scale: root.traitCollection.displayScale)
      func solved(
        _ slots: [VariableSlot?], _ base: Int, in origin: CGPoint, clampingSize: Bool = true,
        negativeAxes: inout Axes
      ) -> CGRect {
        let solver = self.solver
        let value = { (edge: Int) in slots[base + edge].map { solver.value(at: $0) } ?? 0 }
        let x = grid.onGrid(origin.x)
        let y = grid.onGrid(origin.y)
        return grid.frame(
          minX: grid.edgePixels(value(0), superviewOrigin: origin.x, onGrid: x),
          minY: grid.edgePixels(value(1), superviewOrigin: origin.y, onGrid: y),
          maxX: grid.edgePixels(value(0) + value(2), superviewOrigin: origin.x, onGrid: x),
          maxY: grid.edgePixels(value(1) + value(3), superviewOrigin: origin.y, onGrid: y),
          clampingSize: clampingSize, negativeAxes: &negativeAxes)
      }
      precondition(flat.origins[0] == .zero, "internal check: the root's origin moved")
      for item in 1..<flat.count where flat.isLive[item] {
        let view = flat.views[item]
        let parent = Int(flat.parents[item])
        let parentOrigin = flat.origins[parent]
        if flat.isPlaced[item] {
          var negative = Axes.none
          let expected = solved(flat.slots, 4 * item, in: parentOrigin, negativeAxes: &negative)
            .squeezed(flat.noArea[parent])
          precondition(
            flat.noArea[item] == flat.noArea[parent].union(negative),
            "internal check: \(view.layoutName)'s axes without area are stale")
          precondition(
            !expected.isFinite || expected.isIdentical(to: view.untransformedFrame),
            "internal check: \(view.layoutName) is at \(view.untransformedFrame), a full pass gives \(expected)"
          )
        }
        let origin = CGPoint(
          x: parentOrigin.x + view.untransformedFrame.minX,
          y: parentOrigin.y + view.untransformedFrame.minY)
        precondition(
          flat.origins[item] == origin, "internal check: \(view.layoutName)'s origin is stale")
      }
      for index in flat.guides.indices where flat.guideIsLive[index] {
        let origin = flat.origins[Int(flat.guideOwners[index])]
        var ignored = Axes.none
        let expected = solved(
          flat.guideSlots, 4 * index, in: origin, clampingSize: false, negativeAxes: &ignored)
        precondition(
          !expected.isFinite || expected == flat.guides[index].solvedFrame,
          "internal check: guide \(flat.guides[index].layoutName) has a stale frame")
      }
    }

    /// After a layout settles: every view whose layout is invalidated is queued for the next pass,
    /// and every other view with subviews passed down the context a full walk would compute.
    private func checkSettledCallbacks() {
      func check(_ view: View, parent: View.LayoutContext?, pending: Bool) {
        guard let item = flat.item(of: view) else {
          preconditionFailure("internal check: \(view.layoutName) has no item after a layout")
        }
        let queued = flat.layoutMarks[Int(item)] == queueStamp
        precondition(
          !view.needsLayout || queued,
          "internal check: \(view.layoutName) needs layout but is not queued")
        guard contextsAreCurrent, !flat.isPlainLeaf[Int(item)] else { return }
        let context = view.layoutContext(parent: parent)
        let isPending = pending || queued
        if !isPending {
          precondition(
            flat.contexts[Int(item)] == context,
            "internal check: \(view.layoutName) passed down a stale context")
          precondition(
            (view.lastNotifiedSafeArea ?? .zero) == context.safeArea
              && (view.lastNotifiedMargins ?? view.rawLayoutMargins) == context.margins,
            "internal check: \(view.layoutName) was not told of its safe area or margins")
        }
        for subview in view.subviews { check(subview, parent: context, pending: isPending) }
      }
      check(root, parent: nil, pending: false)
    }
  #endif
}
