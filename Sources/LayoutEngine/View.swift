import ConstraintSolver
import Foundation

/// A rectangle in a tree of views, laid out by constraints: UIKit's `UIView`, headless.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let child = View()
/// root.addSubview(child)
/// child.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///   child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
///   child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///   child.heightAnchor.constraint(equalToConstant: 44),
/// ])
/// root.layoutIfNeeded()
/// child.frame  // (8, 20, 359, 44)
/// ```
///
/// Main-actor isolated, as `UIView` is (`@preconcurrency`, so Swift 5 code calls it from anywhere
/// without a diagnostic, as UIKit's Objective-C import allows).
@preconcurrency @MainActor
open class View: LayoutItem, @MainActor CustomStringConvertible {
  /// The view's position and size in its superview's coordinates.
  ///
  /// With a ``transform`` other than the identity, the smallest rectangle holding the transformed
  /// bounds (about their centre), as on a device; Auto Layout, ``bounds`` and ``center`` keep
  /// working on the untransformed geometry, as in UIKit. Setting the frame of a transformed view
  /// sets its untransformed frame (UIKit calls that value undefined).
  public var frame: CGRect {
    get {
      guard let transform = storedTransform else { return storedFrame }
      return View.boundingBox(of: storedFrame, transformedBy: transform)
    }
    set { setFrame(newValue, fromLayout: false) }
  }
  /// The frame without the transform: what the layout pass and the autoresizing mask place.
  var untransformedFrame: CGRect {
    get { storedFrame }
    set { setFrame(newValue, fromLayout: false) }
  }
  private var storedFrame: CGRect
  // What the frame pass reads and writes for every view sits right after the frame, in the same
  // cache line of the object: a relayout of a large tree touches one line per view, not four.
  var needsLayout = true
  private var storedAutoresizesSubviews = true
  /// How many subviews follow their autoresizing mask: most views have none, and a resize then
  /// skips the walk over its subviews.
  var autoresizingSubviewCount = 0

  /// Sets the frame; a new size invalidates the view's layout and resizes subviews that follow
  /// their autoresizing masks. Set by anyone but the layout pass, a frame that constraints are
  /// generated from (the root's, or one that translates its autoresizing mask) asks the engine to
  /// look at them; the pass decides that itself for the frames it writes.
  func setFrame(_ frame: CGRect, fromLayout: Bool) {
    let old = storedFrame
    guard !frame.isIdentical(to: old) else { return }
    storedFrame = frame
    if frame.size.width != old.size.width || frame.size.height != old.size.height {
      needsLayout = true
      if autoresizesSubviews && autoresizingSubviewCount > 0 {
        resizeSubviews(withOldSize: old.size)
      }
    }
    if !fromLayout { frameDidChange() }
  }

  /// The origin of the view's own coordinate space (non-zero when scrolled).
  public var boundsOrigin: CGPoint {
    get { storedBoundsOrigin }
    set { storedBoundsOrigin = newValue }
  }
  private var storedBoundsOrigin: CGPoint = .zero

  /// A name used in descriptions, dumps and diagnostics.
  public var accessibilityIdentifier: String?

