// Must not compile: UIKit-named anchors of different axes.
// expect-error: 'LayoutXAxisAnchor' and 'LayoutYAxisAnchor' be equivalent
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.leadingAnchor == b.topAnchor
  }
}
