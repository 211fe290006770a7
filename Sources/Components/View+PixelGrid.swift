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

  /// `value` rounded to the nearest point of the pixel grid of the view's display scale (not
  /// rounded for scale 0), halves away from zero.
  func roundedToPixels(_ value: CGFloat) -> CGFloat {
    let scale = traitCollection.displayScale
    guard scale > 0, value.isFinite else { return value }
    return (value * scale).rounded() / scale + 0
  }

  /// `value` in its canonical form when it lies on the pixel grid of the view's display scale
  /// but for the noise of floating-point arithmetic (within 10⁻⁶ pixel): the whole number of
  /// pixels divided by the scale, so that one position has one set of bits however it was summed
  /// (a row's y is the sum of the heights above it; `62⅓ + ⅓` is not `62⅔` in binary). A value
  /// off the grid (a row height given in code) is returned as it is (`Decisions.md`, "Canonical
  /// frames").
  func snappedToPixels(_ value: CGFloat) -> CGFloat {
    let scale = traitCollection.displayScale
    guard scale > 0, value.isFinite else { return value }
    let pixels = value * scale
    let whole = pixels.rounded()
    guard abs(pixels - whole) <= 1e-6 else { return value }
    return whole / scale + 0  // `+ 0`: −0 becomes 0
  }

  /// `rect` with each of its origin and size in canonical form (``snappedToPixels(_:)``).
  func snappedToPixels(_ rect: CGRect) -> CGRect {
    CGRect(
      x: snappedToPixels(rect.minX), y: snappedToPixels(rect.minY),
      width: snappedToPixels(rect.width), height: snappedToPixels(rect.height))
  }
}
