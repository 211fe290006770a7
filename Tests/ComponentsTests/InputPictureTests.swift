import Components
import Foundation
import LayoutTesting
import Testing

/// Pictures of buttons, text fields and segmented controls show what surrounds their text.
@Suite struct InputPictureTests {
  @Test func aFilledButtonDrawsItsTintAndItsTitle() {
    let root = makeRoot(width: 320, height: 200, scale: 2)
    var configuration = Button.Configuration.filled()
    configuration.title = "Continue"
    let button = Button(configuration: configuration)
    button.frame = CGRect(x: 10, y: 10, width: 200, height: 44)
    root.addSubview(button)
    root.layoutIfNeeded()
    let svg = LayoutPicture(options: []).render(root)
    #expect(svg.contains("fill=\"#007aff\""))  // systemBlue, the default tint
    #expect(svg.contains(">Continue</text>"))
    #expect(svg.contains("fill=\"#ffffff\""))  // the title on a filled button is white
  }

  @Test func aTextFieldShowsItsPlaceholderUntilItHasText() {
    let root = makeRoot(width: 320, height: 200, scale: 2)
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    root.addSubview(field)
    root.layoutIfNeeded()
    #expect(LayoutPicture(options: []).render(root).contains(">Email</text>"))
    field.text = "a@b.c"
    #expect(LayoutPicture(options: []).render(root).contains(">a@b.c</text>"))
    #expect(!LayoutPicture(options: []).render(root).contains(">Email</text>"))
  }

  /// Natural alignment is the leading side: the placeholder and the text end at the text
  /// rectangle's right edge in a right-to-left layout (issue 22: the login form's placeholders sat
  /// on the left in its right-to-left picture); explicit alignments hold in both directions.
  @Test(
    arguments: [
      (UserInterfaceLayoutDirection.leftToRight, TextAlignment.natural, "17", nil),
      (.rightToLeft, .natural, "203", "end"),
      (.rightToLeft, .justified, "203", "end"),
      (.leftToRight, .right, "203", "end"),
      (.rightToLeft, .left, "17", nil),
      (.rightToLeft, .center, "110", "middle"),
    ] as [(UserInterfaceLayoutDirection, TextAlignment, String, String?)])
  func aTextFieldPlacesItsTextByItsAlignmentAndDirection(
    direction: UserInterfaceLayoutDirection, alignment: TextAlignment, x: String, anchor: String?
  ) {
    let root = makeRoot(width: 320, height: 200, scale: 2, direction: direction)
    // A rounded-rect field's text rectangle is inset 7 points across: 17 … 203 in the root.
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.textAlignment = alignment
    root.addSubview(field)
    root.layoutIfNeeded()
    #expect(field.textRect(forBounds: field.bounds).minX == 7)
    #expect(field.textRect(forBounds: field.bounds).maxX == 193)
    for text in ["Email", "a@b.c"] {
      if text == "Email" { field.placeholder = text } else { field.text = text }
      let svg = LayoutPicture(options: []).render(root)
      let line = svg.split(separator: "\n").first { $0.hasSuffix(">\(text)</text>") } ?? ""
      #expect(line.hasPrefix("<text x=\"\(x)\" "), "\(text): \(line)")
      if let anchor {
        #expect(line.contains(" text-anchor=\"\(anchor)\" "), "\(text): \(line)")
      } else {
        #expect(!line.contains("text-anchor"), "\(text): \(line)")
      }
    }
  }

  @Test func aSegmentedControlDrawsEachTitle() {
    let root = makeRoot(width: 320, height: 200, scale: 2)
    let control = SegmentedControl(items: ["Day", "Week"])
    control.selectedSegmentIndex = 1
    control.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: control.intrinsicContentSize)
    root.addSubview(control)
    root.layoutIfNeeded()
    let svg = LayoutPicture(options: []).render(root)
    #expect(svg.contains(">Day</text>"))
    #expect(svg.contains(">Week</text>"))
  }
}
