import Foundation

// A layer's geometry and sublayers, Core Animation's model: a layer is placed by its `position`
// (where its `anchorPoint` lies in the superlayer) and sized by its `bounds`; `frame` is computed
// from them. A view's own layer takes all three from the view.
extension Layer {
  /// The layer's rectangle in its superlayer's coordinates. For a view's own layer, the view's
  /// ``View/frame``; otherwise computed from ``position``, ``bounds`` and ``anchorPoint``, and
  /// setting it sets those (Core Animation's model).
  public var frame: CGRect {
    get {
      if let owningView { return owningView.frame }
      return CGRect(
        x: storedPosition.x - storedBounds.width * anchorPoint.x,
        y: storedPosition.y - storedBounds.height * anchorPoint.y,
        width: storedBounds.width, height: storedBounds.height)
    }
    set {
      if let owningView {
        owningView.frame = newValue
        return
      }
      let rect = newValue.standardized
      storedBounds.size = rect.size
      storedPosition = CGPoint(
        x: rect.minX + rect.width * anchorPoint.x, y: rect.minY + rect.height * anchorPoint.y)
    }
  }

  /// The layer's own coordinate space: origin (0, 0) and its size unless set otherwise. A view's
  /// own layer has the view's ``View/bounds``.
  public var bounds: CGRect {
    get { owningView?.bounds ?? storedBounds }
    set {
      if let owningView { owningView.bounds = newValue } else { storedBounds = newValue }
    }
  }

  /// Where the layer's ``anchorPoint`` lies in its superlayer's coordinates. A view's own layer
  /// has the view's ``View/center`` (its anchor point is the middle).
  public var position: CGPoint {
    get { owningView?.center ?? storedPosition }
    set {
      if let owningView { owningView.center = newValue } else { storedPosition = newValue }
    }
  }

  /// The layers added to this one, back to front; nil when there are none, as in Core Animation.
  /// A view's subviews' layers are not listed (Documentation/Decisions.md, "Sublayers").
  public var sublayers: [Layer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.superlayer = nil }
      storedSublayers = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Adds `layer` in front of the other sublayers (taking it from its old superlayer). Adding a
  /// layer to itself or to one of its own sublayers is ignored (Core Animation would make a cycle).
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the end).
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    var ancestor: Layer? = self
    while let current = ancestor {
      if current === layer { return }
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    let position = min(Int(index), storedSublayers.count)
    storedSublayers.insert(layer, at: position)
    layer.superlayer = self
  }

  /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index =
      sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? storedSublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing if `oldLayer` is not one.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer's sublayers; nothing when it has none.
  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.storedSublayers.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// Core Animation's request to redraw: does nothing (Trellis draws from state).
  public func setNeedsDisplay() {}

  /// Core Animation's request to lay out sublayers: does nothing (sublayers are placed by their
  /// frames, usually in the view's `layoutSubviews()`).
  public func setNeedsLayout() {}

  /// Does nothing (see ``setNeedsLayout()``).
  public func layoutIfNeeded() {}
}