  /// When true (the default, as in UIKit for views made in code), the frame and
  /// ``autoresizingMask`` become required constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesMask }
    set {
      guard newValue != translatesMask else { return }
      let counted = followsAutoresizingMask
      translatesMask = newValue
      superview?.autoresizingSubviewCount += (followsAutoresizingMask ? 1 : 0) - (counted ? 1 : 0)
      setNeedsViewSync()
    }
  }

  /// Whether a change of this view's size moves and resizes its subviews by their
  /// ``autoresizingMask`` right away, as UIKit does (default true).
  public var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set { storedAutoresizesSubviews = newValue }
  }

  /// How the frame follows the superview's size while ``translatesAutoresizingMaskIntoConstraints``.
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      guard newValue != storedAutoresizingMask else { return }
      let counted = followsAutoresizingMask
      storedAutoresizingMask = newValue
      superview?.autoresizingSubviewCount += (followsAutoresizingMask ? 1 : 0) - (counted ? 1 : 0)
      setNeedsViewSync()
    }
  }

  /// Hidden views still take part in layout (stack views collapse them).
  public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.hiddenStateOfSubviewDidChange(self) } }
  }

  /// The view this one is a subview of.
  ///
  /// Not `weak`: a weak reference gives its target a side table, which makes every retain and
  /// release of the view — the layout pass makes thousands — take the runtime's slow path. The
  /// superview holds this view in ``subviews`` exactly while this points to it, and clears it when
  /// it goes away (see `deinit`).
  public private(set) unowned(unsafe) var superview: View? {
    didSet { View.traitGeneration &+= 1 }
  }
  /// The subviews, back to front.
  public var subviews: [View] { storedSubviews }
  private var storedSubviews: [View] = []

  /// Constraints installed on this view (it is the nearest common ancestor of their items).
  public var constraints: [LayoutConstraint] { installedConstraints }
  var installedConstraints: [LayoutConstraint] = []
  /// Active constraints installed on another view that name this view or one of its guides: those
  /// that removing this view (or an ancestor below their view) from its superview deactivates.
  /// Not retained: the view a constraint is installed on holds it, and takes it out of here when
  /// it deactivates it or goes away.
  var namingConstraints: [Unmanaged<LayoutConstraint>] = []

  /// The guides added with ``addLayoutGuide(_:)``.
  public private(set) var layoutGuides: [LayoutGuide] = []

  // Margins (View+Margins.swift).
  var rawMargins: RawMargins = .directional(DirectionalEdgeInsets(8)) {
    didSet { marginInputsDidChange() }
  }
  public var preservesSuperviewLayoutMargins: Bool {
    get { preservesMargins }
    set {
      guard newValue != preservesMargins else { return }
      preservesMargins = newValue
      marginInputsDidChange()
    }
  }
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsMarginsFromSafeArea }
    set {
      guard newValue != insetsMarginsFromSafeArea else { return }
      insetsMarginsFromSafeArea = newValue
      marginInputsDidChange()
    }
  }
  public var semanticContentAttribute: SemanticContentAttribute {
    get { semanticAttribute }
    set {
      guard newValue != semanticAttribute else { return }
      semanticAttribute = newValue
      setNeedsEngineSync()
    }
  }
  // The stored values behind public properties that the layout pass reads for every view are
  // internal: the compiler can then see every access and drop the run-time exclusivity checks.
  var translatesMask = true
  var storedAutoresizingMask: AutoresizingMask = []
  /// Whether a change of the superview's size moves this view at once (``resizeSubviews(withOldSize:)``).
  var followsAutoresizingMask: Bool { translatesMask && !storedAutoresizingMask.isEmpty }
  var preservesMargins = false
  var insetsMarginsFromSafeArea = true
  var semanticAttribute: SemanticContentAttribute = .unspecified

  // Intrinsic size (View+IntrinsicSize.swift).
  var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (250, 250)
  var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (750, 750)

  // What a host gives its root view.
  /// The safe area the host gives this root view (device, bars and `additionalSafeAreaInsets`);
  /// nil when the view is not hosted, which makes every safe area in the tree zero (spec §3.1).
  package var hostSafeAreaInsets: EdgeInsets? { didSet { setNeedsEngineSync() } }
  /// What a view controller adds to the safe area of its root view when that view is not the
  /// tree's root — a child view controller's view: the bars its container shows over it plus its
  /// `additionalSafeAreaInsets` (View+SafeArea.swift).
  package var containerSafeAreaInsets: EdgeInsets = .zero {
    didSet { if containerSafeAreaInsets != oldValue { setNeedsEngineSync() } }
  }
  /// The traits the host gives this root view.
  package var hostTraitCollection: TraitCollection? {
    didSet {
      guard hostTraitCollection != oldValue else { return }
      View.traitGeneration &+= 1
      hostLayoutDirection = hostTraitCollection?.layoutDirection ?? .leftToRight
      setNeedsTraitDelivery()
      setNeedsEngineSync()
    }
  }
  /// ``hostTraitCollection``'s layout direction, kept apart: the engine reads it for every
  /// constraint it lowers. Set only with ``hostTraitCollection``, which moves the trait generation.
  private(set) var hostLayoutDirection = UserInterfaceLayoutDirection.leftToRight
  /// The traits this view last heard of (``traitCollectionDidChange(_:)``); nil before the first.
  var deliveredTraits: TraitCollection?
  /// ``traitLayoutDirection`` as last read, and the ``traitGeneration`` it was read at.
  var cachedTraitLayoutDirection: (generation: UInt64, direction: UserInterfaceLayoutDirection)?
  /// ``traitCollection`` as last read in a hosted tree, and the ``traitGeneration`` it was read at.
  var cachedTraitCollection: (generation: UInt64, traits: TraitCollection)?
  /// Trait overrides and handlers (View+Traits.swift); nil for a view that has neither.
  var traitStorage: ViewTraitStorage?
  /// The view controller's minimum margins, applied to this root view's raw margins (spec §2.2).
  package var minimumLayoutMargins: DirectionalEdgeInsets? {
    get { storedMinimumMargins }
    set {
      storedMinimumMargins = newValue
      marginInputsDidChange()
    }
  }
  private(set) var storedMinimumMargins: DirectionalEdgeInsets?
  /// The height of the keyboard the host shows over this root view (0: none).
  package var hostKeyboardHeight: CGFloat = 0 { didSet { setNeedsEngineSync() } }
  /// The view controller, told around this view's layout.
  package var layoutDelegate: (any ViewLayoutDelegate)? {
    get { weakLayoutDelegate }
    set {
      weakLayoutDelegate = newValue
      if hasLayoutDelegate != (newValue != nil) {
        hasLayoutDelegate = newValue != nil
        setNeedsViewSync()  // the layout pass treats views with a delegate apart
      }
    }
  }
  private weak var weakLayoutDelegate: (any ViewLayoutDelegate)?
  /// Whether a delegate was set: most views have none, and reading a weak reference is not free.
  private(set) var hasLayoutDelegate = false

  // What a scrolling view tells the engine about its content (View+SafeArea.swift,
  // Internal/Lowering.swift).
  var consumedSafeArea: EdgeInsets = .zero
  var storedContentAreaGuide: LayoutGuide?

  // Engine state.
  let variables = ItemVariables()
  var engine: Engine?
  var needsUpdateConstraints = false
  /// Whether ``updateProperties()`` is due: true for a new view, as in UIKit (View+Observation.swift).
  var needsUpdateProperties = true
  /// Whether the view updates something of its own kind when the pass visits it for its
  /// properties (``PropertiesPhaseUpdating``): set by the module that defines its class.
  package var updatesInPropertiesPhase = false
  var generated = GeneratedConstraints()
  var systemGuides = SystemGuides()
  var lastNotifiedSafeArea: EdgeInsets?
  var lastNotifiedMargins: EdgeInsets?
  var diagnostics: [LayoutDiagnostic] = []
  /// The view's item in its root engine's flat tree (see ``FlatTree``), or −1.
  var flatIndex: Int32 = -1

  /// Made when a constraint first names this view; ended in `deinit` (see ``ItemLifetime``).
  private var storedLifetime: ItemLifetime?
  var lifetime: ItemLifetime { ItemLifetime.token(in: &storedLifetime) }

  // Appearance (View+Appearance.swift). Last, out of the first cache line: the layout pass never
  // reads these.
  /// The layer, made the first time it is asked for: most views never set a colour or a corner.
  var storedLayer: Layer?
  /// The tint set on this view; nil inherits the superview's.
  var storedTintColor: Color?
  var storedContentMode: ContentMode = .scaleToFill
  /// The accessibility properties set on this view; nil until one is set.
  var storedAccessibility: AccessibilityStorage?
  /// The transform set on this view; nil is the identity (View+Transform.swift).
  var storedTransform: CGAffineTransform?

  /// A number to find the view by (``viewWithTag(_:)``); 0 by default. Layout never reads it.
  public var tag = 0
  /// Whether the view takes touches (default true; false for labels and image views, as in UIKit).
  /// Stored for UIKit code: Trellis has no touches, and layout never reads it.
  public var isUserInteractionEnabled = true
  /// UIKit's promise that the view fills its bounds with opaque content (default true, UIView's
  /// documented default). Stored for drawing code: Trellis draws nothing, and layout and pictures
  /// never read it (View+Drawing.swift).
  public var isOpaque = true
  /// Whether UIKit clears the bounds before calling ``draw(_:)`` (default true). Stored; Trellis
  /// never draws.
  public var clearsContextBeforeDrawing = true
  /// The content scale factor set on this view; nil follows the display (View+Drawing.swift).
  var storedContentScaleFactor: CGFloat?

  /// A view with `frame`: UIKit's designated initializer, the one subclasses override.
  public init(frame: CGRect) {
    self.storedFrame = frame
  }

  /// A view with a zero frame, as `UIView()`. A convenience initializer, as in UIKit: a subclass
  /// that overrides ``init(frame:)`` inherits it, so `MyView()` runs the subclass's
  /// `init(frame:)`.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// UIKit's archive initializer, `required` as in UIKit (`UIView` adopts `NSCoding`), so a
  /// UIKit-shaped subclass's `required init?(coder:)` compiles and may call `super.init(coder:)`.
  ///
  /// Trellis loads no nibs, storyboards or archives: it reads nothing from `coder` and makes the
  /// same view as `init(frame: .zero)`, never nil (Documentation/Decisions.md, "init(coder:)").
  /// Subclasses that add a designated initializer must write this one too, as in UIKit.
  public required init?(coder: NSCoder) {
    self.storedFrame = .zero
  }

  deinit {
    storedLifetime?.end()
    // The back references that are not weak (see `superview`) must not outlive this view. Its
    // stored state is read first: a deinit that has used `self` may not read it any more.
    let subviews = storedSubviews
    let constraints = installedConstraints
    let guides = layoutGuides + systemGuides.all
    withMainActorDeinitAccess {
      for subview in subviews { subview.superview = nil }
      for constraint in constraints {
        constraint.leaveNamingLists(container: self)
        constraint.installedView = nil
      }
      for guide in guides { guide.owningView = nil }
    }
  }

  // MARK: Geometry

  /// The view's own coordinate space: ``boundsOrigin`` and the frame's size.
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      boundsOrigin = newValue.origin
      let center = self.center
      untransformedFrame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The frame's centre, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      untransformedFrame.origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  /// Where the origin of this view's own coordinate space lies in the root's coordinate space.
  var originInRoot: CGPoint {
    var point = CGPoint.zero
    var view = self
    while let parent = view.superview {
      point.x += view.storedFrame.minX - view.boundsOrigin.x
      point.y += view.storedFrame.minY - view.boundsOrigin.y
      view = parent
    }
    return point
  }

  /// Converts a point from this view's coordinates to `view`'s (nil: the root's).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let mine = originInRoot
    let theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let mine = originInRoot
    let theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates to this view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: The tree

  /// Adds `view` as the last (frontmost) subview, removing it from its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      recordDiagnostic(
        LayoutDiagnostic(
          kind: .invalidHierarchy, constraints: [],
          message: "Can't add \(view.layoutName) to \(layoutName): it would create a cycle."))
      return
    }
    let wasHere = view.superview === self
    if wasHere { root.engine?.treeDidChange() }
    if view.superview != nil {
      if wasHere, let position = subviews.firstIndex(where: { $0 === view }) {
        storedSubviews.remove(at: position)
      } else {
        view.removeFromSuperview()
      }
    }
    if !wasHere { view.willMove(toSuperview: self) }
    storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
    if !wasHere && view.followsAutoresizingMask { autoresizingSubviewCount += 1 }
    view.superview = self
    if !wasHere {
      view.adoptedIntoTree(root: root)
      root.engine?.subtreeDidJoin(view)
      didAddSubview(view)
      view.didMoveToSuperview()
      // A tree whose views heard of their traits tells those that join, as UIKit does on
      // moving to a window; a tree never laid out tells them all at its first layout.
      if let engine = root.engine, engine.hasDeliveredTraits {
        view.deliverTraits(inherited: traitCollection, baseline: engine.baselineTraits)
      }
    }
    setNeedsViewSync()
  }

  /// Inserts `view` just above `sibling`.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling`.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview, deactivating the constraints that relate it (or its
  /// subviews) to views outside, as UIKit does.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    // The constraints relating the subtree to the rest name a view of the subtree (or one of its
    // guides) and are installed outside it: each is in that view's naming list.
    var involved: [LayoutConstraint] = []
    func collect(_ view: View) {
      for entry in view.namingConstraints {
        let constraint = entry.takeUnretainedValue()
        if constraint.involves(subtree: self) { involved.append(constraint) }
      }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    for constraint in involved { constraint.uninstall() }
    parent.root.engine?.subtreeWillLeave(self)
    if let position = parent.storedSubviews.firstIndex(where: { $0 === self }) {
      parent.storedSubviews.remove(at: position)
    }
    if followsAutoresizingMask { parent.autoresizingSubviewCount -= 1 }
    superview = nil
    didMoveToSuperview()
    parent.setNeedsViewSync()
    needsLayout = true
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The topmost ancestor.
  public var root: View {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  func nearestCommonAncestor(with other: View) -> View? {
    var mine: [View] = []
    var current: View? = self
    while let view = current {
      mine.append(view)
      current = view.superview
    }
    current = other
    while let view = current {
      if mine.contains(where: { $0 === view }) { return view }
      current = view.superview
    }
    return nil
  }

  /// Called when this view joins a tree: its old engine (if it was a root) is dropped, and its
  /// diagnostics move to the new root.
  private func adoptedIntoTree(root newRoot: View) {
    engine = nil
    if !diagnostics.isEmpty {
      newRoot.diagnostics += diagnostics
      diagnostics = []
    }
  }

  // MARK: Overridable hooks (they live in the class body so subclasses can override them)

  /// UIKit's hook for a view loaded from a nib or storyboard, called after its outlets are set.
  /// Trellis loads no nibs, so it never calls it; it exists so that a UIKit subclass's override
  /// (Xcode's cell template writes one) compiles. Put set-up that code made in code needs in an
  /// initializer, as for UIKit views made in code, which never receive it either.
  open func awakeFromNib() {}

  /// UIKit's hook for Interface Builder's live rendering; never called (no Interface Builder).
  open func prepareForInterfaceBuilder() {}

  /// UIKit's hook that draws the view's content into the current graphics context. Trellis draws
  /// nothing, so it never calls it; it exists so that a UIKit subclass's override — with its
  /// `UIGraphicsGetCurrentContext()` and `UIBezierPath` code — compiles (View+Drawing.swift).
  /// Pictures draw a view from its state (background, layer, text), never through this method.
  open func draw(_ rect: CGRect) {}

  /// The class of the view's ``layer``, made the first time the layer is asked for: UIKit's
  /// `layerClass`. Override it to back a view with a `CAGradientLayer` or `CAShapeLayer`
  /// (``GradientLayer``, ``ShapeLayer``); a class that is not a ``Layer`` gives a plain layer.
  open class var layerClass: AnyClass { Layer.self }

  // MARK: Touches (Touch.swift)

  /// A touch began in the view. By default, passed to the superview, as UIKit passes it along
  /// the responder chain. Override it as in UIKit; tests call it with ``Touch`` stand-ins.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesBegan(touches, with: event)
  }

  /// Touches moved; by default passed to the superview.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesMoved(touches, with: event)
  }

  /// Touches ended; by default passed to the superview.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled; by default passed to the superview.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesCancelled(touches, with: event)
  }

  /// Whether `point` (in the view's coordinates) is inside the view: inside its bounds by
  /// default. Override it to widen a small control's touch area, as in UIKit.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view under `point` (in the view's coordinates), front-most
  /// first: UIKit's algorithm (hidden views, views with `isUserInteractionEnabled` false and
  /// views with alpha below 0.01 are skipped, with their subviews).
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  /// UIKit's request to redraw the view. Does nothing: Trellis never calls ``draw(_:)``.
  open func setNeedsDisplay() {}

  /// UIKit's request to redraw part of the view. Does nothing: Trellis never calls ``draw(_:)``.
  open func setNeedsDisplay(_ invalidRect: CGRect) {}

  /// Lays out subviews. The engine has already placed them when this runs; override to adjust, as in
  /// UIKit. Called top-down during ``layoutIfNeeded()`` for views whose layout was invalidated.
  open func layoutSubviews() {}

  /// Configures the view's content and styling before layout: UIKit's iOS 26 hook. Called
  /// top-down in each layout pass, before ``updateConstraints()`` and ``layoutSubviews()``, for a
  /// new view and for views flagged with ``setNeedsUpdateProperties()`` or whose last call read an
  /// `@Observable` property that has changed since (View+Observation.swift).
  open func updateProperties() {}

  /// Updates constraints before layout; called bottom-up for views flagged with
  /// ``setNeedsUpdateConstraints()``.
  open func updateConstraints() {}

  /// Called when the effective layout margins change during layout.
  open func layoutMarginsDidChange() {}

  /// Called when the safe area changes during layout.
  open func safeAreaInsetsDidChange() {}

  /// The natural size of the content; ``View/noIntrinsicMetric`` on an axis means none (the default).
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The insets from the frame to the view's alignment rectangle, the rectangle its constraints and
  /// its intrinsic size act on: UIKit's `alignmentRectInsets` (zero by default). A subclass whose
  /// insets change calls ``invalidateAlignmentRectInsets()``.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The alignment rectangle of a view with `frame`: UIKit's `alignmentRect(forFrame:)`.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame whose alignment rectangle is `alignmentRect`: UIKit's `frame(forAlignmentRect:)`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// Where the first baseline lies below the top; nil (the default) puts it at the bottom edge, as for
  /// a plain UIView. Text views override this with their font's ascent.
  open var firstBaselineOffsetFromTop: CGFloat? { nil }

  /// Where the last baseline lies above the bottom; 0 (the default) puts it at the bottom edge.
  open var lastBaselineOffsetFromBottom: CGFloat { 0 }

  /// Called when the traits the view inherits change: the host gave new ones (a rotation, another
  /// display scale, another text size — delivered top-down at the start of the next layout pass),
  /// or the view moved into a laid-out tree whose traits differ. Not called for the first traits a
  /// view gets, as in UIKit since iOS 13.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The size that best fits `size`: UIKit's `sizeThatFits(_:)`. The default returns the view's
  /// current size; views with content (a label) compute it.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  open func willMove(toSuperview newSuperview: View?) {}
  open func didMoveToSuperview() {}
  open func didAddSubview(_ subview: View) {}
  open func willRemoveSubview(_ subview: View) {}
  /// Called when an arranged subview's `isHidden` changes (stack views override it).
  open func hiddenStateOfSubviewDidChange(_ subview: View) {}

  /// Called when ``tintColor`` changes: on the view whose tint was set, and on every descendant
  /// that inherits it. Override to restyle content drawn with the tint, as in UIKit.
  open func tintColorDidChange() {}

  // MARK: Guides

  /// Adds a custom guide owned by this view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    layoutGuides.append(guide)
    guide.owningView = self
    root.engine?.guideDidJoin(guide)
    markNeedsLayout()
  }

  /// Removes a custom guide, deactivating the constraints that use it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    // Installed here, or on an ancestor (then in this view's naming list).
    let naming = installedConstraints + namingConstraints.map { $0.takeUnretainedValue() }
    for constraint in naming where constraint.first === guide || constraint.second === guide {
      constraint.uninstall()
    }
    root.engine?.guideWillLeave(guide)
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    markNeedsLayout()
  }

  // MARK: Accessibility

  // UIKit's informal `UIAccessibility` protocol, stored for tests and dumps. A plain view is not an
  // element and says nothing; the standard views in Components override the getters to give
  // UIKit's defaults, and a value set here wins over a default, as in UIKit
  // (Documentation/Accessibility.md). Nothing here moves a frame.

  /// Whether assistive technologies such as VoiceOver treat this view as one element. False for a
  /// plain view (Apple's `isAccessibilityElement` documentation); true by default for controls
  /// and the other standard views that say something.
  open var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { accessibilityStorage.isElement = newValue }
  }

  /// A short name for the element, without its kind: "Save", not "Save button". Nil for a plain
  /// view; a standard view derives it from its content (a label's text, a button's title).
  open var accessibilityLabel: String? {
    get { storedAccessibility?.label }
    set { accessibilityStorage.label = newValue }
  }

  /// The element's current value, when it has one that its label does not give: a switch's "1",
  /// a slider's "50%". Nil for a plain view.
  open var accessibilityValue: String? {
    get { storedAccessibility?.value }
    set { accessibilityStorage.value = newValue }
  }

  /// A brief description of what activating the element does. Nil unless set.
  open var accessibilityHint: String? {
    get { storedAccessibility?.hint }
    set { accessibilityStorage.hint = newValue }
  }

  /// How the element behaves and its state: ``AccessibilityTraits/button``,
  /// ``AccessibilityTraits/notEnabled``, … Empty for a plain view. A set value replaces the
  /// view's default traits, state traits included.
  open var accessibilityTraits: AccessibilityTraits {
    get { storedAccessibility?.traits ?? .none }
    set { accessibilityStorage.traits = newValue }
  }

  /// Whether the accessibility elements inside this view are hidden from assistive technologies
  /// (default false).
  open var accessibilityElementsHidden: Bool {
    get { storedAccessibility?.elementsHidden ?? false }
    set {
      guard newValue || storedAccessibility != nil else { return }
      accessibilityStorage.elementsHidden = newValue
    }
  }

  /// ``isAccessibilityElement`` as set on this view, or nil when it was never set: what a
  /// subclass's default yields to.
  package var accessibilityElementIfSet: Bool? { storedAccessibility?.isElement }

  /// ``accessibilityTraits`` as set on this view, or nil when they were never set.
  package var accessibilityTraitsIfSet: AccessibilityTraits? { storedAccessibility?.traits }

  private var accessibilityStorage: AccessibilityStorage {
    if let storedAccessibility { return storedAccessibility }
    let storage = AccessibilityStorage()
    storedAccessibility = storage
    return storage
  }

  // MARK: Legacy constraint installation

  /// Activates `constraint` (UIKit's older API; it is installed on the nearest common ancestor).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  // MARK: LayoutItem

  public var layoutOwningView: View? { self }

  /// The identifier, else the path from the root (`root.subviews[2].subviews[0]`).
  public var layoutName: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    guard let parent = superview else { return "root" }
    let index = parent.subviews.firstIndex { $0 === self } ?? 0
    return "\(parent.layoutName).subviews[\(index)]"
  }

  open var description: String {
    "<\(type(of: self)) \(layoutName) frame=\(formatRect(frame))>"
  }

  /// UIKit's standard spacing between siblings and to a superview's edge (spec §7.5).
  public static let systemSpacing: CGFloat = 8
}

/// How a view with ``View/translatesAutoresizingMaskIntoConstraints`` follows its superview's size:
/// UIKit's `UIView.AutoresizingMask`.
nonisolated public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// What a root view tells the object that manages it (a view controller) around layout.
package protocol ViewLayoutDelegate: AnyObject {
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
  /// Called before the view's own ``View/updateProperties()`` when the pass visits it.
  func viewWillUpdateProperties()
  func viewSafeAreaInsetsDidChange()
  func viewLayoutMarginsDidChange()
}

extension LayoutConstraint {
  /// Whether the constraint relates an item inside `subtree` to one outside it.
  func involves(subtree: View) -> Bool {
    let a = first.layoutOwningView?.isDescendant(of: subtree) ?? false
    let b = second?.layoutOwningView?.isDescendant(of: subtree) ?? a
    return a != b
  }
}
