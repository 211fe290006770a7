/// What the stand-in records where UIKit would raise an Objective-C exception (and the app would
/// stop), for the tests to read. Behind an SPI, so that a `LayoutDSL` source using it would not
/// compile: UIKit has no such name.
@_spi(StandIn)
public enum StandIn {
  /// The exceptions UIKit would have raised, in order, each with UIKit's reason.
  public static var exceptions: [String] = []

  static func raise(_ reason: String) { exceptions.append(reason) }
}
