import Foundation

/// What a view looks like beyond its frame — corners, border, background, opacity, clipping:
/// the parts of Core Animation's `CALayer` that real layout code sets.
///
/// ```swift
/// let avatar = View()
/// avatar.layer.cornerRadius = 32
/// avatar.layer.borderWidth = 1
/// avatar.layer.borderColor = .separator
/// avatar.layer.masksToBounds = true  // the same flag as avatar.clipsToBounds
/// ```
///
/// Trellis stores these values and draws them in pictures (`LayoutPicture`); they never change a
/// frame. Every ``View`` has one layer, made the first time it is asked for; the view's
/// ``View/backgroundColor``, ``View/alpha`` and ``View/clipsToBounds`` read and write it, as UIKit's do.
/// Changes apply at once (Core Animation would animate some of them).
public final class Layer {
  /// The radius of the rounded corners, in points (default 0). Pictures draw at most half the
  /// shorter side, and a negative or non-finite radius as 0.
  public var cornerRadius: CGFloat = 0
  /// The width of the border drawn inside the bounds, in points (default 0). Pictures draw a
  /// negative or non-finite width as 0.
  public var borderWidth: CGFloat = 0
  /// The border's colour; opaque black by default, as in Core Animation.
  public var borderColor: Color? = .black
  /// Whether sublayers (the view's subviews) are clipped to the bounds and the corner radius
  /// (default false). ``View/clipsToBounds`` is the same flag.
  public var masksToBounds = false
  /// The fill behind the content (default nil: none). ``View/backgroundColor`` is the same value.
  public var backgroundColor: Color?
  /// The opacity, 0 (transparent) to 1 (opaque; the default). Values outside are clamped, as Core
  /// Animation documents; NaN is taken as 1 (a choice: Core Animation does not say).
  public var opacity: Float {
    get { storedOpacity }
    set { storedOpacity = newValue.isNaN ? 1 : min(max(newValue, 0), 1) }
  }
  private var storedOpacity: Float = 1

  /// A layer with Core Animation's defaults.
  public init() {}
}
