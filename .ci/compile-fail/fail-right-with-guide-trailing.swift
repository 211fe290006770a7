// Must not compile: left/right related to a guide's leading/trailing.
// expect-error: left/right cannot be related to leading/trailing
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.right <= b.layoutMargins.trailing
  }
}
