// Must not compile: a compound anchor related to a different compound.
// expect-error: binary operator '==' cannot be applied to operands of type 'EdgesAnchor<AllEdges>' and 'SizeAnchor'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.edges == b.size
  }
}
