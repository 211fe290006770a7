import Foundation
import LayoutEngine

extension View {
  /// `value` rounded up to the pixel grid of the view's display scale (not rounded for scale 0),
  /// as UIKit rounds the sizes text takes.
  func ceilToPixels(_ value: CGFloat) -> CGFloat {
    let scale = traitCollection.displayScale
    guard scale > 0, value.isFinite else { return value }
    // A hair below a pixel boundary stays on it: sums of advances carry rounding noise.
    return max(0, (value * scale - 1e-6).rounded(.up) / scale)
  }
}
