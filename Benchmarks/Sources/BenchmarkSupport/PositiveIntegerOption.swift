import Foundation

/// Removes the value of an option such as `--repeats N` from the front of `arguments` and returns
/// it; prints `usage` and exits with status 2 when it is missing or not a positive integer.
package func removePositiveInteger(from arguments: inout [String], usage: String) -> Int {
  guard let value = arguments.first.flatMap(Int.init), value > 0 else {
    print(usage)
    exit(2)
  }
  arguments.removeFirst()
  return value
}
