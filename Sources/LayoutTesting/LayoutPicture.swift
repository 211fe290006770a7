import Foundation
import LayoutEngine

/// An SVG picture of a laid-out view tree, for a reviewer to look at instead of reading a dump.
///
/// Views are drawn as the screen shows them — background colours (with their opacity and the
/// view's `View.alpha`), rounded corners and borders from `View.layer`, image placeholders, and
/// the standard controls' shapes. Two styles (``Options/clean`` and ``Options/annotated``, the
/// default) decide what is drawn over that: nothing, as a user sees the screen; or each view
/// outlined, with its name as a `<title>` that a browser shows on hover (open the SVG itself, not
/// through an `<img>`), its margins dashed and the unsafe bands shaded. ``Options/labels`` paints
/// the names over the views instead (the style before issue 24); ``highlights`` outlines chosen
/// views in red with their names painted, as failure reports do. Hidden views
/// and views with alpha 0 are left out with their subtrees, as on screen; a view that clips to its
/// bounds clips its subviews' drawing. The safe area's unsafe bands are shaded; each view's layout
/// margins are a dashed box; optionally, constraints between two items are arrows. The output is
/// deterministic (fixed number formatting, tree order), so it can be committed.
///
/// What a view of a given type draws inside its frame comes from one function,
/// `content(of:in:)` (`LayoutPicture+Content.swift`), so each kind of view adds its drawing in
/// one place. ``visibleMarks(_:)`` lists what the views draw of their own, from the same
/// traversal, so a test can tell a blank screen from one that shows something.
public struct LayoutPicture: Sendable {
  nonisolated public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The bands between the root's edges and its safe area, shaded; a scroll view's adjusted
    /// content inset, dashed.
    public static let safeArea = Options(rawValue: 1 << 0)
    /// Each container's layout margins, dashed.
    public static let margins = Options(rawValue: 1 << 1)
    /// An arrow for each constraint between two items' locations.
    public static let constraints = Options(rawValue: 1 << 2)
    /// Each view outlined with its name painted at its top-left corner.
    public static let labels = Options(rawValue: 1 << 3)
    /// Each view outlined (a thin rectangle in a colour by depth).
    public static let outlines = Options(rawValue: 1 << 4)
    /// Each view's name (`layoutName`) as an SVG `<title>`: shown on hover, never painted.
    public static let names = Options(rawValue: 1 << 5)

