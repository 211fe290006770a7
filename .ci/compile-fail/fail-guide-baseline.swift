// Must not compile: a guide has no baselines.
// expect-error: value of type 'GuideProxy' has no member 'firstBaseline'
// expect-error-uikit: requires that 'UIResponder' conform to 'Constrainable'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.firstBaseline == b.layoutMargins.firstBaseline
  }
}
