import Foundation
import LayoutEngine

// UIKit's button configuration updates (iOS 15; observation tracking iOS 26). Apple:
// "setNeedsUpdateConfiguration()" — the system calls it when the button's state changes, and
// several calls before the update make one call of updateConfiguration(); "updateConfiguration()"
// — don't call it directly, it supports automatic observation tracking;
// "configurationUpdateHandler" — an alternative to overriding updateConfiguration(), called after
// it (UIKit's header), with observation tracking. Trellis runs a due update when the layout pass
// visits the button for its properties, as for cells (Documentation/Decisions.md, "Cell
// configuration updates").

extension Button: PropertiesPhaseUpdating {
  /// Asks for a configuration update before the next layout (``updateConfiguration()``, then
  /// ``configurationUpdateHandler``). Several requests before then make one update. The button
  /// calls it when ``Control/isEnabled``, ``Control/isSelected`` or ``Control/isHighlighted``
  /// changes, when its handler is set, and when an `@Observable` property its last update read
  /// changes.
  public func setNeedsUpdateConfiguration() {
    needsUpdateConfiguration = true
    schedulePropertiesUpdate()
  }

  /// Runs the configuration update now if one is due: a Trellis addition (UIKit runs it in its
  /// update cycle), as ``View/updatePropertiesIfNeeded()`` is for properties.
  public func updateConfigurationIfNeeded() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    // A plain button with no handler has nothing to call or track.
    guard configurationUpdateHandler != nil || type(of: self) != Button.self else { return }
    // Only the last update's reads count.
    configurationRuns.track(
      { [self] in
        updateConfiguration()
        configurationUpdateHandler?(self)
      },
      invalidate: { [weak self] in self?.setNeedsUpdateConfiguration() })
  }

  package func updateInPropertiesPhase() { updateConfigurationIfNeeded() }
}
