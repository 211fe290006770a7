import ConstraintSolver
import Foundation

extension View {
  /// Invalidates this view's layout; the next ``layoutIfNeeded()`` lays the tree out.
  public func setNeedsLayout() {
    needsLayout = true
    if let engine = root.engine {
      engine.needsPass = true
      engine.viewNeedsLayout(self)
    }
  }

  /// Lays out the whole tree now if anything changed since the last pass: runs the engine to its
  /// fixed point (spec §10a) and calls ``layoutSubviews()`` top-down where layout was invalidated.
  public func layoutIfNeeded() {
    let root = self.root
    let engine = root.engine ?? Engine(root: root)
    root.engine = engine
    engine.layoutIfNeeded()
  }

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
    let engine = root.engine
    engine?.needsConstraintUpdate = true
    engine?.needsPass = true
  }

  /// Calls ``updateConstraints()`` now on flagged views of this subtree, bottom-up.
  public func updateConstraintsIfNeeded() { updateConstraintsInTree() }

  /// Marks the tree's engine as needing to compare every constraint of the tree with the solver:
  /// for changes whose effects reach across the tree (traits, layout direction, what the host
  /// gives the root). Every other change tells the engine what changed (below), and the next pass
  /// looks at that alone.
  func setNeedsEngineSync() {
    if let engine = root.engine {
      engine.needsSync = true
      engine.needsConstraintScan = true
      engine.needsPass = true
      engine.viewNeedsLayout(self)
    }
    needsLayout = true
  }

  /// Tells the tree's engine that this view's own inputs changed — what it generates constraints
  /// from (intrinsic size and its priorities, margins, system guides, the autoresizing mask) or
  /// what the layout pass decides about it (placed or not, plain leaf or not).
  func setNeedsViewSync() {
    needsLayout = true
    root.engine?.viewDidChange(self)
  }

  /// Tells the tree's engine that `constraint`, installed on this view (or just removed from it),
  /// was activated, deactivated, or changed its constant or priority.
  func constraintDidChange(_ constraint: LayoutConstraint) {
    needsLayout = true
    root.engine?.constraintDidChange(constraint, on: self)
  }

  /// Marks the layout as invalidated and tells the engine, which lays out only the views it was
  /// told about.
  func markNeedsLayout() {
    needsLayout = true
    root.engine?.viewNeedsLayout(self)
  }

  /// Tells the engine that someone other than the layout pass set the frame: the frame pass looks
  /// at the view again (a placed view gets its solved frame back, as in UIKit, and subviews follow
  /// a moved origin); a frame that constraints are generated from (the root's, or one that
  /// translates its autoresizing mask) asks for those to be compared with the solver.
  func frameDidChange() {
    guard let engine = root.engine else { return }
    engine.frameDidChange(
      self, generatesConstraints: translatesAutoresizingMaskIntoConstraints || superview == nil)
  }

  func needsLayoutInTree() -> Bool {
    needsLayout || needsUpdateConstraints || subviews.contains { $0.needsLayoutInTree() }
  }

  func updateConstraintsInTree() {
    for subview in subviews { subview.updateConstraintsInTree() }
    if needsUpdateConstraints {
      needsUpdateConstraints = false
      updateConstraints()
    }
  }

  /// What a view's callbacks need from its superview, computed once per view on the way down
  /// instead of walking up the tree for every view.
  nonisolated struct LayoutContext: Equatable {
    var safeArea: EdgeInsets
    /// What the view's subviews start from: ``safeArea`` less what the view consumes itself
    /// (`View.safeAreaInsetsConsumedBySubviews`).
    var subviewSafeArea: EdgeInsets
    var margins: EdgeInsets
    var bounds: CGRect
    var traitDirection: UserInterfaceLayoutDirection
  }

  /// Top-down: tells views whose safe area or margins changed, then lays out the views whose layout
  /// was invalidated, with the view controller's callbacks around the root's.
  func runLayoutCallbacks(parent: LayoutContext? = nil) {
    let current = deliverLayoutCallbacks(parent: parent)
    for subview in subviews { subview.runLayoutCallbacks(parent: current) }
  }

  /// This view's context (safe area, margins, bounds, trait direction) from its superview's
  /// (nil for the root), as the callbacks compute it.
  func layoutContext(parent: LayoutContext?) -> LayoutContext {
    let traitDirection =
      overriddenLayoutDirection ?? parent?.traitDirection ?? traitLayoutDirection
    if let parent, parent.subviewSafeArea == .zero, !preservesMargins, storedMinimumMargins == nil,
      containerSafeAreaInsets == .zero
    {
      // The common case, without the general computation: no safe area reaches this view, and
      // its margins are its own.
      return LayoutContext(
        safeArea: .zero, subviewSafeArea: .zero,
        margins: rawMargins.physical(effectiveLayoutDirection(traitDirection: traitDirection)),
        bounds: bounds, traitDirection: traitDirection)
    }
    let safeArea =
      parent.map { safeAreaInsets(parentInsets: $0.subviewSafeArea, parentBounds: $0.bounds) }
      ?? safeAreaInsets
    let margins = effectiveLayoutMargins(
      direction: effectiveLayoutDirection(traitDirection: traitDirection), safeArea: safeArea,
      parent: parent.map { ($0.margins, $0.bounds) })
    return LayoutContext(
      safeArea: safeArea, subviewSafeArea: safeArea.consuming(consumedSafeArea),
      margins: margins, bounds: bounds, traitDirection: traitDirection)
  }

  func deliverLayoutCallbacks(parent: LayoutContext?) -> LayoutContext {
    var current = layoutContext(parent: parent)
    let delegate = hasLayoutDelegate ? layoutDelegate : nil
    if current.safeArea != (lastNotifiedSafeArea ?? .zero) {
      lastNotifiedSafeArea = current.safeArea
      safeAreaInsetsDidChange()
      delegate?.viewSafeAreaInsetsDidChange()
    }
    if current.margins != (lastNotifiedMargins ?? rawLayoutMargins) {
      lastNotifiedMargins = current.margins
      layoutMarginsDidChange()
      delegate?.viewLayoutMarginsDidChange()
    }
    if needsLayout {
      needsLayout = false
      // What viewWillLayoutSubviews() and layoutSubviews() read invalidates this view's layout.
      if delegate != nil || type(of: self) != View.self {
        View.trackingObservations(
          {
            delegate?.viewWillLayoutSubviews()
            layoutSubviews()
          }, invalidate: { [weak self] in self?.setNeedsLayout() })
      }
      delegate?.viewDidLayoutSubviews()
      // layoutSubviews may have moved things; only subviews read the result.
      if !subviews.isEmpty { current = layoutContext(parent: parent) }
    }
    return current
  }

  // MARK: Fitting size

  /// The size the view's own constraints and content give it closest to `targetSize`, at
  /// ``LayoutPriority/fittingSizeLevel`` on both axes (spec §8). The view does not move.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's own constraints and content (its subtree, solved on its own) give it, with
  /// `width == targetSize.width` and `height == targetSize.height` added at the given priorities.
  /// Rounded to the display scale (spec §7.7). The view does not move.
  ///
  /// A view whose intrinsic size depends on its width (a multi-line label) is measured first at an
  /// unlimited width (``fittingWidth`` is infinite), whatever its bounds, then again at the width
  /// the solve gave it, and the subtree solved again, until no intrinsic size changes — at most
  /// three more solves — as UIKit does for self-sizing cells. The result does not depend on the
  /// last layout of the views measured.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    View.deliverPendingInvalidations()
    updatePropertiesInTree()
    updateConstraintsInTree()
    func solve(_ widths: [ObjectIdentifier: CGFloat]) -> Solver {
      View.$fittingWidths.withValue(widths) {
        fittingSolver(targetSize, horizontalFittingPriority, verticalFittingPriority)
      }
    }
    var measured: [View] = []
    collectMeasuredViews(into: &measured, isFittingRoot: true)
    // The first solve measures every view at an unlimited width, as a view not laid out yet is
    // measured: the result depends on the constraints and the content, never on the widths an
    // earlier layout gave the views (issue 22: a row measured after a rotation wrapped its label
    // at the old width).
    var widths: [ObjectIdentifier: CGFloat] = [:]
    for view in measured { widths[ObjectIdentifier(view)] = .infinity }
    // The solves update the views' intrinsic-size constraints in place with what they measure
    // at the fitting's widths; a view whose constraints moved is synced again at the next pass,
    // which gives them back the sizes of its laid-out width.
    let versionsBefore = measured.map(\.contentSizeConstraintsVersion)
    defer {
      for (view, version) in zip(measured, versionsBefore)
      where view.contentSizeConstraintsVersion != version {
        view.setNeedsViewSync()
      }
    }
    var solver = solve(widths)
    for _ in 0..<3 {
      var next: [ObjectIdentifier: CGFloat] = [:]
      for view in measured {
        next[ObjectIdentifier(view)] = CGFloat(solver.value(of: view.variables.width))
      }
      let changed = measured.contains { view in
        let before = View.$fittingWidths.withValue(widths) { view.intrinsicContentSize }
        let after = View.$fittingWidths.withValue(next) { view.intrinsicContentSize }
        return before != after
      }
      guard changed else { break }
      widths = next
      solver = solve(widths)
    }
    let scale = traitCollection.displayScale
    return CGSize(
      width: roundToPixels(solver.value(of: variables.width), scale: scale),
      height: roundToPixels(solver.value(of: variables.height), scale: scale))
  }

  /// The sum of the versions of the view's intrinsic-size constraints: it moves when a solve
  /// changes one of them.
  private var contentSizeConstraintsVersion: Int {
    generated.contentSize.reduce(0) { $0 &+ $1.version }
  }

  /// The solver of a fitting solve: the subtree's constraints, the root pinned at the origin with a
  /// free size, and the target size at the fitting priorities.
  private func fittingSolver(
    _ targetSize: CGSize, _ horizontalFittingPriority: LayoutPriority,
    _ verticalFittingPriority: LayoutPriority
  ) -> Solver {
    var placed: [PlacedConstraint] = []
    collectConstraints(into: &placed, isLayoutRoot: true, fitting: true)
    var solver = Solver()
    // Room for the constraints and about as many variables at once (issue 30).
    solver.reserveCapacity(placed.count)
    // In the engine's order (Engine.additionOrder): required constraints first, then by
    // descending priority — a fresh solver pivots far less than in tree order (spec notes,
    // "insertion order"), and the same required constraint breaks as in tree order, since only
    // the required ones before it decide that.
    solver.beginBatch()
    for index in Engine.additionOrder(placed) {
      let item = placed[index]
      try? solver.add(Lowering.lower(item.constraint, container: item.container))
    }
    solver.endBatch()
    let width = Constraint(
      LinearExpression(variables.width), .equal,
      LinearExpression(constant: Double(targetSize.width)),
      priority: Priority(horizontalFittingPriority.rawValue))
    let height = Constraint(
      LinearExpression(variables.height), .equal,
      LinearExpression(constant: Double(targetSize.height)),
      priority: Priority(verticalFittingPriority.rawValue))
    try? solver.add(width)
    try? solver.add(height)
    return solver
  }

  /// The views of a fitting solve whose intrinsic size the solve reads: the fitting root and every
  /// view that does not translate its autoresizing mask.
  private func collectMeasuredViews(into list: inout [View], isFittingRoot: Bool) {
    if isFittingRoot || !translatesAutoresizingMaskIntoConstraints { list.append(self) }
    for subview in subviews { subview.collectMeasuredViews(into: &list, isFittingRoot: false) }
  }

  /// The widths a ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// solve gave its views, while it measures them again.
  @TaskLocal static var fittingWidths: [ObjectIdentifier: CGFloat] = [:]

  /// The width the fitting solve in progress gave this view: a view whose intrinsic size depends
  /// on its width (a multi-line label) measures at this width instead of its bounds'. Infinite in
  /// a fitting's first solve (measure as if nothing limited the width); nil outside a fitting
  /// solve.
  public var fittingWidth: CGFloat? { View.fittingWidths[ObjectIdentifier(self)] }
}
