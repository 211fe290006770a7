import Components
import Foundation
import LayoutEngine

/// The drawing of images and the standard controls: flat shapes in the controls' default colours,
/// enough to recognise each control and its state (on, value, progress, current page).
extension LayoutPicture {
  /// An image placeholder: a light box with a cross where the image lies (placed by the view's
  /// `View.contentMode`), or, for a symbol, a box with the symbol's name — in the tint colour when
  /// the image is a template. Nothing without an image.
  func image(of view: ImageView, in frame: CGRect) -> [String] {
    guard let image = view.displayedImage, image.size.width > 0, image.size.height > 0 else {
      return []
    }
    let r = placed(image.size, in: frame, mode: view.contentMode)
    let ink = image.isTemplate ? view.tintColor ?? .systemBlue : Color.systemGray
    var result = [rect(r, "\(fill(Color.systemGray6)) \(stroke(ink, width: 0.5))")]
    if let name = image.symbolName {
      result.append(
        "<text x=\"\(formatPoints(r.midX))\" y=\"\(formatPoints(r.midY + 3))\" "
          + "text-anchor=\"middle\" font-size=\"8\" \(fill(ink))>\(escape(name))</text>")
    } else {
      let style = stroke(ink, width: 0.5)
      result.append(line(r.minX, r.minY, r.maxX, r.maxY, style))
      result.append(line(r.minX, r.maxY, r.maxX, r.minY, style))
    }
    return result
  }

  /// A switch at its own 51 × 31 size, centred in its frame: the track (green when on) and the
  /// white thumb on the side it is switched to.
  func glyph(of toggle: Switch, in frame: CGRect) -> [String] {
    let size = Switch.size
    let track = CGRect(
      x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
      height: size.height)
    let trackColor = toggle.isOn ? toggle.onTintColor ?? .systemGreen : Color.secondarySystemFill
    let thumbRadius: CGFloat = 13.5
    let thumbX = toggle.isOn ? track.maxX - 2 - thumbRadius : track.minX + 2 + thumbRadius
    return dimmed(
      !toggle.isEnabled,
      [
        roundedRect(track, radius: size.height / 2, fill(trackColor)),
        circle(
          thumbX, track.midY, thumbRadius,
          "\(fill(toggle.thumbTintColor ?? .white)) \(stroke(Color.systemGray4, width: 0.5))"),
      ])
  }

  /// A slider: a 4-point track, tinted up to the thumb, and a 28-point white thumb at the value.
  func glyph(of slider: Slider, in frame: CGRect) -> [String] {
    let thumbRadius: CGFloat = 14
    let usable = max(0, frame.width - 2 * thumbRadius)
    let thumbX = frame.minX + thumbRadius + usable * slider.fraction
    let y = frame.midY - 2
    let minimum = CGRect(x: frame.minX, y: y, width: max(0, thumbX - frame.minX), height: 4)
    let maximum = CGRect(x: thumbX, y: y, width: max(0, frame.maxX - thumbX), height: 4)
    let minimumColor = slider.minimumTrackTintColor ?? slider.tintColor ?? .systemBlue
    return dimmed(
      !slider.isEnabled,
      [
        roundedRect(maximum, radius: 2, fill(slider.maximumTrackTintColor ?? .systemFill)),
        roundedRect(minimum, radius: 2, fill(minimumColor)),
        circle(
          thumbX, frame.midY, thumbRadius,
          "\(fill(slider.thumbTintColor ?? .white)) \(stroke(Color.systemGray4, width: 0.5))"),
      ])
  }

