import Foundation

/// Whether two coordinates agree within half a point: frames are rounded to the display's pixel
/// grid (UIKitBehavior.md §7.7), so an edge derived from another edge plus a constant may land
/// one pixel away from the exact sum.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two sizes agree within half a point on each side.
func isClose(_ a: CGSize, _ b: CGSize, within tolerance: CGFloat = 0.5) -> Bool {
  isClose(a.width, b.width, within: tolerance) && isClose(a.height, b.height, within: tolerance)
}

/// Whether two rectangles agree within half a point on each edge.
func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.5) -> Bool {
  isClose(a.origin.x, b.origin.x, within: tolerance)
    && isClose(a.origin.y, b.origin.y, within: tolerance)
    && isClose(a.size, b.size, within: tolerance)
}

/// Sample text long enough to wrap on every device the corpus is laid out on.
enum SampleText {
  static let message =
    "Running a little late — the train is stuck outside the station. Start without me and save me a seat near the window, please!"
  static let paragraph =
    "Auto Layout places every view from the constraints between them. A test that lays a screen out on three devices catches the constraint that only breaks on the narrowest one, before a user does."
}
