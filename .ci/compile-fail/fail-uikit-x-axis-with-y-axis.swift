// Must not compile: UIKit-named anchors of different axes.
// expect-error: operands of type 'PlatformXAxisAnchor' (aka 'LayoutXAxisAnchor') and 'PlatformYAxisAnchor'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leadingAnchor == b.topAnchor
  }
}
