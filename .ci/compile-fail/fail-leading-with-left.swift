// Must not compile: leading/trailing related to left/right (UIKit raises at run time).
// expect-error: leading/trailing cannot be related to left/right
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leading == b.left + 8
  }
}
