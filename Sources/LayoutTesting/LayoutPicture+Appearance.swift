import Foundation
import LayoutEngine

/// A view's own appearance in a picture: its background, its border, and the clipping of its
/// subviews, from `View.backgroundColor` and `View.layer`.
extension LayoutPicture {
  /// The background fill, rounded by the layer's corner radius; nothing without a colour or with a
  /// fully transparent one.
  func background(of view: View, in frame: CGRect) -> [String] {
    guard let color = view.backgroundColor, color.alphaComponent > 0, !frame.isEmpty else {
      return []
    }
    return [
      roundedRect(
        frame, radius: cornerRadius(of: view, in: frame), corners: roundedCorners(of: view),
        fill(color))
    ]
  }

  /// The shadow under the view: its rounded bounds moved by the layer's shadow offset, filled with
  /// the shadow colour at the shadow opacity — without Core Animation's blur. Drawn only for a
  /// view with a visible background (Core Animation casts the shadow from the layer's content),
  /// and not when the layer masks to its bounds (which clips the shadow too).
  func shadow(of view: View, in frame: CGRect) -> [String] {
    guard let layer = view.layerIfLoaded, layer.shadowOpacity > 0, !layer.masksToBounds,
      let color = layer.shadowColor, color.alphaComponent > 0,
      let background = view.backgroundColor, background.alphaComponent > 0,
      layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite, !frame.isEmpty
    else { return [] }
    let shadowColor = color.withAlphaComponent(color.alphaComponent * CGFloat(layer.shadowOpacity))
    let moved = frame.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
    return [
      roundedRect(
        moved, radius: cornerRadius(of: view, in: frame), corners: roundedCorners(of: view),
        fill(shadowColor))
    ]
  }

  /// The corners the layer's radius rounds.
  func roundedCorners(of view: View) -> Layer.CornerMask {
    view.layerIfLoaded?.maskedCorners ?? Self.allCorners
  }

  static let allCorners: Layer.CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The border, drawn inside the bounds and over the subviews as Core Animation draws it; nothing
  /// without a positive width or a visible colour.
  func border(of view: View, in frame: CGRect) -> [String] {
    guard let layer = view.layerIfLoaded, layer.borderWidth.isFinite,
      layer.borderWidth > 0, let color = layer.borderColor, color.alphaComponent > 0,
      !frame.isEmpty
    else { return [] }
    let width = min(layer.borderWidth, min(frame.width, frame.height) / 2)
    let inset = frame.insetBy(dx: width / 2, dy: width / 2)
    let radius = max(0, cornerRadius(of: view, in: frame) - width / 2)
    return [
      roundedRect(
        inset, radius: radius, corners: roundedCorners(of: view),
        "fill=\"none\" \(stroke(color, width: width))")
    ]
  }

  /// A clip path of the view's bounds, rounded by its corner radius, named `id`.
  func clipPath(of view: View, in frame: CGRect, id: String) -> String {
    let shape = roundedRect(
      frame.isEmpty ? CGRect(origin: frame.origin, size: .zero) : frame,
      radius: cornerRadius(of: view, in: frame), corners: roundedCorners(of: view), "")
    return "<clipPath id=\"\(id)\">\(shape)</clipPath>"
  }

  /// `elements` in a group clipped by the clip path `id`; as they are when there is no clip path
  /// or nothing to clip.
  func clipped(_ elements: [String], by id: String?) -> [String] {
    guard let id, !elements.isEmpty else { return elements }
    return ["<g clip-path=\"url(#\(id))\">"] + elements + ["</g>"]
  }

  /// The corner radius drawn: the layer's, at most half the shorter side, 0 when not positive and
  /// finite.
  func cornerRadius(of view: View, in frame: CGRect) -> CGFloat {
    guard let radius = view.layerIfLoaded?.cornerRadius, radius.isFinite, radius > 0
    else { return 0 }
    return min(radius, min(frame.width, frame.height) / 2)
  }

