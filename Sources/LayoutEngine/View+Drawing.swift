import Foundation

extension View {
  /// UIKit's `contentScaleFactor`: pixels per point of the view's drawing.
  ///
  /// Unless set, the scale of the display the view is laid out for (its traits' `displayScale`;
  /// 1 outside a host, where the traits have no scale), as UIKit gives the scale of the screen
  /// showing the view. A value set is stored and read back (a value that is not positive and
  /// finite is ignored, a Trellis choice: no input traps). Trellis draws nothing, so no frame and
  /// no picture depends on it; frames round to the display's pixels, not to this.
  ///
  /// ```swift
  /// final class ChartView: UIView {
  ///   override func draw(_ rect: CGRect) {
  ///     let hairline = 1 / contentScaleFactor
  ///     …
  ///   }
  /// }
  /// ```
  public var contentScaleFactor: CGFloat {
    get {
      if let storedContentScaleFactor { return storedContentScaleFactor }
      let scale = traitCollection.displayScale
      return scale.isFinite && scale > 0 ? scale : 1
    }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      storedContentScaleFactor = newValue
    }
  }
}
