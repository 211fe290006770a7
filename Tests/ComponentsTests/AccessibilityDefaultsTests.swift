import Components
import Foundation
import Testing

/// What each standard view says to assistive technologies by default, and how a set value wins
/// (Documentation/Accessibility.md, where each default's source is listed).
@Suite struct AccessibilityDefaultsTests {
  @Test func aLabelSaysItsText() {
    // Apple, `accessibilityLabel`: standard views derive their labels from their content;
    // labels are elements by default (accessibilityupto11.com, day 62).
    let label = Label()
    label.text = "Welcome"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Welcome")
    #expect(label.accessibilityValue == nil)
    #expect(label.accessibilityTraits == .staticText)
    label.text = "Goodbye"
    #expect(label.accessibilityLabel == "Goodbye")
  }

  @Test func aSetLabelWinsOverTheText() {
    let label = Label()
    label.text = "5 min"
    label.accessibilityLabel = "Five minutes"
    #expect(label.accessibilityLabel == "Five minutes")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "5 min")
  }

  @Test func aButtonSaysItsTitleAndIsAButton() {
    // accessibilityupto11.com, days 22 and 90: the button trait by default; the title is the
    // default label.
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Save")
    #expect(button.accessibilityTraits == .button)
  }

  @Test func aConfiguredButtonSaysItsConfigurationsTitle() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Continue"
    #expect(Button(configuration: configuration).accessibilityLabel == "Continue")
  }

  @Test func aButtonWithOnlyAnImageHasNoLabel() {
    // Decisions.md: Trellis does not name images.
    let button = Button(type: .close)
    #expect(button.accessibilityLabel == nil)
    #expect(button.isAccessibilityElement)
  }

  @Test func stateTraitsFollowEnabledAndSelected() {
    // A disabled control is notEnabled ("dimmed"); a selected one is selected
    // (a11yengineer.com, slider, switch and segmented control pages).
    let button = Button(type: .system)
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .selected])
    button.isSelected = false
    #expect(button.accessibilityTraits == .button)
  }

  @Test func setTraitsReplaceTheDefaultsStateIncluded() {
    // Setting a button's traits to `.selected` leaves it without the button trait (Rob Whitaker,
    // "Accessibility traits on iOS"); the state traits are not added back (Decisions.md).
    let button = Button(type: .system)
    button.accessibilityTraits = .link
    button.isEnabled = false
    #expect(button.accessibilityTraits == .link)
  }

  @Test func aSetElementFlagWinsOverTheDefault() {
    let label = Label()
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
    let image = ImageView()
    image.isAccessibilityElement = true
    #expect(image.isAccessibilityElement)
  }

  @Test func aSwitchReportsOneOrZero() {
    // KIF pull request 138 and appium issue 13691: a UISwitch's value is "1" on, "0" off; its
    // traits are the button trait with bit 53 (cashapp/AccessibilitySnapshot), public since
    // iOS 17 as `toggleButton`.
    let toggle = Switch()
    #expect(toggle.isAccessibilityElement)
    #expect(toggle.accessibilityLabel == nil)
    #expect(toggle.accessibilityValue == "0")
    toggle.setOn(true, animated: false)
    #expect(toggle.accessibilityValue == "1")
    #expect(toggle.accessibilityTraits == [.button, .toggleButton])
    toggle.isEnabled = false
    #expect(toggle.accessibilityTraits == [.button, .notEnabled, .toggleButton])
  }

  @Test func aSliderReportsAPercentageAndIsAdjustable() {
    // ronnqvi.st, "Accessible sliders and adjustable controls": an unconfigured slider reads
    // "50%. Adjustable."
    let slider = Slider()
    slider.value = 0.5
    #expect(slider.accessibilityValue == "50%")
    #expect(slider.accessibilityTraits == .adjustable)
    slider.maximumValue = 200
    slider.minimumValue = 100
    slider.value = 175
    #expect(slider.accessibilityValue == "75%")
    // Halves round to even (Decisions.md): 12.5 % → 12 %, 62.5 % → 62 %, 37.5 % → 38 %.
    slider.value = 112.5
    #expect(slider.accessibilityValue == "12%")
    slider.value = 162.5
    #expect(slider.accessibilityValue == "62%")
    slider.value = 137.5
    #expect(slider.accessibilityValue == "38%")
  }

  @Test func aProgressViewReportsAPercentage() {
    // Orange's iOS accessibility guide: a progress bar's value is its completion percentage.
    let progress = ProgressView()
    #expect(progress.isAccessibilityElement)
    #expect(progress.accessibilityValue == "0%")
    progress.progress = 0.333
    #expect(progress.accessibilityValue == "33%")
    #expect(progress.accessibilityTraits == .none)
  }

  @Test func aPageControlReportsThePageAndIsAdjustable() {
    // a11yengineer.com, page control: "Page X of X", adjustable. The wording is a choice.
    let pages = PageControl()
    #expect(pages.accessibilityValue == nil)
    pages.numberOfPages = 3
    pages.currentPage = 1
    #expect(pages.accessibilityValue == "page 2 of 3")
    #expect(pages.accessibilityTraits == .adjustable)
  }

  @Test func aTextFieldReportsItsTextOrPlaceholder() {
    // material-components-ios pull request 8773 (a field's text is its value, its label nil)
    // and devxoul/UITextView-Placeholder pull request 72 (the placeholder while empty).
    let field = TextField()
    #expect(field.accessibilityValue == nil)
    field.placeholder = "Email"
    #expect(field.accessibilityValue == "Email")
    field.text = "ada@example.com"
    #expect(field.accessibilityValue == "ada@example.com")
    field.text = ""
    #expect(field.accessibilityValue == "Email")
    #expect(field.accessibilityLabel == nil)
    #expect(field.isAccessibilityElement)
  }

  @Test func aSegmentedControlIsAContainer() {
    let control = SegmentedControl(items: ["Day", "Week"])
    #expect(!control.isAccessibilityElement)
  }

  @Test func aSpinningIndicatorSaysInProgress() {
    // John Sweet, "iOS progress indicators (2 of 3)": VoiceOver announces "In progress".
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(spinner.accessibilityLabel == nil)
    spinner.startAnimating()
    #expect(spinner.isAccessibilityElement)
    #expect(spinner.accessibilityLabel == "In progress")
  }

  @Test func anImageViewIsNotAnElementByDefault() {
    // SwiftLint's accessibility_label_for_image rationale: a UIImageView is not an element by
    // default.
    let image = ImageView(image: Image(systemName: "star"))
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityLabel == nil)
    #expect(image.accessibilityTraits == .image)
  }

  @Test func theDumpShowsWhatAFormSays() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.accessibilityIdentifier = "form"
    let title = Label(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
    title.accessibilityIdentifier = "title"
    title.text = "Settings"
    let toggle = Switch(frame: CGRect(x: 0, y: 30, width: 0, height: 0))
    toggle.accessibilityIdentifier = "wifi"
    toggle.accessibilityLabel = "Wi-Fi"
    toggle.isOn = true
    let save = Button(type: .system)
    save.frame = CGRect(x: 0, y: 70, width: 80, height: 30)
    save.accessibilityIdentifier = "save"
    save.setTitle("Save", for: .normal)
    save.isEnabled = false
    for view in [title, toggle, save] { root.addSubview(view) }
    root.layoutIfNeeded()
    let lines = root.dump(.accessibility).split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix(#" element label="Settings" traits=[staticText]"#))
    #expect(
      lines[2].hasSuffix(#" element label="Wi-Fi" value="1" traits=[button, toggleButton]"#))
    #expect(lines[3].hasSuffix(#" element label="Save" traits=[button, notEnabled]"#))
    // The button's title label is inside an element: listed, but not as something said.
    let inside = lines.dropFirst(4).filter { $0.contains("label=") || $0.contains("element") }
    #expect(inside.isEmpty)
    #expect(lines.count > 4)
  }
}
