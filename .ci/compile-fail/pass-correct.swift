// Must compile: the correct forms, so that the check cannot pass vacuously (a broken module search
// path would make every snippet fail).
import Foundation
import LayoutDSL

func right(_ a: PlatformView, _ b: PlatformView, _ dots: [PlatformView], guide: PlatformLayoutGuide, compact: Bool) {
  let group = constrain(a, b, dots, guide) { a, b, dots, guide in
    a.leading == b.layoutMargins.leading + 8
    a.top == b.safeArea.top
    a.width == b.width * 0.5 ~ .defaultHigh
    a.height >= 44
    if compact { a.trailing == b.layoutMargins.trailing } else { a.width <= 600 }
    for d in dots { d.centerY == a.centerY; d.leading == a.trailing + 4 }
    a.left == b.left + 20
    a.centerX == b.trailing - 10
    a.firstBaseline == b.lastBaseline
    a.edges == b.layoutMargins.edges.inset(by: 8)
    a.edges >= b.edges.inset(by: PlatformDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    a.horizontalEdges <= guide.horizontalEdges.inset(by: PlatformEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    a.size == CGSize(width: 44, height: 44) ~ 999.5
    a.center == b.center.offset(by: CGPoint(x: 0, y: -8))
    (a.height <= 600).identifier("a-height").priority(500)
    a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
    a.widthAnchor >= 0.5 * b.widthAnchor ~ 500
  }
  group.deactivate()
  let c: PlatformLayoutConstraint = a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
  c.isActive = true
}
