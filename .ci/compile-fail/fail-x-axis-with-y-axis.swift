// Must not compile: an X-axis anchor related to a Y-axis anchor.
// expect-error: a horizontal position cannot be related to a vertical one
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leading == b.top + 8
  }
}
