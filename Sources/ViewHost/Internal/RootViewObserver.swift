import LayoutEngine

/// Forwards the root view's layout events to its view controller.
///
/// A separate object so that the controller's bookkeeping (the minimum margins for the view's
/// current width) runs before the subclass's ``ViewController/viewWillLayoutSubviews()``, whether
/// or not the override calls `super`. The root view holds it weakly; the controller owns it.
final class RootViewObserver: ViewLayoutDelegate {
  weak var controller: ViewController?
  /// Whether the controller's ``ViewController/updateProperties()`` is due: true at first, as for a
  /// new view (ViewController+Properties.swift).
  var needsUpdateProperties = true

  func viewWillLayoutSubviews() { controller?.rootViewWillLayoutSubviews() }
  func viewDidLayoutSubviews() { controller?.viewDidLayoutSubviews() }
  func viewSafeAreaInsetsDidChange() { controller?.viewSafeAreaInsetsDidChange() }
  func viewLayoutMarginsDidChange() { controller?.viewLayoutMarginsDidChange() }

  func viewWillUpdateProperties() {
    guard needsUpdateProperties, let controller else { return }
    needsUpdateProperties = false
    View.trackingObservations(
      { controller.updateProperties() },
      invalidate: { [weak controller] in controller?.setNeedsUpdateProperties() })
  }
}
