import Components
import Foundation
import LayoutEngine
import Observation
import Testing

/// A model a button's handler reads.
@Observable private final class TitleModel {
  var title = "Inbox"
}

/// `UIButton`'s configuration updates (iOS 15) with observation tracking (iOS 26). Apple:
/// `UIButton.setNeedsUpdateConfiguration()` ("The system calls this method automatically when the
/// button's state changes. If you call this method multiple times before the system calls
/// updateConfiguration(), the system calls updateConfiguration() once"),
/// `configurationUpdateHandler` ("This closure supports automatic observation tracking").
@Suite struct ButtonConfigurationUpdateTests {
  @Test func stateChangesAndModelChangesRunTheHandlerOnce() {
    let model = TitleModel()
    let bystander = TitleModel()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let button = Button(configuration: .filled())
    let other = Button(configuration: .filled())
    var calls = 0
    var otherCalls = 0
    button.configurationUpdateHandler = { button in
      calls += 1
      var configuration = button.configuration
      configuration?.title = button.isSelected ? "Following" : model.title
      button.configuration = configuration
    }
    other.configurationUpdateHandler = { _ in
      otherCalls += 1
      _ = bystander.title
    }
    root.addSubview(button)
    root.addSubview(other)
    root.layoutIfNeeded()
    #expect(calls == 1)
    #expect(button.currentTitle == "Inbox")

    model.title = "Archive"
    button.isHighlighted = true
    button.setNeedsUpdateConfiguration()
    #expect(calls == 1)
    root.layoutIfNeeded()
    #expect(calls == 2)
    #expect(otherCalls == 1)
    #expect(button.currentTitle == "Archive")

    button.isSelected = true
    root.layoutIfNeeded()
    #expect(calls == 3)
    #expect(button.currentTitle == "Following")
    // The last update did not read the model: a change to it is not heard.
    model.title = "Trash"
    root.layoutIfNeeded()
    #expect(calls == 3)
  }
}
