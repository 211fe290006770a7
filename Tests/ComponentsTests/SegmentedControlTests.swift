import Components
import Foundation
import Testing

/// `SegmentedControl`: 32 points tall since iOS 13 (Apple's redesign; 28 before, see
/// Documentation/Components.md), segments as wide as the widest content plus padding (a choice).
@Suite struct SegmentedControlTests {
  @Test func itIs32PointsTallAndItsSegmentsShareTheWidestWidth() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let control = SegmentedControl(items: ["Day", "Week", "Month", 42])
    root.addSubview(control)
    #expect(control.numberOfSegments == 3)  // 42 is neither a title nor an image
    let widths = control.segmentWidths
    #expect(Set(widths).count == 1)
    #expect(control.intrinsicContentSize.height == 32)
    #expect(control.intrinsicContentSize.width == 3 * widths[0])
  }

  /// Interface Builder's default control, "First | Second", is 121 points wide; the padding
  /// choice gives the same within 4 % with the built-in width model.
  @Test func theDefaultInterfaceBuilderControlIsAbout121Wide() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let control = SegmentedControl(items: ["First", "Second"])
    root.addSubview(control)
    #expect(abs(control.intrinsicContentSize.width - 121) <= 121 * 0.04)
  }

  @Test func apportionedAndFixedWidths() {
    let root = makeRoot(width: 375, height: 667, scale: 2)
    let control = SegmentedControl(items: ["A", "Longer title"])
    root.addSubview(control)
    control.apportionsSegmentWidthsByContent = true
    let widths = control.segmentWidths
    #expect(widths[0] < widths[1])
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.segmentWidths[0] == 100)
    control.setWidth(.nan, forSegmentAt: 0)
    #expect(control.segmentWidths[0] == widths[0])
    control.setWidth(50, forSegmentAt: 7)  // out of range: nothing
    #expect(control.segmentWidths.count == 2)
  }

  @Test func selectionStaysInRangeAndFollowsEdits() {
    let control = SegmentedControl(items: ["One", "Two", "Three"])
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "Two")
    control.removeSegment(at: 2, animated: true)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeSegment(at: 99, animated: false)
    #expect(control.numberOfSegments == 3)
    control.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "End")
  }
}
