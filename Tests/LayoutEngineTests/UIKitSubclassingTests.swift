import Foundation
import LayoutEngine
import Testing

/// A subclass written the way UIKit code writes one: it overrides `init(frame:)` and declares
/// `required init?(coder:)`, and nothing else.
private final class CardView: View {
  private(set) var setUpFrames: [CGRect] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpFrames.append(frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// UIKit's initializer shapes, as subclasses in UIKit code use them (Documentation/UIKitNames.md).
@Suite struct UIKitSubclassingTests {
  @Test func emptyInitializerRunsTheSubclassesInitWithFrame() {
    // `UIView()` is a convenience initializer that calls `init(frame: .zero)`; a subclass that
    // overrides `init(frame:)` inherits it. With `init(frame: CGRect = .zero)` as View's only
    // initializer, `CardView()` did not compile.
    let card = CardView()
    #expect(card.setUpFrames == [.zero])
    #expect(card.frame == .zero)
  }

  @Test func initWithFrameStillTakesTheFrame() {
    let frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    let card = CardView(frame: frame)
    #expect(card.setUpFrames == [frame])
    #expect(View().frame == .zero)
  }
}
