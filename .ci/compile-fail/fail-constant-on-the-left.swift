// Must not compile: arithmetic on the left side of a relation.
// expect-error: AnchorExpression<XAxisAnchor<LeadingTrailing>>
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.leading + 8 == b.leading
  }
}
