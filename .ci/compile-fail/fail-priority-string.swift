// Must not compile: a priority that is not a priority.
// expect-error: cannot convert value of type 'String' to expected argument type 'PlatformLayoutPriority'
// expect-error-uikit: binary operator '~' cannot be applied to operands of type 'ConstraintStatement' and 'String'
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.width == 44 ~ "high"
  }
}
