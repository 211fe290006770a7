extension ViewController {
  /// The item a navigation bar shows for this controller: UIKit's `navigationItem`, made on first
  /// use with the controller's `title`, and kept in step with it as UIKit does. A
  /// `NavigationController` shows its title and buttons and follows its
  /// `largeTitleDisplayMode`.
  public var navigationItem: NavigationItem {
    let items = barItems
    if let item = items.navigationItem { return item }
    let item = NavigationItem()
    item.title = title
    items.navigationItem = item
    titleObserver = { [weak item] title in item?.title = title }
    return item
  }

  /// Presenting needs a window and a transition; Trellis lays out one host at a time.
  @available(
    *, unavailable,
    message:
      "Trellis has no presentation: lay the presented controller out in its own ViewHost, or guard the call with #if canImport(UIKit)"
  )
  public func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// See `present(_:animated:completion:)`.
  @available(
    *, unavailable,
    message:
      "Trellis has no presentation: guard the call with #if canImport(UIKit), or move it out of the component"
  )
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
