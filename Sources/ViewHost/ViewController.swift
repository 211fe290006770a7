import Foundation
import LayoutEngine

/// The object that owns a root view and hears about its layout: UIKit's `UIViewController`, the parts
/// that affect layout.
///
/// Subclass it as in UIKit. The view is created on first access by ``loadView()``, then
/// ``viewDidLoad()`` runs; each layout pass of the view calls ``viewSafeAreaInsetsDidChange()`` and
/// ``viewLayoutMarginsDidChange()`` when those changed, then ``viewWillLayoutSubviews()``, the view's
/// own `layoutSubviews()`, and ``viewDidLayoutSubviews()``:
///
/// ```swift
/// final class ProfileViewController: ViewController {
///   let card = View()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     card.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(card)
///     LayoutConstraint.activate([
///       card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///       card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
///       card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///       card.heightAnchor.constraint(equalToConstant: 120),
///     ])
///   }
/// }
///
/// let host = ViewHost(rootViewController: ProfileViewController(), configuration: .iPhone8(.portrait))
/// host.layoutIfNeeded()  // card: (16, 20, 343, 120)
/// ```
///
/// The root view's margins follow spec §2.2: each edge is the larger of the raw margin and
/// ``systemMinimumLayoutMargins`` (unless ``viewRespectsSystemMinimumLayoutMargins`` is false), and
/// the safe area is then added. Its safe area is what the ``ViewHost`` provides plus
/// ``additionalSafeAreaInsets`` (§3.1). A view controller that no host holds gives its view no safe
/// area, as a view outside a window has none in UIKit.
@preconcurrency @MainActor
open class ViewController {
  private var loadedView: View?
  private var isLoadingView = false
  let observer = RootViewObserver()
  /// What the host holding this controller provides; nil when no host holds it.
  var hostConfiguration: HostConfiguration?
  /// The traits this controller last heard of (``traitCollectionDidChange(_:)``).
  private var deliveredTraits: TraitCollection?
  /// ``registerForTraitChanges(_:handler:)``.
  private var traitChangeRegistry = TraitChangeRegistry()

  // Containment (ViewController+Containment.swift). A parent holds its children strongly; a child
  // holds its parent weakly.
  weak var parentStorage: ViewController?
  var childrenStorage: [ViewController] = []
  /// The traits the parent overrides for this child (`setOverrideTraitCollection(_:forChild:)`).
  var traitOverrideFromParent: TraitCollection?
  /// What this controller's container covers of its view (its bars), added to the safe area with
  /// ``additionalSafeAreaInsets`` when the view is a child's.
  var containerSafeAreaInsets: EdgeInsets = .zero
  /// Whether the host has told this controller that its view appeared (and not since that it
  /// disappeared).
  var hasAppeared = false
  /// Whether the host told this controller its view will appear and `viewIsAppearing(_:)` is due.
  var isAppearingPending = false
  /// What the bars show for this controller (its title, its navigation item's mode and buttons,
  /// its toolbar items and tab item), given by the module that owns those items (`TrellisUIKit`);
  /// nil: the title alone.
  package var barContentProvider: (() -> BarContent)?

  /// Whether a tab bar controller hides its bar while this controller is on the selected
  /// navigation stack above its root (default false), as UIKit's `hidesBottomBarWhenPushed`.
  open var hidesBottomBarWhenPushed = false

