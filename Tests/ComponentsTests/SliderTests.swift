import Components
import Foundation
import Testing

/// `Slider`: no intrinsic width, 31 points tall (the height Interface Builder gives a slider with
/// no height constraint in public storyboards), values clamped as UIKit documents.
@Suite struct SliderTests {
  @Test func intrinsicSizeIsNoWidthBy31() {
    #expect(Slider().intrinsicContentSize == CGSize(width: -1, height: 31))
    #expect(
      centredFrame(of: Slider(), width: 200) == CGRect(x: 87.5, y: 318, width: 200, height: 31))
  }

  @Test func valueIsClampedToTheRange() {
    let slider = Slider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 2
    #expect(slider.value == 1)
    slider.value = -1
    #expect(slider.value == 0)
    slider.setValue(0.25, animated: true)
    #expect(slider.value == 0.25)
  }

  @Test func movingTheBoundsMovesTheValueAndTheOtherBound() {
    // UISlider docs: a minimum above the maximum raises the maximum (and the reverse).
    let slider = Slider()
    slider.value = 0.5
    slider.minimumValue = 2
    #expect(slider.maximumValue == 2 && slider.value == 2)
    slider.maximumValue = -1
    #expect(slider.minimumValue == -1 && slider.value == -1)
  }

  @Test func nanIsIgnored() {
    // A Trellis choice (Decisions.md).
    let slider = Slider()
    slider.value = 0.5
    slider.value = .nan
    slider.minimumValue = .nan
    slider.maximumValue = .nan
    #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
  }
}
