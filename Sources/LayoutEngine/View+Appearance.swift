import Foundation

/// What a view looks like, stored for tests and pictures: UIKit's `backgroundColor`, `alpha`,
/// `clipsToBounds`, `tintColor`, `contentMode` and `layer`. None of them changes a frame, and the
/// layout pass never reads them.
extension View {
  /// The view's layer: corner radius, border, and the storage behind ``backgroundColor``,
  /// ``alpha`` and ``clipsToBounds``.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let layerType = (type(of: self).layerClass as? Layer.Type) ?? Layer.self
    let layer = layerType.init()
    layer.owningView = self
    storedLayer = layer
    return layer
  }

  /// The layer if something made it, without making one (for readers such as pictures, which must
  /// not give every view a layer).
  package var layerIfLoaded: Layer? { storedLayer }

  /// The fill behind the view's content (default nil: transparent). The same value as
  /// ``Layer/backgroundColor``.
  public var backgroundColor: Color? {
    get { storedLayer?.backgroundColor }
    set {
      guard newValue != nil || storedLayer != nil else { return }
      layer.backgroundColor = newValue
    }
  }

  /// The view's opacity, 0 (transparent) to 1 (opaque; the default), applied to its subviews too.
  ///
  /// Stored as the layer's `Float` ``Layer/opacity``, as UIKit does: values outside 0…1 are clamped
  /// (Core Animation's rule), and a value reads back at `Float` precision (`0.3` reads
  /// `0.30000001192092896`). UIKit animates changes inside an animation block; Trellis applies them
  /// at once.
  public var alpha: CGFloat {
    get { CGFloat(storedLayer?.opacity ?? 1) }
    set {
      guard newValue != 1 || storedLayer != nil else { return }
      layer.opacity = Float(newValue)
    }
  }

  /// Whether subviews are clipped to the bounds (default false). The same flag as
  /// ``Layer/masksToBounds``.
  public var clipsToBounds: Bool {
    get { storedLayer?.masksToBounds ?? false }
    set {
      guard newValue || storedLayer != nil else { return }
      layer.masksToBounds = newValue
    }
  }

  /// The colour controls draw their active parts with.
  ///
  /// As in UIKit, a view without a tint of its own inherits its superview's, and the root's default
  /// is ``Color/systemBlue``. Setting nil goes back to inheriting. A change calls
  /// ``tintColorDidChange()`` on this view and on the descendants that inherit from it.
  public var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let tint = current.storedTintColor { return tint }
        view = current.superview
      }
      return .systemBlue
    }
    set {
      let old = tintColor
      storedTintColor = newValue
      if tintColor != old { notifyTintChange() }
    }
  }

  /// Calls ``tintColorDidChange()`` on this view and on every descendant whose tint it gives.
  private func notifyTintChange() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil {
      subview.notifyTintChange()
    }
  }

  /// How the view places its content in its bounds (default ``ContentMode/scaleToFill``).
  public var contentMode: ContentMode {
    get { storedContentMode }
    set { storedContentMode = newValue }
  }
}
