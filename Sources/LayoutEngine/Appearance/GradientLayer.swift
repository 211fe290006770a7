import Foundation

/// A layer filled with a gradient: Core Animation's `CAGradientLayer`, as skeleton (shimmer)
/// views and fades use it.
///
/// ```swift
/// let shimmer = GradientLayer()
/// shimmer.colors = [Color.systemGray5, Color.systemGray4, Color.systemGray5]
/// shimmer.locations = [0, 0.5, 1]
/// shimmer.startPoint = CGPoint(x: 0, y: 0.5)
/// shimmer.endPoint = CGPoint(x: 1, y: 0.5)
/// view.layer.addSublayer(shimmer)
/// // in layoutSubviews(): shimmer.frame = bounds
/// ```
///
/// Pictures (`LayoutPicture`) draw axial gradients as SVG linear gradients over the layer's
/// frame; radial and conic ones are drawn with their first colour.
open class GradientLayer: Layer {
  /// The colours, as `[UIColor.red.cgColor, …]` gives them (``Color`` values; anything else in
  /// the array is skipped when drawing). Default nil: nothing is drawn.
  public var colors: [Any]?
  /// Where each colour stops, from 0 to 1, in the order of ``colors``; nil (the default) spreads
  /// them evenly, as Core Animation does.
  public var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default: the top
  /// middle (Core Animation's default, in UIKit's top-left origin).
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends; (0.5, 1) by default: the bottom middle.
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (default ``GradientType/axial``).
  public var type: GradientType = .axial

  public required init() { super.init() }

  /// The colours that can be drawn (the ``Color`` values of ``colors``), each with its stop.
  public var colorStops: [(color: Color, location: CGFloat)] {
    let drawn = (colors ?? []).compactMap { $0 as? Color }
    guard !drawn.isEmpty else { return [] }
    let given = (locations ?? []).map { CGFloat($0.doubleValue) }
    return drawn.enumerated().map { index, color in
      let even = drawn.count == 1 ? 0 : CGFloat(index) / CGFloat(drawn.count - 1)
      let location = index < given.count && given[index].isFinite ? given[index] : even
      return (color, min(max(location, 0), 1))
    }
  }
}

extension GradientLayer {
  /// Core Animation's `CAGradientLayerType`.
  nonisolated public struct GradientType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from ``GradientLayer/startPoint`` to ``GradientLayer/endPoint``.
    public static let axial = GradientType(rawValue: "axial")
    /// Around ``GradientLayer/startPoint``.
    public static let radial = GradientType(rawValue: "radial")
    /// Around ``GradientLayer/startPoint``, by angle.
    public static let conic = GradientType(rawValue: "conic")
  }
}
