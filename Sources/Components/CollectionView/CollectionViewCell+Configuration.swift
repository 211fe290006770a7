import Foundation
import LayoutEngine

// UIKit's cell configuration updates, as for table view cells (TableViewCell+Configuration.swift
// has the sources).

extension CollectionViewCell: PropertiesPhaseUpdating {
  /// Asks for a configuration update for the cell's current state before the next layout
  /// (``updateConfiguration(using:)``, then ``configurationUpdateHandler``). Several requests
  /// before then make one update. The cell calls it when its selection, highlight or traits
  /// change, when its handler is set, and when an `@Observable` property its last update read
  /// changes.
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
    guard configurationUpdateHandler != nil || type(of: self) != CollectionViewCell.self else {
      return
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