  /// A rectangle whose `corners` are rounded by `radius` (all four: a `rect` with `rx`; some: a
  /// path) and the given attributes.
  func roundedRect(
    _ r: CGRect, radius: CGFloat, corners: Layer.CornerMask, _ style: String
  ) -> String {
    guard radius > 0, corners != Self.allCorners else {
      return roundedRect(r, radius: corners.isEmpty ? 0 : radius, style)
    }
    func p(_ x: CGFloat, _ y: CGFloat) -> String { "\(formatPoints(x)),\(formatPoints(y))" }
    let topLeft = corners.contains(.layerMinXMinYCorner) ? radius : 0
    let topRight = corners.contains(.layerMaxXMinYCorner) ? radius : 0
    let bottomLeft = corners.contains(.layerMinXMaxYCorner) ? radius : 0
    let bottomRight = corners.contains(.layerMaxXMaxYCorner) ? radius : 0
    var d = "M\(p(r.minX + topLeft, r.minY)) L\(p(r.maxX - topRight, r.minY))"
    if topRight > 0 { d += " Q\(p(r.maxX, r.minY)) \(p(r.maxX, r.minY + topRight))" }
    d += " L\(p(r.maxX, r.maxY - bottomRight))"
    if bottomRight > 0 { d += " Q\(p(r.maxX, r.maxY)) \(p(r.maxX - bottomRight, r.maxY))" }
    d += " L\(p(r.minX + bottomLeft, r.maxY))"
    if bottomLeft > 0 { d += " Q\(p(r.minX, r.maxY)) \(p(r.minX, r.maxY - bottomLeft))" }
    d += " L\(p(r.minX, r.minY + topLeft))"
    if topLeft > 0 { d += " Q\(p(r.minX, r.minY)) \(p(r.minX + topLeft, r.minY))" }
    return "<path d=\"\(d) Z\"" + (style.isEmpty ? "" : " \(style)") + "/>"
  }

  /// A rectangle with corners of `radius` (none when 0) and the given attributes.
  func roundedRect(_ r: CGRect, radius: CGFloat, _ style: String) -> String {
    var element =
      "<rect x=\"\(formatPoints(r.minX))\" y=\"\(formatPoints(r.minY))\" "
      + "width=\"\(formatPoints(r.width))\" height=\"\(formatPoints(r.height))\""
    if radius > 0 {
      element += " rx=\"\(formatPoints(radius))\" ry=\"\(formatPoints(radius))\""
    }
    if !style.isEmpty { element += " \(style)" }
    return element + "/>"
  }

  /// `fill="#rrggbb"`, with `fill-opacity` when the colour is translucent.
  func fill(_ color: Color) -> String {
    let opacity = color.alphaComponent
    return "fill=\"\(hex(color))\""
      + (opacity < 1 ? " fill-opacity=\"\(formatPoints(opacity))\"" : "")
  }

  /// `stroke="#rrggbb" stroke-width="w"`, with `stroke-opacity` when the colour is translucent.
  func stroke(_ color: Color, width: CGFloat) -> String {
    let opacity = color.alphaComponent
    return "stroke=\"\(hex(color))\" stroke-width=\"\(formatPoints(width))\""
      + (opacity < 1 ? " stroke-opacity=\"\(formatPoints(opacity))\"" : "")
  }

  /// `#rrggbb`: each component clamped to 0…1 (extended-range colours are drawn at the sRGB
  /// edge) and rounded to 8 bits.
  func hex(_ color: Color) -> String {
    func byte(_ component: CGFloat) -> Int {
      guard !component.isNaN else { return 0 }
      return Int((min(max(component, 0), 1) * 255).rounded())
    }
    return String(
      format: "#%02x%02x%02x", byte(color.redComponent), byte(color.greenComponent),
      byte(color.blueComponent))
  }
}
