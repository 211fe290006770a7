// Must not compile: a compound anchor related to a different compound.
// expect-error: binary operator '==' cannot be applied to operands of type 'EdgesAnchor<AllEdges>' and 'SizeAnchor'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.edges == b.size
  }
}