  /// UIKit's designated initializer. Trellis loads no nibs: `nibNameOrNil` and `nibBundleOrNil`
  /// are ignored, and the view comes from ``loadView()`` as when UIKit finds no nib
  /// (Documentation/Decisions.md, "init(coder:)").
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    observer.controller = self
  }

  /// UIKit's archive initializer, `required` as in UIKit; Trellis has no storyboards or archives
  /// and reads nothing from `coder`: the same as `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    observer.controller = self
  }

  /// A controller with no nib: a convenience initializer, as UIKit's `init()` is for
  /// `UIViewController`, so a subclass declares its own `init()` without `override` and calls
  /// `super.init(nibName: nil, bundle: nil)`.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The root view, created by ``loadView()`` (followed by ``viewDidLoad()``) on first access.
  ///
  /// Assigning a view makes it the root view; the old one loses its safe area, traits and minimum
  /// margins. Declared `View!` as UIKit declares `UIView!`, so UIKit code's `view!`, `view?.` and
  /// `if let view = view` compile; reading it never gives nil (it loads the view). Assigning nil
  /// unloads the view: the next read loads it again, as in UIKit.
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      if isLoadingView {
        // `loadView()` read `view` before assigning one: give it the default view, as the base
        // implementation would (UIKit would recurse forever).
        let view = View()
        install(view)
        return view
      }
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set {
      if let newValue {
        install(newValue)
      } else {
        unloadView()
      }
    }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the root view now if it is not loaded yet: ``loadView()`` then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { install(View()) }
    viewDidLoad()
  }

  /// Creates the root view. The default creates a plain ``View`` the size of the screen
  /// (``Screen/main``: the host's while a host lays out, else the iPhone SE's), as UIKit's makes
  /// one with `UIScreen.main.bounds`; the host then gives it the window's size. Override it to
  /// assign your own view to ``view`` (without calling `super`).
  open func loadView() {
    view = View(frame: Screen.main.bounds)
  }

  /// Lets go of the root view (assigning nil to ``view``): it loses what the host gave it.
  private func unloadView() {
    guard let old = loadedView else { return }
    release(old)
    loadedView = nil
  }

  private func release(_ old: View) {
    old.layoutDelegate = nil
    old.hostSafeAreaInsets = nil
    old.hostTraitCollection = nil
    old.viewControllerTraitOverrides = TraitOverrides()
    old.minimumLayoutMargins = nil
    old.hostKeyboardHeight = 0
  }

  /// The raw margins a root view starts with when it still has a plain view's 8 points on every
  /// edge: 0 top and bottom (spec §2.3: the root's top margin is exactly its safe area, IMANOU
  /// image9) and 8 leading and trailing, the UIView default. UIKit's horizontal value is not known
  /// (spec §13 q1); it only shows when ``viewRespectsSystemMinimumLayoutMargins`` is false, since
  /// the minimum is at least 16. Override in a subclass to choose another.
  open class var defaultRootLayoutMargins: DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
  }

  private func install(_ newView: View) {
    if let old = loadedView, old !== newView { release(old) }
    loadedView = newView
    if newView.rawLayoutMargins == EdgeInsets(8) {
      newView.directionalLayoutMargins = Self.defaultRootLayoutMargins
    }
    newView.layoutDelegate = observer
    updateRootView()
  }

  // MARK: Safe area, margins and traits

  /// The controller's title (default nil), as UIKit's `title`: handed to the navigation item that
  /// `TrellisUIKit`'s `navigationItem` makes, and shown by the navigation bar and tab bar of the
  /// containers that hold this controller.
  open var title: String? {
    didSet {
      guard title != oldValue else { return }
      titleObserver?(title)
      parentStorage?.viewIfLoaded?.setNeedsLayout()  // a container's bars show it
    }
  }

  /// What `TrellisUIKit` keeps for this controller: its `navigationItem`, `toolbarItems` and
  /// `tabBarItem` (types of a module this one does not see), and how the navigation item hears of
  /// a new ``title``.
  package var navigationItemStorage: AnyObject?
  package var titleObserver: ((String?) -> Void)?

  /// Insets added, edge by edge, to the safe area the host provides (spec §3.1) — or, for a
  /// child's view, to the part of its superview's safe area it overlaps and its container's bars.
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { updateRootView() } }
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default true,
  /// spec §2.2). When false the root view uses its own margins as they are.
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { updateRootView() } }
  }

  /// The smallest margins the root view gets while ``viewRespectsSystemMinimumLayoutMargins``:
  /// 0 top and bottom; 16 leading and trailing when the view is at most 375 points wide, 20 when
  /// wider (spec §2.3). They do not affect subviews.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let width = loadedView?.bounds.width ?? hostConfiguration?.size.width ?? 0
    return Self.systemMinimumLayoutMargins(forViewWidth: width)
  }

  /// Spec §2.3: the minimum depends on the root view's width, not on its size class (16 on every
  /// 375-point-wide iPhone in portrait; 20 on the 414-point Plus phones, in landscape, on iPad).
  static func systemMinimumLayoutMargins(forViewWidth width: CGFloat) -> DirectionalEdgeInsets {
    let horizontal: CGFloat = width <= 375 ? 16 : 20
    return DirectionalEdgeInsets(top: 0, leading: horizontal, bottom: 0, trailing: horizontal)
  }

  /// The traits the host gives the view: size classes, layout direction, display scale. Without a
  /// host, the unspecified traits a view outside a window has. A child's traits are its parent's
  /// with what the parent overrides for it (``setOverrideTraitCollection(_:forChild:)``); over
  /// either, ``traitOverrides``.
  public var traitCollection: TraitCollection {
    let inherited: TraitCollection
    if let parent = parentStorage {
      inherited = TraitCollection(
        traitsFrom: [parent.traitCollection, traitOverrideFromParent ?? TraitCollection()])
    } else {
      inherited = hostConfiguration?.traitCollection ?? TraitCollection()
    }
    return traitOverrides.applied(to: inherited)
  }

  /// Traits set for this controller and its view's tree over the inherited ones (iOS 17); the
  /// next layout uses them, and the controller and the views whose traits change hear of it
  /// (`traitCollectionDidChange(_:)` and registered handlers).
  public var traitOverrides = TraitOverrides() {
    didSet { if traitOverrides != oldValue { updateRootView() } }
  }

  /// Hands the host's current state to the root view, assigning only what changed so that the
  /// engine re-solves only what changed.
  func updateRootView() {
    guard let root = loadedView else { return }
    if parentStorage != nil {
      // A child's view: the overlap with its superview's safe area, computed by the engine, plus
      // its container's bars and its own additional insets — once the controllers are hosted
      // (a view outside a window has no safe area).
      let insets = isHosted ? containerSafeAreaInsets + additionalSafeAreaInsets : .zero
      if root.containerSafeAreaInsets != insets { root.containerSafeAreaInsets = insets }
      // The view inherits its superview's traits, which are the parent's: the child's view adds
      // what the parent overrides for it and its own overrides.
      let fromParent = traitOverrideFromParent.map(TraitOverrides.init(specifiedIn:))
      root.viewControllerTraitOverrides =
        (fromParent ?? TraitOverrides()).merged(with: traitOverrides)
    } else if let configuration = hostConfiguration {
      let frame = CGRect(origin: .zero, size: configuration.pixelAlignedSize)
      if root.frame != frame { root.frame = frame }
      let insets = configuration.safeAreaInsets + additionalSafeAreaInsets
      if root.hostSafeAreaInsets != insets { root.hostSafeAreaInsets = insets }
      // The host's traits, which a new view is predicted to have, then this controller's.
      let traits = configuration.traitCollection
      if root.hostTraitCollection != traits { root.hostTraitCollection = traits }
      root.viewControllerTraitOverrides = traitOverrides
      let keyboard = max(0, configuration.keyboardHeight)
      if root.hostKeyboardHeight != keyboard { root.hostKeyboardHeight = keyboard }
      if root.containerSafeAreaInsets != .zero { root.containerSafeAreaInsets = .zero }
    } else {
      if root.containerSafeAreaInsets != .zero { root.containerSafeAreaInsets = .zero }
      if root.hostSafeAreaInsets != nil { root.hostSafeAreaInsets = nil }
      if root.hostTraitCollection != nil { root.hostTraitCollection = nil }
      root.viewControllerTraitOverrides = traitOverrides
      if root.hostKeyboardHeight != 0 { root.hostKeyboardHeight = 0 }
    }
    updateMinimumLayoutMargins()
  }

  /// Hands the root view the minimum for its current width (spec §2.2–§2.3).
  func updateMinimumLayoutMargins() {
    guard let root = loadedView else { return }
    let minimum = viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    if root.minimumLayoutMargins != minimum { root.minimumLayoutMargins = minimum }
  }

  /// Called by the host before each layout: records the host's state and tells the controller when
  /// its traits changed.
  func hostWillLayout(with configuration: HostConfiguration) {
    hostConfiguration = configuration
    loadViewIfNeeded()
    prepareForLayout()
  }

  /// Before a layout, top-down through the children: hands the root view what it gets from the
  /// host or the parent, lets a container place its bars and children, and tells the controller
  /// when its traits changed.
  func prepareForLayout() {
    updateRootView()
    if isViewLoaded { layoutContainedViews() }
    deliverTraitsIfChanged()
    for child in childrenStorage where child.isViewLoaded { child.prepareForLayout() }
  }

  /// Tells this controller and the views of its view's tree whose traits changed now, rather
  /// than before the next layout: UIKit's iOS 17 `updateTraitsIfNeeded()`.
  public func updateTraitsIfNeeded() {
    updateRootView()
    deliverTraitsIfChanged()
    viewIfLoaded?.updateTraitsIfNeeded()
  }

  /// Tells this controller when its traits differ from those it last heard of
  /// (`traitCollectionDidChange(_:)`, then its handlers). The first time it compares with the
  /// host's traits, which UIKit predicts a new controller has (iOS 13): a controller first
  /// hosted with the host's traits hears nothing; one that a parent's or its own overrides give
  /// other traits hears of the change.
  private func deliverTraitsIfChanged() {
    let traits = traitCollection
    let previous = deliveredTraits ?? hostBaselineTraits
    deliveredTraits = traits
    guard previous != traits else { return }
    traitCollectionDidChange(previous)
    traitChangeRegistry.notify(self, from: previous, to: traits)
  }

  /// The traits of the host holding the top of this controller's parent chain, unspecified
  /// traits when none holds it.
  private var hostBaselineTraits: TraitCollection {
    topController.hostConfiguration?.traitCollection ?? TraitCollection()
  }

  /// A container places its bars and its children's views here, and gives each child what its
  /// bars cover (``containerSafeAreaInsets``); called before each host layout and before the
  /// root view lays out its subviews. A plain controller has nothing to place.
  func layoutContainedViews() {}

  /// Called by the engine before the root view's `layoutSubviews()`.
  func rootViewWillLayoutSubviews() {
    // A view that no host sizes may have been resized by hand: keep its minimum in step.
    updateMinimumLayoutMargins()
    layoutContainedViews()
    callViewIsAppearingIfPending()
    viewWillLayoutSubviews()
  }

  /// `viewIsAppearing(_:)`, once per appearance: when the view is in the host's tree with its
  /// frame and traits, before it lays out its subviews (or, when it has none to lay out, before
  /// `viewDidAppear(_:)`).
  func callViewIsAppearingIfPending() {
    guard isAppearingPending else { return }
    isAppearingPending = false
    viewIsAppearing(false)
  }

  // MARK: Callbacks

  /// Called once, after the root view is loaded.
  open func viewDidLoad() {}

  /// Called before the host shows the view for the first time (before its first layout).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once each time the view appears, after ``viewWillAppear(_:)``: the view is in the
  /// host's tree, placed by its superview, and it and the controller have their traits; before
  /// the view lays out its subviews (``viewWillLayoutSubviews()``) and before
  /// ``viewDidAppear(_:)``. UIKit's iOS 17 `viewIsAppearing(_:)` (back-deployed to iOS 13).
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the host's first layout of the view.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the host's layout after the view left the host's tree (a popped or removed
  /// child, an unselected tab).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the host's layout after the view left the host's tree.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Configures content and styling before layout (iOS 26): called before the root view's own
  /// `updateProperties()`, at first and then when flagged (ViewController+Properties.swift).
  open func updateProperties() {}

  /// Called before the root view lays out its subviews (its constraints are already solved).
  open func viewWillLayoutSubviews() {}

  /// Called after the root view has laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called during layout when the root view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called during layout when the root view's effective layout margins changed.
  open func viewLayoutMarginsDidChange() {}

  /// Called before this controller is added to a parent (`addChild(_:)` calls it) or, by the
  /// container or your code, before it is removed (with nil).
  open func willMove(toParent parent: ViewController?) {}

  /// Called after this controller was added to a parent (by the container or your code) or removed
  /// from it (`removeFromParent()` calls it with nil).
  open func didMove(toParent parent: ViewController?) {}

  /// Called before layout when the controller's traits changed (size classes on rotation, layout
  /// direction, display scale, overrides); not called for the first traits the controller gets
  /// when they are its host's (UIKit predicts them, iOS 13).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}

extension ViewController: TraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    traitChangeRegistry.register(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
    traitChangeRegistry.unregister(registration)
  }
}

nonisolated extension HostConfiguration {
  /// The size on the pixel grid of the display scale (spec §7.7).
  var pixelAlignedSize: CGSize {
    guard displayScale > 0 else { return size }
    return CGSize(
      width: (size.width * displayScale).rounded() / displayScale,
      height: (size.height * displayScale).rounded() / displayScale)
  }
}
