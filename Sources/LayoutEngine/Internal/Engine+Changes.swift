import Foundation

/// What views and constraints tell their engine: each change is noted where the next pass will find
/// it, so that the pass looks at what changed instead of rescanning the tree.
extension Engine {
  /// `constraint`, installed on `view` (or just removed from it), was activated, deactivated, or
  /// changed its constant or priority.
  func constraintDidChange(_ constraint: LayoutConstraint, on view: View) {
    if changedConstraintIDs.insert(ObjectIdentifier(constraint)).inserted {
      changedConstraints.append(constraint)
    }
    needsSync = true
    needsPass = true
    queueForCallbacks(view)
  }

  /// `view`'s own inputs changed: what it generates constraints from, or what the pass decides
  /// about it (placed, plain leaf).
  func viewDidChange(_ view: View) {
    if changedViewIDs.insert(ObjectIdentifier(view)).inserted {
      changedViews.append(UnownedView(view))
    }
    needsSync = true
    needsPass = true
    queueForCallbacks(view)
  }

  /// `view` (with its subtree) was added to a superview in this tree.
  func subtreeDidJoin(_ view: View) {
    joinedViews.append(view)
    treeVersion += 1
    needsSync = true
    needsPass = true
    // A view that joins is new or may have asked for updateProperties() before.
    propertiesSubtrees.append(view)
    // A view that joins may have asked for updateConstraints() before.
    if Self.subtreeNeedsConstraintUpdate(view) { needsConstraintUpdate = true }
  }

  /// `view` (with its subtree) is about to leave this tree (it is still attached): its items go,
  /// and its constraints and generated constraints leave the solver at the next sync unless
  /// wanted again by then.
  func subtreeWillLeave(_ view: View) {
    treeVersion += 1
    needsSync = true
    needsPass = true
    guard let item = flat.item(of: view) else { return }
    var leaving: [LayoutConstraint] = []
    flat.removeSubtree(item) { view, _ in
      leaving += view.installedConstraints
      leaving += view.generatedConstraints
    }
    departed += leaving
    departedSubtrees.append(view)
    // The queues name only views of the tree (they do not own them): those that left go, as the
    // sync and the callback pass would skip them anyway.
    changedViews.removeAll { flat.item(of: $0.view) == nil }
    layoutQueue.removeAll { flat.item(of: $0.view) == nil }
  }

  /// A view of this tree moved among its siblings: the depth-first order changed.
  func treeDidChange() {
    treeVersion += 1
    needsPass = true
  }

  /// The custom guide `guide` was added to a view of this tree.
  func guideDidJoin(_ guide: LayoutGuide) {
    joinedGuides.append(guide)
    needsSync = true
    needsPass = true
  }

  /// The custom guide `guide` is about to leave its view (the constraints naming it have left).
  func guideWillLeave(_ guide: LayoutGuide) {
    if let index = flat.guideItem(of: guide) { flat.removeGuide(index) }
    needsSync = true
    needsPass = true
  }

  /// Someone other than the layout pass set `view`'s frame. The next frame pass computes the
  /// view's frame again (a placed view gets its solved frame back, as the full pass gave it); a
  /// frame that constraints are generated from asks for them to be compared at the next sync.
  func frameDidChange(_ view: View, generatesConstraints: Bool) {
    if generatesConstraints {
      needsSync = true
      needsGeometrySync = true
      needsPass = true
    }
    guard let item = flat.item(of: view) else { return }
    if item != 0 { markFrame(item) }  // the root's origin is zero, whatever its frame
    if view.needsLayout { queueForCallbacks(view, item: item) }
  }

  /// `view`'s layout was invalidated (``View/setNeedsLayout()``).
  func viewNeedsLayout(_ view: View) {
    queueForCallbacks(view)
  }

  // MARK: Queues

  /// Queues `view` for the next callback pass (once).
  func queueForCallbacks(_ view: View) {
    guard let item = flat.item(of: view) else { return }
    queueForCallbacks(view, item: item)
  }

  func queueForCallbacks(_ view: View, item: Int32) {
    guard flat.layoutMarks[Int(item)] != queueStamp else { return }
    flat.layoutMarks[Int(item)] = queueStamp
    layoutQueue.append(UnownedView(view))
  }

  /// Queues the item for the next frame pass (once).
  func markFrame(_ item: Int32) {
    guard flat.frameMarks[Int(item)] != frameStamp else { return }
    flat.frameMarks[Int(item)] = frameStamp
    frameItems.append(item)
  }

  /// Queues the custom guide for the next frame pass (once).
  func markGuide(_ index: Int32) {
    guard flat.guideMarks[Int(index)] != guideStamp else { return }
    flat.guideMarks[Int(index)] = guideStamp
    frameGuides.append(index)
  }

  /// Whether some view of `view`'s subtree asked for ``View/updateConstraints()``.
  static func subtreeNeedsConstraintUpdate(_ view: View) -> Bool {
    view.needsUpdateConstraints || view.subviews.contains { subtreeNeedsConstraintUpdate($0) }
  }
}
