import LayoutTesting
import Testing
import TrellisUIKit

/// A card styled the way UIKit code styles one: shadow, border, corners through `layer`.
private final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray4.cgColor
    layer.shouldRasterize = true
    layer.rasterizationScale = 2
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Layer styling (issue 23 item 3): stored with Core Animation's defaults, drawn in pictures where
/// it shows, never changing a frame.
@Suite struct LayerStylingTests {
  @Test func layerHasCoreAnimationsDefaults() {
    // Apple's CALayer documentation: shadowOpacity 0, shadowOffset (0, -3), shadowRadius 3,
    // shadowColor opaque black; maskedCorners all four; cornerCurve circular.
    let layer = CALayer()
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowColor == UIColor.black.cgColor)
    #expect(layer.cornerCurve == .circular)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }

  @Test func stylingIsStoredAndChangesNoFrame() {
    let card = CardView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    #expect(card.layer.shadowOpacity == 0.2)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
    #expect(card.layer.shadowRadius == 8)
    #expect(card.layer.borderColor == UIColor.systemGray4)
    #expect(card.layer.cornerCurve == CALayerCornerCurve.continuous)
    #expect(card.layer.shouldRasterize && card.layer.rasterizationScale == 2)
    card.layer.shadowOpacity = 3  // clamped, as Core Animation documents
    #expect(card.layer.shadowOpacity == 1)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
  }

  @Test func cgColorIsTheColourLayersTake() {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(color.cgColor == color)
    #expect(UIColor(cgColor: color.cgColor) == color)
  }

  @Test func picturesDrawTheShadowUnderTheCard() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let card = CardView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
    root.addSubview(card)
    let svg = LayoutPicture(options: []).render(root)
    // The rounded bounds moved by the offset, black at the shadow opacity, before the fill.
    let shadow =
      "<rect x=\"20\" y=\"24\" width=\"200\" height=\"100\" rx=\"12\" ry=\"12\" fill=\"#000000\" "
      + "fill-opacity=\"0.2\"/>"
    #expect(svg.contains(shadow))
    let fill =
      "<rect x=\"20\" y=\"20\" width=\"200\" height=\"100\" rx=\"12\" ry=\"12\" fill=\"#ffffff\"/>"
    let shadowAt = svg.range(of: shadow)?.lowerBound
    let fillAt = svg.range(of: fill)?.lowerBound
    #expect(shadowAt != nil && fillAt != nil && shadowAt! < fillAt!)
    // Masking to the bounds clips the shadow, as in Core Animation.
    card.layer.masksToBounds = true
    #expect(!LayoutPicture(options: []).render(root).contains("fill-opacity=\"0.2\""))
  }

  @Test func picturesRoundOnlyTheMaskedCorners() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let sheet = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    sheet.backgroundColor = .white
    sheet.layer.cornerRadius = 16
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.addSubview(sheet)
    let svg = LayoutPicture(options: []).render(root)
    #expect(
      svg.contains(
        "<path d=\"M16,100 L284,100 Q300,100 300,116 L300,200 L0,200 L0,116 Q0,100 16,100 Z\" "
          + "fill=\"#ffffff\"/>"))
  }
}
