// Type-checking budget: this 40-statement block must type-check in under 1 s (run.sh measures it
// with -debug-time-function-bodies and prints the number).
import Foundation
import LayoutDSL

func fortyStatements(_ a: PlatformView, _ b: PlatformView, _ c: PlatformView, _ dots: [PlatformView], compact: Bool) {
  constrain(a, b, c, dots) { a, b, c, dots in
    a.leading == b.layoutMargins.leading + 8
    a.trailing == b.layoutMargins.trailing - 8
    a.top == b.safeArea.top + 12
    a.bottom <= b.safeArea.bottom - 12
    a.width == b.width * 0.5 ~ .defaultHigh
    a.height >= 44
    a.centerX == b.centerX
    a.centerY == b.centerY + 4
    c.leading == a.trailing + 8
    c.trailing <= b.trailing - 16
    c.top == a.bottom + 4
    c.firstBaseline == a.lastBaseline + 20
    c.width == a.width * 0.25 + 4
    c.height == c.width
    c.width <= 600 ~ 999.5
    c.height >= 20 ~ 500
    c.edges >= b.layoutMargins.edges.inset(by: 8)
    c.horizontalEdges == b.readableContent.horizontalEdges
    c.verticalEdges <= b.safeArea.verticalEdges.inset(by: PlatformDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    a.size == CGSize(width: 100, height: 40)
    a.center == b.center.offset(by: CGPoint(x: 0, y: -20))
    c.size == b.size * 0.5
    a.left == b.left + 20
    a.right == b.right - 20
    a.centerX == b.left + 10
    (a.top == c.top).identifier("top")
    (a.width == 44).priority(.defaultLow)
    a.leadingAnchor == b.layoutMarginsGuide.leadingAnchor + 8
    a.widthAnchor == b.widthAnchor * 0.5 + 2
    a.heightAnchor >= 44 ~ .defaultHigh
    if compact {
      a.trailing == b.layoutMargins.trailing
    } else {
      a.width <= 600
    }
    for d in dots {
      d.centerY == a.centerY
      d.leading == a.trailing + 4
    }
    a.edges == b.edges.inset(by: PlatformEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    a.bottom == c.bottom - 2
    a.lastBaseline == c.firstBaseline
    a.height == c.height * 2 - 10
  }
}
