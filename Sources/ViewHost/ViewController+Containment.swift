import Foundation
import LayoutEngine

/// View controller containment, as UIKit's `UIViewController` does it: a parent holds its children
/// (strongly, in order); each child knows its parent (weakly), takes its traits from it and its
/// safe area from where its view sits in the parent's view.
///
/// ```swift
/// let parent = ViewController()
/// let child = ProfileViewController()
/// parent.addChild(child)                // calls child.willMove(toParent: parent)
/// parent.view.addSubview(child.view)
/// child.didMove(toParent: parent)
///
/// child.willMove(toParent: nil)
/// child.view.removeFromSuperview()
/// child.removeFromParent()              // calls child.didMove(toParent: nil)
/// ```
extension ViewController {
  /// The controller this one is a child of (weak, as in UIKit), nil for a root.
  public var parent: ViewController? { parentStorage }

  /// The child controllers, in the order they were added.
  public var children: [ViewController] { childrenStorage }

  /// Makes `childController` a child of this controller: removes it from its old parent first,
  /// calls its ``willMove(toParent:)`` with this controller, and appends it to ``children``. Adding
  /// the view and calling ``didMove(toParent:)`` is the caller's part, as in UIKit.
  ///
  /// UIKit raises when a controller is added to itself or to one of its descendants; Trellis does
  /// nothing then (the tree stays as it was).
  public func addChild(_ childController: ViewController) {
    guard childController.parentStorage !== self else { return }
    var ancestor: ViewController? = self
    while let current = ancestor {
      if current === childController { return }
      ancestor = current.parentStorage
    }
    if childController.parentStorage != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    childrenStorage.append(childController)
    childController.parentStorage = self
    childController.hostConfiguration = nil
    childController.updateRootView()
    viewIfLoaded?.setNeedsLayout()
  }

  /// A container's new list of children (a navigation stack, the tabs), for the containers' own
  /// `setViewControllers`: `controllers` without repeats (the first place kept). Those of
  /// `current` not in it hear `willMove(toParent: nil)`, lose their view and are removed; the
  /// others are added as children. The list is what could be added (not this controller or an
  /// ancestor, where UIKit raises), and leads ``children``, before any child added by hand.
  /// `added` hear `didMove(toParent:)` from the caller, once their view shows.
  func replaceContainedChildren(_ current: [ViewController], with controllers: [ViewController])
    -> (list: [ViewController], added: [ViewController])
  {
    var incoming: [ViewController] = []
    for controller in controllers where !incoming.contains(where: { $0 === controller }) {
      incoming.append(controller)
    }
    for old in current where !incoming.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    var added: [ViewController] = []
    for controller in incoming where controller.parent !== self {
      addChild(controller)
      if controller.parent === self { added.append(controller) }
    }
    let list = incoming.filter { $0.parent === self }
    childrenStorage = list + childrenStorage.filter { child in !list.contains { $0 === child } }
    return (list, added)
  }

  /// Removes this controller from its parent's ``children`` and calls ``didMove(toParent:)`` with
  /// nil (call ``willMove(toParent:)`` with nil first, and remove the view, as in UIKit). Its
  /// view keeps no safe area from the old parent and the parent's trait override is dropped.
  public func removeFromParent() {
    guard let parent = parentStorage else { return }
    parent.childrenStorage.removeAll { $0 === self }
    parentStorage = nil
    traitOverrideFromParent = nil
    containerSafeAreaInsets = .zero
    updateRootView()
    parent.viewIfLoaded?.setNeedsLayout()
    didMove(toParent: nil)
  }

  /// Whether the top of this controller's parent chain is held by a host: a child's view has a
  /// safe area only then, as a view has one only in a window.
  var isHosted: Bool { topController.hostConfiguration != nil }

  /// The top of this controller's parent chain (itself when it has no parent).
  var topController: ViewController {
    var top = self
    while let parent = top.parentStorage { top = parent }
    return top
  }

  /// Overrides some of `childController`'s traits (those `traits` specifies: size classes, display
  /// scale, text size, idiom, style); nil removes the override. Ignored when it is not a child of
  /// this controller. Takes effect at the next layout: the child and the views of its tree take
  /// the traits, and those whose traits change hear `traitCollectionDidChange(_:)`.
  public func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild childController: ViewController
  ) {
    guard childController.parentStorage === self else { return }
    childController.traitOverrideFromParent = collection
    childController.updateRootView()
    viewIfLoaded?.setNeedsLayout()
  }

  /// The traits this controller overrides for `childController`, nil if none.
  public func overrideTraitCollection(forChild childController: ViewController) -> TraitCollection?
  {
    childController.parentStorage === self ? childController.traitOverrideFromParent : nil
  }

  /// The nearest ``NavigationController`` above this controller, nil if none.
  public var navigationController: NavigationController? {
    var ancestor = parentStorage
    while let current = ancestor {
      if let navigation = current as? NavigationController { return navigation }
      ancestor = current.parentStorage
    }
    return nil
  }

  /// The nearest ``TabBarController`` above this controller, nil if none.
  public var tabBarController: TabBarController? {
    var ancestor = parentStorage
    while let current = ancestor {
      if let tabs = current as? TabBarController { return tabs }
      ancestor = current.parentStorage
    }
    return nil
  }

  /// This controller and its descendants whose views are in `root`'s tree, parents first.
  func controllersShown(in root: View) -> [ViewController] {
    guard let view = viewIfLoaded, view.isDescendant(of: root) else { return [] }
    return [self] + childrenStorage.flatMap { $0.controllersShown(in: root) }
  }

  /// What the bars show for this controller.
  var barContent: BarContent {
    barContentProvider?() ?? BarContent(title: title)
  }
}
