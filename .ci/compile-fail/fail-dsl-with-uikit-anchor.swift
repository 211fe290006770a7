// Must not compile: a UIKit-named anchor related to a DSL anchor.
// expect-error: cannot be applied to operands of type 'PlatformXAxisAnchor' (aka 'LayoutXAxisAnchor') and 'XAxisAnchor<LeadingTrailing>'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leadingAnchor == b.leading
  }
}
