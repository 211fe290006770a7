import LayoutEngine

// UIKit's iOS 26 properties update for view controllers: `updateProperties()` runs in the layout
// pass before the root view's own, after the traits and before layout; `@Observable` properties it
// reads are tracked, and a change to one asks for it again (View+Observation.swift).
extension ViewController {
  /// Asks for ``updateProperties()`` in the next layout pass, without invalidating the layout.
  public func setNeedsUpdateProperties() {
    observer.needsUpdateProperties = true
    viewIfLoaded?.schedulePropertiesUpdate()
  }

  /// Runs the properties updates due now: this controller's, then those of its view's subtree.
  public func updatePropertiesIfNeeded() {
    viewIfLoaded?.updatePropertiesIfNeeded()
  }
}
