import LayoutEngine

/// Core Animation's `CATransaction`: its blocks run at once, and a completion block runs at
/// ``commit()`` (animations end as soon as they are added).
@preconcurrency @MainActor
public enum CATransaction {
  private static var completions: [[() -> Void]] = []
  private static var disablesActions = false

  public static func begin() { completions.append([]) }
  /// Runs the completion blocks of the innermost transaction.
  public static func commit() {
    guard let blocks = completions.popLast() else { return }
    for block in blocks { block() }
  }
  /// Runs `block` when the current transaction commits (at once outside one).
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else { return }
    if completions.isEmpty {
      block()
    } else {
      completions[completions.count - 1].append(block)
    }
  }
  public static func setAnimationDuration(_ duration: TimeInterval) {}
  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {}
  public static func setDisableActions(_ flag: Bool) { disablesActions = flag }
  public static func disableActions() -> Bool { disablesActions }
  public static func flush() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Core Animation's clock, in seconds: the system's uptime.
nonisolated public func CACurrentMediaTime() -> TimeInterval {
  ProcessInfo.processInfo.systemUptime
}
