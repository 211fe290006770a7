// Must not compile: a Y-axis anchor related to an X-axis anchor.
// expect-error: a vertical position cannot be related to a horizontal one
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.centerY == b.centerX
  }
}
