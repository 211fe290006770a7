// Must not compile: a guide has no baselines.
// expect-error: value of type 'GuideProxy' has no member 'firstBaseline'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.firstBaseline == b.layoutMargins.firstBaseline
  }
}
