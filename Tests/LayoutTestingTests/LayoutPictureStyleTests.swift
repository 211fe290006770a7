import LayoutTesting
import Testing

/// A 200 × 100 root with a label "greeting" inside a container "card".
private func screen() -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let card = View(frame: CGRect(x: 10, y: 10, width: 180, height: 60))
  card.accessibilityIdentifier = "card"
  let label = Label(frame: CGRect(x: 8, y: 8, width: 120, height: 21))
  label.text = "Hello"
  label.accessibilityIdentifier = "greeting"
  card.addSubview(label)
  root.addSubview(card)
  root.layoutIfNeeded()
  return root
}

@Suite struct LayoutPictureStyleTests {
  @Test func cleanShowsTheScreenAndNothingOverIt() {
    let svg = LayoutPicture(options: .clean).render(screen())
    #expect(svg.contains(">Hello</text>"))  // the label's own text
    #expect(!svg.contains("<title>"))
    #expect(!svg.contains(">greeting</text>"))
    #expect(!svg.contains("fill-opacity=\"0.06\""))  // no outlines
    #expect(!svg.contains("stroke-dasharray"))  // no margins
  }

  @Test func annotatedNamesViewsOnHoverAndPaintsNoNames() {
    let svg = LayoutPicture().render(screen())
    #expect(svg.contains("<title>greeting</title></rect>"))
    #expect(svg.contains("<title>card</title></rect>"))
    #expect(!svg.contains(">greeting</text>"))
    // Outlined in the colour of its depth.
    #expect(svg.contains("width=\"120\" height=\"21\" fill=\"#2a9d8f\" fill-opacity=\"0.06\""))
  }

  @Test func labelsStillPaintTheNames() {
    let svg = LayoutPicture(options: .standard).render(screen())
    #expect(svg.contains(">greeting</text>"))
    #expect(!svg.contains("<title>"))
  }

  @Test func highlightsOutlineTheNamedViewsInRedOverEverything() {
    let svg = LayoutPicture(options: .clean, highlights: ["greeting"]).render(screen())
    let outline = "<rect x=\"18\" y=\"18\" width=\"120\" height=\"21\" fill=\"#e63946\" "
    #expect(svg.contains(outline))
    #expect(svg.contains(">greeting</text>"))
    // Drawn after the label's text, so it is on top.
    let text = svg.range(of: ">Hello</text>")!.lowerBound
    #expect(svg.range(of: outline)!.lowerBound > text)
  }
}
