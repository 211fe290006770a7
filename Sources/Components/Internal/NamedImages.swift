import Foundation

/// The images tests register by name for `Image(named:)`, behind a lock: `Image` is `Sendable` and nonisolated, so registration may come from any task.
nonisolated final class NamedImages: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: (size: CGSize, scale: CGFloat)] = [:]

  func withLock<Result>(
    _ body: (inout [String: (size: CGSize, scale: CGFloat)]) -> Result
  ) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&entries)
  }
}
