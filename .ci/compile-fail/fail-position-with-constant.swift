// Must not compile: a location equal to a constant (UIKit raises).
// expect-error: a position cannot be related to a constant
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.top == 20
  }
}
