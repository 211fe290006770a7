import Testing
import XCTest

/// Where a failure is reported: the caller's file and line.
nonisolated public struct CallSite: Sendable {
  public let fileID: String
  public let filePath: StaticString
  public let line: UInt
  public let column: UInt

  public init(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The directory of the calling source file.
  var directory: String {
    let path = "\(filePath)"
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// The calling file's name without `.swift`.
  var fileBaseName: String {
    let path = "\(filePath)"
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }
}

/// Reports a failure the way the running test framework expects: `Issue.record` under Swift
/// Testing, `XCTFail` under XCTest — at the caller's line either way.
nonisolated public func recordLayoutFailure(_ message: String, at site: CallSite) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: Testing.SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line),
        column: Int(site.column)))
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
