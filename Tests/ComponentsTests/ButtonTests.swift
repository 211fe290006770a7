import Components
import Foundation
import Testing

/// `Button`: intrinsic sizes of the classic API and of configurations, content layout.
///
/// Sources: Erica Sadun, *iOS Auto Layout Demystified* (InformIT, 2013), a system button's printed
/// intrinsic content size `Hello World: {78, 30}`; the 6-point padding above and below a title with
/// zero content insets (a UIKit debug-hierarchy printout in a public Q&A, Documentation/Components.md).
/// Configuration metrics are Trellis's choices (Decisions.md).
@Suite struct ButtonTests {
  private func systemButton(_ title: String, scale: CGFloat = 2) -> (Button, View) {
    let root = makeRoot(width: 375, height: 667, scale: scale)
    let button = Button(type: .system)
    button.setTitle(title, for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      button.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    ])
    root.layoutIfNeeded()
    return (button, root)
  }

  /// `{78, 30}` for "Hello World": 15-point title (17.9 tall, 18 on the pixel grid) plus 6 + 6.
  /// The width is the title's measured width (within the width model's error of UIKit's 78).
  @Test func aSystemButtonIsItsTitlePlusSixPointsAboveAndBelow() {
    let (button, _) = systemButton("Hello World")
    #expect(button.intrinsicContentSize.height == 30)
    #expect(abs(button.intrinsicContentSize.width - 78) <= 78 * 0.03)
    #expect(button.frame.height == 30)
    let title = try! #require(button.titleLabel)
    #expect(title.frame.minY == 6)
    #expect(title.frame.height == 18)
    #expect(title.text == "Hello World")
    #expect(title.font.pointSize == 15)
  }

  /// A short title still gives a 30-point-wide system button (a choice, Decisions.md).
  @Test func aSystemButtonIsAtLeastThirtyPointsWide() {
    let (button, _) = systemButton("On")
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  /// Any non-zero content inset replaces the default padding — the known `0.01` trick.
  @Test func contentEdgeInsetsReplaceTheTitlePadding() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let button = Button(type: .custom)
    button.setTitle("Save", for: .normal)
    root.addSubview(button)
    // An 18-point title (the custom type's) 22 points high, and 6 above and below.
    #expect(button.intrinsicContentSize.height == 34)
    button.contentEdgeInsets = EdgeInsets(top: 0.5, left: 10, bottom: 0.5, right: 10)
    root.layoutIfNeeded()
    let title = try! #require(button.titleLabel)
    #expect(button.intrinsicContentSize.height == 23)
    // A classic button's title takes whole points (UIKitBehavior.md, "A classic button's title
    // label").
    #expect(button.intrinsicContentSize.width == title.intrinsicContentSize.width.rounded(.up) + 20)
  }

  /// UIKitBehavior.md §15, "Modelled from the recordings": a custom button titles in the 18-point
  /// system font (devpass-tech/challenge-viewcode-realestate's `UIButton()` "Ver mais", 70 × 22 in
  /// a 34-point button), every other type in 15 points; a font that a subclass's `init(frame:)`
  /// sets survives `init(type:)`, and a configuration taken away gives the type's font back.
  @Test func aCustomButtonTitlesInEighteenPointsAndASystemOneInFifteen() throws {
    #expect(Button().titleLabel?.font == .systemFont(ofSize: 18))
    #expect(Button(type: .custom).titleLabel?.font == .systemFont(ofSize: 18))
    #expect(Button(type: .system).titleLabel?.font == .systemFont(ofSize: 15))
    #expect(Button(type: .contactAdd).titleLabel?.font == .systemFont(ofSize: 15))
    final class Styled: Button {
      override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .boldSystemFont(ofSize: 13)
      }
      required init?(coder: NSCoder) { nil }
    }
    #expect(Styled(type: .system).titleLabel?.font == .boldSystemFont(ofSize: 13))
    let custom = Button(type: .custom)
    custom.configuration = .plain()
    custom.configuration = nil
    #expect(custom.titleLabel?.font == .systemFont(ofSize: 18))
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let button = Button()
    button.setTitle("Ver mais", for: .normal)
    root.addSubview(button)
    #expect(button.intrinsicContentSize.height == 34)  // a 22-point title and 6 above and below
  }

  /// Issue 29, item 5: a classic button's title label is whole points wide and high and sits on
  /// the pixel grid. The simulator recording (a 335 × 50 button, contentEdgeInsets 10 and 20, a
  /// 17-point title) has the title at (147, 14.5; 41 × 21), where a plain label in the same font
  /// is 20.333 high; Trellis's text of the same width gives the same frame.
  @Test(arguments: [2, 3] as [CGFloat])
  func aClassicButtonsTitleIsWholePointsOnThePixelGrid(scale: CGFloat) throws {
    let root = makeRoot(width: 375, height: 667, scale: scale)
    let button = Button(type: .system)
    button.setTitle("Layout", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17)
    button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    root.addSubview(button)
    button.frame = CGRect(x: 20, y: 100, width: 335, height: 50)
    root.layoutIfNeeded()
    let label = try #require(button.titleLabel)
    let text = label.intrinsicContentSize
    #expect(text.height < 21)  // the plain label: 20.333 at @3x, 20.5 at @2x
    #expect(label.frame.size == CGSize(width: text.width.rounded(.up), height: 21))
    // (50 − 21) / 2 = 14.5, as recorded at @2x; at @3x the nearest pixel (a choice: no recording).
    #expect(label.frame.minY == (14.5 * scale).rounded() / scale)
    let x = (335 - text.width.rounded(.up)) / 2
    #expect(label.frame.minX == (x * scale).rounded() / scale)
    #expect(button.intrinsicContentSize.height == 41)
  }

  /// A filled, medium configuration: 7 + 20.333… + 7 at @3x with a body title at Large; the title
  /// grows with Dynamic Type (body is 28 points at AX1).
  @Test func aConfiguredButtonFollowsItsInsetsAndDynamicType() {
    let root = makeRoot(width: 375, height: 667, scale: 3)
    var configuration = Button.Configuration.filled()
    configuration.title = "Continue"
    let button = Button(configuration: configuration)
    root.addSubview(button)
    root.layoutIfNeeded()
    let title = try! #require(button.titleLabel)
    #expect(abs(button.intrinsicContentSize.height - (7 + 61.0 / 3 + 7)) < 1e-9)
    #expect(button.intrinsicContentSize.width == title.intrinsicContentSize.width + 24)
    #expect(title.font.pointSize == 17)
    var traits = root.traitCollection
    traits.preferredContentSizeCategory = .accessibilityMedium
    root.hostTraitCollection = traits
    root.layoutIfNeeded()
    #expect(title.font.pointSize == 28)
  }

  /// Image and title side by side with the configuration's padding, or stacked for `.top`.
  @Test func imageAndTitleShareTheContent() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    var configuration = Button.Configuration.plain()
    configuration.title = "Share"
    configuration.image = Image(size: CGSize(width: 20, height: 24), scale: 2)
    configuration.imagePadding = 8
    let button = Button(configuration: configuration)
    root.addSubview(button)
    let title = try! #require(button.titleLabel).intrinsicContentSize
    #expect(button.intrinsicContentSize.width == 12 + 20 + 8 + title.width + 12)
    #expect(button.intrinsicContentSize.height == 38)  // 7 + 24 + 7
    configuration.imagePlacement = .top
    button.configuration = configuration
    #expect(button.intrinsicContentSize.height == 7 + 24 + 8 + title.height + 7)
    #expect(button.intrinsicContentSize.width == 12 + max(20, title.width) + 12)
  }

  /// The title is centred in the bounds by default and follows `contentHorizontalAlignment`.
  @Test func contentAlignmentPlacesTheTitle() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let button = Button(type: .system)
    button.setTitle("OK", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    root.addSubview(button)
    root.layoutIfNeeded()
    let title = try! #require(button.titleLabel)
    #expect(abs(title.frame.midX - 100) < 1e-9)
    #expect(title.frame.midY == 22)
    button.contentHorizontalAlignment = .leading
    button.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(title.frame.minX == 0)
  }

  /// A classic button narrower than its title cuts the title to the room it has, never wider than
  /// the content rectangle, the image keeping its size — as the simulator recording of a button
  /// squeezed to no width shows: "Click" at (0, 13; 0 × 24) (UIKitBehavior.md §15).
  @Test func aClassicButtonNarrowerThanItsTitleCutsTheTitle() {
    let root = makeRoot(width: 375, height: 667, scale: 3)
    let button = Button(type: .system)
    button.setTitle("A title wider than its button", for: .normal)
    root.addSubview(button)
    let title = try! #require(button.titleLabel)
    let text = button.intrinsicContentSize.width
    // Wide enough: the title keeps its text's width, centred.
    button.frame = CGRect(x: 0, y: 0, width: text + 40, height: 44)
    root.layoutIfNeeded()
    #expect(title.frame.width == text)
    #expect(title.frame.minX == 20)
    // Narrower: the title fills the button, from its leading edge; no wider than the bounds.
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
    root.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 0, y: title.frame.minY, width: 60, height: title.frame.height))
    // No room at all: a zero-width title at the content's leading edge.
    button.frame = CGRect(x: 10, y: 10, width: 0, height: 50)
    root.layoutIfNeeded()
    #expect(title.frame.minX == 0)
    #expect(title.frame.width == 0)
    #expect(title.frame.height > 0)
    // Content insets and an image take their room first.
    button.contentEdgeInsets = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    button.setImage(Image(size: CGSize(width: 20, height: 20), scale: 3), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 70, height: 44)
    root.layoutIfNeeded()
    let image = try! #require(button.imageView)
    #expect(image.frame.size == CGSize(width: 20, height: 20))
    #expect(image.frame.minX == 5)
    #expect(title.frame.minX == 25)
    #expect(title.frame.width == 40)
  }

  /// Per-state titles fall back to the normal title; `currentTitle` follows the state.
  @Test func titlesFollowTheState() {
    let button = Button(type: .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.currentTitle == "Play")
    button.isSelected = true
    #expect(button.currentTitle == "Pause")
    #expect(button.titleLabel?.text == "Pause")
    button.isEnabled = false
    #expect(button.currentTitle == "Play")  // [.disabled, .selected] has no title of its own
  }

  @Test func anEmptyButtonIsItsInsetsAlone() {
    let button = Button(type: .custom)
    #expect(button.intrinsicContentSize == .zero)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    #expect(button.intrinsicContentSize == CGSize(width: 8, height: 8))
  }
}
