// Must not compile: a UIKit-named position equal to a constant.
// expect-error: binary operator '==' cannot be applied to operands of type 'LayoutXAxisAnchor' and 'CGFloat'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.leadingAnchor == 8
  }
}
