import Components
import Foundation
import LayoutEngine
import LayoutTesting
import Testing

/// A 200 × 120 root with one 100 × 60 box at (20, 20), named `box` (the picture tests share it).
func rootWithBox() -> (root: View, box: View) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  let box = View(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
  box.accessibilityIdentifier = "box"
  root.addSubview(box)
  root.layoutIfNeeded()
  return (root, box)
}

/// Pictures draw what the screen shows: colours, corners, borders, clipping, controls; hidden and
/// transparent views are left out.
@Suite struct LayoutPictureAppearanceTests {
  private let picture = LayoutPicture(options: .labels)

  @Test func plainViewsDrawNoAppearance() {
    let (root, _) = rootWithBox()
    let svg = picture.render(root)
    #expect(!svg.contains("<g"))
    #expect(!svg.contains("clipPath"))
    #expect(svg.contains(">box</text>"))
  }

  @Test func backgroundIsFilledWithItsOpacityAndCorners() {
    let (root, box) = rootWithBox()
    box.backgroundColor = Color.systemBlue.withAlphaComponent(0.5)
    box.layer.cornerRadius = 8
    let svg = picture.render(root)
    #expect(
      svg.contains(
        "<rect x=\"20\" y=\"20\" width=\"100\" height=\"60\" rx=\"8\" ry=\"8\" fill=\"#007aff\" "
          + "fill-opacity=\"0.5\"/>"))
  }

  @Test func cornerRadiusIsDrawnAtMostHalfTheShorterSide() {
    let (root, box) = rootWithBox()
    box.backgroundColor = .systemRed
    box.layer.cornerRadius = 500
    #expect(picture.render(root).contains("rx=\"30\" ry=\"30\" fill=\"#ff3b30\""))
    box.layer.cornerRadius = -4
    #expect(!picture.render(root).contains("rx="))
  }

  @Test func borderIsStrokedInsideTheBounds() {
    let (root, box) = rootWithBox()
    box.layer.borderWidth = 2
    box.layer.borderColor = .separator
    #expect(
      picture.render(root).contains(
        "<rect x=\"21\" y=\"21\" width=\"98\" height=\"58\" fill=\"none\" stroke=\"#3c3c43\" "
          + "stroke-width=\"2\" stroke-opacity=\"0.29\"/>"))
  }

  @Test func alphaGroupsTheViewAndItsSubviews() {
    let (root, box) = rootWithBox()
    box.alpha = 0.5
    let svg = picture.render(root)
    #expect(svg.contains("<g opacity=\"0.5\">"))
    #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
  }

  @Test func hiddenAndTransparentViewsAreLeftOutWithTheirSubtrees() {
    let (root, box) = rootWithBox()
    let inner = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    inner.accessibilityIdentifier = "inner"
    box.addSubview(inner)
    #expect(picture.render(root).contains(">inner</text>"))
    box.isHidden = true
    var svg = picture.render(root)
    #expect(!svg.contains(">box</text>") && !svg.contains(">inner</text>"))
    box.isHidden = false
    box.alpha = 0
    svg = picture.render(root)
    #expect(!svg.contains(">box</text>") && !svg.contains(">inner</text>"))
  }

  @Test func clipsToBoundsClipsTheSubviews() {
    let (root, box) = rootWithBox()
    box.addSubview(View(frame: CGRect(x: 80, y: 40, width: 60, height: 60)))
    box.clipsToBounds = true
    box.layer.cornerRadius = 10
    let svg = picture.render(root)
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"20\" y=\"20\" width=\"100\" height=\"60\" rx=\"10\" "
          + "ry=\"10\"/></clipPath>"))
    #expect(svg.contains("<g clip-path=\"url(#clip1)\">"))
  }

  @Test func controlsDrawTheirState() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let toggle = Switch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    toggle.isOn = true
    let progress = ProgressView(frame: CGRect(x: 10, y: 60, width: 200, height: 4))
    progress.progress = 0.5
    let dots = PageControl(frame: CGRect(x: 10, y: 80, width: 100, height: 37))
    dots.numberOfPages = 3
    let spinner = ActivityIndicatorView(style: .medium)
    for view in [toggle, progress, dots, spinner] as [View] { root.addSubview(view) }
    var svg = picture.render(root)
    #expect(svg.contains("rx=\"15.5\" ry=\"15.5\" fill=\"#34c759\""))  // systemGreen track, on
    #expect(svg.contains("<rect x=\"10\" y=\"60\" width=\"100\" height=\"4\" rx=\"2\" ry=\"2\""))
    #expect(svg.components(separatedBy: "<circle").count - 1 == 1 + 3)  // thumb + dots
    #expect(!svg.contains("stroke-linecap"))  // a stopped spinner is hidden
    spinner.startAnimating()
    svg = picture.render(root)
    #expect(svg.components(separatedBy: "stroke-linecap=\"round\"").count - 1 == 8)
  }

  @Test func imagesArePlaceholders() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let photo = ImageView(image: Image(size: CGSize(width: 40, height: 20)))
    photo.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    photo.contentMode = .scaleAspectFit
    let symbol = ImageView(image: Image(systemName: "star.fill"))
    symbol.frame.origin = CGPoint(x: 100, y: 0)
    symbol.tintColor = .systemRed
    root.addSubview(photo)
    root.addSubview(symbol)
    let svg = picture.render(root)
    // Aspect fit: 80 × 40, centred vertically.
    #expect(svg.contains("<line x1=\"0\" y1=\"20\" x2=\"80\" y2=\"60\""))
    #expect(svg.contains("fill=\"#ff3b30\">star.fill</text>"))
  }

  @Test func gallery() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    root.backgroundColor = .systemGroupedBackground
    let card = View(frame: CGRect(x: 16, y: 16, width: 288, height: 228))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = .separator
    card.clipsToBounds = true
    root.addSubview(card)
    let avatar = ImageView(image: Image(size: CGSize(width: 48, height: 48), scale: 3))
    avatar.frame.origin = CGPoint(x: 16, y: 16)
    avatar.layer.cornerRadius = 24
    avatar.clipsToBounds = true
    let symbol = ImageView(image: Image(systemName: "heart.fill"))
    symbol.frame.origin = CGPoint(x: 80, y: 30)
    let toggle = Switch(frame: CGRect(x: 220, y: 24, width: 0, height: 0))
    toggle.isOn = true
    let off = Switch(frame: CGRect(x: 160, y: 24, width: 0, height: 0))
    off.isEnabled = false
    let slider = Slider(frame: CGRect(x: 16, y: 80, width: 256, height: 31))
    slider.value = 0.3
    let progress = ProgressView(frame: CGRect(x: 16, y: 125, width: 256, height: 4))
    progress.progress = 0.7
    let spinner = ActivityIndicatorView(style: .large)
    spinner.frame.origin = CGPoint(x: 16, y: 145)
    spinner.startAnimating()
    let dots = PageControl(frame: CGRect(x: 94, y: 185, width: 100, height: 37))
    dots.numberOfPages = 4
    dots.currentPage = 1
    let faded = View(frame: CGRect(x: 200, y: 145, width: 72, height: 37))
    faded.backgroundColor = .systemOrange
    faded.alpha = 0.4
    let hidden = View(frame: CGRect(x: 200, y: 185, width: 72, height: 37))
    hidden.backgroundColor = .systemRed
    hidden.isHidden = true
    let overflow = View(frame: CGRect(x: 250, y: 200, width: 80, height: 80))
    overflow.backgroundColor = .systemTeal
    let views: [(String, View)] = [
      ("avatar", avatar), ("symbol", symbol), ("off", off), ("on", toggle), ("slider", slider),
      ("progress", progress), ("spinner", spinner), ("dots", dots), ("faded", faded),
      ("hidden", hidden), ("overflow", overflow),
    ]
    for (name, view) in views {
      view.accessibilityIdentifier = name
      card.addSubview(view)
    }
    root.layoutIfNeeded()
    let svg = LayoutPicture(options: []).render(root)
    #expect(svg == LayoutPicture(options: []).render(root))
    expectLayoutSnapshot(of: root, picture: LayoutPicture(options: [.labels]))
  }
}
