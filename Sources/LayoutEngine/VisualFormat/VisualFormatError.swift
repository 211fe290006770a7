/// A visual format string that could not be parsed or interpreted: what UIKit raises as
/// `NSInvalidArgumentException` "Unable to parse constraint format".
nonisolated public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was expected or what went wrong, in UIKit's words where UIKit has them.
  public let message: String
  /// The format string.
  public let format: String
  /// The offset (in characters) where the problem was found.
  public let position: Int

  public init(message: String, format: String, position: Int) {
    self.message = message
    self.format = format
    self.position = position
  }

  /// UIKit's three-line report: the message, the format, and a caret under the position.
  ///
  /// ```
  /// Unable to parse constraint format:
  /// Expected ':' after 'V' to specify vertical arrangement
  /// V|[backgroundBox]|
  ///  ^
  /// ```
  public var description: String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n"
      + String(repeating: " ", count: position) + "^"
  }
}
