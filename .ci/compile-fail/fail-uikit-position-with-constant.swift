// Must not compile: a UIKit-named position equal to a constant.
// expect-error: cannot be applied to operands of type 'PlatformXAxisAnchor' (aka 'LayoutXAxisAnchor') and 'Int'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leadingAnchor == 8
  }
}
