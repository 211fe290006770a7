// Must not compile: a size related to a position.
// expect-error: a size cannot be related to a position
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.width == b.trailing * 0.5
  }
}
