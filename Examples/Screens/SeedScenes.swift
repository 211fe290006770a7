import Foundation
import LayoutDSL
import ViewHost

/// JIANSHU-LM example 1 (UIKitBehavior.md §0, §12): a blue view filling the root with margins of
/// 50, and a yellow view pinned to blue's margins — so yellow sits 50 points inside blue on every
/// edge. Each view has the colour it is named after, as in the demo.
public final class SeedMarginsController: ViewController {
  public let blue = View()
  public let yellow = View()

  public override func viewDidLoad() {
    blue.accessibilityIdentifier = "blue"
    yellow.accessibilityIdentifier = "yellow"
    blue.backgroundColor = .blue
    yellow.backgroundColor = .yellow
    view.addSubview(blue)
    blue.addSubview(yellow)
    constrain(blue, yellow, view) { blue, yellow, root in
      blue.size == root.size
      blue.center == root.center
      yellow.edges == blue.layoutMargins.edges
    }
    blue.layoutMargins = EdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
  }
}

/// JIANSHU-LM example 2 (§5): yellow is as wide as blue and half as tall, centred; its own margins
/// are zero but it preserves its superview's, so black (pinned to yellow's margins) keeps out of
/// blue's 50-point side margins while touching yellow's top and bottom.
public final class SeedPreservedMarginsController: ViewController {
  public let blue = View()
  public let yellow = View()
  public let black = View()

  public override func viewDidLoad() {
    blue.accessibilityIdentifier = "blue"
    yellow.accessibilityIdentifier = "yellow"
    black.accessibilityIdentifier = "black"
    blue.backgroundColor = .blue
    yellow.backgroundColor = .yellow
    black.backgroundColor = .black
    view.addSubview(blue)
    blue.addSubview(yellow)
    yellow.addSubview(black)
    constrain(blue, yellow, black, view) { blue, yellow, black, root in
      blue.size == root.size
      blue.center == root.center
      yellow.width == blue.width
      yellow.height == blue.height * 0.5
      yellow.center == blue.center
      black.edges == yellow.layoutMargins.edges
    }
    blue.layoutMargins = EdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
    yellow.layoutMargins = .zero
    yellow.preservesSuperviewLayoutMargins = true
  }
}

/// The HUAHUA demo (G13–G16): `additionalSafeAreaInsets` of (20, 30, 0, 10) on an iPhone X in a tab
/// bar controller; a background pinned to the safe area, and two framed views that poke into the
/// unsafe region — their safe areas are the overlap, capped at the root's (spec §3.3). In the demo's
/// colours: a red root, a blue background, a yellow top view and a white right view.
public final class SeedSafeAreaController: ViewController {
  public let background = View()
  public let top = View(frame: CGRect(x: 20, y: 0, width: 200, height: 400))
  public let right = View(frame: CGRect(x: 300, y: 400, width: 300, height: 30))

  public override func viewDidLoad() {
    additionalSafeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
    background.accessibilityIdentifier = "bgView"
    top.accessibilityIdentifier = "topView"
    right.accessibilityIdentifier = "rightView"
    view.backgroundColor = .red
    background.backgroundColor = .blue
    top.backgroundColor = .yellow
    right.backgroundColor = .white
    for subview in [background, top, right] { view.addSubview(subview) }
    constrain(background, view) { background, root in
      background.edges == root.safeArea.edges
    }
  }
}

/// IMANOU image 6 (§2.2): root margins of 5 with `insetsLayoutMarginsFromSafeArea` off, while the
/// view controller still respects the system minimum — so the sides come out at the minimum (16 or
/// 20) and the top and bottom at 5. The content is filled so the picture shows where it lies.
public final class SeedSystemMinimumController: ViewController {
  public let content = View()

  public override func viewDidLoad() {
    view.layoutMargins = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    view.insetsLayoutMarginsFromSafeArea = false
    content.accessibilityIdentifier = "content"
    content.backgroundColor = .systemBlue
    view.addSubview(content)
    constrain(content, view) { content, root in
      content.edges == root.layoutMargins.edges
    }
  }
}
