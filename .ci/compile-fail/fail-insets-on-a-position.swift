// Must not compile: insets apply to edges only.
// expect-error: has no member 'inset'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leading == b.leading.inset(by: 8)
  }
}
