// Must not compile: a priority that is not a priority.
// expect-error: cannot convert value of type 'String' to expected argument type 'LayoutPriority'
import Foundation
import LayoutDSL

func wrong(_ a: View, _ b: View) {
  constrain(a, b) { a, b in
    a.width == 44 ~ "high"
  }
}