  /// A progress bar: the track over the frame's width, filled to the progress with the tint.
  func glyph(of progress: ProgressView, in frame: CGRect) -> [String] {
    let height = min(frame.height, ProgressView.intrinsicHeight)
    guard frame.width > 0, height > 0 else { return [] }
    let track = CGRect(
      x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    var filled = track
    filled.size.width = track.width * CGFloat(progress.progress)
    var result = [
      roundedRect(track, radius: height / 2, fill(progress.trackTintColor ?? .systemFill))
    ]
    if filled.width > 0 {
      let color = progress.progressTintColor ?? progress.tintColor ?? .systemBlue
      result.append(roundedRect(filled, radius: height / 2, fill(color)))
    }
    return result
  }

  /// A spinner: eight spokes around the centre, at the style's size.
  func glyph(of spinner: ActivityIndicatorView, in frame: CGRect) -> [String] {
    let size = spinner.style.size.width
    let white = spinner.style == .white || spinner.style == .whiteLarge
    let color = spinner.color ?? (white ? Color.white : Color.systemGray)
    let style = "\(stroke(color, width: size / 10)) stroke-linecap=\"round\""
    return (0..<8).map { spoke in
      // Spokes at multiples of 45°, from the top clockwise; exact values keep the output stable.
      let (dx, dy) = Self.spokeDirections[spoke]
      return line(
        frame.midX + dx * size * 0.25, frame.midY + dy * size * 0.25,
        frame.midX + dx * size * 0.45, frame.midY + dy * size * 0.45, style)
    }
  }

  /// The page control's dots, centred: the current page's dark, the others light; nothing for no
  /// pages, or one page when ``PageControl/hidesForSinglePage``.
  func glyph(of dots: PageControl, in frame: CGRect) -> [String] {
    let count = dots.numberOfPages
    guard count > 0, !(count == 1 && dots.hidesForSinglePage) else { return [] }
    let width = dots.size(forNumberOfPages: count).width
    let radius = PageControl.indicatorDiameter / 2
    let current = dots.currentPageIndicatorTintColor ?? .label
    let other = dots.pageIndicatorTintColor ?? .tertiaryLabel
    return (0..<count).map { page in
      let x = frame.midX - width / 2 + radius + CGFloat(page) * PageControl.indicatorPitch
      return circle(x, frame.midY, radius, fill(page == dots.currentPage ? current : other))
    }
  }

  /// Unit vectors for the spinner's spokes, from the top clockwise (√½ written out).
  private static let spokeDirections: [(CGFloat, CGFloat)] = [
    (0, -1), (0.7071067811865476, -0.7071067811865476), (1, 0),
    (0.7071067811865476, 0.7071067811865476), (0, 1), (-0.7071067811865476, 0.7071067811865476),
    (-1, 0), (-0.7071067811865476, -0.7071067811865476),
  ]

  /// Where an image of `size` lies in `frame` under `mode`, as UIKit places it.
  func placed(_ size: CGSize, in frame: CGRect, mode: View.ContentMode) -> CGRect {
    let widthRatio = frame.width / size.width
    let heightRatio = frame.height / size.height
    func centred(_ s: CGSize) -> CGRect {
      CGRect(
        x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height)
    }
    switch mode {
    case .scaleToFill, .redraw:
      return frame
    case .scaleAspectFit:
      let scale = min(widthRatio, heightRatio)
      return centred(CGSize(width: size.width * scale, height: size.height * scale))
    case .scaleAspectFill:
      let scale = max(widthRatio, heightRatio)
      return centred(CGSize(width: size.width * scale, height: size.height * scale))
    case .center:
      return centred(size)
    case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      let left = mode == .left || mode == .topLeft || mode == .bottomLeft
      let right = mode == .right || mode == .topRight || mode == .bottomRight
      let top = mode == .top || mode == .topLeft || mode == .topRight
      let bottom = mode == .bottom || mode == .bottomLeft || mode == .bottomRight
      let x =
        left ? frame.minX : right ? frame.maxX - size.width : frame.midX - size.width / 2
      let y =
        top ? frame.minY : bottom ? frame.maxY - size.height : frame.midY - size.height / 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// The elements in a half-transparent group when `dim` (a disabled control).
  func dimmed(_ dim: Bool, _ elements: [String]) -> [String] {
    dim ? ["<g opacity=\"0.5\">"] + elements + ["</g>"] : elements
  }

  private func line(
    _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ style: String
  ) -> String {
    "<line x1=\"\(formatPoints(x1))\" y1=\"\(formatPoints(y1))\" x2=\"\(formatPoints(x2))\" "
      + "y2=\"\(formatPoints(y2))\" \(style)/>"
  }

  func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, _ style: String) -> String {
    "<circle cx=\"\(formatPoints(x))\" cy=\"\(formatPoints(y))\" r=\"\(formatPoints(r))\" \(style)/>"
  }
}
