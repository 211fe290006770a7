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
/// frame. Every ``View`` has one layer, made the first time it is asked for (of the view's
/// ``View/layerClass``); the view's ``View/backgroundColor``, ``View/alpha`` and
/// ``View/clipsToBounds`` read and write it, as UIKit's do, and its ``frame`` and ``bounds`` are
/// the view's. Layers of their own (a gradient, a shape) are added with ``addSublayer(_:)`` and
/// placed by their ``frame``, usually in the view's `layoutSubviews()`. Changes apply at once:
/// Core Animation would animate some of them, and animations added with ``add(_:forKey:)`` end as
/// soon as they are added (Layer+Animation.swift).
@preconcurrency @MainActor
open class Layer {
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

  // MARK: Shadow, corners, rasterization

  /// The shadow's colour; opaque black by default, as Core Animation documents. Pictures draw the
  /// shadow when ``shadowOpacity`` is above 0 and the layer does not mask to its bounds.
  public var shadowColor: Color? = .black
  /// The shadow's opacity, 0 (none; the default, as in Core Animation) to 1. Values outside are
  /// clamped; NaN is taken as 0.
  public var shadowOpacity: Float {
    get { storedShadowOpacity }
    set { storedShadowOpacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
  }
  private var storedShadowOpacity: Float = 0
  /// How far the shadow falls from the layer; (0, −3) by default, Core Animation's value.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow, in points; 3 by default, Core Animation's value. Stored;
  /// pictures draw the shadow's shape without the blur.
  public var shadowRadius: CGFloat = 3
  /// How the rounded corners are drawn (default ``CornerCurve/circular``). Stored; pictures draw
  /// circular corners.
  public var cornerCurve: CornerCurve = .circular
  /// Which corners ``cornerRadius`` rounds (default all four). Pictures round only these.
  public var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether Core Animation caches the layer as a bitmap (default false). Stored: Trellis renders
  /// nothing.
  public var shouldRasterize = false
  /// The scale of that bitmap (default 1). Stored.
  public var rasterizationScale: CGFloat = 1

  // MARK: Geometry and the layer tree (Layer+Tree.swift)

  /// The view whose layer this is; nil for a layer made on its own.
  package weak var owningView: View?
  var storedBounds = CGRect.zero
  var storedPosition = CGPoint.zero
  /// The point of the bounds that ``position`` names, in unit coordinates; (0.5, 0.5) by default,
  /// as in Core Animation.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var storedSublayers: [Layer] = []
  /// The layer this one was added to; nil for a view's own layer and a layer not added anywhere.
  public internal(set) weak var superlayer: Layer?
  /// A layer whose opacity masks this one (default nil). Stored; pictures draw the layer unmasked.
  public var mask: Layer?
  /// Whether the layer and its sublayers are hidden (default false). A view's own layer keeps the
  /// view's ``View/isHidden``.
  public var isHidden: Bool {
    get { owningView?.isHidden ?? storedIsHidden }
    set {
      if let owningView { owningView.isHidden = newValue } else { storedIsHidden = newValue }
    }
  }
  private var storedIsHidden = false
  /// A name for finding the layer again (default nil).
  public var name: String?
  /// The layer's order among its siblings in Core Animation (default 0). Stored.
  public var zPosition: CGFloat = 0
  /// The scale of the layer's content (default 1). Stored.
  public var contentsScale: CGFloat = 1
  /// The layer's image content (default nil). Stored; pictures do not draw it.
  public var contents: Any?
  /// The shape the shadow is cast from (default nil: the layer's bounds). Stored; pictures draw
  /// the shadow from the bounds and ``cornerRadius``.
  public var shadowPath: Path?
  /// Animations added with ``add(_:forKey:)`` that stay (their ``LayerAnimation/isRemovedOnCompletion``
  /// is false), by key.
  var storedAnimations: [(key: String, animation: LayerAnimation)] = []

  /// A layer with Core Animation's defaults.
  public required init() {}
}

extension Layer {
  /// The shape of rounded corners: Core Animation's `CALayerCornerCurve`.
  nonisolated public struct CornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CornerCurve(rawValue: "circular")
    /// The continuous curve of the system's rounded rectangles.
    public static let continuous = CornerCurve(rawValue: "continuous")
  }

  /// The corners ``Layer/cornerRadius`` rounds: Core Animation's `CACornerMask`, with its raw
  /// values (`kCALayerMinXMinYCorner` = 1 … `kCALayerMaxXMaxYCorner` = 8). "Min Y" is the top edge
  /// on iOS.
  nonisolated public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  }
}
