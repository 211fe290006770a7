import Foundation
import LayoutEngine
import Testing

/// `CGRect.inset(by:)` with `EdgeInsets`, as UIKit's `CGRect.inset(by: UIEdgeInsets)`: each edge
/// moves in by its inset; negative insets move it out.
@Suite struct RectInsetTests {
  @Test func eachEdgeMovesInByItsInset() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(
      rect.inset(by: EdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: 5, y: 15, width: 110, height: 60))
    #expect(rect.inset(by: .zero) == rect)
  }
}
