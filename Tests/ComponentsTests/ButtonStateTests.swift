import Components
import Foundation
import Testing

/// A button with a state of its own in the bits UIKit leaves to apps.
private final class LoadingButton: Button {
  static let loading = Control.State(rawValue: 1 << 16)
  var isLoading = false {
    didSet { setTitle(title(for: state), for: state) }
  }

  override var state: Control.State {
    isLoading ? super.state.union(Self.loading) : super.state
  }
}

/// `UIButton.ButtonType` and `UIControl.State` as UIKit code uses them.
@Suite struct ButtonStateTests {
  @Test func roundedRectIsTheSystemType() {
    #expect(Button.ButtonType.roundedRect == .system)
    #expect(Button(type: .roundedRect).buttonType == .system)
  }

  @Test func titleForAStateWithoutOneIsTheNormalTitle() {
    // UIKit's `title(for:)`: "If no title has been set for the specific state, this method
    // returns the title associated with the normal state."
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .disabled)
    #expect(button.title(for: .highlighted) == "Save")
    #expect(button.title(for: .disabled) == "Saving")
    #expect(Button(type: .system).title(for: .selected) == nil)
  }

  @Test func anAppDefinedStateChoosesTheTitle() {
    #expect(Control.State.application.contains(LoadingButton.loading))
    #expect(Control.State.application.intersection(.reserved).isEmpty)
    let button = LoadingButton(type: .system)
    button.setTitle("Pay", for: .normal)
    button.setTitle("Paying…", for: LoadingButton.loading)
    #expect(button.currentTitle == "Pay")
    button.isLoading = true
    #expect(button.currentTitle == "Paying…")
    #expect(button.titleLabel?.text == "Paying…")
  }
}
