import Components
import Foundation
import Testing

/// The module's shape: importing `Components` alone gives the view tree it builds on.
@Suite struct ComponentsModuleTests {
  @Test func importingComponentsGivesTheViewTree() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = View()
    parent.addSubview(child)
    #expect(child.superview === parent)
  }
}
