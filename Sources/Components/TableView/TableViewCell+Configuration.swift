import Foundation
import LayoutEngine

// UIKit's cell configuration updates (iOS 14; the handler iOS 15; observation tracking iOS 26).
// Apple: "setNeedsUpdateConfiguration()" — the system asks for an update when the cell's
// configuration state changes and may combine several requests into one; "updateConfiguration(
// using:)" — avoid calling it directly, it supports automatic observation tracking;
// "configurationUpdateHandler" — called after updateConfiguration(using:). Trellis runs a due
// update when the layout pass visits the cell for its properties (before its own
// updateProperties(), constraints and layout), and when its table loads it, before measuring its
// row (Documentation/Decisions.md, "Cell configuration updates").

extension TableViewCell: PropertiesPhaseUpdating {
  /// Asks for a configuration update for the cell's current state before the next layout
  /// (``updateConfiguration(using:)``, then ``configurationUpdateHandler``). Several requests
  /// before then make one update. The cell calls it when its selection, highlight, editing state
  /// or traits change, when its handler is set, and when an `@Observable` property its last
  /// update read changes.
  public func setNeedsUpdateConfiguration() {
    needsUpdateConfiguration = true
    schedulePropertiesUpdate()
  }

  /// Runs the configuration update now if one is due. A Trellis addition (UIKit runs it in its
  /// update cycle), as ``View/updatePropertiesIfNeeded()`` is for properties.
  public func updateConfigurationIfNeeded() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    // A plain cell with no handler has nothing to call or track.
    guard configurationUpdateHandler != nil || type(of: self) != TableViewCell.self else { return }
    let contentChangesBefore = contentConfigurationChanges
    defer {
      // A new content configuration may change the row's height: as UIKit's self-sizing
      // invalidation (iOS 16, on by default), the table measures its rows again — unless it is
      // loading them, and measures them next anyway.
      if contentConfigurationChanges != contentChangesBefore, rowMetrics != nil,
        let table = tableView, !table.isLoadingRows
      {
        table.setNeedsRowLayout()
      }
    }
    // Only the last update's reads count.
    configurationRuns.track(
      { [self] in
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
      },
      invalidate: { [weak self] in self?.setNeedsUpdateConfiguration() })
  }

  package func updateInPropertiesPhase() { updateConfigurationIfNeeded() }
}
