import LayoutDSL
@_spi(StandIn) import UIKit

/// What the portable tests ask of the engine under them; here, the stand-in UIKit.
enum Hooks {
  /// The path the tests run through.
  static let path = "UIKit"

  /// Runs `body` and returns the problems reported meanwhile: what the DSL passed to
  /// `ConstraintGroup.diagnosticHandler` (whose default, `assertionFailure`, would stop the test),
  /// and anything the stand-in recorded as an exception UIKit would raise.
  static func problems(in root: UIView, _ body: () -> Void) -> [String] {
    let handler = ConstraintGroup.diagnosticHandler
    let raisedBefore = StandIn.exceptions.count
    var reported: [String] = []
    ConstraintGroup.diagnosticHandler = { reported.append($0.message) }
    defer { ConstraintGroup.diagnosticHandler = handler }
    body()
    return reported + StandIn.exceptions.dropFirst(raisedBefore)
  }

  /// The exceptions UIKit would have raised so far (none, if the DSL checks what UIKit checks).
  static var exceptionsUIKitWouldRaise: [String] { StandIn.exceptions }
}
