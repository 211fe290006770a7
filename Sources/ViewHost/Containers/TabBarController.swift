import Foundation
import LayoutEngine

/// Children one of which shows at a time, chosen from a tab bar: UIKit's `UITabBarController`,
/// headless.
///
/// The selected child's view fills the controller's view, under the tab bar; its safe area is the
/// part of the container's safe area it overlaps plus the tab bar's height (49 points on a phone
/// in regular height, 32 in compact height, 50 on iPad — UIKitBehavior.md, "Container bars").
/// The bar itself reaches down over the home indicator:
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [NavigationController(rootViewController: feed), settings]
/// let host = ViewHost(rootViewController: tabs, configuration: .iPhoneX(.portrait))
/// host.layoutIfNeeded()
/// feed.view.safeAreaInsets   // (88, 0, 83, 0): 44 + 44 on top, 49 + 34 at the bottom
/// ```
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The bar at the bottom. Its frame is the controller's to set.
  public let tabBar = TabBar()
  private var tabs: [ViewController] = []
  private var selected = 0

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The children, one per tab; nil when there are none.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs: controllers leaving hear `willMove(toParent: nil)` and are removed, those
  /// joining are added as children and hear `didMove(toParent:)`. A controller listed twice keeps
  /// its first place. The selection stays on the same index when it still exists, else goes to 0.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let (list, added) = replaceContainedChildren(tabs, with: viewControllers ?? [])
    tabs = list
    if selected >= tabs.count { selected = 0 }
    showSelectedView()
    for controller in added { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab (default 0). An index with no tab is ignored.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard newValue != selected, tabs.indices.contains(newValue) else { return }
      selected = newValue
      showSelectedView()
    }
  }

  /// The selected child; setting one that is not a tab is ignored (UIKit raises).
  open var selectedViewController: ViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The tab bar's height for the current traits: 49, 32 in compact height, 50 on iPad; 0 while
  /// the selected child hides it (`hidesBottomBarWhenPushed` on a controller of a navigation stack).
  public var tabBarHeight: CGFloat {
    guard !hidesTabBar else { return 0 }
    return HostConfiguration.ContainerBar.tabBar.height(for: traitCollection)
  }

  /// Whether a controller pushed on the selected navigation stack asks for no bottom bar.
  private var hidesTabBar: Bool {
    guard let navigation = selectedViewController as? NavigationController else { return false }
    return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  private func showSelectedView() {
    guard let root = viewIfLoaded else { return }
    if tabBar.superview !== root { root.addSubview(tabBar) }
    for (index, controller) in tabs.enumerated() where index != selected {
      if let view = controller.viewIfLoaded, view.superview === root { view.removeFromSuperview() }
    }
    guard let current = selectedViewController, let view = current.view else { return }
    if view.superview !== root {
      view.frame = root.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.insertSubview(view, at: 0)
    }
  }

  override func layoutContainedViews() {
    guard let root = viewIfLoaded else { return }
    showSelectedView()
    let bounds = root.bounds
    let safeArea = root.safeAreaInsets
    let barHeight = tabBarHeight
    tabBar.isHidden = barHeight == 0
    let barFrame = CGRect(
      x: 0, y: bounds.height - safeArea.bottom - barHeight, width: bounds.width,
      height: barHeight + safeArea.bottom)
    if tabBar.frame != barFrame { tabBar.frame = barFrame }
    let covered = EdgeInsets(top: 0, left: 0, bottom: barHeight, right: 0)
    for controller in tabs where controller.containerSafeAreaInsets != covered {
      controller.containerSafeAreaInsets = covered
      controller.updateRootView()
    }
    if let view = selectedViewController?.viewIfLoaded, view.frame != bounds { view.frame = bounds }
    tabBar.shownItems = tabs.map { $0.barContent.tabTitle ?? $0.title ?? "" }
    tabBar.shownSelectedIndex = tabs.isEmpty ? nil : selected
  }
}
