// Must not compile: a compound anchor related to a different compound.
// expect-error: cannot convert value of type 'EdgesAnchor<AllEdges>' to expected argument type 'SizeAnchor'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.edges == b.size
  }
}
