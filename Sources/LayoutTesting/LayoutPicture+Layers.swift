import Foundation
import LayoutEngine

/// What a view's layers draw in a picture: a gradient or shape layer that backs the view (its
/// `layerClass`), then the sublayers added to its layer, back to front, each at its frame.
extension LayoutPicture {
  /// The view's layer content and its sublayers, in the picture's coordinates (`frame` is the
  /// view's). `gradients` numbers the gradient definitions, which need ids unique in the picture.
  func layers(of view: View, in frame: CGRect, gradients: inout Int) -> [String] {
    guard let layer = view.layerIfLoaded else { return [] }
    var elements = ownContent(of: layer, in: frame, gradients: &gradients)
    for sublayer in layer.sublayers ?? [] {
      elements += tree(of: sublayer, origin: frame.origin, gradients: &gradients)
    }
    return elements
  }

  /// A sublayer and its own sublayers, `origin` being its superlayer's in the picture.
  private func tree(of layer: Layer, origin: CGPoint, gradients: inout Int) -> [String] {
    guard !layer.isHidden, layer.opacity > 0 else { return [] }
    let frame = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return [] }
    var elements: [String] = []
    if let color = layer.backgroundColor, color.alphaComponent > 0, !frame.isEmpty {
      elements.append(
        roundedRect(
          frame, radius: layerCornerRadius(layer, frame), corners: layer.maskedCorners,
          fill(color)))
    }
    elements += ownContent(of: layer, in: frame, gradients: &gradients)
    for sublayer in layer.sublayers ?? [] {
      elements += tree(of: sublayer, origin: frame.origin, gradients: &gradients)
    }
    if layer.borderWidth.isFinite, layer.borderWidth > 0, let color = layer.borderColor,
      color.alphaComponent > 0, !frame.isEmpty
    {
      let width = min(layer.borderWidth, min(frame.width, frame.height) / 2)
      let inset = frame.insetBy(dx: width / 2, dy: width / 2)
      elements.append(
        roundedRect(
          inset, radius: max(layerCornerRadius(layer, frame) - width / 2, 0),
          corners: layer.maskedCorners, "fill=\"none\" " + stroke(color, width: width)))
    }
    guard layer.opacity < 1, !elements.isEmpty else { return elements }
    return ["<g opacity=\"\(formatPoints(CGFloat(layer.opacity)))\">"] + elements + ["</g>"]
  }

  private func layerCornerRadius(_ layer: Layer, _ frame: CGRect) -> CGFloat {
    let radius = layer.cornerRadius
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, min(frame.width, frame.height) / 2)
  }

  /// What a gradient or shape layer draws itself, over `frame`.
  private func ownContent(of layer: Layer, in frame: CGRect, gradients: inout Int) -> [String] {
    if let gradient = layer as? GradientLayer {
      return self.gradient(gradient, in: frame, gradients: &gradients)
    }
    if let shape = layer as? ShapeLayer { return self.shape(shape, in: frame) }
    return []
  }

  /// An axial gradient as an SVG linear gradient from the start to the end point (unit
  /// coordinates of the frame, as Core Animation's are); radial and conic ones in their first
  /// colour.
  private func gradient(_ layer: GradientLayer, in frame: CGRect, gradients: inout Int) -> [String]
  {
    let stops = layer.colorStops
    guard let first = stops.first, !frame.isEmpty else { return [] }
    let radius = layerCornerRadius(layer, frame)
    guard layer.type == .axial, stops.count > 1 else {
      return [roundedRect(frame, radius: radius, corners: layer.maskedCorners, fill(first.color))]
    }
    gradients += 1
    let id = "gradient\(gradients)"
    func unit(_ value: CGFloat) -> String { formatPoints(value.isFinite ? value : 0) }
    var definition =
      "<defs><linearGradient id=\"\(id)\" x1=\"\(unit(layer.startPoint.x))\" "
      + "y1=\"\(unit(layer.startPoint.y))\" x2=\"\(unit(layer.endPoint.x))\" "
      + "y2=\"\(unit(layer.endPoint.y))\">"
    for stop in stops {
      let opacity = stop.color.alphaComponent
      definition +=
        "<stop offset=\"\(formatPoints(stop.location))\" stop-color=\"\(hex(stop.color))\""
        + (opacity < 1 ? " stop-opacity=\"\(formatPoints(opacity))\"" : "") + "/>"
    }
    definition += "</linearGradient></defs>"
    return [
      definition,
      roundedRect(frame, radius: radius, corners: layer.maskedCorners, "fill=\"url(#\(id))\""),
    ]
  }

  /// A shape layer's path, moved to the frame's origin, with its fill and stroke.
  private func shape(_ layer: ShapeLayer, in frame: CGRect) -> [String] {
    guard let path = layer.path, !path.isEmpty else { return [] }
    let fillStyle: String
    if let color = layer.fillColor, color.alphaComponent > 0 {
      fillStyle = fill(color) + (layer.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : "")
    } else {
      fillStyle = "fill=\"none\""
    }
    var style = fillStyle
    if let color = layer.strokeColor, color.alphaComponent > 0, layer.lineWidth.isFinite,
      layer.lineWidth > 0
    {
      style += " " + stroke(color, width: layer.lineWidth)
      if layer.lineCap != .butt { style += " stroke-linecap=\"\(layer.lineCap.rawValue)\"" }
      if layer.lineJoin != .miter { style += " stroke-linejoin=\"\(layer.lineJoin.rawValue)\"" }
    }
    let data = svgPathData(path, origin: frame.origin)
    guard !data.isEmpty else { return [] }
    return ["<path d=\"\(data)\" \(style)/>"]
  }

  /// SVG path data for `path`, offset by `origin`. Arcs become SVG arcs (a full circle, two
  /// halves); an element with a non-finite number ends the data there.
  package func svgPathData(_ path: Path, origin: CGPoint) -> String {
    var parts: [String] = []
    func p(_ point: CGPoint) -> String {
      "\(formatPoints(point.x + origin.x)) \(formatPoints(point.y + origin.y))"
    }
    func finite(_ points: CGPoint...) -> Bool {
      points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
    var hasCurrentPoint = false
    for element in path.elements {
      switch element {
      case .move(let to):
        guard finite(to) else { return parts.joined(separator: " ") }
        parts.append("M \(p(to))")
        hasCurrentPoint = true
      case .line(let to):
        guard finite(to) else { return parts.joined(separator: " ") }
        parts.append("\(hasCurrentPoint ? "L" : "M") \(p(to))")
        hasCurrentPoint = true
      case .quadCurve(let to, let control):
        guard finite(to, control), hasCurrentPoint else { return parts.joined(separator: " ") }
        parts.append("Q \(p(control)) \(p(to))")
      case .curve(let to, let c1, let c2):
        guard finite(to, c1, c2), hasCurrentPoint else { return parts.joined(separator: " ") }
        parts.append("C \(p(c1)) \(p(c2)) \(p(to))")
      case .arc(let center, let radius, let start, let end, let clockwise):
        guard finite(center), radius.isFinite, radius >= 0, start.isFinite, end.isFinite else {
          return parts.joined(separator: " ")
        }
        func point(_ angle: CGFloat) -> CGPoint {
          CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        parts.append("\(hasCurrentPoint ? "L" : "M") \(p(point(start)))")
        hasCurrentPoint = true
        var sweep = clockwise ? end - start : start - end
        let full = 2 * CGFloat.pi
        if abs(sweep) >= full {
          sweep = full
        } else {
          sweep = sweep.truncatingRemainder(dividingBy: full)
          if sweep < 0 { sweep += full }
        }
        let flag = clockwise ? 1 : 0
        let r = formatPoints(radius)
        if sweep >= full {
          let middle = start + (clockwise ? .pi : -.pi)
          parts.append("A \(r) \(r) 0 0 \(flag) \(p(point(middle)))")
          parts.append("A \(r) \(r) 0 0 \(flag) \(p(point(start)))")
        } else if sweep > 0 {
          parts.append("A \(r) \(r) 0 \(sweep > .pi ? 1 : 0) \(flag) \(p(point(end)))")
        }
      case .close:
        if hasCurrentPoint { parts.append("Z") }
      }
    }
    return parts.joined(separator: " ")
  }
}
