/// A monotonic stopwatch in seconds.
package struct Stopwatch {
  private let start = ContinuousClock.now

  package init() {}

  package var seconds: Double { Self.seconds(ContinuousClock.now - start) }

  package static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  /// Runs `body` and returns its result with the seconds it took.
  package static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Double) {
    let watch = Stopwatch()
    let result = try body()
    return (result, watch.seconds)
  }
}

/// Seconds `body` takes.
package func time(_ body: () -> Void) -> Double {
  Stopwatch.time(body).1
}
