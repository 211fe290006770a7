import Foundation
import LayoutEngine

/// Whether a picture shows anything: the marks the views draw of their own, as `render` draws them.
extension LayoutPicture {
  /// Something one view draws of its own in a picture: its shadow, its background, its content
  /// (text, an image, a control, a row) or its border — never the outlines, names, margins or
  /// bands that ``Options`` add over the screen.
  nonisolated public struct Mark: Hashable, Sendable, CustomStringConvertible {
    /// Which part of the view's drawing.
    nonisolated public enum Kind: String, Hashable, Sendable {
      case shadow, background, content, border
    }

    public let kind: Kind
    /// The view's `layoutName`.
    public let view: String
    /// The part of the drawing's area that lies inside the picture and the view's clipping
    /// ancestors, in the root's coordinates.
    public let frame: CGRect

    public var description: String { "\(view) \(kind.rawValue) \(formatRect(frame))" }
  }

  /// The marks `root`'s views draw inside the picture, in drawing order: each view's shadow,
  /// background, content and border where the picture draws something for it and some of it lies
  /// inside the root's bounds (and inside every ancestor that clips). The root's own background
  /// is the canvas and is left out; hidden views and views with alpha 0 draw nothing, as in
  /// ``render(_:)``, which this follows step by step.
  ///
  /// An empty result means the picture shows a blank screen — in the ``Options/clean`` style, a
  /// white (or plain-coloured) page:
  ///
  /// ```swift
  /// #expect(LayoutPicture(options: .clean).drawsVisibleContent(host.rootView))
  /// ```
  ///
  /// A cell or header in no view is laid out as its list lays it out first, as in `render`.
  public func visibleMarks(_ root: View) -> [Mark] {
    if let marks = LayoutMatrix.laidOutAsInItsList(root, { visibleMarks($0) }) { return marks }
    return drawing(of: root).marks
  }

  /// Whether the picture of `root` draws any visible element of the views themselves inside the
  /// root — a filled shape, text, an image or a control — rather than a blank screen
  /// (``visibleMarks(_:)`` is not empty).
  public func drawsVisibleContent(_ root: View) -> Bool {
    !visibleMarks(root).isEmpty
  }
}
