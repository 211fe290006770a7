import Foundation
import LayoutEngine

/// A stack of view controllers under a navigation bar: UIKit's `UINavigationController`, headless
/// and without animation.
///
/// The top controller's view fills the controller's view, under the bars (UIKit's default
/// `edgesForExtendedLayout`); its safe area is the part of the container's safe area it overlaps
/// (the status bar, the cut-outs, the home indicator) plus the navigation bar's height when the bar
/// shows, the toolbar's when the toolbar shows, and its own `additionalSafeAreaInsets`:
///
/// ```swift
/// let screen = ProfileViewController()
/// let navigation = NavigationController(rootViewController: screen)
/// navigation.navigationBar.prefersLargeTitles = true
/// let host = ViewHost(rootViewController: navigation, configuration: .iPhoneX(.portrait))
/// host.layoutIfNeeded()
/// screen.view.safeAreaInsets   // (140, 0, 34, 0): 44 status bar + 44 bar + 52 large title
/// ```
///
/// The bar's height follows the traits: 44 points on a phone in regular height, 32 in compact
/// height, 50 on iPad; a large title adds 52 where it shows (UIKitBehavior.md, "Container bars").
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The bar at the top. Its frame is the controller's to set.
  public let navigationBar = NavigationBar()
  /// The bar at the bottom, shown when ``isToolbarHidden`` is false.
  public let toolbar: Toolbar! = Toolbar()
  private var stack: [ViewController] = []

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack

  /// The stack, the root first and the top last. Setting it replaces the stack without animation.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack.
  public var topViewController: ViewController? { stack.last }

  /// The controller whose view shows: the top controller (Trellis presents nothing).
  public var visibleViewController: ViewController? { stack.last }

  /// Replaces the stack. A controller listed twice keeps its first place, and one that cannot be
  /// a child of this controller (itself, one of its ancestors) is left out, where UIKit raises.
  /// Controllers leaving the stack hear `willMove(toParent: nil)` and are removed; those joining
  /// are added as children and hear `didMove(toParent:)`.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let (list, added) = replaceContainedChildren(stack, with: viewControllers)
    stack = list
    showTopView()
    for controller in added { controller.didMove(toParent: self) }
  }

  /// Pushes `viewController` on the stack; its view shows at the next layout, with no animation.
  /// A controller already in the stack, or one that cannot be a child, is ignored (UIKit raises).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else { return }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it; nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first; nil when there were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController` and returns them; nil when it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  // MARK: Bars

  /// Whether the navigation bar is hidden (default false); the top controller's safe area then
  /// starts below the status bar.
  open var isNavigationBarHidden = false {
    didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }

  /// Hides or shows the navigation bar, with no animation.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether the toolbar is hidden (default true, as in UIKit).
  open var isToolbarHidden = true {
    didSet { if isToolbarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }

  /// Hides or shows the toolbar, with no animation.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// The navigation bar's height for the current traits and top controller: 44, 32 in compact
  /// height, 50 on iPad, plus 52 when a large title shows; 0 when the bar is hidden.
  public var navigationBarHeight: CGFloat {
    guard !isNavigationBarHidden else { return 0 }
    let traits = traitCollection
    return HostConfiguration.ContainerBar.navigationBar.height(for: traits)
      + (showsLargeTitle(traits) ? HostConfiguration.ContainerBar.largeTitleHeight : 0)
  }

  /// Whether the top controller's title shows large: the bar prefers large titles, the height is
  /// not compact, and the nearest item from the top whose mode is not automatic does not say
  /// never (all automatic: large).
  func showsLargeTitle(_ traits: TraitCollection) -> Bool {
    guard navigationBar.prefersLargeTitles, traits.verticalSizeClass != .compact else {
      return false
    }
    for controller in stack.reversed() {
      switch controller.barContent.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  // MARK: Layout

  /// Puts the top controller's view in the container's view, below the bars, and takes the
  /// others out.
  private func showTopView() {
    guard let root = viewIfLoaded else { return }
    if navigationBar.superview !== root { root.addSubview(navigationBar) }
    if toolbar.superview !== root { root.addSubview(toolbar) }
    for controller in stack.dropLast() {
      if let view = controller.viewIfLoaded, view.superview === root { view.removeFromSuperview() }
    }
    guard let top = stack.last, let topView = top.view else { return }
    if topView.superview !== root {
      topView.frame = root.bounds
      topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.insertSubview(topView, at: 0)
    }
  }

  override func layoutContainedViews() {
    guard let root = viewIfLoaded else { return }
    showTopView()
    let bounds = root.bounds
    let safeArea = root.safeAreaInsets
    let traits = traitCollection
    let barHeight = navigationBarHeight
    navigationBar.isHidden = isNavigationBarHidden
    let barFrame = CGRect(
      x: 0, y: safeArea.top, width: bounds.width,
      height: barHeight > 0
        ? barHeight : HostConfiguration.ContainerBar.navigationBar.height(for: traits))
    if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
    let toolbarHeight =
      isToolbarHidden ? 0 : HostConfiguration.ContainerBar.toolbar.height(for: traits)
    toolbar.isHidden = isToolbarHidden
    let toolbarFrame = CGRect(
      x: 0, y: bounds.height - safeArea.bottom - toolbarHeight, width: bounds.width,
      height: toolbarHeight)
    if toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
    let covered = EdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0)
    for controller in stack where controller.containerSafeAreaInsets != covered {
      controller.containerSafeAreaInsets = covered
      controller.updateRootView()
    }
    if let topView = stack.last?.viewIfLoaded, topView.frame != bounds { topView.frame = bounds }
    updateBarContent(traits)
  }

  private func updateBarContent(_ traits: TraitCollection) {
    let content = stack.last?.barContent
    navigationBar.shownTitle = content?.title
    navigationBar.showsLargeTitle = showsLargeTitle(traits)
    if stack.count > 1, content?.hidesBackButton != true {
      let previous = stack[stack.count - 2].barContent
      navigationBar.shownBackTitle = previous.backButtonTitle ?? previous.title ?? "Back"
    } else {
      navigationBar.shownBackTitle = nil
    }
    navigationBar.shownLeadingItems = content?.leadingItemTitles ?? []
    navigationBar.shownTrailingItems = content?.trailingItemTitles ?? []
    toolbar.shownItems = content?.toolbarItemTitles ?? []
  }
}
