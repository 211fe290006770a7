import Components
import Foundation
import Testing

/// `Control`: UIControl's state flags and content alignment.
@Suite struct ControlTests {
  @Test func defaultsAreUIKits() {
    let control = Control()
    #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
    #expect(control.state == .normal)
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
    #expect(control.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func stateFollowsTheFlags() {
    let control = Control()
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
    control.isHighlighted = true
    #expect(control.state.contains(.highlighted))
    // UIKit's raw values.
    #expect(Control.State.highlighted.rawValue == 1)
    #expect(Control.State.disabled.rawValue == 2)
    #expect(Control.State.selected.rawValue == 4)
    #expect(Control.State.focused.rawValue == 8)
  }

  @Test func leadingAndTrailingAlignmentsFollowTheLayoutDirection() {
    let control = Control()
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .fill
    #expect(control.effectiveContentHorizontalAlignment == .fill)
  }
}
