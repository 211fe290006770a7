// Must not compile: a UIKit-named anchor related to a DSL anchor.
// expect-error: requires that 'XAxisAnchor<LeadingTrailing>' conform to 'LayoutAnchorOperand'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.leadingAnchor == b.leading
  }
}
