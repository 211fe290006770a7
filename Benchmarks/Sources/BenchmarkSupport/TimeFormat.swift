import Foundation

/// Seconds shown in microseconds or milliseconds with a fixed number of decimals: `12.34 µs`,
/// `5.6 ms`.
package struct TimeFormat: Sendable {
  /// Digits after the decimal point.
  package var decimals: Int

  package init(decimals: Int) { self.decimals = decimals }

  package func microseconds(_ seconds: Double) -> String {
    String(format: "%.\(decimals)f µs", seconds * 1e6)
  }

  package func milliseconds(_ seconds: Double) -> String {
    String(format: "%.\(decimals)f ms", seconds * 1e3)
  }
}
