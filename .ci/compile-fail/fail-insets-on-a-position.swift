// Must not compile: insets apply to edges only.
// expect-error: has no member 'inset'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.leading == b.leading.inset(by: 8)
  }
}