    /// The screen as a user sees it: the views' own drawing and nothing over it.
    public static let clean: Options = []
    /// The views outlined with their names on hover, margins and the safe area: the default.
    public static let annotated: Options = [.safeArea, .margins, .outlines, .names]
    /// Outlines with painted names, margins and the safe area (the default before issue 24).
    public static let standard: Options = [.safeArea, .margins, .labels]
  }

  public var options: Options
  /// A caption drawn under the picture (the device and orientation, say).
  public var caption: String?
  /// Views (by `layoutName`) outlined in red with their names painted over everything: the views a
  /// failure is about.
  public var highlights: [String]

  public init(options: Options = .annotated, caption: String? = nil, highlights: [String] = []) {
    self.options = options
    self.caption = caption
    self.highlights = highlights
  }

  private static let palette = ["#1d3557", "#e63946", "#2a9d8f", "#e9c46a", "#6a4c93", "#f4a261"]

  /// The SVG document for `root` and its subtree. A cell or header in no view is laid out as its
  /// list lays it out first (the only row of a plain table on an iPhone SE (2nd/3rd gen) in
  /// portrait) and drawn at that frame.
  public func render(_ root: View) -> String {
    if let svg = LayoutMatrix.laidOutAsInItsList(root, { render($0) }) { return svg }
    return drawing(of: root).svg
  }

  /// The SVG document for `root`, and the marks its views draw of their own (their shadows,
  /// backgrounds, content and borders, the root's background aside) with the part of each that
  /// lies inside the picture: one traversal, so ``visibleMarks(_:)`` reports what `render` draws.
  func drawing(of root: View) -> (svg: String, marks: [Mark]) {
    let bounds = root.bounds
    let captionHeight: CGFloat = caption == nil ? 0 : 24
    let width = formatPoints(bounds.width)
    let height = formatPoints(bounds.height + captionHeight)
    var body: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Menlo, monospace\" font-size=\"9\">",
      "<defs><marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"6\" refY=\"3\" markerWidth=\"6\" "
        + "markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0,0 L6,3 L0,6 z\" "
        + "fill=\"#e76f51\"/></marker></defs>",
      rect(CGRect(origin: .zero, size: bounds.size), "fill=\"#ffffff\" stroke=\"#adb5bd\""),
    ]
    // The root's own fill goes under the unsafe bands; its subviews draw over them.
    if !root.isHidden && root.alpha > 0 {
      let fill = background(of: root, in: CGRect(origin: .zero, size: bounds.size))
      if !fill.isEmpty && root.alpha < 1 {
        body.append("<g opacity=\"\(formatPoints(root.alpha))\">")
        body += fill
        body.append("</g>")
      } else {
        body += fill
      }
    }
    if options.contains(.safeArea) { body += unsafeBands(of: root) }
    var marks: [Mark] = []
    let canvas = CGRect(origin: .zero, size: bounds.size)
    /// Notes that `view` drew `elements` over `area`, if any of it lies inside the canvas and the
    /// clipping ancestors.
    func mark(
      _ kind: Mark.Kind, _ elements: [String], of view: View, over area: CGRect, clip: CGRect?
    ) {
      guard !elements.isEmpty else { return }
      var inside = area.intersection(canvas)
      if let clip { inside = inside.intersection(clip) }
      guard !inside.isNull, inside.width > 0, inside.height > 0 else { return }
      marks.append(Mark(kind: kind, view: view.layoutName, frame: inside))
    }
    var depth = 0
    var clipCount = 0
    var gradientCount = 0
    var highlighted: [(name: String, frame: CGRect)] = []
    let outlines = !options.isDisjoint(with: [.outlines, .labels])
    func visit(_ view: View, clip: CGRect?) {
      // Hidden views and fully transparent ones show nothing, their subviews included.
      guard !view.isHidden && view.alpha > 0 else { return }
      let frame = view.convert(view.bounds, to: root)
      // Nor do views wholly outside an ancestor that clips (a list's rows scrolled away).
      if let clip,
        !(frame.minX < clip.maxX && frame.maxX > clip.minX
          && frame.minY < clip.maxY && frame.maxY > clip.minY)
      {
        return
      }
      let subviewClip = view.clipsToBounds ? (clip.map { $0.intersection(frame) } ?? frame) : clip
      let color = Self.palette[depth % Self.palette.count]
      let faded = view.alpha < 1
      if faded { body.append("<g opacity=\"\(formatPoints(view.alpha))\">") }
      if view !== root {
        let shadowElements = shadow(of: view, in: frame)
        let offset = view.layerIfLoaded?.shadowOffset ?? .zero
        mark(
          .shadow, shadowElements, of: view,
          over: frame.offsetBy(dx: offset.width, dy: offset.height), clip: clip)
        body += shadowElements
        let fill = background(of: view, in: frame)
        mark(.background, fill, of: view, over: frame, clip: clip)
        body += fill
      }
      // A view that clips cuts its own content and its subviews to its (rounded) bounds.
      var clipID: String?
      if view.clipsToBounds {
        clipCount += 1
        clipID = "clip\(clipCount)"
      }
      let ownContent =
        layers(of: view, in: frame, gradients: &gradientCount) + content(of: view, in: frame)
      mark(.content, ownContent, of: view, over: frame, clip: clip)
      if let clipID, !ownContent.isEmpty || !view.subviews.isEmpty {
        body.append(clipPath(of: view, in: frame, id: clipID))
      }
      body += clipped(ownContent, by: clipID)
      if view !== root && (outlines || options.contains(.names)) {
        let style =
          outlines
          ? "fill=\"\(color)\" fill-opacity=\"0.06\" stroke=\"\(color)\" stroke-width=\"1\""
          : "fill=\"transparent\" stroke=\"none\""
        if options.contains(.names) {
          body.append(
            String(rect(frame, style).dropLast(2))
              + "><title>\(escape(view.layoutName))</title></rect>")
        } else {
          body.append(rect(frame, style))
        }
      }
      if !highlights.isEmpty && highlights.contains(view.layoutName) {
        highlighted.append((view.layoutName, frame))
      }
      // Margins matter to a view's subviews: draw them for containers only.
      if options.contains(.margins) && !view.subviews.isEmpty {
        let m = view.layoutMargins
        let inner = CGRect(
          x: frame.minX + m.left, y: frame.minY + m.top, width: frame.width - m.left - m.right,
          height: frame.height - m.top - m.bottom)
        if inner.width > 0 && inner.height > 0 {
          body.append(
            rect(
              inner,
              "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.5\" stroke-dasharray=\"3 2\""))
        }
      }
      if options.contains(.labels) && view !== root {
        body.append(
          "<text x=\"\(formatPoints(frame.minX + 2))\" y=\"\(formatPoints(frame.minY + 10))\" "
            + "fill=\"\(color)\">\(escape(view.layoutName))</text>")
      }
      depth += 1
      if let clipID, !view.subviews.isEmpty {
        body.append("<g clip-path=\"url(#\(clipID))\">")
        for subview in view.subviews { visit(subview, clip: subviewClip) }
        body.append("</g>")
      } else {
        for subview in view.subviews { visit(subview, clip: subviewClip) }
      }
      depth -= 1
      let edge = border(of: view, in: frame)
      mark(.border, edge, of: view, over: frame, clip: clip)
      body += edge
      body += insetOverlay(of: view, in: frame)
      if faded { body.append("</g>") }
    }
    visit(root, clip: nil)
    if options.contains(.constraints) { body += arrows(in: root) }
    body += highlightMarks(highlighted)
    if let caption {
      body.append(
        "<text x=\"4\" y=\"\(formatPoints(bounds.height + 16))\" font-size=\"11\" "
          + "fill=\"#212529\">\(escape(caption))</text>")
    }
    body.append("</svg>")
    return (body.joined(separator: "\n") + "\n", marks)
  }

  /// A red outline for each highlighted view, and its name on a white tab above its top-left
  /// corner (below it when there is no room), over everything else.
  private func highlightMarks(_ marks: [(name: String, frame: CGRect)]) -> [String] {
    var result: [String] = []
    var tabs: [CGRect] = []
    for (name, frame) in marks {
      result.append(
        rect(frame, "fill=\"#e63946\" fill-opacity=\"0.12\" stroke=\"#e63946\" stroke-width=\"2\""))
      // A tab that would cover an earlier one moves to its right.
      var tab = CGRect(
        x: frame.minX, y: frame.minY >= 13 ? frame.minY - 13 : frame.maxY,
        width: CGFloat(name.count) * 5.5 + 6, height: 13)
      while let covered = tabs.first(where: { $0.intersects(tab) }) {
        tab.origin.x = covered.maxX + 2
      }
      tabs.append(tab)
      let y = tab.minY
      result.append(
        rect(
          tab,
          "fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#e63946\" stroke-width=\"1\""))
      result.append(
        "<text x=\"\(formatPoints(tab.minX + 3))\" y=\"\(formatPoints(y + 10))\" "
          + "fill=\"#e63946\">\(escape(name))</text>")
    }
    return result
  }

  /// The four bands between the root's edges and its safe area.
  private func unsafeBands(of root: View) -> [String] {
    let b = root.bounds
    let s = root.safeAreaInsets
    let style = "fill=\"#f4a261\" fill-opacity=\"0.25\" stroke=\"none\""
    let bands = [
      CGRect(x: 0, y: 0, width: b.width, height: s.top),
      CGRect(x: 0, y: b.height - s.bottom, width: b.width, height: s.bottom),
      CGRect(x: 0, y: s.top, width: s.left, height: b.height - s.top - s.bottom),
      CGRect(x: b.width - s.right, y: s.top, width: s.right, height: b.height - s.top - s.bottom),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 }.map { rect($0, style) }
  }

  /// An arrow for each installed constraint that relates two items' locations, from the second
  /// item's attribute to the first's.
  private func arrows(in root: View) -> [String] {
    var result: [String] = []
    func visit(_ view: View) {
      for constraint in view.constraints {
        guard let first = constraint.firstItem as? LayoutItem,
          let second = constraint.secondItem as? LayoutItem,
          constraint.firstAttribute.isLocation, constraint.secondAttribute.isLocation,
          let from = point(second, constraint.secondAttribute, in: root),
          let to = point(first, constraint.firstAttribute, in: root)
        else { continue }
        result.append(
          "<line x1=\"\(formatPoints(from.x))\" y1=\"\(formatPoints(from.y))\" "
            + "x2=\"\(formatPoints(to.x))\" y2=\"\(formatPoints(to.y))\" stroke=\"#e76f51\" "
            + "stroke-width=\"0.8\" marker-end=\"url(#arrow)\"/>")
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return result
  }

  /// Where an attribute of an item lies, in root coordinates: on the edge, at its middle.
  private func point(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in root: View)
    -> CGPoint?
  {
    let frame: CGRect
    if let view = item as? View {
      frame = view.convert(view.bounds, to: root)
    } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
      frame = owner.convert(guide.layoutFrame, to: root)
    } else {
      return nil
    }
    let rtl =
      (item.layoutOwningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return CGPoint(x: frame.minX, y: frame.midY)
    case .right, .rightMargin: return CGPoint(x: frame.maxX, y: frame.midY)
    case .leading, .leadingMargin: return CGPoint(x: rtl ? frame.maxX : frame.minX, y: frame.midY)
    case .trailing, .trailingMargin: return CGPoint(x: rtl ? frame.minX : frame.maxX, y: frame.midY)
    case .centerX, .centerXWithinMargins, .centerY, .centerYWithinMargins:
      return CGPoint(x: frame.midX, y: frame.midY)
    case .top, .topMargin: return CGPoint(x: frame.midX, y: frame.minY)
    case .bottom, .bottomMargin, .firstBaseline, .lastBaseline:
      return CGPoint(x: frame.midX, y: frame.maxY)
    default: return nil
    }
  }

  func rect(_ r: CGRect, _ style: String) -> String {
    "<rect x=\"\(formatPoints(r.minX))\" y=\"\(formatPoints(r.minY))\" "
      + "width=\"\(formatPoints(r.width))\" height=\"\(formatPoints(r.height))\" \(style)/>"
  }

  func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
