import Components
import Foundation
import Testing

/// A button subclass as UIKit code writes one: it overrides `init(frame:)` and nothing else.
private final class PillButton: Button {
  private(set) var setUpCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCount += 1
    layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A segmented control subclass that overrides `init(frame:)`.
private final class FilterControl: SegmentedControl {
  private(set) var setUpCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCount += 1
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// UIKit's initializer shapes, used the way UIKit subclasses use them: `init(frame:)` is the
/// designated initializer subclasses override, and the others are convenience initializers they
/// inherit (Documentation/UIKitNames.md). These subclasses did not compile before.
@Suite struct SubclassInitializerTests {
  @Test func buttonInitWithTypeRunsTheSubclassesInitWithFrame() {
    // UIKit: `init(frame:)` is the designated initializer, `init(type:)` a convenience one.
    let button = PillButton(type: .system)
    #expect(button.setUpCount == 1)
    #expect(button.buttonType == .system)
    button.setTitle("Hello World", for: .normal)
    #expect(button.intrinsicContentSize.height == 30)
    let plain = PillButton()
    #expect(plain.buttonType == .custom && plain.setUpCount == 1)
    #expect(Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
  }

  @Test func segmentedControlInitWithItemsRunsTheSubclassesInitWithFrame() {
    let control = FilterControl(items: ["All", "Unread"])
    #expect(control.setUpCount == 1)
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 1) == "Unread")
    #expect(SegmentedControl().numberOfSegments == 0)
  }

  @Test func activityIndicatorWithNoArgumentsIsMediumAndSized() {
    let spinner = ActivityIndicatorView()
    #expect(spinner.style == .medium)
    #expect(spinner.frame.size == CGSize(width: 20, height: 20))
  }
}
