import Foundation

/// The issues a `withKnownIssue` block recorded, for tests that count failures (its `matching`
/// closure is `@Sendable`).
nonisolated final class IssueCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [(comment: String, line: Int)] = []
  func add(_ comment: String, line: Int) { lock.withLock { recorded.append((comment, line)) } }
  var comments: [String] { lock.withLock { recorded.map(\.comment) } }
  var lines: [Int] { lock.withLock { recorded.map(\.line) } }
}
