import TrellisUIKit

/// What the portable tests ask of the engine under them; here, Trellis (the stand-in package has
/// its own `Hooks` for the UIKit path).
enum Hooks {
  /// The path the tests run through.
  static let path = "Trellis"

  /// Runs `body` and returns the problems reported meanwhile: Trellis records them on the tree
  /// (`root.layoutDiagnostics`) where UIKit would raise.
  static func problems(in root: View, _ body: () -> Void) -> [String] {
    let before = root.layoutDiagnostics.count
    body()
    return root.layoutDiagnostics.dropFirst(before).map(\.message)
  }

  /// The exceptions UIKit would have raised so far: Trellis raises none (see ``problems(in:_:)``).
  static var exceptionsUIKitWouldRaise: [String] { [] }
}
