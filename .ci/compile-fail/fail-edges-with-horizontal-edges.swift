// Must not compile: all edges related to the horizontal edges only.
// expect-error: EdgesAnchor<HorizontalEdges>
import Foundation
import LayoutDSL

func wrong(_ a: PlatformView, _ b: PlatformView) {
  constrain(a, b) { a, b in
    a.edges == b.horizontalEdges.inset(by: 8)
  }
}
