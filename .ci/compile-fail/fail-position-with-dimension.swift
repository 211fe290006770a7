// Must not compile: a position related to a size.
// expect-error: a position cannot be related to a size
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.top >= b.height
  }
}
