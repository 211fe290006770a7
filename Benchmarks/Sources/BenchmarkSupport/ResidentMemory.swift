import Foundation

/// The process's resident memory, from Linux's `/proc/self/status` (nil elsewhere).
public enum ResidentMemory {
  /// Resident now (`VmRSS`), in bytes.
  public static func current() -> Int? { field("VmRSS:") }
  /// The most that has been resident so far (`VmHWM`), in bytes.
  public static func peak() -> Int? { field("VmHWM:") }

  /// `bytes` in MB with one decimal, or "n/a".
  public static func format(_ bytes: Int?) -> String {
    bytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "n/a"
  }

  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let number = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        .first
      return number.flatMap { Int($0) }.map { $0 * 1024 }  // the value is in kB
    }
    return nil
  }
}
