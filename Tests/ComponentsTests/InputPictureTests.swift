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
