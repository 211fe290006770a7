import Synchronization

/// The measurer labels use when they have none of their own.
nonisolated public enum TextMeasurement {
  private static let state = Mutex<(measurer: any TextMeasurer, generation: Int)>(
    (SystemFontMeasurer(), 0))

  /// The measurer of every ``Label`` whose ``Label/textMeasurer`` is nil: the built-in
  /// ``SystemFontMeasurer`` unless set. Setting it makes labels measure again at their next
  /// layout. It is process-wide: set it once (in a test suite's setup, say), not per test.
  public static var defaultMeasurer: any TextMeasurer {
    get { state.withLock { $0.measurer } }
    set {
      state.withLock {
        $0.measurer = newValue
        $0.generation += 1
      }
    }
  }

  /// Bumped whenever ``defaultMeasurer`` is set, so that caches know to measure again.
  static var generation: Int { state.withLock { $0.generation } }

  /// The default measurer and its generation, read together.
  static var current: (measurer: any TextMeasurer, generation: Int) {
    state.withLock { $0 }
  }
}
