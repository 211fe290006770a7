import Testing
import TrellisUIKit

/// `UIDeferredMenuElement` gives its items when asked (as opening the menu would), once unless
/// uncached.
@MainActor
struct DeferredMenuElementTests {
  @Test func aCachedElementAsksItsProviderOnce() {
    var asked = 0
    let recent = UIDeferredMenuElement { completion in
      asked += 1
      completion([UIAction(title: "Last search") { _ in }])
    }
    let menu = UIMenu(title: "Search", children: [recent])
    var titles: [String] = []
    recent.loadElements { elements in titles = elements.map(\.title) }
    recent.loadElements { _ in }
    #expect(titles == ["Last search"])
    #expect(asked == 1)
    #expect(menu.children.count == 1)
  }

  @Test func anUncachedElementAsksEachTime() {
    var asked = 0
    let live = UIDeferredMenuElement.uncached { completion in
      asked += 1
      completion([])
    }
    live.loadElements { _ in }
    live.loadElements { _ in }
    #expect(asked == 2)
    #expect(live.isUncached)
  }
}
